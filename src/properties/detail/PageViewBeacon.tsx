'use client'

import { useEffect } from 'react'

/** Reports one view of a property page (the page itself is served from the cache). */
export function PageViewBeacon({ externalId }: { externalId: number }) {
  useEffect(() => {
    const body = JSON.stringify({ id: externalId })
    const sent =
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon('/api/site/page-view', new Blob([body], { type: 'application/json' }))
    if (!sent)
      void fetch('/api/site/page-view', { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(
        () => undefined,
      )
  }, [externalId])
  return null
}
