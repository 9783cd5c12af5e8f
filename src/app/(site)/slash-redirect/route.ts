import type { NextRequest } from 'next/server'

import { redirectFor } from '@/data/redirects'
import { SLASHED_LOCATION_HEADER } from '@/routing/publicUrl'
import { withQuery } from '@/routing/redirects'
import { redirectTo } from '@/site/redirect'

// Answers per request from the header the proxy sets; never cached.
export const dynamic = 'force-dynamic'

/**
 * The one redirect of a language path without its final slash (issue 12). The proxy rewrites such a
 * request here with the slashed Location in a header (src/proxy.ts): a Location the proxy sent itself
 * would pass through Next's URL normalisation, which drops the trailing slash again (with
 * `trailingSlash` off) and made /nl/te-koop redirect to itself. A route handler's Location is sent as
 * it is. Only the proxy reaches this route (any other request to it is rewritten to legacy/).
 */
async function answer(request: NextRequest) {
  const location = request.headers.get(SLASHED_LOCATION_HEADER)
  if (!location || !location.startsWith('/') || location.startsWith('//')) return new Response(null, { status: 404 })
  // An old path typed without its slash goes straight to the end of its redirects (one hop, query kept).
  const queryAt = location.indexOf('?')
  const path = queryAt < 0 ? location : location.slice(0, queryAt)
  const redirected = await redirectFor(safeDecode(path))
  if (redirected) return redirectTo(withQuery(redirected, queryAt < 0 ? '' : location.slice(queryAt)), 308)
  return redirectTo(location, 308)
}

const safeDecode = (path: string) => {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

export const GET = answer
export const HEAD = answer
