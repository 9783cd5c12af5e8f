/**
 * The property search in the URL (spec section 2, "Property search box"): `city`, `type`, `price`
 * (`min-max`), `search`, `view`, `rooms`, `page` and one sort parameter; arrays comma-joined.
 * Pure: the search box, the list pages and the query builder all read and write it through here.
 */

export type SortDirection = 'asc' | 'desc'
export type SortKey = 'price' | 'type' | 'city' | 'date'
export type ListView = 'list' | 'grid' | 'map'

export interface PropertySearch {
  /** Postal codes of the chosen towns. */
  city: string[]
  /** WebIDs of the chosen property types. */
  type: number[]
  /** Only set when the maximum is above 0 (spec section 5). */
  price?: { min: number; max: number }
  search?: string
  view: ListView
  /** Minimum number of bedrooms. */
  rooms?: number
  page: number
  sort: { key: SortKey; direction: SortDirection }
}

/** Sort parameters in the URL: the spec's sortPrice and sortTypeDescription, plus city and date. */
const SORT_PARAMS: Record<SortKey, string> = { price: 'sortPrice', type: 'sortTypeDescription', city: 'sortCity', date: 'sortDate' }
export const DEFAULT_SORT: PropertySearch['sort'] = { key: 'date', direction: 'desc' }
const VIEWS: readonly ListView[] = ['list', 'grid', 'map']

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>

function reader(source: ParamSource): (name: string) => string | undefined {
  if (source instanceof URLSearchParams) return (name) => source.get(name) ?? undefined
  return (name) => {
    const value = source[name]
    return Array.isArray(value) ? value.join(',') : value
  }
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

const wholeNumber = (value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === '') return undefined
  const number = Number(value)
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : undefined
}

/** Reads a search from query parameters; anything malformed is ignored rather than an error. */
export function parseSearch(source: ParamSource): PropertySearch {
  const get = reader(source)
  const city = [...new Set(list(get('city')).filter((zip) => /^\d{4}$/.test(zip)))]
  const type = [...new Set(list(get('type')).map(Number).filter((id) => Number.isInteger(id) && id > 0))]
  const [minText, maxText] = (get('price') ?? '').split('-')
  const min = wholeNumber(minText) ?? 0
  const max = wholeNumber(maxText) ?? 0
  const view = get('view') as ListView
  const rooms = wholeNumber(get('rooms'))
  const search = get('search')?.trim().slice(0, 100)
  let sort = DEFAULT_SORT
  for (const [key, param] of Object.entries(SORT_PARAMS) as Array<[SortKey, string]>) {
    const direction = get(param)
    if (direction === 'asc' || direction === 'desc') {
      sort = { key, direction }
      break
    }
  }
  return {
    city,
    type,
    price: max > 0 ? { min: Math.min(min, max), max } : undefined,
    search: search || undefined,
    view: VIEWS.includes(view) ? view : 'grid',
    rooms: rooms && rooms > 0 ? rooms : undefined,
    page: Math.max(1, wholeNumber(get('page')) ?? 1),
    sort,
  }
}

/** The query string of a search (without "?"), leaving out defaults so equal searches give equal URLs. */
export function serializeSearch(search: Partial<PropertySearch>): string {
  const params = new URLSearchParams()
  if (search.city?.length) params.set('city', [...search.city].sort().join(','))
  if (search.type?.length) params.set('type', [...search.type].sort((a, b) => a - b).join(','))
  if (search.price && search.price.max > 0) params.set('price', `${search.price.min}-${search.price.max}`)
  if (search.search) params.set('search', search.search)
  if (search.rooms) params.set('rooms', String(search.rooms))
  if (search.view && search.view !== 'grid') params.set('view', search.view)
  if (search.sort && (search.sort.key !== DEFAULT_SORT.key || search.sort.direction !== DEFAULT_SORT.direction)) {
    params.set(SORT_PARAMS[search.sort.key], search.sort.direction)
  }
  if (search.page && search.page > 1) params.set('page', String(search.page))
  // Commas stay readable: the spec joins arrays with them.
  return params.toString().replace(/%2C/g, ',')
}

/** Spec section 5: the search box navigates only when a town, a type or a price (maximum above 0) is chosen. */
export function hasFilter(search: Pick<PropertySearch, 'city' | 'type' | 'price'>): boolean {
  return search.city.length > 0 || search.type.length > 0 || (search.price?.max ?? 0) > 0
}
