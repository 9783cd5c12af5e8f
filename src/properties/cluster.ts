/**
 * Marker clustering for the result map: points within a few screen pixels of each other at the current
 * zoom become one cluster at their centre. Pure (Web Mercator maths only), so it is tested without a map.
 */
export interface MapPoint {
  id: number
  lat: number
  lng: number
}

export interface Cluster<P extends MapPoint> {
  lat: number
  lng: number
  points: P[]
}

const TILE = 256

/** Pixel position of a coordinate at a zoom level (Web Mercator). */
export function project(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = TILE * 2 ** zoom
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999)
  return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale }
}

/** Greedy clustering: each point joins the first cluster whose first point lies within `radius` screen pixels. */
export function clusterPoints<P extends MapPoint>(points: P[], zoom: number, radius = 60): Array<Cluster<P>> {
  const clusters: Array<{ x: number; y: number; points: P[] }> = []
  for (const point of points) {
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) continue
    const { x, y } = project(point.lat, point.lng, zoom)
    const home = clusters.find((c) => Math.hypot(c.x - x, c.y - y) <= radius)
    if (home) home.points.push(point)
    else clusters.push({ x, y, points: [point] })
  }
  return clusters.map(({ points: members }) => ({
    lat: members.reduce((sum, p) => sum + p.lat, 0) / members.length,
    lng: members.reduce((sum, p) => sum + p.lng, 0) / members.length,
    points: members,
  }))
}

/** The bounds that show every point: [[south, west], [north, east]], or null without points. */
export function boundsOf(points: MapPoint[]): [[number, number], [number, number]] | null {
  const valid = points.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng))
  if (!valid.length) return null
  const lats = valid.map((p) => p.lat)
  const lngs = valid.map((p) => p.lng)
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ]
}
