/**
 * The window of a counted limit: a count is a set of seats under one key (`claims.ts`), each seat
 * living until `endsAt`.
 *
 * Sliding: the key is the same at every instant and each seat lives for the window's length from its
 * own claim, so the live seats at any moment are exactly the claims of the last `lengthMs`, and no
 * span of that length, wherever it starts, holds more than the capacity. A seat is freed only once
 * expired (claimSeat deletes it then), which keeps that true under parallel claims. The fixed windows
 * this replaced (one key per quarter hour) let a burst across a window's end reach twice the limit.
 */
export interface Window {
  /** The same for every instant: part of the claim key (the length, so two lengths never share seats). */
  key: string
  /** When a seat claimed now can be forgotten. */
  endsAt: Date
}

export function slidingWindow(now: Date, lengthMs: number): Window {
  if (!(lengthMs > 0)) throw new RangeError('window length must be positive')
  return { key: `last-${lengthMs}ms`, endsAt: new Date(now.getTime() + lengthMs) }
}
