'use client'

import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useMemo } from 'react'

import type { MapPointData } from '@/data/listings'
import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'
import { priceLine } from '@/listings/priceLine'
import { propertyPath, type ListingSections } from '@/routing/listingPaths'

import { AdvertMentions } from './AdvertMentions'
import { mapLabels } from './mapTexts'
import { serializeSearch, type PropertySearch } from '../listings/searchParams'

/** The Leaflet map: Leaflet and supercluster load only where a map is shown, never in a page's first-load JavaScript. */
export const LazyPropertyMap = dynamic(() => import('./PropertyMap'), {
  ssr: false,
  loading: () => <div className="map-canvas map-loading" />,
})

interface MapResult {
  totalDocs: number
  /** Every located listing of the search (the listings API with `view=map`). */
  points?: MapPointData[] | null
}

/**
 * The list screen's map view: exactly the listings of the URL's search, all of them (not one page).
 * "Search this area" narrows the search to the visible bounds (`bbox`) like any other filter, so the
 * list below shows the same listings; "clear area" widens it again.
 */
export function MapView({
  search,
  result,
  path,
  sections,
  texts,
}: {
  search: PropertySearch
  result: MapResult | undefined
  path: string
  sections: ListingSections
  texts: ClientTexts
}) {
  const router = useRouter()
  const t = useMemo(() => clientTranslator(texts), [texts])
  const points = result?.points
  // Stable while the search's points are: the map rebuilds its index only for a new point set.
  const listings = useMemo(
    () =>
      (points ?? []).map((p) => ({
        id: p.externalId,
        lat: p.lat,
        lng: p.lng,
        title: p.title,
        price: priceLine(p, t),
        mentions: p.mentions ? <AdvertMentions mentions={p.mentions} t={t} /> : undefined,
        href: propertyPath(sections, p),
      })),
    [points, sections, t],
  )
  if (!result || !points) return <div className="map-canvas map-loading" />

  const go = (change: Partial<PropertySearch>) => {
    const query = serializeSearch({ ...search, ...change, page: 1 })
    router.push(query ? `${path}?${query}` : path, { scroll: false })
  }
  const clearQuery = serializeSearch({ ...search, bbox: undefined, page: 1 })
  // Listings without coordinates are in the list only; the visitor is told how many.
  const unlocated = result.totalDocs - points.length
  return (
    <div className="map-view">
      {search.bbox && (
        <p className="map-area" role="status">
          {t('list.map.inArea')}{' '}
          <Link href={clearQuery ? `${path}?${clearQuery}` : path} scroll={false} className="map-clear-area">
            {t('list.map.clearArea')}
          </Link>
        </p>
      )}
      {unlocated > 0 && <p className="map-note">{t('list.map.unlocated', { count: unlocated })}</p>}
      <LazyPropertyMap
        listings={listings}
        area={search.bbox}
        onSearchArea={(bbox) => go({ bbox })}
        unavailable={t('list.map.unavailable')}
        labels={mapLabels(t, t('list.map.label'))}
      />
    </div>
  )
}
