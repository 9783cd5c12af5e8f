import { foldText } from '../lib/filter'
import { epcLetter, hasFeature, type FilterFacts } from './filterRules'
import { inListing, SORT_FIELD, type Listing } from './query'
import {
  DEFAULT_SORT,
  EPC_LETTERS,
  FEATURE_FILTERS,
  type EpcLetter,
  type FeatureFilter,
  type PropertySearch,
  type SortKey,
} from './searchParams'

/**
 * The in-memory search over the published listings (pure). A filtered search on the list screens is
 * answered from here instead of the database: the same listing rules and filters as
 * buildPropertyQuery, in the same order, without a query per visitor request.
 */

/** What a row must carry to be searched (FilterFacts: what filterRules.ts reads); the card data rides along untouched. */
export interface SearchableListing extends FilterFacts {
  id: number
  externalId: number
  goal: string
  status?: string | null
  featured?: boolean | null
  inProject: boolean
  /** The CRM main type: a new-build type outside a project is a standalone new build. */
  mainTypeName?: string | null
  zip: string
  /** Document ids of the main type and the extra types. */
  typeIds: ReadonlyArray<number | string>
  price?: number | null
  bedrooms?: number | null
  title: string
  city: string
  recordFile?: string | null
  /** Milliseconds since the epoch. */
  publishDate?: number | null
}

type Direction = 'asc' | 'desc'
type OrderName = `${SortKey}:${Direction}`

/**
 * The index keeps what the filters read as columns (typed arrays, one slot per row): a search walks
 * 10,000 rows, and reading fields of the rows themselves (scattered Payload documents) cost a cache
 * miss or three per row, ten times the work of the comparisons.
 */
export interface ListingIndex<Row extends SearchableListing> {
  readonly rows: readonly Row[]
  /** Postal code as a number; -1 when it is not one. */
  readonly zip: Int32Array
  /** NaN when missing: a missing price or bedroom count never passes a price or rooms filter. */
  readonly price: Float64Array
  readonly bedrooms: Float64Array
  /** Living area in m² (NaN when missing). */
  readonly area: Float64Array
  /**
   * Position of the EPC letter in EPC_LETTERS (0 is A); without a letter NO_EPC, after G, so "this
   * letter or better" is `epc[i] <= accepted position` and such a row passes only when the EPC filter is off.
   */
  readonly epc: Int8Array
  /** The yes/no filters a row passes, one bit per FEATURE_FILTERS position. */
  readonly features: Uint8Array
  /** Coordinates in degrees (NaN when missing: never inside a map's area). */
  readonly lat: Float64Array
  readonly lng: Float64Array
  /** Type ids as bits: `typeBit` numbers the ids, `typeWords` words per row. */
  readonly typeBits: Uint32Array
  readonly typeBit: ReadonlyMap<number | string, number>
  readonly typeWords: number
  /** Lower-cased, accent-free title, city and reference, for the text search. */
  readonly text: readonly string[]
  /** Row positions in each sort order, computed once: a search then only filters. */
  readonly orders: Readonly<Record<OrderName, Int32Array>>
  /** The positions of one list in one order, made on first use. */
  readonly listed: Map<`${Listing}|${OrderName}`, Int32Array>
}

/** The EPC column's value of a row without an EPC letter. */
const NO_EPC = EPC_LETTERS.length

const SORT_KEYS: readonly SortKey[] = ['price', 'type', 'city', 'date']

function sortValue(row: SearchableListing, key: SortKey): number | string | null {
  const field = SORT_FIELD[key]
  if (field === 'title' || field === 'city') return foldText(row[field] ?? '')
  const value = row[field]
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/**
 * Sort by one key, missing values last in both directions (a property without price or date never
 * heads a list), ties by externalId ascending so pages stay stable.
 */
function ordered<Row extends SearchableListing>(rows: readonly Row[], key: SortKey, direction: Direction): Row[] {
  const keyed = rows.map((row) => ({ row, value: sortValue(row, key) }))
  const sign = direction === 'asc' ? 1 : -1
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value !== b.value) return a.value === null ? 1 : -1
    } else if (a.value !== b.value) {
      return (a.value < b.value ? -1 : 1) * sign
    }
    return a.row.externalId - b.row.externalId
  })
  return keyed.map((k) => k.row)
}

const numberOr = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : NaN)

export function buildListingIndex<Row extends SearchableListing>(rows: readonly Row[]): ListingIndex<Row> {
  const count = rows.length
  const position = new Map(rows.map((row, i) => [row, i]))
  const typeBit = new Map<number | string, number>()
  for (const row of rows) for (const id of row.typeIds) if (!typeBit.has(id)) typeBit.set(id, typeBit.size)
  const typeWords = Math.max(1, Math.ceil(typeBit.size / 32))
  const zip = new Int32Array(count)
  const price = new Float64Array(count)
  const bedrooms = new Float64Array(count)
  const typeBits = new Uint32Array(count * typeWords)
  const area = new Float64Array(count)
  const epc = new Int8Array(count)
  const features = new Uint8Array(count)
  const lat = new Float64Array(count)
  const lng = new Float64Array(count)
  rows.forEach((row, i) => {
    zip[i] = /^\d+$/.test(row.zip) ? Number(row.zip) : -1
    price[i] = numberOr(row.price)
    bedrooms[i] = numberOr(row.bedrooms)
    area[i] = numberOr(row.surfaceLiving)
    const letter = epcLetter(row)
    epc[i] = letter ? EPC_LETTERS.indexOf(letter) : NO_EPC
    FEATURE_FILTERS.forEach((feature, bit) => {
      if (hasFeature(row, feature)) features[i] |= 1 << bit
    })
    lat[i] = numberOr(row.lat)
    lng[i] = numberOr(row.lng)
    for (const id of row.typeIds) {
      const bit = typeBit.get(id)!
      typeBits[i * typeWords + (bit >>> 5)] |= 1 << (bit & 31)
    }
  })
  const text = rows.map((row) => foldText(`${row.title}\n${row.city}\n${row.recordFile ?? ''}`))
  const orders = {} as Record<OrderName, Int32Array>
  for (const key of SORT_KEYS) {
    for (const direction of ['asc', 'desc'] as const) {
      orders[`${key}:${direction}`] = Int32Array.from(ordered(rows, key, direction), (row) => position.get(row)!)
    }
  }
  return { rows, zip, price, bedrooms, area, epc, features, lat, lng, typeBits, typeBit, typeWords, text, orders, listed: new Map() }
}

function listedIn<Row extends SearchableListing>(index: ListingIndex<Row>, listing: Listing, sort: PropertySearch['sort']): Int32Array {
  const order: OrderName = `${sort.key}:${sort.direction}`
  const key = `${listing}|${order}` as const
  let positions = index.listed.get(key)
  if (!positions) {
    positions = index.orders[order].filter((i) => inListing(listing, index.rows[i]))
    index.listed.set(key, positions)
  }
  return positions
}

/** The bits of some yes/no filters, as `ListingIndex.features` holds them. */
const featureMask = (features: readonly FeatureFilter[]): number =>
  features.reduce((mask, feature) => mask | (1 << FEATURE_FILTERS.indexOf(feature)), 0)

/**
 * The filters of a search over row positions (the list's own rule is applied by listedIn): `others`
 * is every filter but bedrooms, EPC and yes/no filters (null when there is none), which facets vary
 * one at a time; an unknown WebID matches nothing (as in the query).
 */
interface Filters {
  others: ((i: number) => boolean) | null
  /** Minimum bedrooms, 0 for any. */
  rooms: number
  /** Worst accepted EPC position; NO_EPC when the EPC filter is off. */
  epc: number
  /** Bits every row must have. */
  features: number
}

function filtersOf<Row extends SearchableListing>(
  index: ListingIndex<Row>,
  search: PropertySearch,
  typeIds: Map<number, number | string>,
): Filters {
  const cities = search.city.length ? new Set(search.city.map(Number)) : null
  let types: Uint32Array | null = null
  if (search.type.length) {
    types = new Uint32Array(index.typeWords)
    for (const webId of search.type) {
      const id = typeIds.get(webId)
      const bit = id === undefined ? undefined : index.typeBit.get(id)
      if (bit !== undefined) types[bit >>> 5] |= 1 << (bit & 31)
    }
  }
  const text = search.search ? foldText(search.search) : null
  const { price, area, bbox } = search
  const filters = {
    rooms: search.rooms ?? 0,
    epc: search.epc ? EPC_LETTERS.indexOf(search.epc) : NO_EPC,
    features: featureMask(search.features),
  }
  if (!cities && !types && !text && !price && !area && !bbox) return { others: null, ...filters }
  const words = index.typeWords
  const others = (i: number) => {
    if (cities && !cities.has(index.zip[i])) return false
    if (types) {
      let any = false
      for (let w = 0; w < words && !any; w++) any = (index.typeBits[i * words + w] & types[w]) !== 0
      if (!any) return false
    }
    if (price && !(index.price[i] >= price.min && index.price[i] <= price.max)) return false
    if (area && !((area.min === undefined || index.area[i] >= area.min) && (area.max === undefined || index.area[i] <= area.max)))
      return false
    if (bbox && !(index.lat[i] >= bbox.south && index.lat[i] <= bbox.north && index.lng[i] >= bbox.west && index.lng[i] <= bbox.east))
      return false
    if (text && !index.text[i].includes(text)) return false
    return true
  }
  return { others, ...filters }
}

/** The filters of a search as one predicate over row positions, or null when the search has none. */
function matcher<Row extends SearchableListing>(
  index: ListingIndex<Row>,
  search: PropertySearch,
  typeIds: Map<number, number | string>,
): ((i: number) => boolean) | null {
  const { others, rooms, epc, features } = filtersOf(index, search, typeIds)
  if (!others && !rooms && epc === NO_EPC && !features) return null
  return (i) =>
    (!rooms || index.bedrooms[i] >= rooms) && index.epc[i] <= epc && (index.features[i] & features) === features && (!others || others(i))
}

export interface ListingPage<Row> {
  rows: Row[]
  page: number
  totalPages: number
  totalDocs: number
}

/** One page of a list screen's search. */
export function searchListingIndex<Row extends SearchableListing>(
  index: ListingIndex<Row>,
  listing: Listing,
  search: PropertySearch,
  typeIds: Map<number, number | string>,
  limit: number,
): ListingPage<Row> {
  const listed = listedIn(index, listing, search.sort)
  const matches = matcher(index, search, typeIds)
  const found = matches ? listed.filter(matches) : listed
  const start = (search.page - 1) * limit
  // An empty result is one (empty) page, as Payload counts it.
  return {
    rows: Array.from(found.subarray(start, start + limit), (i) => index.rows[i]),
    page: search.page,
    totalPages: Math.max(1, Math.ceil(found.length / limit)),
    totalDocs: found.length,
  }
}

/** Every row of a search (not one page), in its order, up to `max`: the map view's markers. */
export function allMatches<Row extends SearchableListing>(
  index: ListingIndex<Row>,
  listing: Listing,
  search: PropertySearch,
  typeIds: Map<number, number | string>,
  max: number,
): Row[] {
  const matches = matcher(index, search, typeIds)
  const found: Row[] = []
  for (const i of listedIn(index, listing, search.sort)) {
    if (matches && !matches(i)) continue
    found.push(index.rows[i])
    if (found.length >= max) break
  }
  return found
}

/** Minimum-bedroom options of the search box: "1+" … "5+". */
export const ROOM_OPTIONS = [1, 2, 3, 4, 5] as const
export type RoomOption = (typeof ROOM_OPTIONS)[number]

/** For each option of the bedroom, EPC and yes/no filters: how many results the search would have with it. */
export interface SearchFacets {
  /** The search with this yes/no filter on as well (the current total when it is on already). */
  features: Record<FeatureFilter, number>
  /** The search with this minimum number of bedrooms instead of its own. */
  rooms: Record<RoomOption, number>
  /** The search with this EPC letter (or better) instead of its own. */
  epc: Record<EpcLetter, number>
  /** The search itself. */
  total: number
}

/**
 * The counts beside each filter option (standard faceting: each count keeps the other filters and
 * replaces only its own). One pass over the list's rows: each row that passes the other filters adds
 * to a histogram of its bedrooms and of its EPC letter, and cumulating them gives "at least n" and
 * "this letter or better".
 */
export function searchFacets<Row extends SearchableListing>(
  index: ListingIndex<Row>,
  listing: Listing,
  search: PropertySearch,
  typeIds: Map<number, number | string>,
): SearchFacets {
  const { others, rooms, epc, features } = filtersOf(index, search, typeIds)
  const byRooms = new Array<number>(ROOM_OPTIONS.length + 1).fill(0)
  const byEpc = new Array<number>(NO_EPC + 1).fill(0)
  const byFeature = new Array<number>(FEATURE_FILTERS.length).fill(0)
  let total = 0
  // Counting needs no order: the list in the default order is kept already.
  for (const i of listedIn(index, listing, DEFAULT_SORT)) {
    if (others && !others(i)) continue
    const position = index.epc[i]
    const roomsPass = !rooms || index.bedrooms[i] >= rooms
    const epcPass = position <= epc
    const has = index.features[i]
    const featuresPass = (has & features) === features
    if (epcPass && featuresPass) {
      const bedrooms = index.bedrooms[i]
      // Rows with fewer than 1 bedroom (or no count) only count for no bedroom filter: histogram slot 0.
      byRooms[bedrooms >= 1 ? Math.min(Math.floor(bedrooms), ROOM_OPTIONS.length) : 0]++
    }
    if (roomsPass && featuresPass) byEpc[position]++
    if (roomsPass && epcPass && featuresPass) {
      total++
      for (let bit = 0; bit < FEATURE_FILTERS.length; bit++) if (has & (1 << bit)) byFeature[bit]++
    }
  }
  const roomCounts = {} as Record<RoomOption, number>
  let atLeast = 0
  for (let n = ROOM_OPTIONS.length; n >= 1; n--) roomCounts[n as RoomOption] = atLeast += byRooms[n]
  const epcCounts = {} as Record<EpcLetter, number>
  let orBetter = 0
  EPC_LETTERS.forEach((letter, position) => (epcCounts[letter] = orBetter += byEpc[position]))
  return {
    features: Object.fromEntries(FEATURE_FILTERS.map((feature, bit) => [feature, byFeature[bit]])) as Record<FeatureFilter, number>,
    rooms: roomCounts,
    epc: epcCounts,
    total,
  }
}
