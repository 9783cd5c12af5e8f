import { describe, expect, it } from '@jest/globals'

import { allMatches, buildListingIndex, searchListingIndex, type SearchableListing } from '../../src/properties/listingIndex'
import { inListing } from '../../src/properties/query'
import { parseSearch } from '../../src/properties/searchParams'

const HOUSE = 11
const FLAT = 12
const typeIds = new Map<number, number>([
  [1, HOUSE],
  [2, FLAT],
])

let next = 100
const row = (over: Partial<SearchableListing>): SearchableListing => ({
  id: next,
  externalId: next++,
  goal: 'sale',
  status: 'for-sale',
  featured: false,
  inProject: false,
  zip: '3920',
  typeIds: [HOUSE],
  price: 300000,
  bedrooms: 3,
  title: 'Woning',
  city: 'Lommel',
  recordFile: null,
  publishDate: Date.parse('2026-01-01'),
  ...over,
})

const rows = [
  row({ title: 'Villa', price: 450000, bedrooms: 4, publishDate: Date.parse('2026-03-01') }),
  row({ title: 'Appartement centrum', typeIds: [FLAT], price: 210000, bedrooms: 2, zip: '2400', city: 'Mol', publishDate: Date.parse('2026-02-01') }),
  row({ title: 'Één woning', price: 300000, city: 'Balen', zip: '2490', status: 'under-option', recordFile: 'REF-77' }),
  row({ title: 'Opbrengstpand', typeIds: [HOUSE, FLAT], price: 300000, publishDate: Date.parse('2025-11-01') }),
  row({ title: 'Prijs op aanvraag', price: null, publishDate: null }),
  row({ title: 'Verkocht huis', status: 'sold', price: 250000 }),
  row({ title: 'Huurhuis', goal: 'rent', status: 'for-rent', price: 950 }),
  row({ title: 'Nieuwbouw unit', inProject: true, status: 'for-sale', price: 280000 }),
]
const index = buildListingIndex(rows)
const titles = (found: SearchableListing[]) => found.map((r) => r.title)
const search = (query: string, listing: Parameters<typeof searchListingIndex>[1] = 'for-sale', limit = 24) =>
  searchListingIndex(index, listing, parseSearch(new URLSearchParams(query)), typeIds, limit)

describe('in-memory listing search', () => {
  it('keeps each list to its own properties, with the listing rules of the database query', () => {
    expect(titles(search('').rows).sort()).toEqual(['Appartement centrum', 'Nieuwbouw unit', 'Opbrengstpand', 'Prijs op aanvraag', 'Villa', 'Één woning'].sort())
    expect(titles(search('', 'for-rent').rows)).toEqual(['Huurhuis'])
    expect(titles(search('', 'sold').rows)).toEqual(['Verkocht huis'])
    expect(titles(search('', 'new-build').rows)).toEqual(['Nieuwbouw unit'])
    expect(inListing('new-build', { goal: 'sale', status: 'sold', inProject: true })).toBe(false)
  })

  it('combines town, type (main or extra), price range and bedrooms', () => {
    expect(titles(search('type=2').rows).sort()).toEqual(['Appartement centrum', 'Opbrengstpand'])
    expect(titles(search('type=2&city=3920').rows)).toEqual(['Opbrengstpand'])
    expect(titles(search('price=250000-320000&sortPrice=asc').rows)).toEqual(['Nieuwbouw unit', 'Één woning', 'Opbrengstpand'])
    expect(titles(search('rooms=4').rows)).toEqual(['Villa'])
    expect(search('type=99').totalDocs).toBe(0)
  })

  it('finds text in title, town and reference, ignoring accents and case', () => {
    expect(titles(search('search=een').rows)).toEqual(['Één woning'])
    expect(titles(search('search=ref-77').rows)).toEqual(['Één woning'])
    expect(titles(search('search=MOL').rows)).toEqual(['Appartement centrum'])
  })

  it('sorts by each key in both directions, missing values last and ties by reference id', () => {
    expect(titles(search('sortPrice=asc').rows)).toEqual(['Appartement centrum', 'Nieuwbouw unit', 'Één woning', 'Opbrengstpand', 'Villa', 'Prijs op aanvraag'])
    expect(titles(search('sortPrice=desc').rows)).toEqual(['Villa', 'Één woning', 'Opbrengstpand', 'Nieuwbouw unit', 'Appartement centrum', 'Prijs op aanvraag'])
    expect(titles(search('sortTypeDescription=asc').rows)).toEqual(['Appartement centrum', 'Één woning', 'Nieuwbouw unit', 'Opbrengstpand', 'Prijs op aanvraag', 'Villa'])
    expect(titles(search('sortCity=desc').rows)[0]).toBe('Appartement centrum')
    expect(titles(search('').rows)).toEqual(['Villa', 'Appartement centrum', 'Één woning', 'Nieuwbouw unit', 'Opbrengstpand', 'Prijs op aanvraag'])
  })

  it('pages the results with the totals of the whole search', () => {
    const second = search('sortPrice=asc&page=2', 'for-sale', 4)
    expect(second).toMatchObject({ page: 2, totalPages: 2, totalDocs: 6 })
    expect(titles(second.rows)).toEqual(['Villa', 'Prijs op aanvraag'])
    expect(search('page=9', 'for-sale', 4).rows).toEqual([])
  })

  it('gives every match of a search, in order, up to a maximum (map markers)', () => {
    expect(titles(allMatches(index, 'for-sale', parseSearch(new URLSearchParams('sortPrice=desc')), typeIds, 2))).toEqual(['Villa', 'Één woning'])
  })
})
