import { describe, expect, it } from '@jest/globals'

import { outboxIdOf, outboxMessageId } from '../../../src/email/messageId'
import { idempotencyKeyOf, newIdempotencyKey, withRetries } from '../../../src/forms/shared/fillKey'
import { DEFAULT_JOB_LEASE_MS, jobLeaseMs, leaseCutoff } from '../../../src/jobs/lease'

describe('job lease', () => {
  it('is 5 minutes unless JOB_LEASE_MS names a positive number', () => {
    expect(jobLeaseMs({})).toBe(DEFAULT_JOB_LEASE_MS)
    expect(DEFAULT_JOB_LEASE_MS).toBe(300_000)
    expect(jobLeaseMs({ JOB_LEASE_MS: '8000' })).toBe(8000)
    expect(jobLeaseMs({ JOB_LEASE_MS: '-1' })).toBe(DEFAULT_JOB_LEASE_MS)
    expect(jobLeaseMs({ JOB_LEASE_MS: 'soon' })).toBe(DEFAULT_JOB_LEASE_MS)
  })

  it('hands back jobs last written before now minus the lease', () => {
    expect(leaseCutoff(new Date('2026-11-24T03:10:00Z'), 300_000).toISOString()).toBe('2026-11-24T03:05:00.000Z')
  })
})

describe('outbox Message-ID', () => {
  it('is the same for a row on every attempt, differs per row and per secret, and names its row', () => {
    const id = outboxMessageId(42, 'secret-a')
    expect(id).toBe(outboxMessageId(42, 'secret-a'))
    expect(id).not.toBe(outboxMessageId(43, 'secret-a'))
    expect(id).not.toBe(outboxMessageId(42, 'secret-b'))
    expect(id).toMatch(/^<outbox-42\.[0-9a-f]{16}@kempenvastgoed\.be>$/)
    expect(outboxIdOf(id)).toBe('42')
    expect(outboxIdOf('<random@example.com>')).toBeNull()
  })
})

describe('form fill key', () => {
  it('makes 32 hex characters, new every time', () => {
    const a = newIdempotencyKey()
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(newIdempotencyKey()).not.toBe(a)
  })

  it('reads a well-formed key from the input and ignores anything else', () => {
    expect(idempotencyKeyOf({ idempotencyKey: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' })).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f90')
    expect(idempotencyKeyOf({ idempotencyKey: 'short' })).toBeNull()
    expect(idempotencyKeyOf({ idempotencyKey: "x'; drop table submissions; --x" })).toBeNull()
    expect(idempotencyKeyOf({ idempotencyKey: 'a'.repeat(65) })).toBeNull()
    expect(idempotencyKeyOf({ idempotencyKey: 12345 })).toBeNull()
    expect(idempotencyKeyOf(null)).toBeNull()
    expect(idempotencyKeyOf('text')).toBeNull()
  })

  it('retries a post without an answer with the delays, then gives up with the last error', async () => {
    const waits: number[] = []
    let calls = 0
    const answer = await withRetries(
      async () => {
        calls++
        if (calls < 3) throw new Error('network')
        return 'ok'
      },
      [1000, 3000],
      async (ms) => void waits.push(ms),
    )
    expect(answer).toBe('ok')
    expect(waits).toEqual([1000, 3000])

    calls = 0
    await expect(
      withRetries(
        async () => {
          calls++
          throw new Error(`fail ${calls}`)
        },
        [1, 1],
        async () => undefined,
      ),
    ).rejects.toThrow('fail 3')
  })
})
