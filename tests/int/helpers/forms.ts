import { expect } from '@jest/globals'
import type { Payload } from 'payload'

import { setEnv } from './env'
import { TestSmtpServer, smtpPortOfRun } from './smtp'

// Not imported from ./payload: that loads the Payload config, which must wait for the SMTP settings.
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`
/** Helpers of the form action tests: a visitor's valid answers, a fresh IP, what got stored and queued. */

// Every test file loads this module anew and all files share one database: each file counts from its
// own random start in 10.0.0.0/8 (16.7 million addresses), so files do not share addresses or rate limits.
let ipCounter = Math.floor(Math.random() * 0xfff000)
/** A different IP address per call, so rate limits of one test never touch another. */
export const freshIp = () => {
  const n = ipCounter++
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

export const visitorEmail = (prefix = 'visitor') => `${unique(prefix)}@example.be`

export const validPerson = (email = visitorEmail()) => ({
  locale: 'nl',
  title: 'ms',
  firstName: 'Lies',
  lastName: 'Janssens',
  email,
  phone: '0475123456',
})

export async function storedSubmission(payload: Payload, id: number) {
  return payload.findByID({ collection: 'submissions', id, depth: 0, overrideAccess: true })
}

/** The outbox entries of a submission, with whether a sendEmail job is queued for each. */
export async function queuedEmails(payload: Payload, submissionId: number) {
  const { docs } = await payload.find({
    collection: 'emails',
    where: { submission: { equals: submissionId } },
    depth: 0,
    overrideAccess: true,
    pagination: false,
    sort: 'createdAt',
  })
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendEmail' } },
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const jobFor = (emailId: number) =>
    jobs.docs.some((job) => {
      const input = job.input as { email?: number | { id: number } } | undefined
      const id = typeof input?.email === 'object' ? input.email?.id : input?.email
      return id === emailId
    })
  return docs.map((email) => ({ ...email, jobQueued: jobFor(email.id) }))
}

/** Fetches a challenge as the widget would and solves it with altcha-lib's solver: the payload a browser sends. */
export async function solvedAltcha(secret: string, now = Date.now()): Promise<string> {
  const [{ createAltchaChallenge }, { solveChallenge }, { deriveKey }] = await Promise.all([
    import('../../../src/forms/shared/altcha'),
    import('altcha-lib'),
    import('altcha-lib/algorithms/pbkdf2'),
  ])
  const challenge = await createAltchaChallenge(secret, now)
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('ALTCHA challenge not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** Runs `body` with the captcha switched on (scripts/test.sh switches it off for the whole run). */
export async function withCaptcha<T>(body: () => Promise<T>): Promise<T> {
  const before = process.env.CAPTCHA_DISABLED
  delete process.env.CAPTCHA_DISABLED
  try {
    return await body()
  } finally {
    if (before === undefined) delete process.env.CAPTCHA_DISABLED
    else process.env.CAPTCHA_DISABLED = before
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs the queue until `done` holds, for at most `timeoutMs`. Deadline-based, not a number of runs:
 * a run takes the 50 oldest due jobs and a retried job waits out its backoff, so on a slow machine a
 * fixed count of quick runs can end before the job under test was ever due.
 */
async function runQueueWhile(
  payload: Payload,
  run: (payload: Payload) => Promise<void>,
  pending: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while ((await pending()) && Date.now() < deadline) {
    await run(payload)
    await pause(20)
  }
}

/**
 * Runs the e-mail queue until no job is waiting. Test files share one database, and a run handles
 * the 50 oldest due jobs: a file that left jobs behind would starve the next file's e-mails.
 */
export async function drainEmailQueue(payload: Payload, run: (payload: Payload) => Promise<void>): Promise<void> {
  await runQueueWhile(payload, run, async () => {
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      overrideAccess: true,
      where: { and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    })
    return totalDocs > 0
  })
}

type PayloadHelpers = typeof import('./payload')

/** What every form action test needs: a Payload on the test database, its SMTP receiver, the form runner. */
export interface FormBench {
  payload: Payload
  /** The real SMTP receiver the site sends to; not started (tests start and stop it to simulate outages). */
  smtp: TestSmtpServer
  helpers: PayloadHelpers
  handleSubmission: typeof import('../../../src/forms/shared/submit').handleSubmission
  runEmailQueue: typeof import('../../../src/email/queue').runEmailQueue
  /** A solved ALTCHA challenge, as the widget sends it (the browser's proof of work, done in Node). */
  solveAltcha: () => Promise<string>
  /** Runs the e-mail queue (50 jobs a run, oldest first) until no e-mail of the submission is in `state` (30 s at most). */
  runQueueUntil: (submissionId: number, state: string) => Promise<void>
  /**
   * The outage every form must survive: submitted while SMTP is down, the form answers ok and its two
   * e-mails wait as `retrying` (`whileDown` checks what else is stored by then); once SMTP is back,
   * both are sent and the visitor gets theirs once.
   */
  expectDeliveredAfterOutage: (
    submit: () => Promise<{ ok: boolean; submissionId?: number | null }>,
    visitor: string,
    whileDown?: () => Promise<void>,
  ) => Promise<void>
  /** Sends what is left in the queue, so the next file (same database) starts with none, stops the receiver (the next file starts its own on the port) and closes Payload. */
  shutdown: () => Promise<void>
}

/**
 * Boots a form action test. The run's SMTP settings are set before the Payload config loads (it reads
 * them once), so the site's modules are imported here, after them.
 */
export async function startFormBench(): Promise<FormBench> {
  const smtp = new TestSmtpServer(await smtpPortOfRun())
  // Read when a form runs, not when Payload boots: set for this file only (shutdown restores them), so a
  // file of the shared run that comes after it sees the environment it would see alone.
  const restoreEnv = setEnv({
    AGENCY_EMAIL: 'kantoor@kempenvastgoed.test',
    // As in scripts/test.sh; captcha tests switch it on with withCaptcha.
    CAPTCHA_DISABLED: '1',
  })
  const helpers = await import('./payload')
  const [{ handleSubmission }, { runEmailQueue }] = await Promise.all([
    import('../../../src/forms/shared/submit'),
    import('../../../src/email/queue'),
  ])
  const payload = await helpers.testPayload()
  const solveAltcha = () => solvedAltcha(payload.secret)
  const runQueueUntil = (submissionId: number, state: string) =>
    runQueueWhile(payload, runEmailQueue, async () => (await queuedEmails(payload, submissionId)).some((e) => e.status === state))
  return {
    payload,
    smtp,
    helpers,
    handleSubmission,
    runEmailQueue,
    solveAltcha,
    runQueueUntil,
    expectDeliveredAfterOutage: async (submit, visitor, whileDown) => {
      // The file's earlier e-mails are sent first: the outage is about this submission's e-mails only,
      // not about dozens of older jobs failing, backing off and crowding the runs ahead of them.
      await drainEmailQueue(payload, runEmailQueue)
      await smtp.stop()
      const outcome = await submit()
      expect(outcome).toMatchObject({ ok: true })
      const id = outcome.submissionId!
      await runQueueUntil(id, 'queued')
      expect((await queuedEmails(payload, id)).map((e) => e.status)).toEqual(['retrying', 'retrying'])
      await whileDown?.()
      await smtp.start()
      await pause(20)
      await runQueueUntil(id, 'retrying')
      expect((await queuedEmails(payload, id)).map((e) => e.status)).toEqual(['sent', 'sent'])
      expect(smtp.to(visitor)).toHaveLength(1)
    },
    shutdown: async () => {
      await smtp.start()
      await drainEmailQueue(payload, runEmailQueue)
      await smtp.stop()
      await helpers.closePayload(payload)
      restoreEnv()
    },
  }
}
