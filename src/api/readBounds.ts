/**
 * How much one API read may ask for (issue 13, finding 5): anonymous `GET /api/properties?limit=100000&depth=10`
 * made the server build 16 MB answers and stalled every page. Staff and the server's own reads are not bound.
 *
 * Too much is answered 400 with what the limit is, rather than silently clamped: a client that asked for
 * 100,000 documents and got 100 would believe it had everything (and a scraper learns to page).
 */

export const API_MAX_LIMIT = 100
export const API_MAX_DEPTH = 2

export interface ReadArgs {
  limit?: unknown
  depth?: unknown
  pagination?: unknown
  /** Payload's `joins` argument: per join field its own limit, or false for none. */
  joins?: unknown
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value)

/** The problem with a depth, or null. */
function depthProblem(depth: unknown): string | null {
  if (depth === undefined || depth === null) return null
  if (!isNumber(depth) || depth < 0) return `depth must be a number from 0 to ${API_MAX_DEPTH}.`
  if (depth > API_MAX_DEPTH) return `depth must be at most ${API_MAX_DEPTH} (got ${depth}).`
  return null
}

/** The problem with a page size, or null. In Payload, limit 0 and pagination=false both mean "every document". */
export function limitProblem(limit: unknown, pagination: unknown, what = 'limit'): string | null {
  if (pagination === false || pagination === 'false')
    return `pagination=false is not available: read at most ${API_MAX_LIMIT} documents per page (limit and page).`
  if (limit === undefined || limit === null) return null
  if (!isNumber(limit)) return `${what} must be a number from 1 to ${API_MAX_LIMIT}.`
  if (limit <= 0) return `${what} must be between 1 and ${API_MAX_LIMIT} (0 would mean every document); read further pages with page.`
  if (limit > API_MAX_LIMIT) return `${what} must be between 1 and ${API_MAX_LIMIT} (got ${limit}); read further pages with page.`
  return null
}

/** The first problem of a read's arguments, or null. `limits` is false for reads whose page size the server chose. */
export function readBoundsProblem(args: ReadArgs, { limits }: { limits: boolean }): string | null {
  const depth = depthProblem(args.depth)
  if (depth || !limits) return depth
  const page = limitProblem(args.limit, args.pagination)
  if (page) return page
  if (args.joins && typeof args.joins === 'object') {
    for (const [name, join] of Object.entries(args.joins as Record<string, unknown>)) {
      if (join && typeof join === 'object' && 'limit' in join) {
        const problem = limitProblem((join as { limit: unknown }).limit, undefined, `joins[${name}][limit]`)
        if (problem) return problem
      }
    }
  }
  return null
}
