import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

import { DEFAULT_FROM_ADDRESS, DEFAULT_FROM_NAME, notSentAdapter } from './notSent'

/**
 * SMTP through Payload's nodemailer adapter when SMTP_HOST is set. Without it (local runs, or a
 * production instance whose SMTP settings went missing) nothing is sent and nothing is marked sent: see
 * `notSentAdapter` (./notSent.ts).
 */
export function emailAdapter(env = process.env): Promise<EmailAdapter> | EmailAdapter {
  if (!env.SMTP_HOST) return notSentAdapter
  return nodemailerAdapter({
    defaultFromAddress: env.SMTP_FROM || DEFAULT_FROM_ADDRESS,
    defaultFromName: env.SMTP_FROM_NAME || DEFAULT_FROM_NAME,
    // A down SMTP server must not stop Payload from starting: e-mails wait in the outbox and are retried.
    skipVerify: true,
    transportOptions: {
      host: env.SMTP_HOST,
      port: Number(env.SMTP_PORT || 587),
      secure: env.SMTP_SECURE === 'true',
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
      // Fail fast when the server is down: the job retries later instead of hanging a worker.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      // Bounds a whole send well below the job lease (src/jobs/lease.ts), so only a dead worker's job is handed back.
      socketTimeout: 30_000,
    },
  })
}
