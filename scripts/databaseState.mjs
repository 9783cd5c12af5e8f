/**
 * What `npm start` needs to know before it starts the server, in one cheap query and without booting
 * Payload: is the schema there, and does the database hold the seeded admin? A seeded database goes
 * straight to `next start`, whose Payload applies any pending migration itself (`prodMigrations`,
 * src/db.ts); only an empty database pays for the seed script (which migrates first).
 *
 * The adapters' own drivers answer (libsql for SQLite, pg, the MongoDB driver), so nothing here can
 * disagree with what Payload reads. A missing file, table or collection is "empty", never an error;
 * a database that cannot be reached is an error with its reason.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

/** The adapter a DATABASE_URL selects; the same rule as src/lib/databaseUrl.ts (tests/unit/scripts/databaseState.test.ts). */
export function databaseKindOf(url) {
  if (url && /^mongodb(\+srv)?:\/\//.test(url)) return 'mongodb'
  if (url && /^postgres(ql)?:\/\//.test(url)) return 'postgres'
  return 'sqlite'
}

const DEFAULT_SQLITE_URL = 'file:./data/site.db'

/** @typedef {{ kind: 'sqlite' | 'postgres' | 'mongodb', schema: boolean, seeded: boolean, migrations: number | null }} DatabaseState */

/** @returns {Promise<DatabaseState>} */
export async function readDatabaseState(url, root = process.cwd()) {
  const kind = databaseKindOf(url)
  if (kind === 'sqlite') return sqliteState(url?.startsWith('file:') ? url : DEFAULT_SQLITE_URL, root)
  if (kind === 'postgres') return postgresState(url)
  return mongoState(url)
}

// One statement: the number of applied migrations and whether any user exists.
const STATE_QUERY = 'SELECT (SELECT count(*) FROM payload_migrations) AS migrations, EXISTS (SELECT 1 FROM users) AS seeded'

async function sqliteState(url, root) {
  const file = path.resolve(root, url.slice('file:'.length).replace(/^\/\/(?=\/)/, ''))
  if (!existsSync(file)) return { kind: 'sqlite', schema: false, seeded: false, migrations: 0 }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${file}` })
  try {
    const tables = await client.execute(
      "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('payload_migrations', 'users')",
    )
    if (Number(tables.rows[0].n) < 2) return { kind: 'sqlite', schema: false, seeded: false, migrations: 0 }
    const { rows } = await client.execute(STATE_QUERY)
    return { kind: 'sqlite', schema: true, seeded: Boolean(Number(rows[0].seeded)), migrations: Number(rows[0].migrations) }
  } finally {
    client.close()
  }
}

async function postgresState(url) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    const { rows } = await client.query(STATE_QUERY)
    return { kind: 'postgres', schema: true, seeded: rows[0].seeded === true, migrations: Number(rows[0].migrations) }
  } catch (error) {
    // 42P01: undefined_table, a database nothing has migrated yet.
    if (error && error.code === '42P01') return { kind: 'postgres', schema: false, seeded: false, migrations: 0 }
    throw error
  } finally {
    await client.end()
  }
}

async function mongoState(url) {
  const { MongoClient } = await import('mongodb')
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 10_000 })
  try {
    await client.connect()
    const user = await client
      .db()
      .collection('users')
      .findOne({}, { projection: { _id: 1 } })
    // MongoDB has no schema migrations: the collections appear with the first write.
    return { kind: 'mongodb', schema: true, seeded: user !== null, migrations: null }
  } finally {
    await client.close()
  }
}
