import { describe, expect, it } from '@jest/globals'

import { TokenBuckets } from '../../../src/lib/tokenBucket'

describe('TokenBuckets', () => {
  it('allows a burst of `capacity`, then refuses with the seconds until a token is back', () => {
    const buckets = new TokenBuckets({ capacity: 3, refillPerSecond: 0.5 })
    const t = 1_000_000
    expect([1, 2, 3].map(() => buckets.take('a', t).ok)).toEqual([true, true, true])
    expect(buckets.take('a', t)).toEqual({ ok: false, retryAfterSeconds: 2 })
    // Other addresses have their own bucket.
    expect(buckets.take('b', t).ok).toBe(true)
    expect(buckets.take('a', t + 1_000).ok).toBe(false)
    expect(buckets.take('a', t + 2_100)).toEqual({ ok: true, remaining: 0 })
  })

  it('refills up to capacity, never beyond', () => {
    const buckets = new TokenBuckets({ capacity: 2, refillPerSecond: 1 })
    expect(buckets.take('a', 0)).toEqual({ ok: true, remaining: 1 })
    expect(buckets.take('a', 60_000)).toEqual({ ok: true, remaining: 1 })
  })

  it('keeps at most maxKeys buckets, dropping refilled ones first', () => {
    const buckets = new TokenBuckets({ capacity: 2, refillPerSecond: 1, maxKeys: 3 })
    buckets.take('a', 0)
    buckets.take('a', 0)
    buckets.take('b', 0)
    buckets.take('c', 0)
    expect(buckets.size).toBe(3)
    // At 1.5 s, b and c are full again and dropped; a (still short of a token's worth) stays.
    buckets.take('d', 1_500)
    expect(buckets.size).toBe(2)
    expect(buckets.take('a', 1_500)).toEqual({ ok: true, remaining: 0 })
  })

  it('rejects a bucket that could never grant a request', () => {
    expect(() => new TokenBuckets({ capacity: 0, refillPerSecond: 1 })).toThrow()
    expect(() => new TokenBuckets({ capacity: 1, refillPerSecond: 0 })).toThrow()
  })
})
