import { describe, expect, it } from '@jest/globals'

import { similarListings, type SimilarCandidate } from '../../../src/listings/similar'

const row = (id: number, data: Partial<SimilarCandidate> = {}): SimilarCandidate => ({
  id,
  externalId: 1000 + id,
  goal: 'sale',
  status: 'for-sale',
  typeIds: [7],
  price: 300_000,
  publishDate: id,
  lat: 51.2,
  lng: 5.3,
  ...data,
})

const here = { id: 1, goal: 'sale' as const, typeId: 7, price: 300_000, lat: 51.2, lng: 5.3 }
const ids = (rows: SimilarCandidate[]) => rows.map((r) => r.id)

describe('similarListings', () => {
  it('keeps the same goal, main type and offer, a price within 25 %, never the listing itself', () => {
    const rows = [
      row(1),
      row(2),
      row(3, { goal: 'rent', status: 'for-rent' }),
      row(4, { typeIds: [8, 7] }),
      row(5, { status: 'sold' }),
      row(6, { price: 225_000 }),
      row(7, { price: 224_999 }),
      row(8, { price: 375_000 }),
      row(9, { price: 375_001 }),
    ]
    expect(ids(similarListings(rows, here, 10)).sort()).toEqual([2, 6, 8])
  })

  it('gives a rental only rentals of its own type, and a listing without a type none (issue 37 point 4)', () => {
    const house = { ...here, goal: 'rent' as const, typeId: 1, price: 1000 }
    const rows = [
      row(2, { goal: 'rent', status: 'for-rent', typeIds: [1], price: 950 }),
      row(3, { goal: 'rent', status: 'for-rent', typeIds: [7], price: 1000 }), // a garage
      row(4, { goal: 'rent', status: 'for-rent', typeIds: [7, 1], price: 1000 }), // a garage that also lists "house"
      row(5, { goal: 'sale', status: 'for-sale', typeIds: [1], price: 1000 }),
    ]
    expect(ids(similarListings(rows, house, 10))).toEqual([2])
    expect(similarListings(rows, { ...house, typeId: null }, 10)).toEqual([])
  })

  it('never places a listing by a hidden price: without a public price it is in no price range', () => {
    const rows = [row(2), row(3, { price: null }), row(4, { price: undefined })]
    expect(ids(similarListings(rows, here, 10))).toEqual([2])
    // A listing whose own price is hidden asks for no range: its similar ones do not give it away.
    expect(ids(similarListings([row(2, { price: 900_000 }), row(3, { price: null })], { ...here, price: null }, 10)).sort()).toEqual([2, 3])
  })

  it('takes the newest 24 and shows the nearest four of those', () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(i + 2, { lat: 51.2 + (i % 7) * 0.01 }))
    const picked = similarListings(rows, here)
    expect(picked).toHaveLength(4)
    for (const r of picked) expect(r.publishDate! >= 8).toBe(true) // the 24 newest of publishDate 2..31
    expect(picked.every((r) => r.lat === 51.2)).toBe(true)
  })
})
