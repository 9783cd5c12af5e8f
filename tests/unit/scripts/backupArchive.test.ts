import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

import {
  archiveName,
  archiveTime,
  compareCounts,
  compareFiles,
  filesUnder,
  parseRestoreArgs,
  pgEnvironment,
  postgresMajor,
  privateUploadsDirOf,
  siteLocations,
} from '../../../scripts/backupArchive.mjs'
import { privateUploadsDir } from '../../../collections/privateUploads'
import { databaseKind } from '../../../src/lib/databaseUrl'

describe('archive names', () => {
  it('name the UTC second, sortable, and read back', () => {
    const at = new Date('2026-03-05T07:08:09.456Z')
    expect(archiveName(at)).toBe('kempen-20260305T070809Z.tar.gz')
    expect(archiveTime('kempen-20260305T070809Z.tar.gz')).toEqual(new Date('2026-03-05T07:08:09Z'))
    expect([archiveName(new Date('2026-12-31T23:59:59Z')), archiveName(at)].sort()[0]).toBe(archiveName(at))
  })

  it('are not confused with other files', () => {
    for (const name of [
      'kempen-20260305T070809Z.tar.gz.partial',
      '.kempen-20260305T070809Z.tar.gz.staging',
      'kempen-2026.tar.gz',
      'kempen-20261399T000000Z.tar.gz',
    ])
      expect(archiveTime(name)).toBeNull()
  })
})

describe('comparing a restore with its manifest', () => {
  it('finds nothing when counts and files agree', () => {
    expect(compareCounts({ users: 2, media: 51 }, { media: 51, users: 2 })).toEqual([])
    expect(compareFiles({ 'files/media/a.jpg': { sha256: 'aa' } }, { 'files/media/a.jpg': { sha256: 'aa', bytes: 3 } })).toEqual([])
  })

  it('names every table that differs, is missing or is new', () => {
    expect(compareCounts({ users: 2, media: 51, emails: 0 }, { users: 2, media: 50, claims: 1 })).toEqual([
      'table claims: not in the backup (1 rows now)',
      'table emails: missing after the restore (0 rows backed up)',
      'table media: 50 rows, the backup holds 51',
    ])
  })

  it('names every file that is missing, extra or changed', () => {
    const expected = { 'files/media/a.jpg': { sha256: 'aa' }, 'files/media/b.jpg': { sha256: 'bb' } }
    const actual = { 'files/media/a.jpg': { sha256: 'ab' }, 'files/private/cv.pdf': { sha256: 'cc' } }
    expect(compareFiles(expected, actual)).toEqual([
      'file files/media/a.jpg: content differs (sha256)',
      'file files/media/b.jpg: missing',
      'file files/private/cv.pdf: not in the manifest',
    ])
  })

  it('selects one archive folder, not a folder whose name starts alike', () => {
    const files = { 'files/media/a.jpg': { sha256: '1' }, 'files/media-old/b.jpg': { sha256: '2' }, 'database/site.db': { sha256: '3' } }
    expect(Object.keys(filesUnder(files, 'files/media'))).toEqual(['files/media/a.jpg'])
  })
})

describe('where an installation keeps its data', () => {
  const root = '/srv/site'

  it.each([
    undefined,
    '',
    'file:./data/site.db',
    'file:///var/db/x.db',
    'postgres://u:p@db/kv',
    'postgresql://db/kv',
    'mongodb://m/kv',
    'mongodb+srv://c/kv',
  ])('picks the adapter the application picks for %s', (url) => {
    expect(siteLocations({ DATABASE_URL: url }, root).kind).toBe(databaseKind(url))
  })

  it('reads SQLite paths as scripts/databaseState.mjs does', () => {
    expect(siteLocations({}, root).sqliteFile).toBe(path.resolve(root, 'data/site.db'))
    expect(siteLocations({ DATABASE_URL: 'file:./tmp/x.db' }, root).sqliteFile).toBe(path.resolve(root, 'tmp/x.db'))
    expect(siteLocations({ DATABASE_URL: 'file:///var/db/x.db' }, root).sqliteFile).toBe('/var/db/x.db')
    expect(siteLocations({ DATABASE_URL: 'postgres://db/kv' }, root).sqliteFile).toBeNull()
  })

  it.each([
    {},
    { MEDIA_DIR: 'tmp/media' },
    { PRIVATE_UPLOADS_DIR: '/data/private' },
    { MEDIA_DIR: '/app/media', PRIVATE_UPLOADS_DIR: '/app/private-uploads' },
  ])('uses the private uploads folder of collections/privateUploads.ts (%j)', (env) => {
    expect(privateUploadsDirOf(env)).toBe(privateUploadsDir(env))
    expect(siteLocations(env, root).privateDir).toBe(path.resolve(root, privateUploadsDir(env)))
  })
})

describe('PostgreSQL tools', () => {
  it('get the connection as libpq variables, the password never as an argument', () => {
    expect(pgEnvironment('postgres://kempen:p%40ss%3Aword@db.internal:5433/kempen?sslmode=require')).toEqual({
      PGHOST: 'db.internal',
      PGPORT: '5433',
      PGUSER: 'kempen',
      PGPASSWORD: 'p@ss:word',
      PGDATABASE: 'kempen',
      PGSSLMODE: 'require',
    })
    expect(pgEnvironment('postgresql://postgres@[::1]/kv')).toEqual({ PGHOST: '::1', PGUSER: 'postgres', PGDATABASE: 'kv' })
  })

  it('read major versions of clients and servers', () => {
    expect(postgresMajor('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)')).toBe(15)
    expect(postgresMajor('16.4')).toBe(16)
    expect(postgresMajor('9.6.24')).toBe(9)
    expect(postgresMajor('no version')).toBeNull()
  })
})

describe('npm run restore -- ARCHIVE [--force]', () => {
  it('takes one archive and the flag', () => {
    expect(parseRestoreArgs(['backups/k.tar.gz'])).toEqual({ archive: 'backups/k.tar.gz', force: false })
    expect(parseRestoreArgs(['--force', 'backups/k.tar.gz'])).toEqual({ archive: 'backups/k.tar.gz', force: true })
  })

  it('names what is wrong', () => {
    expect(parseRestoreArgs([])).toEqual({ error: 'no archive given' })
    expect(parseRestoreArgs(['a.tar.gz', 'b.tar.gz'])).toEqual({ error: 'one archive, not 2' })
    expect(parseRestoreArgs(['a.tar.gz', '--yes'])).toEqual({ error: 'unknown option --yes' })
  })
})
