import { describe, expect, it } from '@jest/globals'

import {
  cardSizes,
  etagMatches,
  fileEtag,
  IMAGE_SIZES,
  imageRef,
  IMMUTABLE,
  isSizedFilename,
  LIGHTBOX_MAX_WIDTH,
  mediaCacheControl,
  mediaFileUrl,
  mediaHref,
  mediaVersion,
  SHORT,
} from '../../../src/lib/image'

const updatedAt = '2026-11-24T10:00:00.000Z'
const v = Date.parse(updatedAt).toString(36)
const size = (format: string, width: number) => ({
  url: `http://127.0.0.1:3000/api/media/file/house-${width}x${width / 2}.${format}`,
  filename: `house-${width}x${width / 2}.${format}`,
  width,
  height: width / 2,
})
const media = {
  url: 'http://127.0.0.1:3000/api/media/file/house.jpg',
  filename: 'house.jpg',
  alt: '',
  width: 3000,
  height: 1500,
  mimeType: 'image/jpeg',
  updatedAt,
  sizes: {
    thumbnail: size('webp', 100),
    ...Object.fromEntries(
      [400, 800, 1280, 1920, 2560].flatMap((w) => [
        [`webp${w}`, size('webp', w)],
        [`avif${w}`, size('avif', w)],
      ]),
    ),
  },
}

describe('imageRef (issue 16.6)', () => {
  it('offers the WebP and AVIF sizes up to 1920 px, relative and versioned, and never the original', () => {
    const ref = imageRef(media, 'Woning te koop', 800, { origin: '' })!
    expect(ref.src).toBe(`/api/media/file/house-800x400.webp?v=${v}`)
    expect([ref.width, ref.height]).toEqual([800, 400])
    expect(ref.srcSet).toBe([400, 800, 1280, 1920].map((w) => `/api/media/file/house-${w}x${w / 2}.webp?v=${v} ${w}w`).join(', '))
    expect(ref.avifSrcSet).toBe([400, 800, 1280, 1920].map((w) => `/api/media/file/house-${w}x${w / 2}.avif?v=${v} ${w}w`).join(', '))
    expect(ref.srcSet).not.toContain('house.jpg')
    expect(ref.avifSrcSet).not.toContain('house.jpg')
    // The admin's 100 px thumbnail is not a page candidate.
    expect(ref.srcSet).not.toContain('100w')
  })

  it('goes to 2560 px only when asked (the gallery lightbox)', () => {
    const ref = imageRef(media, '', 1280, { maxWidth: LIGHTBOX_MAX_WIDTH, origin: '' })!
    expect(ref.srcSet).toContain('2560w')
    expect(ref.avifSrcSet).toContain('2560w')
    expect(imageRef(media, '', 1280, { origin: '' })!.srcSet).not.toContain('2560w')
  })

  it('puts the files on MEDIA_ORIGIN when one is set', () => {
    const ref = imageRef(media, '', 400, { origin: 'https://cdn.example.be/' })!
    expect(ref.src).toBe(`https://cdn.example.be/api/media/file/house-400x200.webp?v=${v}`)
    expect(ref.srcSet!.split(', ').every((c) => c.startsWith('https://cdn.example.be/api/media/file/'))).toBe(true)
  })

  it('uses the original as src only when no size exists (an image narrower than 400 px), never in srcset', () => {
    const small = { ...media, width: 250, height: 125, sizes: { thumbnail: size('webp', 100) } }
    const ref = imageRef(small, '', 800, { origin: '' })!
    expect(ref.src).toBe(`/api/media/file/house.jpg?v=${v}`)
    expect(ref.srcSet).toBeUndefined()
    expect(ref.avifSrcSet).toBeUndefined()
    expect([ref.width, ref.height]).toEqual([250, 125])
  })

  it('drops the SERVER_URL host of a document without a file name', () => {
    const ref = imageRef({ ...media, filename: null, sizes: {}, updatedAt: null }, '', 800, { origin: '' })!
    expect(ref.src).toBe('/api/media/file/house.jpg')
  })

  it('uses the fallback text when the image has no alt text', () => {
    expect(imageRef(media, 'Woning te koop')!.alt).toBe('Woning te koop')
    expect(imageRef({ ...media, alt: 'Voorgevel' }, 'x')!.alt).toBe('Voorgevel')
  })

  it('is null for an unpopulated id, a PDF or a missing file', () => {
    expect(imageRef(12, 'x')).toBeNull()
    expect(imageRef({ ...media, mimeType: 'application/pdf' }, 'x')).toBeNull()
    expect(imageRef({ ...media, url: null, filename: null }, 'x')).toBeNull()
  })
})

describe('versioned media URLs', () => {
  it('changes the version with the document', () => {
    expect(mediaVersion(updatedAt)).toBe(v)
    expect(mediaVersion('2026-11-24T10:00:01.000Z')).not.toBe(v)
    expect(mediaVersion(null)).toBeNull()
    expect(mediaVersion('not a date')).toBeNull()
  })

  it('encodes the file name and adds ?v= only with a version', () => {
    expect(mediaFileUrl('huis met tuin.jpg', 'abc')).toBe('/api/media/file/huis%20met%20tuin.jpg?v=abc')
    expect(mediaFileUrl('brochure.pdf', null, 'https://cdn.example.be')).toBe('https://cdn.example.be/api/media/file/brochure.pdf')
  })

  it('links documents and videos the same way', () => {
    expect(mediaHref({ filename: 'brochure.pdf', updatedAt, url: 'http://x/api/media/file/brochure.pdf' }, '')).toBe(
      `/api/media/file/brochure.pdf?v=${v}`,
    )
    expect(mediaHref(7, '')).toBeUndefined()
  })
})

describe('sizes per use', () => {
  it('says how wide each kind of image shows, never more than the viewport', () => {
    expect(IMAGE_SIZES.card).toBe('(min-width: 1280px) 400px, (min-width: 767px) 50vw, 100vw')
    expect(IMAGE_SIZES.hero).toBe('100vw')
    expect(IMAGE_SIZES.gallery).toBe('(min-width: 1280px) 860px, 100vw')
    expect(cardSizes(4)).toBe('(min-width: 1280px) 320px, (min-width: 767px) 50vw, 100vw')
    for (const sizes of Object.values(IMAGE_SIZES)) expect(sizes.split(', ').at(-1)).toMatch(/^(\d+vw|\d+px)$/)
  })
})

describe('media cache headers', () => {
  it('makes a generated size at a versioned URL immutable, anything else short', () => {
    expect(mediaCacheControl({ isOriginal: false, versioned: true, authenticated: false })).toBe(IMMUTABLE)
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable')
    expect(mediaCacheControl({ isOriginal: true, versioned: true, authenticated: false })).toBe(SHORT)
    expect(mediaCacheControl({ isOriginal: false, versioned: false, authenticated: false })).toBe(SHORT)
  })

  it('keeps a response to a logged-in request out of shared caches', () => {
    expect(mediaCacheControl({ isOriginal: false, versioned: true, authenticated: true })).toBe('private, max-age=31536000, immutable')
    expect(mediaCacheControl({ isOriginal: true, versioned: false, authenticated: true })).toMatch(/^private, /)
  })

  it('tells generated sizes from uploads by their name', () => {
    expect(isSizedFilename('house-01-800x533.avif')).toBe(true)
    expect(isSizedFilename('house-01-1920x1280.webp')).toBe(true)
    expect(isSizedFilename('house-01.jpg')).toBe(false)
    expect(isSizedFilename('plan-800x533.jpg')).toBe(false)
  })

  it('matches If-None-Match against the ETag, weak or strong, in a list or *', () => {
    const etag = fileEtag(379_000, 1_764_000_000_123.7)
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/)
    expect(fileEtag(379_000, 1_764_000_000_124)).not.toBe(etag)
    expect(etagMatches(etag, etag)).toBe(true)
    expect(etagMatches(`"other", W/${etag}`, etag)).toBe(true)
    expect(etagMatches('*', etag)).toBe(true)
    expect(etagMatches('"other"', etag)).toBe(false)
    expect(etagMatches(null, etag)).toBe(false)
  })
})
