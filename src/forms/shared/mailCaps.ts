/**
 * How many mails the site sends, in any 24 hours, to addresses visitors type (issue 33.3). Operators
 * set them in the environment (.env.example), never staff: they are abuse limits, not content.
 *  - per mailbox (src/lib/mailbox.ts: case, +tag and Gmail's dots make no new mailbox);
 *  - per recipient domain, for domains that are not a known public provider (a company's catch-all
 *    domain turns every local part into one inbox);
 *  - send-to-friend in total, the one mail whose recipient is never the visitor.
 * Confirmations skipped by a cap leave the lead stored and the agency notified; a refused
 * send-to-friend stores nothing.
 */
export interface MailCaps {
  friendPerMailbox: number
  friendPerDomain: number
  friendTotal: number
  confirmationsPerMailbox: number
  confirmationsPerDomain: number
}

export const DEFAULT_MAIL_CAPS: MailCaps = {
  friendPerMailbox: 3,
  friendPerDomain: 10,
  friendTotal: 100,
  confirmationsPerMailbox: 5,
  confirmationsPerDomain: 30,
}

/** The variable of each cap. */
export const MAIL_CAP_VARIABLES: Record<keyof MailCaps, string> = {
  friendPerMailbox: 'MAIL_CAP_FRIEND_PER_MAILBOX',
  friendPerDomain: 'MAIL_CAP_FRIEND_PER_DOMAIN',
  friendTotal: 'MAIL_CAP_FRIEND_TOTAL',
  confirmationsPerMailbox: 'MAIL_CAP_CONFIRMATIONS_PER_MAILBOX',
  confirmationsPerDomain: 'MAIL_CAP_CONFIRMATIONS_PER_DOMAIN',
}

/** The caps from the environment: a whole number of 0 or more each (0: none sent); unset or anything else keeps the default. */
export function mailCapsFromEnv(env: Record<string, string | undefined> = process.env): MailCaps {
  const caps = { ...DEFAULT_MAIL_CAPS }
  for (const name of Object.keys(MAIL_CAP_VARIABLES) as (keyof MailCaps)[]) {
    const value = env[MAIL_CAP_VARIABLES[name]]?.trim()
    if (value && /^\d{1,9}$/.test(value)) caps[name] = Number(value)
  }
  return caps
}
