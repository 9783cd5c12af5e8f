/**
 * The backup archive's pure parts, shared by `npm run backup` (scripts/backup.mjs) and `npm run restore`
 * (scripts/restore.mjs) and unit-tested (tests/unit/scripts/backupArchive.test.ts): its name, its layout, and the
 * checks that compare a restore with the manifest. No I/O here. docs/operations-backup.md describes the whole.
 */
import path from 'node:path'

/** Bumped when the layout or the manifest changes in a way an older restore cannot read. */
export const MANIFEST_FORMAT = 1

const ARCHIVE_PREFIX = 'kempen'

/** Paths inside the archive. The files' folders mirror where they came from, so a restore puts each back. */
export const LAYOUT = {
  manifest: 'manifest.json',
  database: { sqlite: 'database/site.db', postgres: 'database/postgres.dump', mongodb: 'database/mongodb.archive' },
  // The local disk: MEDIA_DIR and the private uploads folder (collections/privateUploads.ts).
  media: 'files/media',
  private: 'files/private',
  // S3 (src/storage.ts): the objects of the media bucket's `media/` prefix and of the private bucket's
  // `private/` prefix, each under its full key.
  s3Media: 'files/s3-media',
  s3Private: 'files/s3-private',
}

/**
 * Where an installation keeps its data, from its environment: the database file or URL and the two upload
 * folders (absolute, under `root`). The scripts run as plain Node (a TypeScript loader costs each run
 * seconds), so the rules of src/lib/databaseUrl.ts and collections/privateUploads.ts are mirrored here;
 * tests/unit/scripts/backupArchive.test.ts checks that both give the same answers.
 */
export function siteLocations(env, root) {
  const url = env.DATABASE_URL
  const kind = /^mongodb(\+srv)?:\/\//.test(url ?? '') ? 'mongodb' : /^postgres(ql)?:\/\//.test(url ?? '') ? 'postgres' : 'sqlite'
  const sqlite = url?.startsWith('file:') ? url : 'file:./data/site.db'
  return {
    kind,
    url: kind === 'sqlite' ? sqlite : url,
    // `file:./x.db` relative to the project, `file:///abs/x.db` absolute (scripts/databaseState.mjs reads it so too).
    sqliteFile: kind === 'sqlite' ? resolvePath(root, sqlite.slice('file:'.length).replace(/^\/\/(?=\/)/, '')) : null,
    mediaDir: resolvePath(root, env.MEDIA_DIR || 'media'),
    privateDir: resolvePath(root, privateUploadsDirOf(env)),
  }
}

/** collections/privateUploads.ts's rule. */
export const privateUploadsDirOf = (env) => env.PRIVATE_UPLOADS_DIR || (env.MEDIA_DIR ? `${env.MEDIA_DIR}-private` : 'private-uploads')

const resolvePath = (root, p) => path.resolve(root, p)

/** `kempen-20261128T151800Z.tar.gz`: UTC, seconds, sortable by name, no characters a shell or Windows minds. */
export function archiveName(date = new Date(), prefix = ARCHIVE_PREFIX) {
  const stamp = date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
  return `${prefix}-${stamp}.tar.gz`
}

/** The moment an archive was named for (`archiveName`'s inverse), or null for another file. */
export function archiveTime(name, prefix = ARCHIVE_PREFIX) {
  const match = new RegExp(`^${prefix}-(\\d{4})(\\d{2})(\\d{2})T(\\d{2})(\\d{2})(\\d{2})Z\\.tar\\.gz$`).exec(name)
  if (!match) return null
  const [, y, mo, d, h, mi, s] = match
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * Differences between the row counts the manifest holds and those of the restored database, one sentence
 * each; empty when they agree. `counts` are `{ table: rows }` (SQL tables, MongoDB collections).
 */
export function compareCounts(expected, actual) {
  const problems = []
  for (const name of union(expected, actual)) {
    if (!(name in actual)) problems.push(`table ${name}: missing after the restore (${expected[name]} rows backed up)`)
    else if (!(name in expected)) problems.push(`table ${name}: not in the backup (${actual[name]} rows now)`)
    else if (expected[name] !== actual[name]) problems.push(`table ${name}: ${actual[name]} rows, the backup holds ${expected[name]}`)
  }
  return problems
}

/**
 * Differences between two `{ path: { sha256 } }` maps (the manifest's files, the files found), one sentence
 * each; empty when every file is there with the same content and nothing else is.
 */
export function compareFiles(expected, actual) {
  const problems = []
  for (const name of union(expected, actual)) {
    if (!(name in actual)) problems.push(`file ${name}: missing`)
    else if (!(name in expected)) problems.push(`file ${name}: not in the manifest`)
    else if (expected[name].sha256 !== actual[name].sha256) problems.push(`file ${name}: content differs (sha256)`)
  }
  return problems
}

/** The manifest's file entries under one archive folder (`files/media`), keyed as in the manifest. */
export function filesUnder(files, folder) {
  const prefix = `${folder}/`
  return Object.fromEntries(Object.entries(files).filter(([name]) => name.startsWith(prefix)))
}

/**
 * libpq's environment for a postgres:// URL. pg_dump and pg_restore get the connection this way rather
 * than as an argument, so the password never shows in the process list (`ps`) of the machine. Query
 * parameters libpq knows as variables (sslmode…) come along; the others are ignored.
 */
export function pgEnvironment(url) {
  const parsed = new URL(url)
  const env = {}
  if (parsed.hostname) env.PGHOST = decodeURIComponent(parsed.hostname.replace(/^\[|\]$/g, ''))
  if (parsed.port) env.PGPORT = parsed.port
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username)
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password)
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''))
  if (database) env.PGDATABASE = database
  const params = { sslmode: 'PGSSLMODE', sslrootcert: 'PGSSLROOTCERT', host: 'PGHOST', application_name: 'PGAPPNAME' }
  for (const [key, variable] of Object.entries(params)) {
    const value = parsed.searchParams.get(key)
    if (value) env[variable] = value
  }
  return env
}

/** The major version in `pg_dump --version`'s answer ("pg_dump (PostgreSQL) 15.20 (Debian …)") or a server's `server_version`. */
export function postgresMajor(text) {
  const match = /(\d+)(?:\.(\d+))?/.exec(String(text).replace(/^[^\d]*/, ''))
  return match ? Number(match[1]) : null
}

/** `npm run restore -- ARCHIVE [--force]`: the archive and the flag, or an error naming what is wrong. */
export function parseRestoreArgs(argv) {
  const force = argv.includes('--force')
  const unknown = argv.filter((arg) => arg.startsWith('-') && arg !== '--force')
  const paths = argv.filter((arg) => !arg.startsWith('-'))
  if (unknown.length > 0) return { error: `unknown option ${unknown.join(', ')}` }
  if (paths.length !== 1) return { error: paths.length === 0 ? 'no archive given' : `one archive, not ${paths.length}` }
  return { archive: paths[0], force }
}

function union(a, b) {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()
}
