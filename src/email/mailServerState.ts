/**
 * Whether the mail server is the trouble, read from the outbox the way an operator reads it: the most
 * recent send attempt failed at the server itself (no connection, no greeting, TLS, our login refused,
 * or no SMTP configured at all) and no e-mail went out after it. A refused recipient (a 5xx answer to
 * RCPT TO for one address) means the server answered: that e-mail needs a look, the server does not.
 *
 * Pure: the admin dashboard (src/admin/dashboard/mailServer.ts) reads the rows and counts, this decides.
 */

/** What the outbox row's `errorCode` holds when no SMTP is configured (src/email/notSent.ts). */
export const NO_SMTP_CODE = 'ENOSMTP'

export type MailServerProblem = 'unreachable' | 'loginRefused' | 'notConfigured'

/**
 * Nodemailer's codes (nodemailer/lib/errors.js) for a failure before any recipient was asked: the socket
 * (ECONNREFUSED and the like arrive as ESOCKET), a timeout of the connection or greeting, DNS, TLS, a
 * broken or refusing greeting (EPROTOCOL), a proxy. Node's own codes in case a transport passes them on.
 */
const UNREACHABLE_CODES = new Set([
  'ESOCKET',
  'ECONNECTION',
  'ETIMEDOUT',
  'EDNS',
  'ETLS',
  'EPROTOCOL',
  'EPROXY',
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
])

/** The server answers but refuses our account: the operator's SMTP_USER/SMTP_PASS, not the network. */
const LOGIN_CODES = new Set(['EAUTH', 'ENOAUTH', 'EOAUTH2'])

/**
 * Rows written before the outbox kept a code carry only the message: the same failures by their words
 * (Node's socket codes appear in the message, nodemailer's timeouts and login errors by their text).
 */
const UNREACHABLE_MESSAGE =
  /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT)\b|Greeting never received|Connection timeout|Connection closed unexpectedly|Error initiating TLS/
const LOGIN_MESSAGE = /^Invalid login\b|Missing credentials/
const NO_SMTP_MESSAGE_START = 'SMTP_HOST is not set'

/** The code a failed send stores on its outbox row: nodemailer's (or Node's) `code`, else null. */
export function errorCodeOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : null
}

/** The server-level problem one failed attempt shows, or null when the server answered (a refused address, a refused message). */
export function problemOf(row: { errorCode?: string | null; lastError?: string | null }): MailServerProblem | null {
  const code = row.errorCode
  if (code) {
    if (code === NO_SMTP_CODE) return 'notConfigured'
    if (LOGIN_CODES.has(code)) return 'loginRefused'
    return UNREACHABLE_CODES.has(code) ? 'unreachable' : null
  }
  const message = row.lastError ?? ''
  if (message.startsWith(NO_SMTP_MESSAGE_START)) return 'notConfigured'
  if (LOGIN_MESSAGE.test(message)) return 'loginRefused'
  return UNREACHABLE_MESSAGE.test(message) ? 'unreachable' : null
}

/** An outbox row as the dashboard reads it (collections/Emails). */
export interface OutboxAttempt {
  status?: string | null
  errorCode?: string | null
  lastError?: string | null
  createdAt: string
  /** The last write of the row: only the sender writes it (staff may read and delete, never edit). */
  updatedAt: string
  sentAt?: string | null
}

export interface MailServerInput {
  /** The e-mail sent last (by `sentAt`), or null when none was ever sent. */
  lastSent: OutboxAttempt | null
  /** Rows still retrying or given up whose last attempt came after `lastSent` was sent; any order. */
  failures: OutboxAttempt[]
  /** E-mails still to go out (queued or retrying): sent by themselves once the server answers. */
  waiting: number
}

export type MailServerState =
  | { problem: null }
  | {
      problem: MailServerProblem
      /** When the trouble was first seen: the first e-mail that met it, not before the last e-mail that went out (ISO). */
      since: string
      waiting: number
    }

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN)

export function mailServerState({ lastSent, failures, waiting }: MailServerInput): MailServerState {
  const sentAt = time(lastSent?.sentAt ?? null)
  // Only attempts after the last success count: once an e-mail went out, the server worked.
  const after = failures.filter((row) => !(time(row.updatedAt) <= sentAt))
  if (!after.length) return { problem: null }
  const latest = after.reduce((a, b) => (time(b.updatedAt) > time(a.updatedAt) ? b : a))
  const problem = problemOf(latest)
  if (!problem) return { problem: null }
  // A row's first attempt follows its creation within a queue run (forms run the queue at once, the cron
  // every 10 s), so the oldest row failing at the server dates the trouble; a row older than the last
  // e-mail sent met it no earlier than that send.
  const starts = after
    .filter((row) => problemOf(row) !== null)
    .map((row) => (Number.isNaN(sentAt) ? time(row.createdAt) : Math.max(time(row.createdAt), sentAt)))
    .filter((value) => !Number.isNaN(value))
  const since = new Date(starts.length ? Math.min(...starts) : time(latest.updatedAt)).toISOString()
  return { problem, since, waiting }
}
