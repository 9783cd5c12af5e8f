import { describe, expect, it } from '@jest/globals'

import { routeKindOf, statusClass } from '../../../src/ops/routeKind'

describe('route kinds of the metrics (issue 35.5)', () => {
  it('puts every path in one of a few kinds', () => {
    expect(routeKindOf('/nl/te-koop/peer/woning/1234/')).toBe('page')
    expect(routeKindOf('/fr/')).toBe('page')
    expect(routeKindOf('/en')).toBe('page')
    expect(routeKindOf('/api/site/listings?listing=for-sale')).toBe('search')
    expect(routeKindOf('/api/site/listings/summaries')).toBe('search')
    expect(routeKindOf('/api/properties/12')).toBe('api')
    expect(routeKindOf('/api/media/file/photo.webp')).toBe('file')
    expect(routeKindOf('/api/graphql')).toBe('graphql')
    expect(routeKindOf('/api/health')).toBe('health')
    expect(routeKindOf('/admin/collections/properties')).toBe('admin')
    expect(routeKindOf('/_next/static/chunks/a.js')).toBe('static')
    expect(routeKindOf('/nlx/')).toBe('other')
    expect(routeKindOf('/wp-login.php')).toBe('other')
    expect(routeKindOf('/administrator')).toBe('other')
  })

  it('gives the status as its class', () => {
    expect(statusClass(200)).toBe('2xx')
    expect(statusClass(304)).toBe('3xx')
    expect(statusClass(429)).toBe('4xx')
    expect(statusClass(503)).toBe('5xx')
    expect(statusClass(0)).toBe('other')
  })
})
