/**
 * Order statistics of the bench's timings (milliseconds), shared by the load runs (bench/load.mjs) and
 * the one-at-a-time requests (bench/firstRequests.mjs) so their percentiles mean the same.
 */

/**
 * The value below which `p` % of the values lie (nearest rank, no interpolation); 0 for no values.
 * @param {number[]} sorted ascending
 * @param {number} p 0-100
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/**
 * The median: the middle value, or the mean of the two middle ones; undefined for no values (a median
 * of nothing is no figure, not 0 ms).
 * @param {number[]} values in any order
 */
export function median(values) {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Rounded to 0.1 ms, as the tables print them. */
export const tenths = (ms) => (ms === undefined ? undefined : Math.round(ms * 10) / 10)
