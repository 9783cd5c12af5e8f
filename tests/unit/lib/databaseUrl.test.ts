import { describe, expect, it } from '@jest/globals'

import { DEFAULT_SQLITE_URL, databaseKind, migrateOnStart, sqliteUrl } from '../../../src/lib/databaseUrl'

describe('database choice by DATABASE_URL', () => {
  it('picks MongoDB and PostgreSQL by scheme', () => {
    expect(databaseKind('mongodb://mongo:27017/site')).toBe('mongodb')
    expect(databaseKind('mongodb+srv://cluster.example.net/site')).toBe('mongodb')
    expect(databaseKind('postgres://u@localhost:5432/site')).toBe('postgres')
    expect(databaseKind('postgresql://u@localhost/site')).toBe('postgres')
  })

  it('falls back to the embedded SQLite file for anything else or nothing', () => {
    expect(databaseKind(undefined)).toBe('sqlite')
    expect(databaseKind('')).toBe('sqlite')
    expect(databaseKind('mysql://localhost/site')).toBe('sqlite')
    expect(sqliteUrl(undefined)).toBe(DEFAULT_SQLITE_URL)
    expect(sqliteUrl('mysql://localhost/site')).toBe('file:./data/site.db')
    expect(sqliteUrl('file:./tmp/test.db')).toBe('file:./tmp/test.db')
  })

  it('a server migrates as it starts unless MIGRATE_ON_START=false (compose migrates once, before the replicas)', () => {
    expect(migrateOnStart({})).toBe(true)
    expect(migrateOnStart({ MIGRATE_ON_START: 'true' })).toBe(true)
    expect(migrateOnStart({ MIGRATE_ON_START: 'false' })).toBe(false)
    expect(migrateOnStart({ MIGRATE_ON_START: ' FALSE ' })).toBe(false)
  })
})
