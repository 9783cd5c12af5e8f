import { describe, expect, it } from '@jest/globals'

import { databaseKindOf, readDatabaseState } from '../../../scripts/databaseState.mjs'
import { databaseKind } from '../../../src/lib/databaseUrl'

describe('npm start and the application pick the same database adapter', () => {
  it.each([
    undefined,
    '',
    'file:./data/site.db',
    'file:///tmp/x.db',
    'postgres://postgres@127.0.0.1:5432/kv',
    'postgresql://u:p@db/kv?sslmode=require',
    'mongodb://mongo:27017/kv',
    'mongodb+srv://cluster.example.net/kv',
    'mysql://elsewhere/kv',
  ])('%s', (url) => {
    expect(databaseKindOf(url)).toBe(databaseKind(url))
  })

  it('calls a SQLite file that does not exist yet empty (a first start)', async () => {
    expect(await readDatabaseState('file:./tmp/never-created-by-anyone.db')).toEqual({
      kind: 'sqlite',
      schema: false,
      seeded: false,
      migrations: 0,
    })
  })
})
