import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

const DEFAULT_FROM_ADDRESS = 'info@kempenvastgoed.be'
const DEFAULT_FROM_NAME = 'Kempen Vastgoed'

/**
 * SMTP through Payload's nodemailer adapter when SMTP_HOST is set. Without it (local runs) e-mails are
 * printed whole to the log; the outbox (`emails` collection) keeps them either way.
 */
export function emailAdapter(env = process.env): Promise<EmailAdapter> | EmailAdapter {
  if (!env.SMTP_HOST) return logEmailAdapter
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

const addressList = (value: SendEmailOptions['to']): string =>
  (Array.isArray(value) ? value : [value]).map((a) => (typeof a === 'string' ? a : a ? `${a.name} <${a.address}>` : '')).join(', ')

/** Payload's console adapter prints only the subject; a developer needs the whole message. */
const logEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'log',
  defaultFromAddress: DEFAULT_FROM_ADDRESS,
  defaultFromName: DEFAULT_FROM_NAME,
  sendEmail: async (message) => {
    payload.logger.info(
      `E-mail (no SMTP_HOST set, not sent)\nTo: ${addressList(message.to)}\nSubject: ${message.subject}\n\n${message.text ?? ''}`,
    )
  },
})
