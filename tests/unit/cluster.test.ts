import { describe, expect, it } from '@jest/globals'

import { boundsOf, clusterPoints, project } from '../../src/properties/cluster'

const lommel = { lat: 51.2306, lng: 5.3131 }
const mol = { lat: 51.1842, lng: 5.1163 }

describe('map clustering', () => {
  it('projects with Web Mercator: the origin is the centre of the world', () => {
    expect(project(0, 0, 0)).toEqual({ x: 128, y: 128 })
    expect(project(0, 180, 1).x).toBe(512)
  })

  it('groups nearby points into one cluster at a low zoom and splits them when zoomed in', () => {
    const points = [
      { id: 1, ...lommel },
      { id: 2, lat: lommel.lat + 0.001, lng: lommel.lng + 0.001 },
      { id: 3, ...mol },
    ]
    const far = clusterPoints(points, 8)
    expect(far).toHaveLength(1)
    expect(far[0].points.map((p) => p.id).sort()).toEqual([1, 2, 3])
    const near = clusterPoints(points, 12)
    expect(near.map((c) => c.points.length).sort()).toEqual([1, 2])
    const pair = near.find((c) => c.points.length === 2)!
    expect(pair.lat).toBeCloseTo(lommel.lat + 0.0005, 6)
    expect(clusterPoints(points, 18)).toHaveLength(3)
  })

  it('skips points without coordinates and bounds the rest', () => {
    expect(clusterPoints([{ id: 1, lat: Number.NaN, lng: 5 }], 10)).toEqual([])
    expect(boundsOf([{ id: 1, ...lommel }, { id: 2, ...mol }])).toEqual([[mol.lat, mol.lng], [lommel.lat, lommel.lng]])
    expect(boundsOf([])).toBeNull()
  })
})
