import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

/**
 * SMTP through Payload's nodemailer adapter when SMTP_HOST is set. Without it (local runs) Payload
 * prints e-mails to the log instead of sending them.
 */
export function emailAdapter(env = process.env): Promise<EmailAdapter> | undefined {
  if (!env.SMTP_HOST) return undefined
  return nodemailerAdapter({
    defaultFromAddress: env.SMTP_FROM || 'info@kempenvastgoed.be',
    defaultFromName: env.SMTP_FROM_NAME || 'Kempen Vastgoed',
    // A down SMTP server must not stop Payload from starting: submissions are stored and retried.
    skipVerify: true,
    transportOptions: {
      host: env.SMTP_HOST,
      port: Number(env.SMTP_PORT || 587),
      secure: env.SMTP_SECURE === 'true',
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
    },
  })
}
