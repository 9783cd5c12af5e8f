// First: the environment (PAYLOAD_SECRET among it) before payload.config.ts reads it.
import './scriptEnv'

import { getPayload, type Migration, type Payload } from 'payload'

import config from '../payload.config'
import { databaseKind } from '../src/lib/databaseUrl'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'

/**
 * Payload for command-line scripts (seed, import). SQL schemas come from the committed migrations,
 * so pending ones are applied first, exactly as a production start would.
 */
export async function scriptPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  const kind = databaseKind(process.env.DATABASE_URL)
  if (kind !== 'mongodb') {
    const migrations = (kind === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
    await payload.db.migrate({ migrations })
  }
  return payload
}
