import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createLocalReq, type Payload } from 'payload'
import sharp from 'sharp'

import { imageRef, MEDIA_WIDTHS, sizeName } from '../../src/lib/image'
import { closePayload, testPayload, unique } from './helpers/payload'

/**
 * Issue 16.6 on a real database: an uploaded photo gets its AVIF and WebP sizes, and Payload's file route
 * (`GET /api/media/file/:filename`, through its REST handler) answers them with the cache headers.
 */
describe('mediaFiles.int.ts: media files: sizes and cache headers', () => {
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

  it('answers a file name that names no file 404 from the file handler, whatever its type or range', async () => {
    // The handler itself, on a real request: Payload's route reaches it only when access let the name through.
    const handler = payload.collections.media.config.upload.handlers![0]
    const req = await createLocalReq({}, payload)
    for (const [name, range] of [
      [`${unique('missing')}.jpg`, null],
      [`${unique('missing')}-800x534.avif`, null],
      [`${unique('missing')}.svg`, null],
      [`${unique('missing')}.mp4`, 'bytes=0-9'],
    ] as const) {
      req.headers = new Headers(range ? { range } : {})
      const response = (await handler(req, {
        doc: null as never,
        headers: new Headers(),
        params: { collection: 'media', filename: name },
      })) as Response
      expect({ name, status: response.status }).toEqual({ name, status: 404 })
      expect(await response.json()).toEqual({ errors: [{ message: 'Not Found' }] })
    }
  })

  it('answers a made-up file name with a 4xx, never a 500, and the same as a hidden photo (no oracle)', async () => {
    // While some testimonial photo is hidden, media access is a query: Payload looks the name up and
    // answers its own 403 for a made-up name as for the hidden photo; otherwise the handler's 404.
    for (const name of [`${unique('missing')}.jpg`, `${unique('missing')}-800x534.avif?v=abc`, `${unique('missing')}.svg`]) {
      const response = await get(`/api/media/file/${name}`)
      expect([403, 404]).toContain(response.status)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toBeTruthy()
    }
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer()
    const photo = await payload.create({
      collection: 'media',
      data: { alt: 'Petra' },
      file: { data: png, mimetype: 'image/png', name: `${unique('pending')}.png`, size: png.length },
    })
    const testimonial = await payload.create({
      collection: 'testimonials',
      data: { name: 'Petra', comment: 'Wacht op moderatie', status: 'pending', image: photo.id, postedBy: 'petra@example.be' },
    })
    try {
      const hidden = await get(`/api/media/file/${photo.filename}`)
      const missing = await get(`/api/media/file/${unique('missing')}.png`)
      expect(missing.status).toBe(hidden.status)
      expect([403, 404]).toContain(hidden.status)
      expect(await missing.json()).toEqual(await hidden.json())
    } finally {
      await payload.delete({ collection: 'testimonials', id: testimonial.id })
      await payload.delete({ collection: 'media', id: photo.id })
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
