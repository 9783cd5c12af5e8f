/**
 * Whether an error means the database could not be reached (refused, reset, timed out, restarting), as
 * opposed to a fault in a query or in the data: the first is worth "try again in a moment", the second
 * is a bug. Drivers and ORMs wrap the socket's error (Drizzle's query error, Payload's API error), so
 * the whole `cause` chain is read.
 */

/** Socket-level codes from Node (net, dns) that the PostgreSQL and MongoDB drivers pass on. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'])

/**
 * PostgreSQL SQLSTATEs of a server that is not there for us: class 08 (connection exception), 57P01-57P03
 * (administrator shutdown, crash shutdown, cannot connect now: starting or stopping), 53300 (too many
 * connections). https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
const POSTGRES_STATES = /^(?:08\d{3}|57P0[123]|53300)$/

/** node-postgres's own messages for a connection that ended or never came (it sets no code on these). */
const POSTGRES_MESSAGES =
  /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/

/** The MongoDB driver's classes for a server it cannot select or reach. */
const MONGO_NAMES = new Set(['MongoServerSelectionError', 'MongoNetworkError', 'MongoNetworkTimeoutError', 'MongoTopologyClosedError'])

type ErrorLike = { code?: unknown; message?: unknown; name?: unknown; cause?: unknown; errors?: unknown }

function reachFailure(error: ErrorLike): boolean {
  if (typeof error.code === 'string' && (NETWORK_CODES.has(error.code) || POSTGRES_STATES.test(error.code))) return true
  if (typeof error.name === 'string' && MONGO_NAMES.has(error.name)) return true
  return typeof error.message === 'string' && POSTGRES_MESSAGES.test(error.message)
}

export function isDatabaseUnreachable(error: unknown): boolean {
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length > 0) {
    const current = queue.shift()
    if (!current || typeof current !== 'object' || seen.has(current)) continue
    seen.add(current)
    const candidate = current as ErrorLike
    if (reachFailure(candidate)) return true
    queue.push(candidate.cause)
    // AggregateError: a connection tried on IPv4 and IPv6, each refused.
    if (Array.isArray(candidate.errors)) queue.push(...candidate.errors)
  }
  return false
}
