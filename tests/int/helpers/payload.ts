import type { Payload } from 'payload'

import { scriptPayload } from '../../../seed/payload'

/**
 * A real Payload on the database of DATABASE_URL (a fresh SQLite file or PostgreSQL database per
 * run, made by scripts/test.sh), migrated like production.
 */
export async function testPayload(): Promise<Payload> {
  return scriptPayload()
}

/** Unique suffix so test files can share one database without colliding. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`

let nextExternalId = 900_000 + Math.floor(Math.random() * 50_000)
/** External ids far from the seed's range (1100-2818), unique within a run. */
export const externalId = () => nextExternalId++

type PgClient = { release?: () => void }
type PgPool = { end(): Promise<void>; _clients?: PgClient[]; _idle?: Array<{ client: PgClient }> }

/**
 * Payload's destroy() forgets the database but leaves the SQL connection open, and the PostgreSQL
 * adapter keeps one pool client checked out for ever (to notice a reset connection), which would
 * keep Jest alive; so tests release it and close the adapter's own connection.
 */
export async function closePayload(payload: Payload): Promise<void> {
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
