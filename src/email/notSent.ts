import type { EmailAdapter } from 'payload'

import { NO_SMTP_CODE } from './mailServerState'

export const DEFAULT_FROM_ADDRESS = 'info@kempenvastgoed.be'
export const DEFAULT_FROM_NAME = 'Kempen Vastgoed'

/** Why an e-mail was not sent on an instance without SMTP: the outbox row's `lastError` and the log say it. */
export const NO_SMTP_MESSAGE = 'SMTP_HOST is not set on this server: the e-mail was not sent; it stays in the outbox and is retried'

/**
 * Without SMTP_HOST a send fails, so the outbox row stays unsent (`retrying`, then `failed`, counted on
 * the admin dashboard's failing e-mails) and goes out on a retry once SMTP is set. The log gets one
 * line, without the message: its addresses and text are visitors' personal data, and a link in it
 * (a password reset, an unsubscribe) is a key. It once printed whole e-mails and marked them sent.
 */
export const notSentAdapter: EmailAdapter = ({ payload }) => ({
  name: 'not-sent',
  defaultFromAddress: DEFAULT_FROM_ADDRESS,
  defaultFromName: DEFAULT_FROM_NAME,
  sendEmail: async () => {
    payload.logger.warn(NO_SMTP_MESSAGE)
    // The code tells the dashboard this server has no mail configured, not that a mail server is down.
    throw Object.assign(new Error(NO_SMTP_MESSAGE), { code: NO_SMTP_CODE })
  },
})
