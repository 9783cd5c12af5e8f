import { describe, expect, it } from '@jest/globals'

import { boundsOf, buildMarkerIndex, MAP_MAX_ZOOM, markerCount, type MapMarker, type MapPoint } from '../../../src/listings/cluster'
import type { BoundingBox } from '../../../src/listings/searchParams'

const lommel = { lat: 51.2306, lng: 5.3131 }
const mol = { lat: 51.1842, lng: 5.1163 }
const WORLD: BoundingBox = { west: -180, south: -85, east: 180, north: 85 }

/** About `metres` north of a spot (a degree of latitude is ~111 km). */
const north = (spot: { lat: number; lng: number }, metres: number) => ({ lat: spot.lat + metres / 111_000, lng: spot.lng })

/**
 * The seed-like situation of issue 12: a town with many listings, two listings at the very same
 * address, two a few metres apart, one 30 m further, another town, and a point without coordinates.
 */
function sample(): MapPoint[] {
  const points: MapPoint[] = [
    { id: 1, ...lommel },
    { id: 2, ...lommel },
    { id: 3, ...north(lommel, 4) },
    { id: 4, ...north(lommel, 30) },
    { id: 5, ...mol },
    { id: 6, lat: Number.NaN, lng: 5 },
  ]
  // A deterministic cloud of 200 listings over ~10 km around Lommel.
  for (let i = 0; i < 200; i++)
    points.push({ id: 100 + i, lat: lommel.lat + (((i * 37) % 101) - 50) / 1100, lng: lommel.lng + (((i * 53) % 97) - 48) / 700 })
  return points
}

// Web Mercator in 256 px tiles, as Leaflet draws: what a visitor's screen shows at a zoom.
const toPixel = (lat: number, lng: number, zoom: number) => {
  const scale = 256 * 2 ** zoom
  const sin = Math.sin((lat * Math.PI) / 180)
  return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale }
}
const toLatLng = (x: number, y: number, zoom: number) => {
  const scale = 256 * 2 ** zoom
  const n = Math.PI - (2 * Math.PI * y) / scale
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / scale) * 360 - 180 }
}
/** The area a phone-sized map (390×500 px) shows when centred on a spot at a zoom. */
const viewAround = (spot: { lat: number; lng: number }, zoom: number): BoundingBox => {
  const { x, y } = toPixel(spot.lat, spot.lng, zoom)
  const topLeft = toLatLng(x - 195, y - 250, zoom)
  const bottomRight = toLatLng(x + 195, y + 250, zoom)
  return { west: topLeft.lng, north: topLeft.lat, east: bottomRight.lng, south: bottomRight.lat }
}

/**
 * What a visitor can reach from a view: single markers and co-located lists directly, and whatever
 * they reach after clicking a cluster (the map zooms to its expansion zoom, centred on it).
 */
function reachable(
  index: ReturnType<typeof buildMarkerIndex<MapPoint>>,
  view: BoundingBox,
  zoom: number,
  reached = new Set<number>(),
  seen = new Set<string>(),
): Set<number> {
  for (const marker of index.markersIn(view, zoom)) {
    if (marker.kind === 'listing') reached.add(marker.point.id)
    else if (marker.kind === 'group') marker.points.forEach((p) => reached.add(p.id))
    else {
      expect(marker.expansionZoom).toBeGreaterThan(zoom)
      expect(marker.expansionZoom).toBeLessThanOrEqual(MAP_MAX_ZOOM)
      const key = `${marker.expansionZoom}:${marker.lat}:${marker.lng}`
      if (seen.has(key)) continue
      seen.add(key)
      reachable(index, viewAround(marker, marker.expansionZoom), marker.expansionZoom, reached, seen)
    }
  }
  return reached
}

const inside = (marker: MapMarker<MapPoint>, b: BoundingBox) =>
  marker.lng >= b.west && marker.lng <= b.east && marker.lat >= b.south && marker.lat <= b.north

describe('map clustering (supercluster)', () => {
  const points = sample()
  const index = buildMarkerIndex(points)
  const locatedIds = points
    .filter((p) => Number.isFinite(p.lat))
    .map((p) => p.id)
    .sort((a, b) => a - b)

  it('at every zoom the markers stand for every located listing exactly once', () => {
    for (let zoom = 0; zoom <= MAP_MAX_ZOOM; zoom++) {
      const markers = index.markersIn(WORLD, zoom)
      expect(markers.reduce((sum, m) => sum + markerCount(m), 0)).toBe(locatedIds.length)
      const ids = markers.flatMap((m) =>
        m.kind === 'listing' ? [m.point.id] : m.kind === 'group' ? m.points.map((p) => p.id) : index.pointsOf(m.id).map((p) => p.id),
      )
      expect(ids.sort((a, b) => a - b)).toEqual(locatedIds)
    }
  })

  it('every listing is reachable from every zoom: by its own marker, by zooming into its cluster, or in a co-located list', () => {
    for (let zoom = 0; zoom <= MAP_MAX_ZOOM; zoom++) {
      expect([...reachable(index, WORLD, zoom)].sort((a, b) => a - b)).toEqual(locatedIds)
    }
  })

  it('listings at the same spot, or a few metres apart, open as one list at any zoom; 30 m apart they split at the deepest zoom', () => {
    const sameSpot = buildMarkerIndex(points.filter((p) => p.id <= 3))
    for (let zoom = 0; zoom <= MAP_MAX_ZOOM; zoom++) {
      const markers = sameSpot.markersIn(WORLD, zoom)
      expect(markers).toHaveLength(1)
      expect(markers[0].kind === 'group' && markers[0].points.map((p) => p.id).sort()).toEqual([1, 2, 3])
    }
    const withNeighbour = buildMarkerIndex(points.filter((p) => p.id <= 4))
    expect(withNeighbour.markersIn(WORLD, MAP_MAX_ZOOM - 1)).toEqual([
      expect.objectContaining({ kind: 'cluster', count: 4, expansionZoom: MAP_MAX_ZOOM }),
    ])
    const deepest = withNeighbour.markersIn(WORLD, MAP_MAX_ZOOM)
    expect(deepest.map((m) => m.kind).sort()).toEqual(['group', 'listing'])
    expect(deepest.find((m) => m.kind === 'listing')).toMatchObject({ point: { id: 4 } })
  })

  it('a cluster splits at its expansion zoom, not before', () => {
    const pair = buildMarkerIndex([
      { id: 1, ...lommel },
      { id: 2, ...mol },
    ])
    const [cluster] = pair.markersIn(WORLD, 5)
    expect(cluster).toMatchObject({ kind: 'cluster', count: 2 })
    const expansion = cluster.kind === 'cluster' ? cluster.expansionZoom : -1
    expect(pair.markersIn(WORLD, expansion - 1)).toHaveLength(1)
    expect(pair.markersIn(WORLD, expansion).map((m) => m.kind)).toEqual(['listing', 'listing'])
    expect(
      pair
        .pointsOf(cluster.kind === 'cluster' ? cluster.id : -1)
        .map((p) => p.id)
        .sort(),
    ).toEqual([1, 2])
  })

  it('returns only the markers inside the bounds', () => {
    const aroundMol: BoundingBox = { west: mol.lng - 0.02, south: mol.lat - 0.02, east: mol.lng + 0.02, north: mol.lat + 0.02 }
    expect(index.markersIn(aroundMol, 12)).toEqual([{ kind: 'listing', lat: mol.lat, lng: mol.lng, point: points[4] }])
    const eastOfLommel: BoundingBox = { west: lommel.lng, south: lommel.lat - 0.05, east: lommel.lng + 0.1, north: lommel.lat + 0.05 }
    for (const zoom of [10, 13, 16]) {
      const markers = index.markersIn(eastOfLommel, zoom)
      expect(markers.length).toBeGreaterThan(0)
      expect(markers.every((m) => inside(m, eastOfLommel))).toBe(true)
    }
    expect(index.markersIn({ west: 0, south: 0, east: 1, north: 1 }, 10)).toEqual([])
  })

  it('bounds every located point and nothing without points', () => {
    expect(
      boundsOf([
        { id: 1, ...lommel },
        { id: 2, ...mol },
        { id: 3, lat: Number.NaN, lng: 0 },
      ]),
    ).toEqual({ west: mol.lng, south: mol.lat, east: lommel.lng, north: lommel.lat })
    expect(boundsOf([])).toBeNull()
    expect(buildMarkerIndex([]).markersIn(WORLD, 3)).toEqual([])
  })
})
