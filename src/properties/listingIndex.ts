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
 * What the filters read, in one small object of one shape per row: rows themselves come from
 * Payload documents in many shapes, and reading their properties in a loop over 10,000 of them was
 * forty times slower than reading these.
 */
class SearchKey<Row> {
  constructor(
    readonly row: Row,
    readonly zip: string,
    readonly typeIds: ReadonlyArray<number | string>,
    readonly price: number,
    readonly bedrooms: number,
    /** Lower-cased, accent-free title, city and reference, for the text search. */
    readonly text: string,
  ) {}
}

export interface ListingIndex<Row extends SearchableListing> {
  readonly rows: readonly Row[]
  /** Every row in each sort order, computed once: a search then only filters. */
  readonly orders: Readonly<Record<OrderName, ReadonlyArray<SearchKey<Row>>>>
  /** The rows of one list in one order, made on first use (a search then only checks its own filters). */
  readonly listed: Map<`${Listing}|${OrderName}`, ReadonlyArray<SearchKey<Row>>>
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

const numberOr = (value: number | null | undefined, missing: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : missing)

export function buildListingIndex<Row extends SearchableListing>(rows: readonly Row[]): ListingIndex<Row> {
  const keys = new Map(
    rows.map((row) => [
      row,
      // A missing price or bedroom count never passes a price or rooms filter (NaN compares false).
      new SearchKey(row, row.zip, row.typeIds, numberOr(row.price, NaN), numberOr(row.bedrooms, NaN), foldText(`${row.title}\n${row.city}\n${row.recordFile ?? ''}`)),
    ]),
  )
  const orders = {} as Record<OrderName, Array<SearchKey<Row>>>
  for (const key of SORT_KEYS) {
    orders[`${key}:asc`] = ordered(rows, key, 'asc').map((row) => keys.get(row)!)
    orders[`${key}:desc`] = ordered(rows, key, 'desc').map((row) => keys.get(row)!)
  }
  return { rows, orders, listed: new Map() }
}

function listedIn<Row extends SearchableListing>(index: ListingIndex<Row>, listing: Listing, sort: PropertySearch['sort']): ReadonlyArray<SearchKey<Row>> {
  const order: OrderName = `${sort.key}:${sort.direction}`
  const key = `${listing}|${order}` as const
  let keys = index.listed.get(key)
  if (!keys) {
    keys = index.orders[order].filter((k) => inListing(listing, k.row))
    index.listed.set(key, keys)
  }
  return keys
}

/**
 * The filters of a search as one predicate (the list's own rule is applied by listedIn), or null when
 * the search has none; an unknown WebID matches nothing (as in the query).
 */
function matcher<Row>(search: PropertySearch, typeIds: Map<number, number | string>): ((key: SearchKey<Row>) => boolean) | null {
  const cities = search.city.length ? new Set(search.city) : null
  const types = search.type.length ? new Set(search.type.map((webId) => typeIds.get(webId)).filter((id) => id !== undefined)) : null
  const text = search.search ? foldText(search.search) : null
  const { price, rooms } = search
  if (!cities && !types && !text && !price && !rooms) return null
  return (key) => {
    if (cities && !cities.has(key.zip)) return false
    if (types && !key.typeIds.some((id) => types.has(id))) return false
    if (price && !(key.price >= price.min && key.price <= price.max)) return false
    if (rooms && !(key.bedrooms >= rooms)) return false
    if (text && !key.text.includes(text)) return false
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
  const matches = matcher<Row>(search, typeIds)
  const found = matches ? listed.filter(matches) : listed
  const start = (search.page - 1) * limit
  // An empty result is one (empty) page, as Payload counts it.
  return { rows: found.slice(start, start + limit).map((key) => key.row), page: search.page, totalPages: Math.max(1, Math.ceil(found.length / limit)), totalDocs: found.length }
}

/** Every row of a search (not one page), in its order, up to `max`: the map view's markers. */
export function allMatches<Row extends SearchableListing>(
  index: ListingIndex<Row>,
  listing: Listing,
  search: PropertySearch,
  typeIds: Map<number, number | string>,
  max: number,
): Row[] {
  const matches = matcher<Row>(search, typeIds)
  const found: Row[] = []
  for (const key of listedIn(index, listing, search.sort)) {
    if (matches && !matches(key)) continue
    found.push(key.row)
    if (found.length >= max) break
  }
  return found
}
