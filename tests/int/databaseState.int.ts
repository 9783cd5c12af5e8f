import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { readDatabaseState } from '../../scripts/databaseState.mjs'
import { databaseKind } from '../../src/lib/databaseUrl'
import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import { closePayload, testPayload, unique } from './helpers/payload'

type State = { kind: string; schema: boolean; seeded: boolean; migrations: number | null }
const stateOf = readDatabaseState as (url: string | undefined, root?: string) => Promise<State>

const url = process.env.DATABASE_URL
const kind = databaseKind(url)

/**
 * npm start decides from one query whether the database must be seeded (issue 18.4): a seeded
 * database goes straight to the server, which applies pending migrations itself. The query must
 * read the same database Payload does, and call an empty or unmigrated one empty, never fail on it.
 */
describe('databaseState.int.ts: the database state npm start reads before it starts the server', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  it('sees the migrations Payload applied and whether a user exists', async () => {
    const committed = kind === 'postgres' ? postgresMigrations.length : sqliteMigrations.length
    const users = await payload.count({ collection: 'users' })
    if (users.totalDocs === 0) {
      await payload.create({
        collection: 'users',
        data: { email: `${unique('state')}@example.be`, password: 'State-Check-2026!', name: 'State check', roles: ['admin'] },
      })
    }
    const state = await stateOf(url)
    expect(state).toEqual({ kind, schema: true, seeded: true, migrations: kind === 'mongodb' ? null : committed })
  })

  it(
    kind === 'mongodb' ? 'has no schema to miss on MongoDB' : 'calls a database nothing has migrated empty, without an error',
    async () => {
      if (kind === 'sqlite') {
        const dir = mkdtempSync(path.join(tmpdir(), 'kv-state-'))
        try {
          expect(await stateOf(`file:${path.join(dir, 'missing.db')}`)).toEqual({ kind, schema: false, seeded: false, migrations: 0 })
          // A file that exists but holds no tables (a start that died before migrating).
          writeFileSync(path.join(dir, 'empty.db'), '')
          expect(await stateOf(`file:${path.join(dir, 'empty.db')}`)).toEqual({ kind, schema: false, seeded: false, migrations: 0 })
        } finally {
          rmSync(dir, { recursive: true, force: true })
        }
      } else if (kind === 'postgres') {
        const { default: pg } = await import('pg')
        const name = `kv_state_${Date.now().toString(36)}`
        const admin = new pg.Client({ connectionString: url })
        await admin.connect()
        await admin.query(`CREATE DATABASE ${name}`)
        try {
          const emptyUrl = new URL(url!)
          emptyUrl.pathname = `/${name}`
          expect(await stateOf(emptyUrl.toString())).toEqual({ kind, schema: false, seeded: false, migrations: 0 })
        } finally {
          await admin.query(`DROP DATABASE ${name}`)
          await admin.end()
        }
      }
    },
  )

  it(
    kind === 'postgres' ? 'fails with the reason when the server cannot be reached' : 'has no server to miss (a PostgreSQL matter)',
    async () => {
      if (kind !== 'postgres') return
      await expect(stateOf('postgres://postgres@127.0.0.1:1/none')).rejects.toThrow(/ECONNREFUSED/)
    },
  )
})
