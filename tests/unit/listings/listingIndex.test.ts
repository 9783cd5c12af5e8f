import { describe, expect, it } from '@jest/globals'

import {
  allMatches,
  buildListingIndex,
  ROOM_OPTIONS,
  searchFacets,
  searchListingIndex,
  type SearchableListing,
} from '../../../src/listings/listingIndex'
import { inListing } from '../../../src/listings/query'
import { EPC_LETTERS, FEATURE_FILTERS, parseSearch, type PropertySearch } from '../../../src/listings/searchParams'

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
  row({
    title: 'Appartement centrum',
    typeIds: [FLAT],
    price: 210000,
    bedrooms: 2,
    zip: '2400',
    city: 'Mol',
    publishDate: Date.parse('2026-02-01'),
  }),
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
    expect(titles(search('').rows).sort()).toEqual(
      ['Appartement centrum', 'Nieuwbouw unit', 'Opbrengstpand', 'Prijs op aanvraag', 'Villa', 'Één woning'].sort(),
    )
    expect(titles(search('', 'for-rent').rows)).toEqual(['Huurhuis'])
    expect(titles(search('', 'sold').rows)).toEqual(['Verkocht huis'])
    expect(titles(search('', 'new-build').rows)).toEqual(['Nieuwbouw unit'])
    expect(inListing('new-build', { goal: 'sale', status: 'sold', inProject: true })).toBe(false)
  })

  it('counts a standalone new build (a new-build main type outside a project) in the new-build list', () => {
    const own = buildListingIndex([
      row({ title: 'Losse nieuwbouw', mainTypeName: 'Nieuwbouw woning' }),
      row({ title: 'Unit', inProject: true, mainTypeName: 'Appartement' }),
      row({ title: 'Huis', mainTypeName: 'Huis' }),
    ])
    const found = searchListingIndex(own, 'new-build', parseSearch(new URLSearchParams('')), typeIds, 24)
    expect(titles(found.rows).sort()).toEqual(['Losse nieuwbouw', 'Unit'])
    expect(inListing('new-build', { goal: 'sale', status: 'for-sale', inProject: false, mainTypeName: 'Nieuwbouw woning' })).toBe(true)
    expect(inListing('new-build', { goal: 'sale', status: 'for-sale', inProject: false, mainTypeName: 'Huis' })).toBe(false)
    expect(inListing('new-build', { goal: 'sale', status: 'sold', inProject: false, mainTypeName: 'Nieuwbouw woning' })).toBe(false)
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
    expect(titles(search('sortPrice=asc').rows)).toEqual([
      'Appartement centrum',
      'Nieuwbouw unit',
      'Één woning',
      'Opbrengstpand',
      'Villa',
      'Prijs op aanvraag',
    ])
    expect(titles(search('sortPrice=desc').rows)).toEqual([
      'Villa',
      'Één woning',
      'Opbrengstpand',
      'Nieuwbouw unit',
      'Appartement centrum',
      'Prijs op aanvraag',
    ])
    expect(titles(search('sortTypeDescription=asc').rows)).toEqual([
      'Appartement centrum',
      'Één woning',
      'Nieuwbouw unit',
      'Opbrengstpand',
      'Prijs op aanvraag',
      'Villa',
    ])
    expect(titles(search('sortCity=desc').rows)[0]).toBe('Appartement centrum')
    expect(titles(search('').rows)).toEqual([
      'Villa',
      'Appartement centrum',
      'Één woning',
      'Nieuwbouw unit',
      'Opbrengstpand',
      'Prijs op aanvraag',
    ])
  })

  it('pages the results with the totals of the whole search', () => {
    const second = search('sortPrice=asc&page=2', 'for-sale', 4)
    expect(second).toMatchObject({ page: 2, totalPages: 2, totalDocs: 6 })
    expect(titles(second.rows)).toEqual(['Villa', 'Prijs op aanvraag'])
    expect(search('page=9', 'for-sale', 4).rows).toEqual([])
  })

  it('gives every match of a search, in order, up to a maximum (map markers)', () => {
    expect(titles(allMatches(index, 'for-sale', parseSearch(new URLSearchParams('sortPrice=desc')), typeIds, 2))).toEqual([
      'Villa',
      'Één woning',
    ])
  })
})

describe('the new filters in the in-memory search (issue 12)', () => {
  // Flanders 3920 unless said otherwise; bedrooms 3; no EPC, features or coordinates.
  const plain = (title: string, over: Partial<SearchableListing> = {}) =>
    row({ title, energyPerformance: null, lat: null, lng: null, ...over })
  const homes = [
    plain('Small', { surfaceLiving: 60, bedrooms: 1, energyPerformance: 90, garden: true, lat: 51.2, lng: 5.3 }),
    plain('Middle', { surfaceLiving: 120, bedrooms: 2, energyPerformance: 250, surfaceGarden: 300, terrace: false, lat: 51.0, lng: 5.0 }),
    plain('Large', {
      surfaceLiving: 250,
      bedrooms: 5,
      energyPerformance: -5,
      surfaceTerrace: 20,
      garages: 1,
      marquee: '1',
      lat: 51.3,
      lng: 5.6,
    }),
    plain('No area', { surfaceLiving: null, bedrooms: 4, energyPerformance: 700, garage: true, marquee: '2', lat: 50.9, lng: 5.1 }),
    plain('Zero garden', {
      surfaceLiving: 100,
      garden: false,
      surfaceGarden: 0,
      garages: 0,
      energyPerformance: 150,
      epcStatus: 'in-application',
    }),
    plain('Brussels A-', { zip: '1050', surfaceLiving: 70, energyPerformance: 40 }),
    plain('Brussels C-', { zip: '1050', energyPerformance: 140, terrace: true }),
    plain('Walloon A++', { zip: '5000', energyPerformance: -1, marquee: '2' }),
    plain('Walloon G', { zip: '5000', energyPerformance: 511, epcStatus: 'available' }),
    plain('Luxembourg B-', { zip: '1050', countryId: '50', energyPerformance: 10, epcLabelText: 'B-' }),
    plain('Luxembourg a_plusplus', { zip: '1050', countryId: '50', epcLabelText: 'a_plusplus' }),
    plain('Luxembourg unreadable', { zip: '1050', countryId: '50', epcLabelText: 'Klasse B' }),
    plain('Not applicable', { energyPerformance: 10, epcStatus: 'not-applicable' }),
    plain('Rented', { goal: 'rent', status: 'for-rent', garden: true, energyPerformance: 90 }),
  ]
  const homeIndex = buildListingIndex(homes)
  const find = (query: string, listing: Parameters<typeof searchListingIndex>[1] = 'for-sale') =>
    titles(searchListingIndex(homeIndex, listing, parseSearch(new URLSearchParams(`${query}&sortTypeDescription=asc`)), typeIds, 100).rows)

  it('filters by living area, either side open, leaving out listings without one', () => {
    expect(find('area=100-')).toEqual(['Large', 'Middle', 'Zero garden'])
    expect(find('area=-100')).toEqual(['Brussels A-', 'Small', 'Zero garden'])
    expect(find('area=70-120')).toEqual(['Brussels A-', 'Middle', 'Zero garden'])
    expect(find('area=200-100')).toEqual(['Middle', 'Zero garden'])
  })

  it('filters by EPC letter or better, with every region’s finer labels as their letter', () => {
    // A: Flanders below 0 (A+), Brussels 40 (A-), Wallonia -1 (A++), Luxembourg "a_plusplus".
    expect(find('epc=a')).toEqual(['Brussels A-', 'Large', 'Luxembourg a_plusplus', 'Small', 'Walloon A++'])
    // B adds Luxembourg "B-" (its value is not read); an unreadable label text has no letter.
    expect(find('epc=b')).toEqual(['Brussels A-', 'Large', 'Luxembourg a_plusplus', 'Luxembourg B-', 'Small', 'Walloon A++'])
    expect(find('epc=c')).toEqual([
      'Brussels A-',
      'Brussels C-',
      'Large',
      'Luxembourg a_plusplus',
      'Luxembourg B-',
      'Middle',
      'Small',
      'Walloon A++',
    ])
    // Flanders above 500 is F (its worst label); Wallonia above 510 is G. No EPC in application or not applicable.
    expect(find('epc=f')).toEqual([
      'Brussels A-',
      'Brussels C-',
      'Large',
      'Luxembourg a_plusplus',
      'Luxembourg B-',
      'Middle',
      'No area',
      'Small',
      'Walloon A++',
    ])
    expect(find('epc=g')).toContain('Walloon G')
    expect(find('epc=g')).not.toContain('Zero garden')
    expect(find('epc=g')).not.toContain('Not applicable')
    expect(find('epc=g')).not.toContain('Luxembourg unreadable')
  })

  it('counts a garden, terrace or garage by its checkbox or its surface or number; new and reduced by the marquee', () => {
    expect(find('garden=1')).toEqual(['Middle', 'Small'])
    expect(find('terrace=1')).toEqual(['Brussels C-', 'Large'])
    expect(find('garage=1')).toEqual(['Large', 'No area'])
    expect(find('new=1')).toEqual(['Large'])
    expect(find('reduced=1')).toEqual(['No area', 'Walloon A++'])
    expect(find('garden=1', 'for-rent')).toEqual(['Rented'])
    expect(find('terrace=1&garage=1')).toEqual(['Large'])
    expect(find('garden=1&new=1')).toEqual([])
  })

  it('keeps a map area with its edges and leaves out listings without coordinates', () => {
    expect(find('bbox=5.0,51.0,5.3,51.2')).toEqual(['Middle', 'Small'])
    expect(find('bbox=5.0,51.0,5.29999,51.2')).toEqual(['Middle'])
    expect(find('bbox=-180,-90,180,90')).toEqual(['Large', 'Middle', 'No area', 'Small'])
    expect(find('bbox=5.05,50.8,5.7,51.35&reduced=1')).toEqual(['No area'])
  })

  it('combines the new filters with the old ones and with sorting', () => {
    expect(find('epc=c&area=100-&rooms=2')).toEqual(['Large', 'Middle'])
    expect(titles(searchListingIndex(homeIndex, 'for-sale', parseSearch({ epc: 'c', sortPrice: 'asc' }), typeIds, 3).rows)).toHaveLength(3)
  })

  it('gives every match in a map area (no cap below the number of matches)', () => {
    expect(titles(allMatches(homeIndex, 'for-sale', parseSearch({ bbox: '-180,-90,180,90' }), typeIds, Infinity))).toHaveLength(4)
  })
})

describe('facet counts', () => {
  // A spread of listings: every bedroom count 0-6, EPC values over the Flemish table, features by turns.
  const spread = Array.from({ length: 60 }, (_, n) =>
    row({
      title: `Listing ${n}`,
      bedrooms: n % 7,
      energyPerformance: n % 11 === 0 ? null : ((n * 37) % 650) - 40,
      garden: n % 2 === 0,
      surfaceTerrace: n % 3 === 0 ? 10 : null,
      garages: n % 5 === 0 ? 1 : 0,
      marquee: String(n % 4),
      surfaceLiving: 50 + ((n * 13) % 200),
      typeIds: n % 3 === 1 ? [FLAT] : [HOUSE],
      price: 100000 + n * 5000,
      lat: n % 6 === 0 ? null : 51 + (n % 10) / 20,
      lng: 5 + (n % 8) / 20,
      status: n % 9 === 0 ? 'sold' : 'for-sale',
    }),
  )
  const spreadIndex = buildListingIndex(spread)
  const size = (search: PropertySearch) => searchListingIndex(spreadIndex, 'for-sale', search, typeIds, 1).totalDocs

  it.each([
    '',
    'garden=1',
    'rooms=3',
    'epc=c',
    'garden=1&terrace=1&epc=d&rooms=2',
    'type=2&price=150000-300000&new=1',
    'bbox=5.0,51.0,5.2,51.3&area=100-&reduced=1',
    'rooms=6&epc=a&garage=1',
    'search=listing 1&epc=b',
  ])('each count is the size of the search it stands for: %s', (query) => {
    const search = parseSearch(new URLSearchParams(query))
    const facets = searchFacets(spreadIndex, 'for-sale', search, typeIds)
    expect(facets.total).toBe(size(search))
    for (const feature of FEATURE_FILTERS)
      expect([feature, facets.features[feature]]).toEqual([
        feature,
        size({ ...search, features: [...new Set([...search.features, feature])] }),
      ])
    for (const rooms of ROOM_OPTIONS) expect([rooms, facets.rooms[rooms]]).toEqual([rooms, size({ ...search, rooms })])
    for (const epc of EPC_LETTERS) expect([epc, facets.epc[epc]]).toEqual([epc, size({ ...search, epc })])
  })

  it('counts something for the filters of the spread (the property above is not vacuous)', () => {
    const facets = searchFacets(spreadIndex, 'for-sale', parseSearch({}), typeIds)
    expect(facets.total).toBe(spread.filter((r) => r.status === 'for-sale').length)
    expect(facets.rooms[1]).toBeGreaterThan(facets.rooms[5])
    expect(facets.epc.a).toBeLessThan(facets.epc.g)
    expect(Object.values(facets.features).every((count) => count > 0 && count < facets.total)).toBe(true)
  })

  it('counts per list: another list gives other counts', () => {
    expect(searchFacets(spreadIndex, 'sold', parseSearch({}), typeIds).total).toBe(spread.filter((r) => r.status === 'sold').length)
    expect(searchFacets(index, 'for-rent', parseSearch({ rooms: '3' }), typeIds)).toMatchObject({ total: 1, rooms: { 1: 1, 3: 1, 4: 0 } })
  })
})
