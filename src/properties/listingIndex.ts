import { foldText } from '../lib/filter'
import { inListing, SORT_FIELD, type Listing } from './query'
import type { PropertySearch, SortKey } from './searchParams'

/**
 * The in-memory search over the published listings (pure). A filtered search on the list screens is
 * answered from here instead of the database: the same listing rules and filters as
 * buildPropertyQuery, in the same order, without a query per visitor request.
 */

/** What a row must carry to be searched; the card data rides along untouched. */
export interface SearchableListing {
  id: number
  externalId: number
  goal: string
  status?: string | null
  featured?: boolean | null
  inProject: boolean
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
  rows.forEach((row, i) => {
    zip[i] = /^\d+$/.test(row.zip) ? Number(row.zip) : -1
    price[i] = numberOr(row.price)
    bedrooms[i] = numberOr(row.bedrooms)
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
  return { rows, zip, price, bedrooms, typeBits, typeBit, typeWords, text, orders, listed: new Map() }
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

/**
 * The filters of a search as one predicate over row positions (the list's own rule is applied by
 * listedIn), or null when the search has none; an unknown WebID matches nothing (as in the query).
 */
function matcher<Row extends SearchableListing>(index: ListingIndex<Row>, search: PropertySearch, typeIds: Map<number, number | string>): ((i: number) => boolean) | null {
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
  const { price, rooms } = search
  if (!cities && !types && !text && !price && !rooms) return null
  const words = index.typeWords
  return (i) => {
    if (cities && !cities.has(index.zip[i])) return false
    if (types) {
      let any = false
      for (let w = 0; w < words && !any; w++) any = (index.typeBits[i * words + w] & types[w]) !== 0
      if (!any) return false
    }
    if (price && !(index.price[i] >= price.min && index.price[i] <= price.max)) return false
    if (rooms && !(index.bedrooms[i] >= rooms)) return false
    if (text && !index.text[i].includes(text)) return false
    return true
  }
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
  return { rows: Array.from(found.subarray(start, start + limit), (i) => index.rows[i]), page: search.page, totalPages: Math.max(1, Math.ceil(found.length / limit)), totalDocs: found.length }
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
