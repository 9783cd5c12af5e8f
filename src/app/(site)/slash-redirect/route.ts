import type { NextRequest } from 'next/server'

import { SLASHED_LOCATION_HEADER } from '@/routing/publicUrl'
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
function answer(request: NextRequest) {
  const location = request.headers.get(SLASHED_LOCATION_HEADER)
  if (!location || !location.startsWith('/') || location.startsWith('//')) return new Response(null, { status: 404 })
  return redirectTo(location, 308)
}

export const GET = answer
export const HEAD = answer
