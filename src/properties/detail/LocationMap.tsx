'use client'

import { useMemo, type ReactNode } from 'react'

import { LazyPropertyMap } from '../MapView'
import type { MapLabels, MapListing } from '../PropertyMap'

/**
 * The map of one listing on its detail page. When the map's background cannot load, the page's own
 * words take its place (the address, or only the town when the address is not published, and the
 * directions link), not the list screen's.
 */
export function LocationMap({ listing, labels, unavailable }: { listing: MapListing; labels: MapLabels; unavailable: ReactNode }) {
  const listings = useMemo(() => [listing], [listing])
  return <LazyPropertyMap listings={listings} selectable={false} unavailable={unavailable} labels={labels} />
}
