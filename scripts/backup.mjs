#!/usr/bin/env node
/**
 * npm run backup: one archive of the whole site, BACKUP_DIR/kempen-YYYYMMDDTHHMMSSZ.tar.gz (BACKUP_DIR
 * defaults to backups/), which `npm run restore -- ARCHIVE` turns back into a working installation.
 * docs/operations-backup.md: how to run, schedule and restore it.
 *
 * The archive (scripts/backupArchive.mjs's LAYOUT):
 *   database/   SQLite: a VACUUM INTO copy; PostgreSQL: pg_dump's custom format; MongoDB: mongodump --archive.
 *               Taken while the site runs: each is one consistent moment of the database.
 *   files/      the media and private uploads folders, or, with S3_BUCKET set, the objects of both buckets.
 *   manifest.json   when, which database, rows per table, sha256 of every file, the app's version, the migrations
 *               applied, so a restore can check itself.
 * The database goes first and the files after: an upload finished before the database's moment is in the
 * archive with its row; one that lands during the backup at worst leaves a file without its row.
 */
import { constants, createWriteStream, existsSync } from 'node:fs'
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { archiveName, LAYOUT, MANIFEST_FORMAT, pgEnvironment } from './backupArchive.mjs'
import {
  connectMongo,
  connectPostgres,
  hashTree,
  listFiles,
  listObjects,
  loadSiteEnv,
  mongoFacts,
  openSqlite,
  postgresFacts,
  postgresTool,
  run,
  s3Client,
  s3Sets,
  seconds,
  secretFingerprint,
  siteOf,
  sqliteFacts,
} from './backupSite.mjs'
import { ROOT } from './payloadSecret.mjs'

loadSiteEnv()
// The archive holds personal data (leads, CVs, accounts): only its owner may read it, the staging folder too.
process.umask(0o077)

const started = performance.now()
const createdAt = new Date()
const site = siteOf()
const backupDir = path.resolve(ROOT, process.env.BACKUP_DIR || 'backups')
const name = archiveName(createdAt)
const archive = path.join(backupDir, name)
// Beside the archive (same file system: the final rename is atomic), hidden, removed whatever happens.
const staging = path.join(backupDir, `.${name}.staging`)
const partial = `${archive}.partial`
const log = (line) => console.log(`[backup] ${line}`)

async function dumpSqlite(target) {
  if (!existsSync(site.sqliteFile)) throw new Error(`no SQLite database at ${site.sqliteFile}`)
  // VACUUM INTO: a consistent copy (the write-ahead log included) while the site keeps writing.
  const client = await openSqlite(site.sqliteFile)
  try {
    await client.execute(`VACUUM INTO '${target.replaceAll("'", "''")}'`)
  } finally {
    client.close()
  }
  return { ...(await sqliteFacts(target)), countsExact: true }
}

async function dumpPostgres(target) {
  const client = await connectPostgres(site.url)
  try {
    // One snapshot for the counts and for pg_dump (--snapshot): the manifest describes exactly the dump, even
    // while the site writes. The snapshot lives as long as this transaction.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const { snapshot } = (await client.query('SELECT pg_export_snapshot() AS snapshot')).rows[0]
    const serverVersion = (await client.query('SHOW server_version')).rows[0].server_version
    const serverMajor = Math.floor(Number((await client.query('SHOW server_version_num')).rows[0].server_version_num) / 10_000)
    const facts = await postgresFacts(client)
    const pgDump = await postgresTool('pg_dump', serverMajor)
    await run(pgDump.command, ['--format=custom', `--snapshot=${snapshot}`, `--file=${target}`], { env: pgEnvironment(site.url) })
    await client.query('COMMIT')
    return { ...facts, countsExact: true, serverVersion, pgDumpMajor: pgDump.major }
  } finally {
    await client.end()
  }
}

async function dumpMongo(target) {
  const client = await connectMongo(site.url)
  let facts
  let database
  try {
    database = client.db().databaseName
    facts = await mongoFacts(client)
  } finally {
    await client.close()
  }
  // The URL goes in a config file, not the command line, so its password stays out of the process list.
  const config = path.join(staging, 'mongo.yaml')
  await writeFile(config, `uri: ${JSON.stringify(site.url)}\n`)
  try {
    await run('mongodump', [`--config=${config}`, `--archive=${target}`])
  } finally {
    await rm(config, { force: true })
  }
  // mongodump of one database has no single moment (--oplog is for whole servers): counted just before
  // it, the counts may lag a write; a restore reports such a difference instead of failing on it.
  return { ...facts, countsExact: false, mongoDatabase: database }
}

const dumps = { sqlite: dumpSqlite, postgres: dumpPostgres, mongodb: dumpMongo }

async function copyFolder(from, to) {
  for (const name of await listFiles(from)) {
    await mkdir(path.dirname(path.join(to, name)), { recursive: true })
    // A copy-on-write clone where the file system has them, a plain copy elsewhere.
    await copyFile(path.join(from, name), path.join(to, name), constants.COPYFILE_FICLONE)
  }
}

/** Downloads both buckets' objects; returns each object's Content-Type, which a restore puts back. */
async function downloadBuckets() {
  const { GetObjectCommand } = await import('@aws-sdk/client-s3')
  const client = await s3Client()
  const contentTypes = {}
  for (const set of s3Sets(site.s3, LAYOUT)) {
    for (const key of await listObjects(client, set.bucket, set.prefix)) {
      const file = path.join(staging, set.folder, key)
      await mkdir(path.dirname(file), { recursive: true })
      const object = await client.send(new GetObjectCommand({ Bucket: set.bucket, Key: key }))
      await pipeline(object.Body, createWriteStream(file))
      contentTypes[`${set.folder}/${key}`] = object.ContentType ?? null
    }
  }
  return contentTypes
}

async function main() {
  await mkdir(path.join(staging, 'database'), { recursive: true })
  const databaseFile = LAYOUT.database[site.kind]
  const database = await dumps[site.kind](path.join(staging, databaseFile))
  log(`database (${site.kind}): ${Object.keys(database.counts).length} tables, ${sum(database.counts)} rows (${seconds(started)})`)

  let contentTypes = {}
  await mkdir(path.join(staging, 'files'), { recursive: true })
  if (site.s3) contentTypes = await downloadBuckets()
  else {
    await copyFolder(site.mediaDir, path.join(staging, LAYOUT.media))
    await copyFolder(site.privateDir, path.join(staging, LAYOUT.private))
  }
  // Hashed from the staged copies: exactly the bytes that go into the archive.
  const files = {
    ...(await hashTree(path.join(staging, 'database'), 'database')),
    ...(await hashTree(path.join(staging, 'files'), 'files')),
  }
  for (const [file, type] of Object.entries(contentTypes)) files[file].contentType = type
  const fileCount = Object.keys(files).length - 1
  log(`files (${site.s3 ? `S3: ${site.s3.bucket}, ${site.s3.privateBucket}` : 'disk'}): ${fileCount} (${seconds(started)})`)

  const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8'))
  const payloadPkg = JSON.parse(await readFile(path.join(ROOT, 'node_modules/payload/package.json'), 'utf8'))
  const manifest = {
    format: MANIFEST_FORMAT,
    createdAt: createdAt.toISOString(),
    app: { name: pkg.name, version: pkg.version, payload: payloadPkg.version },
    secretFingerprint: secretFingerprint(),
    database: { kind: site.kind, file: databaseFile, ...database },
    storage: site.s3 ? 's3' : 'disk',
    files,
  }
  await writeFile(path.join(staging, LAYOUT.manifest), `${JSON.stringify(manifest, null, 2)}\n`)

  // The manifest first, so a reader finds it without unpacking the rest.
  await run('tar', ['-czf', partial, '-C', staging, LAYOUT.manifest, 'database', 'files'])
  await rename(partial, archive)
  const { size } = await stat(archive)
  log(`wrote ${path.relative(process.cwd(), archive) || archive} (${(size / 1e6).toFixed(1)} MB) in ${seconds(started)}`)
}

const sum = (counts) => Object.values(counts).reduce((a, b) => a + b, 0)

try {
  await main()
} catch (error) {
  console.error(`[backup] failed: ${error.message}`)
  process.exitCode = 1
} finally {
  await rm(staging, { recursive: true, force: true })
  await rm(partial, { force: true })
}
