import type { Payload } from 'payload'


// Not imported from ./payload: that loads the Payload config, which must wait for the SMTP settings.
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`
/** Helpers of the form action tests: a visitor's valid answers, a fresh IP, what got stored and queued. */

let ipCounter = Math.floor(Math.random() * 200)
/** A different IP address per call, so rate limits of one test never touch another. */
export const freshIp = () => `198.51.${Math.floor(ipCounter / 250) % 250}.${ipCounter++ % 250}`

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
  const { docs } = await payload.find({ collection: 'emails', where: { submission: { equals: submissionId } }, depth: 0, overrideAccess: true, pagination: false, sort: 'createdAt' })
  const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, depth: 0, overrideAccess: true, pagination: false })
  const jobFor = (emailId: number) => jobs.docs.some((job) => {
    const input = job.input as { email?: number | { id: number } } | undefined
    const id = typeof input?.email === 'object' ? input.email?.id : input?.email
    return id === emailId
  })
  return docs.map((email) => ({ ...email, jobQueued: jobFor(email.id) }))
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
