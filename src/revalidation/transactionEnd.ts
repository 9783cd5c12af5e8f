/**
 * When the database transaction a Payload request writes in has ended. A collection hook runs inside
 * the transaction of the save that triggered it, before the commit; whatever it asks another process
 * or request to read (the site rendering a page again after a cache refresh) must wait for that commit,
 * or it reads the old row and keeps it. Payload's `commitTransaction` (and `killTransaction` on a
 * rollback) delete `req.transactionID` once the database has finished, so its absence is the signal;
 * there is no commit hook to wait on instead.
 */

export interface TransactionWaitOptions {
  /** How often to look (ms). */
  pollMs?: number
  /** When to stop waiting (ms): a transaction held open that long is another fault; the caller goes on. */
  timeoutMs?: number
}

/**
 * Resolves once `req` has no transaction (at once when it never had one): true, or false on the timeout.
 * While Payload starts a transaction, `req.transactionID` is the promise of its id; an adapter without
 * transactions (SQLite here) resolves it to null and leaves the promise (or `{}`, see below) on the
 * request for good.
 */
export async function transactionEnded(
  req: { transactionID?: unknown },
  { pollMs = 5, timeoutMs = 30_000 }: TransactionWaitOptions = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  const root = transactionRoot(req)
  for (;;) {
    const current = root.transactionID
    if (current === undefined || current === null) return true
    if (current instanceof Promise) {
      if (!(await current)) return true
      continue
    }
    // A transaction's id is a string (a number at most). Payload's dataloader writes back the id it read
    // from its JSON batch key (collections/dataloader.js): on SQLite, without transactions, the pending
    // promise above became `{}` there, left on the request for good, and a refresh asked from the job cron
    // (the redirect rules after a scheduled publish moved a page) waited the whole timeout.
    if (typeof current !== 'string' && typeof current !== 'number') return true
    if (Date.now() >= deadline) return false
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

const ROOT = Symbol.for('kempen-vastgoed.transactionRoot')

/** The request whose transaction `req` shares: itself, or the one a copy was made from (linkedCopy). */
function transactionRoot<T extends object>(req: T): T {
  return ((req as Record<symbol, unknown>)[ROOT] as T | undefined) ?? req
}

/**
 * Marks `copy`, a copy of `req` for nested operations in the same transaction (`{ ...req, context }`), as
 * sharing `req`'s transaction. Payload ends a transaction by deleting `transactionID` from the request
 * that began it, never from a copy: on PostgreSQL a hook of a nested write (the redirect a moved page
 * gets) waited on the copy's id until the timeout, 30 s, and the site's redirect rules were refreshed that
 * late. SQLite has no transactions here, so it never showed there.
 */
export function linkedCopy<T extends object>(copy: T, req: object): T {
  Object.defineProperty(copy, ROOT, { value: transactionRoot(req), enumerable: false })
  return copy
}
