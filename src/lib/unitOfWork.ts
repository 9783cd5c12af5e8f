import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

/**
 * A transaction that also holds on SQLite. Payload's SQLite adapter runs without transactions unless
 * `transactionOptions` is set, and setting it makes every write of the site open a libsql transaction
 * on a new connection (BEGIN IMMEDIATE, blocking the event loop while another holds the lock, the
 * connection never closed). So for the few units that must be all-or-nothing (a form's submission
 * with its record and e-mails, one imported listing with its translations, hash and alerts) we wrap
 * Payload's own transaction on PostgreSQL and MongoDB, and on SQLite run BEGIN IMMEDIATE / COMMIT on
 * the adapter's one connection, one unit at a time in this process (a queue).
 *
 * On SQLite, writes of other requests made while a unit is open go through the same connection and
 * so commit with it; they are lost only if the unit rolls back, which the callers keep exceptional
 * (they check what they can before writing). Another process (the import CLI while the site runs)
 * waits for SQLite's lock as usual.
 */
const sqliteQueue: { tail: Promise<void> } = { tail: Promise.resolve() }
const openUnits = new WeakMap<PayloadRequest, () => void>()

type SqliteClient = { execute(sql: string): Promise<unknown> }
const sqliteClientOf = (payload: Payload): SqliteClient | null =>
  payload.db.name === 'sqlite' ? ((payload.db as unknown as { client?: SqliteClient }).client ?? null) : null

/** Opens the unit of `req` (made with createLocalReq): pass `req` to every read and write in it. */
export async function beginWork(req: PayloadRequest): Promise<void> {
  const client = sqliteClientOf(req.payload)
  if (!client) {
    await initTransaction(req)
    return
  }
  let release!: () => void
  const turn = new Promise<void>((resolve) => (release = resolve))
  const before = sqliteQueue.tail
  sqliteQueue.tail = before.then(() => turn)
  await before
  try {
    await client.execute('BEGIN IMMEDIATE')
  } catch (error) {
    release()
    throw error
  }
  openUnits.set(req, release)
}

export async function commitWork(req: PayloadRequest): Promise<void> {
  const release = openUnits.get(req)
  if (!release) return commitTransaction(req)
  openUnits.delete(req)
  try {
    await sqliteClientOf(req.payload)!.execute('COMMIT')
  } catch (error) {
    await sqliteClientOf(req.payload)!
      .execute('ROLLBACK')
      .catch(() => undefined)
    throw error
  } finally {
    release()
  }
}

/** Rolls the unit back; safe to call when it is already closed. */
export async function abortWork(req: PayloadRequest): Promise<void> {
  const release = openUnits.get(req)
  if (!release) return killTransaction(req)
  openUnits.delete(req)
  try {
    await sqliteClientOf(req.payload)!.execute('ROLLBACK')
  } finally {
    release()
  }
}
