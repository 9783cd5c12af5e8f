// Backups that restore (issue 35.4): `npm run backup` of a seeded site, the site wiped, `npm run restore` of
// the archive, then the restored site must hold what the seeded one held. On SQLite and on PostgreSQL.
//
// Everything is compared by this file's own code, not by the scripts' (a counting bug shared by backup and
// restore would agree with itself): the row count of every table before and after, the sha256 of every file
// of the media and private uploads folders before and after, every file the media rows name present, and
// the manifest's counts against the counts taken before. Then what `npm start` asks of a database
// (scripts/databaseState.mjs: seeded, migrations applied), a second restore refused on the non-empty site,
// and a damaged archive refused before it changes anything.
//
// The seeded site: scripts/test.sh's snapshot tmp/e2e-seed.db with its media (tmp/media), or, without one,
// a small seed of its own (minutes: run npm test -- --only seed first). PostgreSQL gets the same seeded
// rows, copied from the snapshot into a database migrated by `npm run migrate` (a Payload seed on
// PostgreSQL takes minutes): databases of their own on BACKUP_POSTGRES_SERVER (default
// postgres://postgres@127.0.0.1:5432; npm test passes its private cluster), dropped afterwards.
// Run: node --test tests/ops/
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'

import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { createClient } from '@libsql/client'
import pg from 'pg'

import { readDatabaseState } from '../../scripts/databaseState.mjs'
import { root } from '../support/production.mjs'
import { startS3 } from '../support/s3.mjs'

const PG_SERVER = (process.env.BACKUP_POSTGRES_SERVER || 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '')
const SNAPSHOT = path.join(root, 'tmp/e2e-seed.db')
// scripts/test.sh's seed step runs with MEDIA_DIR=tmp/media: the snapshot's uploads are there.
const SNAPSHOT_MEDIA = path.join(root, 'tmp/media')
const WORK = path.join(root, 'tmp', `backup-test-${process.pid}`)
const PG_DATABASE = `kv_backup_${process.pid}`
const PG_URL = `${PG_SERVER}/${PG_DATABASE}`
const BASE_ENV = { PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'test-secret-kempen-vastgoed-not-for-production' }

const started = Date.now()
const say = (text) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`)

/** `npm run <script> -- args` in the project with `env`; resolves with its exit code and output. */
function npmRun(script, args, env) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script, '--', ...args], { cwd: root, env: { ...process.env, ...BASE_ENV, ...env } })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.once('exit', (code) => resolve({ code, output }))
  })
}

async function mustRun(script, args, env) {
  const result = await npmRun(script, args, env)
  assert.equal(result.code, 0, `npm run ${script} failed:\n${result.output.slice(-4_000)}`)
  return result.output
}

// --- this file's own view of a site: rows per table, sha256 per file -------------------------------

async function sqliteCounts(file) {
  const client = createClient({ url: `file:${file}` })
  try {
    const tables = (await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")).rows
    const counts = {}
    for (const { name } of tables) counts[name] = Number((await client.execute(`SELECT count(*) AS n FROM "${name}"`)).rows[0].n)
    return counts
  } finally {
    client.close()
  }
}

async function withPostgres(url, work) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const pgCounts = (url) =>
  withPostgres(url, async (client) => {
    const tables = (await client.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).rows
    const counts = {}
    for (const { tablename } of tables)
      counts[tablename] = Number((await client.query(`SELECT count(*) AS n FROM "${tablename}"`)).rows[0].n)
    return counts
  })

/** `{ relative/path: sha256 }` of every file under `dir`; none when a restore did not even create it. */
async function hashes(dir) {
  const result = {}
  if (!existsSync(dir)) return result
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const hash = createHash('sha256')
    for await (const chunk of createReadStream(file)) hash.update(chunk)
    result[path.relative(dir, file)] = hash.digest('hex')
  }
  return result
}

/** Every file name the media rows hold (the original and each size). */
async function mediaFileNames(query) {
  const rows = await query('SELECT * FROM media')
  return rows.flatMap((row) =>
    Object.entries(row)
      .filter(([k, v]) => /(^|_)filename$/.test(k) && v)
      .map(([, v]) => String(v)),
  )
}

// --- the PostgreSQL copy of the seeded site --------------------------------------------------------

/**
 * The snapshot's rows into a PostgreSQL database that `npm run migrate` has given the same schema (the two
 * adapters' migrations make the same tables and columns). PostgreSQL converts each value to its column's
 * type (json_populate_recordset); JSON columns are text on SQLite and parsed here. The migration records
 * stay PostgreSQL's own (their names differ per adapter).
 */
async function copySqliteToPostgres(file, url) {
  const lite = createClient({ url: `file:${file}` })
  await withPostgres(url, async (client) => {
    const columns = (
      await client.query("SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public'")
    ).rows
    const json = new Set(columns.filter((c) => c.data_type.startsWith('json')).map((c) => `${c.table_name}.${c.column_name}`))
    const pgTables = new Set(columns.map((c) => c.table_name))
    await client.query('BEGIN')
    // Rows arrive in any table order: foreign keys are checked by nobody while they load (superuser only).
    await client.query('SET LOCAL session_replication_role = replica')
    const tables = (await lite.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")).rows
    for (const { name } of tables) {
      if (name === 'payload_migrations') continue
      assert.ok(pgTables.has(name), `table ${name} exists on SQLite only`)
      const result = await lite.execute(`SELECT * FROM "${name}"`)
      const rows = result.rows.map((row) =>
        Object.fromEntries(
          result.columns.map((c, i) => [c, json.has(`${name}.${c}`) && typeof row[i] === 'string' ? JSON.parse(row[i]) : row[i]]),
        ),
      )
      for (let i = 0; i < rows.length; i += 2_000) {
        await client.query(`INSERT INTO "${name}" SELECT * FROM json_populate_recordset(NULL::"${name}", $1)`, [
          JSON.stringify(rows.slice(i, i + 2_000)),
        ])
      }
    }
    // Serial ids go on after the copied rows, as they would after the seed itself.
    const serials = (
      await client.query(
        "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND column_default LIKE 'nextval%'",
      )
    ).rows
    for (const { table_name: t, column_name: c } of serials) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence('"${t}"', '${c}'), COALESCE((SELECT max("${c}") FROM "${t}"), 0) + 1, false)`,
      )
    }
    await client.query('COMMIT')
  })
  lite.close()
}

const admin = (work) => withPostgres(`${PG_SERVER}/postgres`, work)
const recreateDatabase = () =>
  admin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${PG_DATABASE}`)
  })

// --- the round trip --------------------------------------------------------------------------------

const migrationFiles = async (kind) => (await readdir(path.join(root, 'migrations', kind))).filter((f) => /^\d.*\.ts$/.test(f)).length

/**
 * Backup, wipe, restore, compare. `env`: the environment of the installation (DATABASE_URL, MEDIA_DIR,
 * PRIVATE_UPLOADS_DIR), `counts()` and `query(sql)` read its database, `wipe()` empties it.
 */
async function roundTrip(label, { env, counts, query, wipe, migrationsKind }) {
  const backupDir = path.join(WORK, label, 'backups')
  const site = { ...env, BACKUP_DIR: backupDir }
  const before = await counts()
  const media = await hashes(path.join(root, env.MEDIA_DIR))
  const privateFiles = await hashes(path.join(root, env.PRIVATE_UPLOADS_DIR))
  const mediaNames = await mediaFileNames(query)
  assert.ok(mediaNames.length > 0, 'the seeded site has media rows')
  for (const name of mediaNames) assert.ok(name in media, `the seeded media folder holds ${name} (run npm test -- --only seed)`)
  assert.ok(Object.keys(privateFiles).length > 0, 'the private uploads folder holds files')

  let t = Date.now()
  await mustRun('backup', [], site)
  const archives = await readdir(backupDir)
  assert.equal(archives.length, 1, `one archive and nothing else in BACKUP_DIR: ${archives.join(', ')}`)
  assert.match(archives[0], /^kempen-\d{8}T\d{6}Z\.tar\.gz$/)
  const archive = path.join(backupDir, archives[0])
  assert.equal((await stat(archive)).mode & 0o077, 0, 'the archive is readable by its owner only')
  say(`${label}: backup ${archives[0]} (${((await stat(archive)).size / 1e6).toFixed(1)} MB) in ${Date.now() - t} ms`)

  const manifest = JSON.parse(await tarOutput(archive, 'manifest.json'))
  assert.deepEqual(manifest.database.counts, before, 'the manifest counts the rows the site held')
  for (const [name, sha256] of Object.entries(media))
    assert.equal(manifest.files[`files/media/${name}`]?.sha256, sha256, `manifest: media ${name}`)

  await wipe()
  await rm(path.join(root, env.MEDIA_DIR), { recursive: true, force: true })
  await rm(path.join(root, env.PRIVATE_UPLOADS_DIR), { recursive: true, force: true })

  t = Date.now()
  const restored = await mustRun('restore', [archive], site)
  const restoreMs = Date.now() - t
  say(`${label}: restore in ${restoreMs} ms (npm run restore, start to exit): ${restored.trim().split('\n').at(-1)}`)
  assert.match(restored, /verified: .* restored in [\d.]+ s/)
  assert.doesNotMatch(restored, /PAYLOAD_SECRET is not/, 'the same secret: no warning')

  assert.deepEqual(await counts(), before, 'every table holds its rows again')
  assert.deepEqual(await hashes(path.join(root, env.MEDIA_DIR)), media, 'every media file is back, byte for byte')
  assert.deepEqual(await hashes(path.join(root, env.PRIVATE_UPLOADS_DIR)), privateFiles, 'every private upload is back')
  const state = await readDatabaseState(env.DATABASE_URL, root)
  assert.equal(state.seeded, true, 'npm start sees a seeded site and does not seed again')
  assert.equal(state.migrations, await migrationFiles(migrationsKind), 'npm start finds every migration applied')

  // The site is not empty now: a second restore must refuse and leave it as it is.
  const again = await npmRun('restore', [archive], site)
  assert.equal(again.code, 1, again.output)
  assert.match(again.output, /not empty, nothing was restored[\s\S]*--force/)
  assert.deepEqual(await counts(), before, 'the refused restore changed nothing')
  return { archive, restoreMs }
}

const tarOutput = (archive, member) =>
  new Promise((resolve, reject) => {
    const child = spawn('tar', ['-xzOf', archive, member])
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`tar exit ${code}`))))
  })

/** A private folder with a CV and a CRM import in its subfolder, as the site writes them. */
async function privateUploads(dir) {
  await mkdir(path.join(dir, 'crm-imports'), { recursive: true })
  await writeFile(path.join(dir, 'cv-jansen.pdf'), randomBytes(40_000))
  await writeFile(path.join(dir, 'crm-imports', 'export-2026.json'), JSON.stringify({ properties: [] }))
}

describe('npm run backup and npm run restore', { concurrency: false }, () => {
  let source = SNAPSHOT
  let sourceMedia = SNAPSHOT_MEDIA
  let migrated

  before(async () => {
    await rm(WORK, { recursive: true, force: true })
    await mkdir(WORK, { recursive: true })
    // PostgreSQL's schema is migrated while the SQLite round trip runs (most of it is waiting on the child).
    await recreateDatabase()
    migrated = npmRun('migrate', [], { DATABASE_URL: PG_URL })
    if (!existsSync(SNAPSHOT)) {
      say('no seeded snapshot (tmp/e2e-seed.db): seeding a small site, which takes minutes')
      source = path.join(WORK, 'seed.db')
      sourceMedia = path.join(WORK, 'seed-media')
      await mustRun('seed', ['--properties=150'], {
        DATABASE_URL: `file:${source}`,
        MEDIA_DIR: path.relative(root, sourceMedia),
        SEED_DIR: path.relative(root, path.join(WORK, 'seed-dir')),
      })
    }
  })

  after(async () => {
    await migrated?.catch(() => {})
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`)).catch((e) => say(`drop: ${e.message}`))
    await rm(WORK, { recursive: true, force: true })
  })

  it('SQLite: the seeded site comes back whole; a damaged archive is refused', { timeout: 180_000 }, async () => {
    const dir = path.join(WORK, 'sqlite')
    const file = path.join(dir, 'site.db')
    await mkdir(dir, { recursive: true })
    const copy = createClient({ url: `file:${source}` })
    await copy.execute(`VACUUM INTO '${file}'`)
    copy.close()
    await cp(sourceMedia, path.join(dir, 'media'), { recursive: true })
    await privateUploads(path.join(dir, 'private'))
    const env = {
      DATABASE_URL: `file:./${path.relative(root, file)}`,
      MEDIA_DIR: path.relative(root, path.join(dir, 'media')),
      PRIVATE_UPLOADS_DIR: path.relative(root, path.join(dir, 'private')),
    }
    const { archive } = await roundTrip('sqlite', {
      env,
      counts: () => sqliteCounts(file),
      query: async (sql) => {
        const client = createClient({ url: `file:${file}` })
        try {
          const result = await client.execute(sql)
          return result.rows.map((row) => Object.fromEntries(result.columns.map((c, i) => [c, row[i]])))
        } finally {
          client.close()
        }
      },
      wipe: () => Promise.all(['', '-wal', '-shm'].map((s) => rm(file + s, { force: true }))),
      migrationsKind: 'sqlite',
    })

    // One media file changed inside the archive: the restore must notice before it writes anything.
    const unpacked = path.join(dir, 'unpacked')
    await mkdir(unpacked)
    await runTar(['-xzf', archive, '-C', unpacked])
    const victim = (await readdir(path.join(unpacked, 'files/media')))[0]
    await writeFile(path.join(unpacked, 'files/media', victim), 'not the picture')
    const damaged = path.join(dir, 'damaged.tar.gz')
    await runTar(['-czf', damaged, '-C', unpacked, 'manifest.json', 'database', 'files'])
    const empty = {
      DATABASE_URL: `file:./${path.relative(root, path.join(dir, 'empty.db'))}`,
      MEDIA_DIR: path.relative(root, path.join(dir, 'empty-media')),
    }
    const refused = await npmRun('restore', [damaged], empty)
    assert.equal(refused.code, 1, refused.output)
    assert.match(
      refused.output,
      new RegExp(`damaged, nothing was restored:\\s+file files/media/${victim.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: content differs`),
    )
    assert.equal(existsSync(path.join(dir, 'empty.db')), false, 'no database was written')
  })

  // Runs while PostgreSQL's migration still loads: the bucket round trip costs the suite little.
  it(
    'S3: the objects of both buckets come back with their content types; other prefixes are left alone',
    { timeout: 120_000 },
    async () => {
      const s3 = await startS3()
      const client = new S3Client({
        region: s3.env.S3_REGION,
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
      })
      const put = (bucket, key, body, type) =>
        client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: type }))
      /** `{ bucket/key: { sha256, type } }` of every object of both buckets. */
      const objects = async () => {
        const result = {}
        for (const bucket of Object.values(s3.buckets)) {
          const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
          for (const { Key } of page.Contents ?? []) {
            const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }))
            result[`${bucket}/${Key}`] = {
              sha256: createHash('sha256')
                .update(await object.Body.transformToByteArray())
                .digest('hex'),
              type: object.ContentType,
            }
          }
        }
        return result
      }
      try {
        const dir = path.join(WORK, 's3')
        const file = path.join(dir, 'site.db')
        await mkdir(dir, { recursive: true })
        const copy = createClient({ url: `file:${source}` })
        await copy.execute(`VACUUM INTO '${file}'`)
        copy.close()
        // Where src/storage.ts puts them: media under media/, private uploads under private/<collection>/.
        const names = (await readdir(sourceMedia)).sort().slice(0, 20)
        for (const name of names)
          await put(
            s3.buckets.public,
            `media/${name}`,
            await readFile(path.join(sourceMedia, name)),
            name.endsWith('.avif') ? 'image/avif' : 'image/webp',
          )
        await put(s3.buckets.private, 'private/attachments/cv-jansen.pdf', randomBytes(30_000), 'application/pdf')
        await put(s3.buckets.private, 'private/crm-imports/export-2026.json', '{"properties":[]}', 'application/json')
        // Not the site's: neither backed up nor touched by a restore.
        await put(s3.buckets.public, 'elsewhere/keep.txt', 'someone else', 'text/plain')
        const env = {
          ...s3.env,
          DATABASE_URL: `file:./${path.relative(root, file)}`,
          BACKUP_DIR: path.relative(root, path.join(dir, 'backups')),
        }
        const before = await objects()
        const rows = await sqliteCounts(file)

        await mustRun('backup', [], env)
        const [name] = await readdir(path.join(dir, 'backups'))
        const archive = path.join(dir, 'backups', name)
        const manifest = JSON.parse(await tarOutput(archive, 'manifest.json'))
        assert.equal(manifest.storage, 's3')
        assert.equal(
          Object.keys(manifest.files).filter((f) => f.startsWith('files/')).length,
          names.length + 2,
          'every object of the two prefixes, nothing else',
        )

        for (const key of Object.keys(before).filter((k) => !k.includes('/elsewhere/'))) {
          const [bucket, ...rest] = key.split('/')
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: rest.join('/') }))
        }
        await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(file + suffix, { force: true })))

        // Restored under another PAYLOAD_SECRET: staff second factors would stop working, so it says so.
        const restored = await mustRun('restore', [archive], { ...env, PAYLOAD_SECRET: 'another-secret-of-another-installation' })
        say(`s3: ${restored.trim().split('\n').at(-1)}`)
        assert.match(restored, /note: PAYLOAD_SECRET is not the backed-up site's/)
        assert.deepEqual(await objects(), before, 'every object is back with its bytes and Content-Type')
        assert.deepEqual(await sqliteCounts(file), rows)
      } finally {
        client.destroy()
        await s3.stop()
      }
    },
  )

  it('PostgreSQL: the seeded site comes back whole', { timeout: 240_000 }, async () => {
    const migration = await migrated
    assert.equal(migration.code, 0, `npm run migrate failed:\n${migration.output.slice(-4_000)}`)
    const t = Date.now()
    await copySqliteToPostgres(source, PG_URL)
    say(`postgres: seeded rows copied in ${Date.now() - t} ms`)
    const dir = path.join(WORK, 'postgres')
    await cp(sourceMedia, path.join(dir, 'media'), { recursive: true })
    await privateUploads(path.join(dir, 'private'))
    await roundTrip('postgres', {
      env: {
        DATABASE_URL: PG_URL,
        MEDIA_DIR: path.relative(root, path.join(dir, 'media')),
        PRIVATE_UPLOADS_DIR: path.relative(root, path.join(dir, 'private')),
      },
      counts: () => pgCounts(PG_URL),
      query: (sql) => withPostgres(PG_URL, async (client) => (await client.query(sql)).rows),
      wipe: recreateDatabase,
      migrationsKind: 'postgres',
    })
  })
})

function runTar(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: 'inherit' })
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tar ${args[0]} exit ${code}`))))
  })
}
