import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { imageRef, MEDIA_WIDTHS, sizeName } from '../../src/lib/image'
import { closePayload, testPayload, unique } from './helpers/payload'

/**
 * Issue 16.6 on a real database: an uploaded photo gets its AVIF and WebP sizes, and Payload's file route
 * (`GET /api/media/file/:filename`, through its REST handler) answers them with the cache headers.
 */
describe('media files: sizes and cache headers', () => {
  let payload: Payload
  let doc: Record<string, unknown> & {
    filename: string
    updatedAt: string
    sizes: Record<string, { filename?: string | null; mimeType?: string | null; width?: number | null }>
  }

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const { handleEndpoints } = await import('payload')
    return handleEndpoints({ config: payload.config, request: new Request(`http://localhost${path}`, { headers }) })
  }

  beforeAll(async () => {
    payload = await testPayload()
    // 1000 x 600: wide enough for 400 and 800, narrower than 1280.
    const jpeg = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#6f9a4c' } })
      .jpeg()
      .toBuffer()
    doc = (await payload.create({
      collection: 'media',
      data: { alt: 'Voorgevel' },
      file: { data: jpeg, mimetype: 'image/jpeg', name: `${unique('photo')}.jpg`, size: jpeg.length },
    })) as unknown as typeof doc
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  it('stores AVIF and WebP at every width up to the upload, none wider', () => {
    for (const width of MEDIA_WIDTHS) {
      const avif = doc.sizes[sizeName('avif', width)]
      const webp = doc.sizes[sizeName('webp', width)]
      if (width <= 1000) {
        expect(avif).toMatchObject({ mimeType: 'image/avif', width })
        expect(webp).toMatchObject({ mimeType: 'image/webp', width })
      } else {
        expect(avif?.filename ?? null).toBeNull()
        expect(webp?.filename ?? null).toBeNull()
      }
    }
    const ref = imageRef(doc, '', 800, { origin: '' })!
    expect(ref.srcSet).toContain('400w')
    expect(ref.srcSet).not.toContain(doc.filename)
    expect(ref.avifSrcSet).toMatch(/\.avif\?v=/)
  })

  it('serves a size at its versioned URL as immutable, with an ETag', async () => {
    const file = doc.sizes[sizeName('avif', 800)].filename!
    const response = await get(`/api/media/file/${file}?v=abc`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('etag')).toMatch(/^"/)
    expect(Number(response.headers.get('content-length'))).toBe((await response.arrayBuffer()).byteLength)
    // Without a version the same file may change under its name: short.
    expect((await get(`/api/media/file/${file}`)).headers.get('cache-control')).toBe('public, max-age=600')
  })

  it('serves the original with a short max-age and an ETag, and answers 304 to If-None-Match', async () => {
    const first = await get(`/api/media/file/${doc.filename}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('public, max-age=600')
    const etag = first.headers.get('etag')!
    expect(etag).toBeTruthy()
    await first.arrayBuffer()
    const again = await get(`/api/media/file/${doc.filename}`, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect((await again.arrayBuffer()).byteLength).toBe(0)
    expect((await get(`/api/media/file/${doc.filename}`, { 'if-none-match': '"other"' })).status).toBe(200)
  })

  it('answers a file name that names no file 404, whatever its type or range, not 500', async () => {
    for (const [name, headers] of [
      [`${unique('missing')}.jpg`, {}],
      [`${unique('missing')}-800x534.avif?v=abc`, {}],
      [`${unique('missing')}.svg`, {}],
      [`${unique('missing')}.mp4`, { range: 'bytes=0-9' }],
    ] as const) {
      const response = await get(`/api/media/file/${name}`, headers)
      expect({ name, status: response.status }).toEqual({ name, status: 404 })
      expect(await response.json()).toEqual({ errors: [{ message: 'Not Found' }] })
    }
    // A path out of the folder is refused before any file is read (Payload's own 4xx).
    const outside = await get('/api/media/file/..%2F..%2Fpackage.json')
    expect(outside.status).toBeGreaterThanOrEqual(400)
    expect(outside.status).toBeLessThan(500)
    expect(await outside.text()).not.toContain('kempen-vastgoed')
  })

  it('leaves a range request (video seeking) to Payload, which answers 206', async () => {
    const response = await get(`/api/media/file/${doc.filename}`, { range: 'bytes=0-9' })
    expect(response.status).toBe(206)
    expect((await response.arrayBuffer()).byteLength).toBe(10)
  })
})
