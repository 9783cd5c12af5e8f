'use client'

import 'leaflet/dist/leaflet.css'

import L from 'leaflet'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { boundsOf, buildMarkerIndex, MAP_MAX_ZOOM, markerCount, type MapMarker, type MarkerIndex } from '../listings/cluster'
import type { BoundingBox } from '../listings/searchParams'
import type { Locale } from '../i18n/locales'
import { formatMessage } from '../i18n/message'

export interface MapListing {
  id: number
  lat: number
  lng: number
  title: string
  price: string
  /** The advert mentions (EPC label and score, flood scores and symbol) shown in the listing's panel. */
  mentions?: ReactNode
  href: string
}

export interface MapLabels {
  /** The page's language: the counts are ICU plural messages. */
  locale: Locale
  region: string
  zoomIn: string
  zoomOut: string
  /** "{count} properties": a cluster that zooms in. */
  cluster: string
  /** "{count} properties at this spot": listings no zoom separates, opened as a list. */
  group: string
  open: string
  close: string
  searchArea: string
}

interface Props {
  listings: MapListing[]
  labels: MapLabels
  /** Shown above the map when its background (the tiles) cannot load; the markers still show. */
  unavailable: ReactNode
  /** The area to show (the URL's `bbox`); without it the map shows every listing. */
  area?: BoundingBox
  /** Offers "search this area" once the visitor has moved the map. */
  onSearchArea?: (area: BoundingBox) => void
  /** Whether a marker opens its listing (off on the listing's own page). */
  selectable?: boolean
}

const BELGIAN_KEMPEN: L.LatLngTuple = [51.2, 5.2]
const areaKey = (area: BoundingBox) => [area.west, area.south, area.east, area.north].map((degrees) => degrees.toFixed(5)).join(',')
const toLatLngBounds = (area: BoundingBox) => L.latLngBounds([area.south, area.west], [area.north, area.east])
function toArea(bounds: L.LatLngBounds): BoundingBox {
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value))
  return {
    west: clamp(bounds.getWest(), 180),
    south: clamp(bounds.getSouth(), 85),
    east: clamp(bounds.getEast(), 180),
    north: clamp(bounds.getNorth(), 85),
  }
}

/**
 * Leaflet map of a result set. Markers come from the clustering index (src/listings/cluster.ts):
 * only those in view are drawn, again after every move or zoom. A cluster zooms in to where it splits;
 * a listing, or listings at one spot, open in a panel with their links. Markers are HTML, so they
 * show even when the tile server cannot be reached.
 */
export default function PropertyMap({ listings, labels, unavailable, area, onSearchArea, selectable = true }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const panelHeading = useRef<HTMLHeadingElement>(null)
  const panelHeadingId = useId()
  const map = useRef<L.Map | null>(null)
  const draw = useRef<() => void>(() => {})
  /** The area the map already shows: a `bbox` it asked for itself is not fitted again. */
  const shownArea = useRef<string | null>(null)
  const [tilesFailed, setTilesFailed] = useState(false)
  const [moved, setMoved] = useState(false)
  const [selected, setSelected] = useState<MapListing[] | null>(null)
  /** Set while the map moves to fit its results, so that move does not count as the visitor's. */
  const fitting = useRef(false)
  // Handlers read the latest props without rebuilding the map (updated before the effects below run).
  const latest = useRef({ labels, area, selectable })
  useEffect(() => {
    latest.current = { labels, area, selectable }
  })
  const wantedArea = area ? areaKey(area) : null

  // The map itself, once.
  useEffect(() => {
    if (!container.current) return
    const created = createLeafletMap(container.current, latest.current.labels, {
      onTileError: () => setTilesFailed(true),
      onMoveEnd: () => draw.current(),
      // Only the visitor's own moves (drag, zoom, keys, a cluster) offer "search this area", not the fit to the results.
      onMoveStart: () => {
        if (!fitting.current) setMoved(true)
      },
    })
    map.current = created
    return () => {
      created.off()
      created.remove()
      map.current = null
    }
  }, [])

  // The listings: a new index, the view that shows them (or the URL's area), the markers.
  useEffect(() => {
    const current = map.current
    if (!current) return
    const index = buildMarkerIndex(listings)
    const layer = L.layerGroup().addTo(current)
    draw.current = () => drawMarkers(current, layer, index, latest.current, setSelected)
    const { area: wanted } = latest.current
    fitting.current = true
    if (wanted) {
      if (shownArea.current !== wantedArea) current.fitBounds(toLatLngBounds(wanted), { animate: false })
    } else {
      const bounds = boundsOf(listings)
      if (bounds) current.fitBounds(toLatLngBounds(bounds), { padding: [30, 30], maxZoom: 15, animate: false })
    }
    fitting.current = false
    shownArea.current = wantedArea
    draw.current()
    return () => {
      layer.remove()
      setSelected(null)
      setMoved(false)
    }
  }, [listings, wantedArea])

  useEffect(() => {
    if (selected) panelHeading.current?.focus()
  }, [selected])

  const closePanel = () => {
    setSelected(null)
    container.current?.focus()
  }

  const searchArea = () => {
    const current = map.current
    if (!current || !onSearchArea) return
    const visible = toArea(current.getBounds())
    shownArea.current = areaKey(visible)
    setMoved(false)
    onSearchArea(visible)
  }

  return (
    <div className="property-map">
      {tilesFailed && (
        <p className="map-note" role="status">
          {unavailable}
        </p>
      )}
      <div className="map-frame">
        <div ref={container} className="map-canvas" role="region" aria-label={labels.region} />
        {onSearchArea && moved && (
          <button type="button" className="map-search-area" onClick={searchArea}>
            {labels.searchArea}
          </button>
        )}
        {selected && (
          <MapPanel selected={selected} headingId={panelHeadingId} headingRef={panelHeading} labels={labels} onClose={closePanel} />
        )}
      </div>
    </div>
  )
}

/** A Leaflet map over the Kempen with zoom buttons in the page's language and OpenStreetMap tiles. */
function createLeafletMap(
  element: HTMLElement,
  labels: MapLabels,
  on: { onTileError: () => void; onMoveEnd: () => void; onMoveStart: () => void },
): L.Map {
  const created = L.map(element, {
    scrollWheelZoom: false,
    keyboard: true,
    maxZoom: MAP_MAX_ZOOM,
    zoomSnap: 1,
    zoomControl: false,
  })
  // Leaflet's own zoom buttons are titled in English only.
  L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(created)
  created.setView(BELGIAN_KEMPEN, 10, { animate: false })
  const tiles = L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
    maxZoom: MAP_MAX_ZOOM,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  })
  tiles.once('tileerror', on.onTileError)
  tiles.addTo(created)
  created.on('moveend', on.onMoveEnd)
  created.on('movestart', on.onMoveStart)
  return created
}

/** The panel of a chosen marker: one listing, or the listings at one spot, with their links; Escape closes it. */
function MapPanel({
  selected,
  headingId,
  headingRef,
  labels,
  onClose,
}: {
  selected: MapListing[]
  headingId: string
  headingRef: React.RefObject<HTMLHeadingElement | null>
  labels: MapLabels
  onClose: () => void
}) {
  return (
    <section className="map-panel" aria-labelledby={headingId} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {selected.length > 1 ? formatMessage(labels.group, labels.locale, { count: selected.length }) : selected[0].title}
      </h3>
      <ul>
        {selected.map((listing) => (
          <li key={listing.id}>
            <a href={listing.href}>{selected.length > 1 ? listing.title : labels.open}</a>
            <span className="map-panel-price">{listing.price}</span>
            {listing.mentions}
          </li>
        ))}
      </ul>
      <button type="button" className="map-panel-close" onClick={onClose}>
        {labels.close}
      </button>
    </section>
  )
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Redraws the markers inside the view (with a margin, so a pan does not show an empty edge). */
function drawMarkers(
  map: L.Map,
  layer: L.LayerGroup,
  index: MarkerIndex<MapListing>,
  options: { labels: MapLabels; selectable: boolean },
  select: (listings: MapListing[]) => void,
) {
  const { labels, selectable } = options
  // A marker that had the keyboard focus is about to be replaced: the map keeps the focus instead.
  const hadFocus = layer.getLayers().some((marker) => (marker as L.Marker).getElement()?.contains(document.activeElement))
  layer.clearLayers()
  for (const marker of index.markersIn(toArea(map.getBounds().pad(0.1)), map.getZoom())) {
    const { name, icon } = markerLook(marker, labels)
    const activate =
      marker.kind === 'cluster'
        ? () => map.setView([marker.lat, marker.lng], marker.expansionZoom)
        : marker.kind === 'group'
          ? () => select(marker.points)
          : () => select([marker.point])
    const interactive = selectable || marker.kind === 'cluster'
    const drawn = L.marker([marker.lat, marker.lng], { icon, title: name, keyboard: interactive, interactive, riseOnHover: true })
    drawn.on('click', activate)
    drawn.on('keydown', (event) => {
      const key = (event as L.LeafletKeyboardEvent).originalEvent.key
      if (key === 'Enter' || key === ' ') {
        ;(event as L.LeafletKeyboardEvent).originalEvent.preventDefault()
        activate()
      }
    })
    layer.addLayer(drawn)
    const element = drawn.getElement()
    element?.setAttribute('aria-label', name)
    // Leaflet gives only interactive markers a role (button); a label on a role-less div is not allowed (axe: aria-prohibited-attr).
    if (!interactive) element?.setAttribute('role', 'img')
    element?.setAttribute('data-count', String(markerCount(marker)))
  }
  if (hadFocus) map.getContainer().focus()
}

function markerLook(marker: MapMarker<MapListing>, labels: MapLabels): { name: string; icon: L.DivIcon } {
  if (marker.kind === 'listing') {
    return {
      name: `${marker.point.title}, ${marker.point.price}`,
      icon: L.divIcon({ className: 'map-pin', html: '<span></span>', iconSize: [32, 32], iconAnchor: [16, 30] }),
    }
  }
  const count = markerCount(marker)
  const kind = marker.kind === 'group' ? 'map-group' : 'map-cluster'
  return {
    name: formatMessage(marker.kind === 'group' ? labels.group : labels.cluster, labels.locale, { count }),
    icon: L.divIcon({ className: kind, html: `<span>${escape(String(count))}</span>`, iconSize: [44, 44] }),
  }
}
