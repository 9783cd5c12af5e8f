/**
 * A form fill's idempotency key: made by the browser once per fill (SiteForm) and sent with every
 * retry of it, so a post whose answer was lost (a dropped connection, a server killed after the
 * commit) can be sent again and is answered like the first, without a second submission
 * (src/forms/shared/idempotency.ts). 128 random bits as 32 hex characters; the server accepts 22-64
 * URL-safe characters and ignores anything else (the submission is then stored without a key).
 * Pure: used in the browser and on the server.
 */
export const IDEMPOTENCY_FIELD = 'idempotencyKey'
const KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/

export function idempotencyKeyOf(input: unknown): string | null {
  if (typeof input !== 'object' || input === null) return null
  const value = (input as Record<string, unknown>)[IDEMPOTENCY_FIELD]
  return typeof value === 'string' && KEY_PATTERN.test(value) ? value : null
}

/** A new key (Web Crypto's getRandomValues: also on plain-http pages, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Waits before the browser's retries of a post that got no answer (network failure): 1 s, then 3 s. */
const RETRY_DELAYS_MS = [1_000, 3_000] as const

/**
 * Calls `send` until it answers, at most 1 + delays.length times, waiting the delays in between;
 * the last failure is thrown. Retrying is safe because every try carries the same fill key.
 */
export async function withRetries<T>(
  send: () => Promise<T>,
  delays: readonly number[] = RETRY_DELAYS_MS,
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send()
    } catch (error) {
      if (attempt >= delays.length) throw error
      await wait(delays[attempt])
    }
  }
}
