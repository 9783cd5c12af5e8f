import type { Payload, PayloadRequest } from 'payload'

import { releaseStaleJobs } from '../jobs/lease'

export const EMAIL_QUEUE = 'email'

export interface OutgoingEmail {
  /** What the e-mail is for ("notify-agency", "confirm-visitor", "login-notice"…), shown in the admin. */
  kind: string
  to: string
  subject: string
  /** Plain text only: visitor input is never rendered as HTML. */
  text: string
  replyTo?: string
  locale?: string
  submission?: number | string
  /** One-click unsubscribe address (RFC 8058), sent as List-Unsubscribe with List-Unsubscribe-Post. */
  listUnsubscribe?: string
}

/**
 * Stores an e-mail in the outbox and queues the job that sends it (retried with backoff while SMTP
 * is down). A system write, not one on a visitor's behalf: the outbox is closed to every API user.
 * Inside a hook that runs in a transaction (e.g. afterLogin), pass its `req` so the e-mail is part of it.
 */
export async function queueEmail(payload: Payload, email: OutgoingEmail, req?: PayloadRequest): Promise<number | string> {
  const stored = await payload.create({
    collection: 'emails',
    overrideAccess: true,
    depth: 0,
    req,
    data: {
      kind: email.kind,
      to: email.to,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      locale: email.locale,
      submission: email.submission as number | undefined,
      listUnsubscribe: email.listUnsubscribe,
      status: 'queued',
    },
  })
  await payload.jobs.queue({ task: 'sendEmail', queue: EMAIL_QUEUE, input: { email: stored.id }, req })
  return stored.id
}

/**
 * Runs the e-mail jobs that are due now (the server's cron does the same every few seconds), after
 * handing back the jobs a stopped worker left `processing` (src/jobs/lease.ts).
 */
export async function runEmailQueue(payload: Payload): Promise<void> {
  await releaseStaleJobs(payload)
  await payload.jobs.run({ queue: EMAIL_QUEUE, limit: 50 })
}
