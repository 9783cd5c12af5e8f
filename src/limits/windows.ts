/**
 * Fixed windows for counted limits: every request inside the same window shares one key, so a count
 * is a set of seats under that key (`claims.ts`). A fixed window lets a burst straddling two windows
 * reach twice the limit for a moment; the price of being atomic on every database without a counter.
 */
export interface Window {
  /** Stable for every instant inside the window: part of the claim key. */
  key: string
  /** When the window's seats can be forgotten. */
  endsAt: Date
}

export function fixedWindow(now: Date, lengthMs: number): Window {
  if (!(lengthMs > 0)) throw new RangeError('window length must be positive')
  const start = Math.floor(now.getTime() / lengthMs) * lengthMs
  return { key: new Date(start).toISOString(), endsAt: new Date(start + lengthMs) }
}
