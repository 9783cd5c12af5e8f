#!/usr/bin/env node
/**
 * npm run restore -- ARCHIVE [--force]: rebuilds the installation this environment describes (DATABASE_URL,
 * MEDIA_DIR, PRIVATE_UPLOADS_DIR or S3_*) from an archive of `npm run backup`, then checks it against the
 * archive's manifest: the rows of every table and the sha256 of every file. docs/operations-backup.md.
 *
 *   1. refuse a database or upload folder/bucket that holds anything, unless --force (which empties them);
 *   2. unpack to a private temporary folder and check every file's sha256: a damaged archive changes nothing;
 *   3. restore the database (SQLite file, pg_restore, mongorestore) and the files;
 *   4. count and hash what is now installed, compare with the manifest, print the time it took.
 * Stop the site first: a running server keeps writing to the database being replaced.
 */
import { createHash } from 'node:crypto'
import { constants, existsSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { compareCounts, compareFiles, filesUnder, LAYOUT, MANIFEST_FORMAT, parseRestoreArgs, pgEnvironment } from './backupArchive.mjs'
import {
  connectMongo,
  connectPostgres,
  databaseFacts,
  hashTree,
  listFiles,
  listObjects,
  loadSiteEnv,
  postgresTables,
  postgresTool,
  run,
  s3Client,
  s3Sets,
  seconds,
  secretFingerprint,
  siteOf,
} from './backupSite.mjs'
import { ROOT } from './payloadSecret.mjs'

loadSiteEnv()

const started = performance.now()
const log = (line) => console.log(`[restore] ${line}`)
const site = siteOf()

class RestoreError extends Error {}

/** What the installation already holds: one line per non-empty part, none when it is empty. */
async function occupied() {
  const found = []
  const { counts } = await databaseFacts(site)
  const tables = Object.keys(counts).length
  if (tables > 0) found.push(`the ${site.kind} database (${describeUrl()}) has ${tables} tables, ${sum(counts)} rows`)
  if (site.s3) {
    const client = await s3Client()
    for (const set of s3Sets(site.s3, LAYOUT)) {
      const keys = await listObjects(client, set.bucket, set.prefix)
      if (keys.length > 0) found.push(`bucket ${set.bucket} holds ${keys.length} objects under ${set.prefix}`)
    }
  } else {
    for (const dir of [site.mediaDir, site.privateDir]) {
      const files = await listFiles(dir)
      if (files.length > 0) found.push(`${path.relative(ROOT, dir) || dir} holds ${files.length} files`)
    }
  }
  return found
}

/** Empties what --force replaces: the database and the upload folders or prefixes. */
async function wipe() {
  if (site.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(`${site.sqliteFile}${suffix}`, { force: true })
  } else if (site.kind === 'postgres') {
    const client = await connectPostgres(site.url)
    try {
      const schemas = [...new Set((await postgresTables(client)).map((t) => t.ref.split('.')[0]))]
      // Every schema holding tables goes (enums and sequences with it); public comes back empty.
      for (const schema of schemas) await client.query(`DROP SCHEMA ${schema} CASCADE`)
      await client.query('CREATE SCHEMA IF NOT EXISTS public')
    } finally {
      await client.end()
    }
  } else {
    const client = await connectMongo(site.url)
    try {
      await client.db().dropDatabase()
    } finally {
      await client.close()
    }
  }
  if (site.s3) {
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3')
    const client = await s3Client()
    for (const set of s3Sets(site.s3, LAYOUT)) {
      for (const key of await listObjects(client, set.bucket, set.prefix)) {
        await client.send(new DeleteObjectCommand({ Bucket: set.bucket, Key: key }))
      }
    }
  } else {
    // The folders' contents, not the folders: they may be mount points (docker-compose.yml's volumes).
    for (const dir of [site.mediaDir, site.privateDir]) {
      for (const entry of await readdir(dir).catch(() => [])) await rm(path.join(dir, entry), { recursive: true, force: true })
    }
  }
}

async function restoreDatabase(manifest, unpacked) {
  const dump = path.join(unpacked, manifest.database.file)
  if (site.kind === 'sqlite') {
    await mkdir(path.dirname(site.sqliteFile), { recursive: true })
    // Copied beside the target and renamed: the database file appears whole or not at all.
    const incoming = `${site.sqliteFile}.restoring`
    await copyFile(dump, incoming)
    await rename(incoming, site.sqliteFile)
  } else if (site.kind === 'postgres') {
    // pg_restore reads archives of its own major version and older ones.
    const pgRestore = await postgresTool('pg_restore', manifest.database.pgDumpMajor ?? 0)
    const libpq = pgEnvironment(site.url)
    // One transaction: a failed restore leaves the database empty, not half-filled. No owners or grants:
    // the roles of the backed-up server need not exist here; the connecting user owns everything.
    const options = ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${libpq.PGDATABASE}`]
    await run(pgRestore.command, [...options, dump], { env: libpq })
  } else {
    const client = await connectMongo(site.url)
    const database = client.db().databaseName
    await client.close()
    const config = path.join(unpacked, 'mongo.yaml')
    await writeFile(config, `uri: ${JSON.stringify(site.url)}\n`, { mode: 0o600 })
    // The archive's database name may differ from this URL's: every namespace is renamed to it.
    const from = manifest.database.mongoDatabase
    await run('mongorestore', [`--config=${config}`, `--archive=${dump}`, `--nsFrom=${from}.*`, `--nsTo=${database}.*`])
  }
}

async function restoreFiles(manifest, unpacked) {
  if (site.s3) {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3')
    const client = await s3Client()
    for (const set of s3Sets(site.s3, LAYOUT)) {
      for (const [name, entry] of Object.entries(filesUnder(manifest.files, set.folder))) {
        const key = name.slice(set.folder.length + 1)
        const body = await readFile(path.join(unpacked, name))
        await client.send(new PutObjectCommand({ Bucket: set.bucket, Key: key, Body: body, ContentType: entry.contentType ?? undefined }))
      }
    }
    return
  }
  for (const [folder, dir] of [
    [LAYOUT.media, site.mediaDir],
    [LAYOUT.private, site.privateDir],
  ]) {
    for (const name of await listFiles(path.join(unpacked, folder))) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
      await copyFile(path.join(unpacked, folder, name), path.join(dir, name), constants.COPYFILE_FICLONE)
    }
  }
}

/** The installed files, hashed where they now live, named as in the archive. */
async function installedFiles() {
  if (!site.s3) return { ...(await hashTree(site.mediaDir, LAYOUT.media)), ...(await hashTree(site.privateDir, LAYOUT.private)) }
  const { GetObjectCommand } = await import('@aws-sdk/client-s3')
  const client = await s3Client()
  const files = {}
  for (const set of s3Sets(site.s3, LAYOUT)) {
    for (const key of await listObjects(client, set.bucket, set.prefix)) {
      const object = await client.send(new GetObjectCommand({ Bucket: set.bucket, Key: key }))
      const hash = createHash('sha256')
      for await (const chunk of object.Body) hash.update(chunk)
      files[`${set.folder}/${key}`] = { sha256: hash.digest('hex') }
    }
  }
  return files
}

/** Names of the migrations this code has (migrations/<kind>/*.ts), to compare with the backup's. */
async function codeMigrations() {
  if (site.kind === 'mongodb') return null
  const dir = path.join(ROOT, 'migrations', site.kind)
  return (await readdir(dir)).filter((f) => f.endsWith('.ts') && f !== 'index.ts').map((f) => f.replace(/\.ts$/, ''))
}

async function main(args) {
  const archive = path.resolve(args.archive)
  if (!existsSync(archive)) throw new RestoreError(`no archive at ${archive}`)
  const unpacked = await mkdtemp(path.join(os.tmpdir(), 'kempen-restore-'))
  try {
    // The manifest first (the archive's first member: tar stops there), so a wrong target is refused at once.
    const manifest = await run('tar', ['-xzOf', archive, '--occurrence=1', LAYOUT.manifest])
      .then((text) => JSON.parse(text))
      .catch(() => null)
    if (!manifest || manifest.format !== MANIFEST_FORMAT)
      throw new RestoreError(`${archive} is not a backup of this site (no manifest of format ${MANIFEST_FORMAT})`)
    log(
      `${path.basename(archive)}: ${manifest.database.kind}, ${manifest.storage}, made ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version}`,
    )

    if (manifest.database.kind !== site.kind)
      throw new RestoreError(`the archive holds a ${manifest.database.kind} database; DATABASE_URL here is ${site.kind}`)
    const storage = site.s3 ? 's3' : 'disk'
    if (manifest.storage !== storage)
      throw new RestoreError(
        `the archive's files come from ${manifest.storage === 's3' ? 'S3' : 'the disk'}; this installation keeps them on ${storage === 's3' ? 'S3 (S3_BUCKET)' : 'the disk'}`,
      )

    const inUse = await occupied()
    if (inUse.length > 0 && !args.force)
      throw new RestoreError(
        `this installation is not empty, nothing was restored:\n  ${inUse.join('\n  ')}\n` +
          'Restore into an empty database and empty upload folders, or add --force to replace everything they hold.',
      )

    // --no-same-owner: the files belong to whoever restores, also when that is root.
    await run('tar', ['-xzf', archive, '-C', unpacked, '--no-same-owner'])
    const damaged = compareFiles(manifest.files, {
      ...(await hashTree(path.join(unpacked, 'database'), 'database')),
      ...(await hashTree(path.join(unpacked, 'files'), 'files')),
    })
    if (damaged.length > 0) throw new RestoreError(`the archive is damaged, nothing was restored:\n  ${damaged.slice(0, 20).join('\n  ')}`)
    log(`archive checked: ${Object.keys(manifest.files).length} files match their sha256 (${seconds(started)})`)

    if (inUse.length > 0) {
      log(`--force: emptying ${inUse.length} part(s) first`)
      await wipe()
    }

    await restoreDatabase(manifest, unpacked)
    log(`database restored (${seconds(started)})`)
    await restoreFiles(manifest, unpacked)
    log(`files restored (${seconds(started)})`)

    // The proof: count and hash what is installed now, not what was unpacked.
    const facts = await databaseFacts(site)
    const countProblems = compareCounts(manifest.database.counts, facts.counts)
    const fileProblems = compareFiles(fileManifest(manifest), await installedFiles())
    const notes = []
    const known = await codeMigrations()
    if (known) {
      const unknown = facts.migrations.filter((m) => !known.includes(m))
      const pending = known.filter((m) => !facts.migrations.includes(m))
      if (unknown.length > 0) notes.push(`the backup has migrations this code lacks (${unknown.join(', ')}): run the version that made it`)
      if (pending.length > 0) notes.push(`${pending.length} migration(s) newer than the backup will run at the next start`)
    }
    const fingerprint = secretFingerprint()
    if (manifest.secretFingerprint && fingerprint !== manifest.secretFingerprint)
      notes.push(
        "PAYLOAD_SECRET is not the backed-up site's: start the site with that secret, or staff with a second factor " +
          'cannot log in (docs/operations.md, "Rotating PAYLOAD_SECRET")',
      )
    for (const note of notes) log(`note: ${note}`)

    // MongoDB's counts were taken beside the dump, not at its moment (scripts/backup.mjs): reported, not fatal.
    const fatal = [...(manifest.database.countsExact ? countProblems : []), ...fileProblems]
    if (!manifest.database.countsExact) for (const p of countProblems) log(`note: ${p}`)
    if (fatal.length > 0) {
      console.error(`[restore] the restored site differs from the backup:\n  ${fatal.slice(0, 40).join('\n  ')}`)
      return 1
    }
    const files = Object.keys(fileManifest(manifest)).length
    log(
      `verified: ${Object.keys(facts.counts).length} tables, ${sum(facts.counts)} rows and ${files} files match the manifest; restored in ${seconds(started)}`,
    )
    return 0
  } finally {
    await rm(unpacked, { recursive: true, force: true })
  }
}

const fileManifest = (manifest) => Object.fromEntries(Object.entries(manifest.files).filter(([name]) => name.startsWith('files/')))
const sum = (counts) => Object.values(counts).reduce((a, b) => a + b, 0)

function describeUrl() {
  if (site.kind === 'sqlite') return path.relative(ROOT, site.sqliteFile) || site.sqliteFile
  const url = new URL(site.url)
  url.password = ''
  return url.toString()
}

const args = parseRestoreArgs(process.argv.slice(2))
if (args.error) {
  console.error(`[restore] ${args.error}\nUsage: npm run restore -- ARCHIVE [--force]`)
  process.exitCode = 2
} else {
  try {
    process.exitCode = await main(args)
  } catch (error) {
    console.error(`[restore] ${error instanceof RestoreError ? '' : 'failed: '}${error.message}`)
    process.exitCode = 1
  }
}
