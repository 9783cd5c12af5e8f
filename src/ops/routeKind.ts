/**
 * The kind of a request's path, as the metrics count it (issue 35.5): a bounded set of labels, so a
 * path a client makes up never becomes a time series of its own. Pure; tests/unit/ops/routeKind.test.ts.
 */
export type RouteKind = 'page' | 'search' | 'api' | 'graphql' | 'file' | 'health' | 'admin' | 'static' | 'other'

const KINDS: ReadonlyArray<[RegExp, RouteKind]> = [
  [/^\/_next\//, 'static'],
  [/^\/api\/health\/?$/, 'health'],
  [/^\/api\/graphql(-playground)?\/?$/, 'graphql'],
  [/^\/api\/[^/]+\/file\//, 'file'],
  [/^\/api\/site\/listings(\/|$)/, 'search'],
  [/^\/api(\/|$)/, 'api'],
  [/^\/admin(\/|$)/, 'admin'],
  [/^\/(nl|fr|en|de)(\/|$)/, 'page'],
]

export function routeKindOf(path: string): RouteKind {
  const pathname = path.split(/[?#]/, 1)[0]
  return KINDS.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'other'
}

/** "2xx", "4xx"…: the status as a label of five values. */
export const statusClass = (status: number): string => (status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other')
