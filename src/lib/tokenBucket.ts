/**
 * Token buckets per key, in memory: each key holds up to `capacity` tokens and gains `refillPerSecond`;
 * a request takes one or is refused with the seconds until one is back. Pure apart from the map it keeps
 * (time is passed in), so it is unit tested without waiting.
 */
export interface BucketOptions {
  capacity: number
  refillPerSecond: number
  /** Keys kept at most; when full, buckets that have refilled completely (idle keys) are dropped first. */
  maxKeys?: number
}

export type Take = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number }

interface Bucket {
  tokens: number
  at: number
}

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>()

  constructor(private readonly options: BucketOptions) {
    if (!(options.capacity >= 1) || !(options.refillPerSecond > 0))
      throw new Error('A token bucket needs capacity >= 1 and refillPerSecond > 0')
  }

  get size(): number {
    return this.buckets.size
  }

  take(key: string, now = Date.now()): Take {
    const { capacity, refillPerSecond } = this.options
    const bucket = this.buckets.get(key)
    const tokens = bucket ? Math.min(capacity, bucket.tokens + ((now - bucket.at) / 1000) * refillPerSecond) : capacity
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now })
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerSecond)) }
    }
    if (!bucket) this.prune(now)
    this.buckets.set(key, { tokens: tokens - 1, at: now })
    return { ok: true, remaining: Math.floor(tokens - 1) }
  }

  /** Drops full buckets (they say nothing a new one would not) once the map reaches maxKeys; then the oldest. */
  private prune(now: number): void {
    const { capacity, refillPerSecond, maxKeys = 100_000 } = this.options
    if (this.buckets.size < maxKeys) return
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * refillPerSecond >= capacity) this.buckets.delete(key)
    }
    while (this.buckets.size >= maxKeys) this.buckets.delete(this.buckets.keys().next().value as string)
  }
}
