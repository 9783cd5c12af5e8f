import Supercluster from 'supercluster'

import type { BoundingBox } from './searchParams'

/**
 * Marker clustering for the maps (issue 12 item 6), on supercluster's spatial index: the index is built
 * once per point set, and each redraw asks only for the markers inside the visible bounds at the zoom.
 * Pure (no map, no DOM), so the rule "every listing is reachable from the map" is unit-tested here.
 *
 * A cluster that still exists at the map's deepest zoom can never split by zooming (its listings share,
 * or nearly share, one spot): it becomes a co-located group, a marker that opens the list of its listings.
 */
export interface MapPoint {
  id: number
  lat: number
  lng: number
}

export type MapMarker<P extends MapPoint> =
  | { kind: 'listing'; lat: number; lng: number; point: P }
  /** Zooming to `expansionZoom` splits it. */
  | { kind: 'cluster'; lat: number; lng: number; id: number; count: number; expansionZoom: number }
  /** Listings that no zoom separates: one marker that opens them as a list. */
  | { kind: 'group'; lat: number; lng: number; points: P[] }

export interface MarkerIndex<P extends MapPoint> {
  /** The markers whose position lies inside `bounds` at `zoom`. */
  markersIn(bounds: BoundingBox, zoom: number): Array<MapMarker<P>>
  /** Every listing inside a cluster marker (by its `id`). */
  pointsOf(clusterId: number): P[]
}

/** The deepest zoom of the maps (OpenStreetMap's tiles go to 19; 18 already shows single houses). */
export const MAP_MAX_ZOOM = 18
/** Markers closer than this many screen pixels merge (a pin is 26 px wide, a cluster 40 px). */
const CLUSTER_RADIUS = 48
/** Leaflet's tiles are 256 px: with the same extent the radius is in screen pixels. */
const TILE_SIZE = 256

const located = (point: MapPoint) =>
  Number.isFinite(point.lat) && Number.isFinite(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180

export function buildMarkerIndex<P extends MapPoint>(points: readonly P[]): MarkerIndex<P> {
  const usable = points.filter(located)
  // A feature carries only the listing's position in `usable`: the index never copies listings.
  const index = new Supercluster<{ at: number }>({ radius: CLUSTER_RADIUS, extent: TILE_SIZE, maxZoom: MAP_MAX_ZOOM, minZoom: 0 })
  index.load(
    usable.map((point, at) => ({ type: 'Feature', properties: { at }, geometry: { type: 'Point', coordinates: [point.lng, point.lat] } })),
  )
  const pointsOf = (clusterId: number) => index.getLeaves(clusterId, Number.POSITIVE_INFINITY).map((leaf) => usable[leaf.properties.at])

  return {
    pointsOf,
    markersIn(bounds, zoom) {
      const level = Math.max(0, Math.min(Math.floor(zoom), MAP_MAX_ZOOM))
      return index.getClusters([bounds.west, bounds.south, bounds.east, bounds.north], level).map((feature): MapMarker<P> => {
        const [lng, lat] = feature.geometry.coordinates
        const properties = feature.properties
        if (!('cluster' in properties) || !properties.cluster) {
          // The listing's own coordinates: the index stores them rounded.
          const point = usable[(properties as { at: number }).at]
          return { kind: 'listing', lat: point.lat, lng: point.lng, point }
        }
        const expansionZoom = index.getClusterExpansionZoom(properties.cluster_id)
        if (expansionZoom <= MAP_MAX_ZOOM)
          return { kind: 'cluster', lat, lng, id: properties.cluster_id, count: properties.point_count, expansionZoom }
        return { kind: 'group', lat, lng, points: pointsOf(properties.cluster_id) }
      })
    },
  }
}

/** How many listings a marker stands for. */
export function markerCount(marker: MapMarker<MapPoint>): number {
  return marker.kind === 'listing' ? 1 : marker.kind === 'cluster' ? marker.count : marker.points.length
}

/** The area that shows every point, or null without points. */
export function boundsOf(points: readonly MapPoint[]): BoundingBox | null {
  const valid = points.filter(located)
  if (!valid.length) return null
  const lats = valid.map((p) => p.lat)
  const lngs = valid.map((p) => p.lng)
  return { west: Math.min(...lngs), south: Math.min(...lats), east: Math.max(...lngs), north: Math.max(...lats) }
}
