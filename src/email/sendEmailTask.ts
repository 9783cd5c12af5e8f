import type { Payload, TaskConfig } from 'payload'

import { jobLeaseMs } from '../jobs/lease'
import { claimSeat, releaseSeat } from '../limits/claims'
import { relationId } from '../lib/relation'
import { outboxMessageId } from './messageId'
import { errorCodeOf } from './mailServerState'
import { emailSendGate } from './sendGate'

/**
 * Retries: exponential from EMAIL_RETRY_DELAY_MS (30 s: 30 s, 1 min, 2 min … about 34 hours in all
 * over 12 attempts), so an SMTP outage of a day still delivers every e-mail. Tests shorten the delay.
 */
const retryDelay = () => Number(process.env.EMAIL_RETRY_DELAY_MS || 30_000)
const retryAttempts = () => Number(process.env.EMAIL_RETRY_ATTEMPTS || 12)

/** Claims on sending one outbox row (src/limits/claims.ts): one seat per row. */
const SEND_CLAIM_SCOPE = 'email-send'

/**
 * How long a sender holds a row. Half the job lease (src/jobs/lease.ts): by the time a job of a dead
 * worker is handed back, the dead worker's claim on the row has expired too.
 */
const sendLeaseMs = () => Math.floor(jobLeaseMs() / 2)

/**
 * Sends one e-mail of the outbox and records the outcome on it, at most once per row: the job may
 * run twice (a handed-back job of a worker that was only slow, two servers), so the sender first
 * claims the row (a unique seat, decided by the database on every adapter), reads it again, and
 * sends only when it is not `sent`. A row another sender holds is retried later, when that sender
 * has either marked it `sent` or died (its claim expires).
 *
 * A crash between SMTP's acceptance and the `sent` mark sends the row again after the restart (same
 * Message-ID). Two things keep that to the fewest rows: the process's send gate (src/email/sendGate.ts)
 * lets a row be claimed only when a send may start, so a killed worker leaves at most
 * EMAIL_SEND_PARALLELISM rows (1 by default) claimed and unmarked; and the mark is one UPDATE of the row.
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send an e-mail from the outbox',
  inputSchema: [{ name: 'email', type: 'relationship', relationTo: 'emails', required: true }],
  retries: { attempts: retryAttempts(), backoff: { type: 'exponential', delay: retryDelay() } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const id = relationId<number | string>(input.email)!
    const before = await payload.findByID({ collection: 'emails', id, depth: 0, overrideAccess: true })
    if (before.status === 'sent') return { output: {} }

    // Waits for a free send (the other jobs of the run wait here too); refused once shutting down.
    const leaveGate = await emailSendGate().enter()
    try {
      return await claimAndSend(payload, id, leaveGate)
    } finally {
      leaveGate()
    }
  },
}

/** `leaveGate` is called once the row is marked sent: giving the claim back is no longer part of the send. */
async function claimAndSend(payload: Payload, id: number | string, leaveGate: () => void): Promise<{ output: object }> {
  const now = new Date()
  const claim = await claimSeat(payload, {
    scope: SEND_CLAIM_SCOPE,
    key: String(id),
    capacity: 1,
    expiresAt: new Date(now.getTime() + sendLeaseMs()),
    now,
  })
  if (!claim) throw new Error(`E-mail ${id} is being sent by another worker; retried later`)
  try {
    // Read again under the claim: another sender may have finished between the first read and the claim.
    const email = await payload.findByID({ collection: 'emails', id, depth: 0, overrideAccess: true })
    if (email.status === 'sent') return { output: {} }
    const attempts = (email.attempts ?? 0) + 1
    try {
      await payload.sendEmail({
        to: email.to,
        replyTo: email.replyTo || undefined,
        subject: email.subject,
        text: email.text,
        messageId: outboxMessageId(id, payload.secret),
        // RFC 8058 one-click unsubscribe: the mail program POSTs "List-Unsubscribe=One-Click" to the URL.
        headers: email.listUnsubscribe
          ? { 'List-Unsubscribe': `<${email.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : undefined,
      })
    } catch (error) {
      // Recorded outside the job's request so the note survives the failed attempt.
      await payload.update({
        collection: 'emails',
        id,
        overrideAccess: true,
        depth: 0,
        data: {
          attempts,
          status: attempts > retryAttempts() ? 'failed' : 'retrying',
          lastError: error instanceof Error ? error.message : String(error),
          // The mail server's trouble or one address's (src/email/mailServerState.ts): the admin dashboard warns on the first.
          errorCode: errorCodeOf(error),
        },
      })
      throw error
    }
    await markSent(payload, id, attempts)
    leaveGate()
    return { output: {} }
  } finally {
    await releaseSeat(payload, claim).catch((error: unknown) =>
      payload.logger.warn({ err: error, msg: `E-mail ${id}: its send claim could not be released; it expires` }),
    )
  }
}

/**
 * SMTP has the message: record it in one UPDATE of the row, no transaction, no read before or after
 * (the local API's update would begin a transaction, read the row, run the field hooks, write, read
 * again and commit, each a round trip during which a crash means a repeat). The outbox has no hooks,
 * versions or related tables a write must keep in step.
 */
async function markSent(payload: Payload, id: number | string, attempts: number): Promise<void> {
  const now = new Date().toISOString()
  await payload.db.updateOne({
    collection: 'emails',
    id,
    data: { attempts, status: 'sent', sentAt: now, lastError: null, errorCode: null, updatedAt: now },
    returning: false,
  })
}
