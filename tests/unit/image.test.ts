import { describe, expect, it } from '@jest/globals'

import { imageRef } from '../../src/lib/image'

const media = {
  url: '/api/media/file/house.jpg',
  alt: '',
  width: 2000,
  height: 1000,
  mimeType: 'image/jpeg',
  sizes: {
    thumbnail: { url: '/api/media/file/house-100x50.webp', width: 100, height: 50 },
    small: { url: '/api/media/file/house-400x200.webp', width: 400, height: 200 },
    medium: { url: '/api/media/file/house-600x300.webp', width: 600, height: 300 },
    large: { url: '/api/media/file/house-1360x680.webp', width: 1360, height: 680 },
  },
}

describe('imageRef (spec section 5 image sizes)', () => {
  it('offers every size and the original in srcset and picks the largest size within maxWidth', () => {
    const ref = imageRef(media, 'Woning te koop', 600)!
    expect(ref.src).toBe('/api/media/file/house-600x300.webp')
    expect([ref.width, ref.height]).toEqual([600, 300])
    expect(ref.srcSet).toBe(
      '/api/media/file/house-100x50.webp 100w, /api/media/file/house-400x200.webp 400w, /api/media/file/house-600x300.webp 600w, /api/media/file/house-1360x680.webp 1360w, /api/media/file/house.jpg 2000w',
    )
  })

  it('uses the fallback text when the image has no alt text', () => {
    expect(imageRef(media, 'Woning te koop')!.alt).toBe('Woning te koop')
    expect(imageRef({ ...media, alt: 'Voorgevel' }, 'x')!.alt).toBe('Voorgevel')
  })

  it('is null for an unpopulated id, a PDF or a missing url', () => {
    expect(imageRef(12, 'x')).toBeNull()
    expect(imageRef({ ...media, mimeType: 'application/pdf' }, 'x')).toBeNull()
    expect(imageRef({ ...media, url: null }, 'x')).toBeNull()
  })
})
