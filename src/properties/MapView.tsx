'use client'

import dynamic from 'next/dynamic'

import type { MapLabels, MapListing } from './PropertyMap'

// Leaflet loads only where a map is shown, never in the first-load bundle of other pages.
const PropertyMap = dynamic(() => import('./PropertyMap'), { ssr: false, loading: () => <div className="map-canvas map-loading" /> })

export function MapView({ listings, labels }: { listings: MapListing[]; labels: MapLabels }) {
  return <PropertyMap listings={listings} labels={labels} />
}
