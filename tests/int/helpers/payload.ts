import type { Payload } from 'payload'

import { scriptPayload } from '../../../cli/payload'

let booted: Promise<Payload> | undefined
let shared = false

/**
 * A real Payload on the database of DATABASE_URL (a fresh SQLite file or PostgreSQL database per
 * run, made by scripts/test.sh), migrated like production. One per module registry: the files of
 * the shared run (tests/int/shared.test.ts) all get the same one.
 */
export function testPayload(): Promise<Payload> {
  booted ??= scriptPayload()
  return booted
}

/**
 * The shared run's files get one Payload for all of them: their closePayload leaves it open, and
 * the run closes it once, at its end (closeSharedPayload).
 */
export function shareOnePayload(): void {
  shared = true
}

/** Closes the shared run's Payload, when one was booted. */
export async function closeSharedPayload(): Promise<void> {
  if (booted) await shutDown(await booted)
  booted = undefined
}

/** Unique suffix so test files can share one database without colliding. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`

/**
 * Each Jest test file (the shared run, and each file that runs alone) loads this module afresh, and all of
 * them share one database: a random start in one small range let two files hand out the same ids (a unique
 * webId failed a run). Test files run one after another and each takes seconds, so each second of the
 * clock owns a block of 10,000 ids (the shared run uses a few thousand, a file alone a few dozen), with a
 * random start inside it for two files in the same second. Far from the seed's range (1100-2818) and
 * below 2^31.
 */
let nextExternalId = 1_000_000 + (Math.floor(Date.now() / 1000) % 100_000) * 10_000 + Math.floor(Math.random() * 5_000)
/** External ids far from the seed's range (1100-2818), unique within a run. */
export const externalId = () => nextExternalId++

/**
 * `count` consecutive external ids for a fixture that numbers its rows from one base (base, base + 1, …
 * base + count - 1), taken from the same counter: no other suite of the run is handed any of them.
 */
export function externalIdBlock(count: number): number {
  const base = nextExternalId
  nextExternalId += count
  return base
}

type PgClient = { release?: () => void }
type PgPool = { end(): Promise<void>; _clients?: PgClient[]; _idle?: Array<{ client: PgClient }> }

/** A file is done with Payload: closes it, except in the shared run, whose files share one (see above). */
export async function closePayload(payload: Payload): Promise<void> {
  if (shared) return
  await shutDown(payload)
  booted = undefined
}

/**
 * Payload's destroy() forgets the database but leaves the SQL connection open, and the PostgreSQL
 * adapter keeps one pool client checked out for ever (to notice a reset connection), which would
 * keep Jest alive; so tests release it and close the adapter's own connection.
 */
async function shutDown(payload: Payload): Promise<void> {
  const db = payload.db as unknown as { pool?: PgPool; client?: { close(): void } }
  const pool = db.pool
  const client = db.client
  await payload.destroy()
  if (pool) {
    const idle = new Set((pool._idle ?? []).map((item) => item.client))
    for (const held of pool._clients ?? []) if (!idle.has(held)) held.release?.()
    await pool.end()
  }
  client?.close()
}
