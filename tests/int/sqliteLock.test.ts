import { spawn } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { claimSeat } from '../../src/limits/claims'
import { closePayload, testPayload } from './helpers/payload'

const sqlite = (process.env.DATABASE_URL ?? '').startsWith('file:')

/**
 * Another process writing the SQLite file (the CRM import while the site runs) holds its write lock
 * for a moment: the site's write waits for it (busy_timeout, src/db.ts) instead of failing the
 * visitor's request with "database is locked". Only SQLite has a file lock; on the other databases
 * this file has nothing to check and says so.
 */
describe('a write while another process holds the SQLite lock', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  it(sqlite ? 'waits for the lock and succeeds' : 'is a SQLite matter (nothing to check here)', async () => {
    if (!sqlite) return
    // A second process takes the write lock, says so, holds it 1.5 s, then commits.
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createClient } from '@libsql/client'
         const client = createClient({ url: process.env.DATABASE_URL })
         await client.execute('BEGIN IMMEDIATE')
         console.log('locked')
         await new Promise((resolve) => setTimeout(resolve, 1500))
         await client.execute('COMMIT')
         client.close()`,
      ],
      { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    await new Promise<void>((resolve, reject) => {
      holder.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
      holder.once('exit', (code) => reject(new Error(`lock holder exited early (${code})`)))
    })
    const started = Date.now()
    const seat = await claimSeat(payload, { scope: 'test', key: `locked-${started}`, capacity: 1, expiresAt: new Date(started + 60_000) })
    expect(seat).not.toBeNull()
    // It really waited for the other process's commit.
    expect(Date.now() - started).toBeGreaterThan(500)
    await new Promise((resolve) => (holder.exitCode === null ? holder.once('exit', resolve) : resolve(null)))
    expect(holder.exitCode).toBe(0)
  })
})
