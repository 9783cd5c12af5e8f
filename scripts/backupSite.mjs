/**
 * The installation a backup reads and a restore writes, as `npm start` would run it: its database
 * (DATABASE_URL), its upload folders or buckets, and what both scripts measure of them (row counts per
 * table, applied migrations, sha256 of every file). scripts/backupArchive.mjs holds the pure parts.
 *
 * Plain Node, no TypeScript loader: a run starts in a fraction of a second instead of seconds.
 */
import { spawn } from 'node:child_process'
import { createHash, createHmac } from 'node:crypto'
import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'

import nextEnv from '@next/env'

import { postgresMajor, siteLocations } from './backupArchive.mjs'
import { ROOT, secretFile } from './payloadSecret.mjs'

/** The .env files, as the site and the other scripts read them (cli/scriptEnv.ts), without generating a secret. */
export function loadSiteEnv() {
  nextEnv.loadEnvConfig(ROOT, false, { info: () => {}, error: console.error })
}

/** Where this installation keeps its data, from the environment. */
export function siteOf(env = process.env) {
  const bucket = env.S3_BUCKET ?? ''
  return { ...siteLocations(env, ROOT), s3: bucket ? { bucket, privateBucket: env.S3_PRIVATE_BUCKET || bucket } : null }
}

/**
 * A short fingerprint of PAYLOAD_SECRET (an HMAC, never the secret): staff second-factor secrets are
 * encrypted under it (src/auth/totpSecret.ts), so a restore warns when the new installation's differs.
 * Null when no secret is set or kept yet.
 */
export function secretFingerprint(env = process.env) {
  let secret = env.PAYLOAD_SECRET
  if (!secret && existsSync(secretFile(env))) secret = readFileSync(secretFile(env), 'utf8').trim()
  return secret ? createHmac('sha256', secret).update('kempen-backup-fingerprint').digest('hex').slice(0, 16) : null
}

export const seconds = (startedMs) => `${((performance.now() - startedMs) / 1000).toFixed(1)} s`

/** Runs a command without a shell; rejects with its stderr when it fails. */
export function run(command, args, { env = {}, cwd = ROOT } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-8_000)))
    child.once('error', (error) => reject(error.code === 'ENOENT' ? new Error(`${command} is not installed (or not on the PATH)`) : error))
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(stdout)
      else reject(new Error(`${path.basename(command)} ${args[0] ?? ''} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`))
    })
  })
}

// --- files ---------------------------------------------------------------------------------------

/** Every regular file under `dir` (none when it does not exist), as paths relative to it with `/`. */
export async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort()
}

/** `{ 'folder/relative/path': { sha256, bytes } }` of every file under `dir`, named as in the archive. */
export async function hashTree(dir, folder) {
  const files = {}
  for (const name of await listFiles(dir)) {
    const file = path.join(dir, name)
    const hash = createHash('sha256')
    let bytes = 0
    for await (const chunk of createReadStream(file)) {
      hash.update(chunk)
      bytes += chunk.length
    }
    files[`${folder}/${name}`] = { sha256: hash.digest('hex'), bytes }
  }
  return files
}

// --- databases -----------------------------------------------------------------------------------

const SQLITE_TABLES = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"
const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`

/** One statement: every table's row count, as `{ name, n }` rows. */
const countStatement = (tables) =>
  tables.map((t) => `SELECT '${t.label.replaceAll("'", "''")}' AS name, count(*) AS n FROM ${t.ref}`).join(' UNION ALL ')

export async function openSqlite(file) {
  const { createClient } = await import('@libsql/client')
  return createClient({ url: `file:${file}` })
}

/** Row counts per table and the applied migrations of a SQLite file (the backup's copy or the restored file). */
export async function sqliteFacts(file) {
  const client = await openSqlite(file)
  try {
    const tables = (await client.execute(SQLITE_TABLES)).rows.map((r) => String(r.name))
    return await sqlFacts(
      tables.map((name) => ({ label: name, ref: quoteIdent(name) })),
      async (sql) => (await client.execute(sql)).rows,
    )
  } finally {
    client.close()
  }
}

/** The tables of every schema but PostgreSQL's own, `schema.table` unless in `public`. */
export async function postgresTables(client) {
  const { rows } = await client.query(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
     ORDER BY 1, 2`,
  )
  return rows.map((r) => ({
    label: r.schema === 'public' ? r.name : `${r.schema}.${r.name}`,
    ref: `${quoteIdent(r.schema)}.${quoteIdent(r.name)}`,
  }))
}

/** Row counts and migrations through an open pg client (inside the backup's snapshot transaction, or after a restore). */
export async function postgresFacts(client) {
  return sqlFacts(await postgresTables(client), async (sql) => (await client.query(sql)).rows)
}

async function sqlFacts(tables, query) {
  const counts = {}
  if (tables.length > 0) for (const row of await query(countStatement(tables))) counts[row.name] = Number(row.n)
  const migrations =
    'payload_migrations' in counts ? (await query('SELECT name FROM payload_migrations ORDER BY id')).map((r) => String(r.name)) : []
  return { counts, migrations }
}

export async function connectPostgres(url) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  await client.connect()
  return client
}

export async function connectMongo(url) {
  const { MongoClient } = await import('mongodb')
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 10_000 })
  await client.connect()
  return client
}

/** Documents per collection and the migrations Payload recorded (MongoDB has no SQL schema migrations). */
export async function mongoFacts(client) {
  const db = client.db()
  const counts = {}
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    if (name.startsWith('system.')) continue
    counts[name] = await db.collection(name).countDocuments()
  }
  const migrations =
    'payload-migrations' in counts
      ? (
          await db
            .collection('payload-migrations')
            .find({}, { projection: { name: 1 } })
            .toArray()
        ).map((m) => String(m.name))
      : []
  return { counts, migrations }
}

/** Counts and migrations of the installation's database as it is now (a restore's check, the emptiness check). */
export async function databaseFacts(site) {
  if (site.kind === 'sqlite') return existsSync(site.sqliteFile) ? sqliteFacts(site.sqliteFile) : { counts: {}, migrations: [] }
  if (site.kind === 'postgres') {
    const client = await connectPostgres(site.url)
    try {
      return await postgresFacts(client)
    } finally {
      await client.end()
    }
  }
  const client = await connectMongo(site.url)
  try {
    return await mongoFacts(client)
  } finally {
    await client.close()
  }
}

/**
 * The PostgreSQL tool (pg_dump, pg_restore) to use with a server or archive of major version `atLeast`:
 * PG_BIN's, then the PATH's, then Debian's side-by-side versions (/usr/lib/postgresql/N/bin). pg_dump refuses
 * a server newer than itself and pg_restore an archive from a newer pg_dump, so an older one is an error
 * naming the package to install.
 */
export async function postgresTool(name, atLeast) {
  const candidates = []
  if (process.env.PG_BIN) candidates.push(path.join(process.env.PG_BIN, name))
  candidates.push(name)
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const versions = (await readdir(debian)).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a))
    candidates.push(...versions.map((v) => path.join(debian, v, 'bin', name)))
  }
  const found = []
  for (const command of candidates) {
    const version = await run(command, ['--version']).catch(() => null)
    if (version === null) continue
    const major = postgresMajor(version)
    if (major !== null && major >= atLeast) return { command, major }
    found.push(`${command} ${major}`)
  }
  throw new Error(
    `${name} ${atLeast} or newer is needed (found: ${found.join(', ') || 'none'}): install postgresql-client-${atLeast} or set PG_BIN`,
  )
}

// --- S3 ------------------------------------------------------------------------------------------

/** The S3 client of src/storage.ts's settings; loaded only when S3_BUCKET is set. */
export async function s3Client(env = process.env) {
  const { S3Client } = await import('@aws-sdk/client-s3')
  return new S3Client({
    region: env.S3_REGION || 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    ...(env.S3_ACCESS_KEY_ID
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' } }
      : {}),
  })
}

/** The two sets of objects a site keeps on S3 (src/storage.ts): bucket, key prefix, archive folder. */
export const s3Sets = (s3, layout) => [
  { bucket: s3.bucket, prefix: 'media/', folder: layout.s3Media },
  { bucket: s3.privateBucket, prefix: 'private/', folder: layout.s3Private },
]

/** Every object key under a prefix (ListObjectsV2, page by page). */
export async function listObjects(client, bucket, prefix) {
  const { ListObjectsV2Command } = await import('@aws-sdk/client-s3')
  const keys = []
  let token
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }))
    for (const object of page.Contents ?? []) if (!object.Key.endsWith('/')) keys.push(object.Key)
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return keys.sort()
}
