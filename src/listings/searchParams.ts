/**
 * The property search in the URL (spec section 2, "Property search box"): `city`, `type`, `price`
 * (`min-max`), `search`, `view`, `rooms`, `page` and one sort parameter; arrays comma-joined. Beyond the
 * spec, the filters home-seekers expect (issue 12): living `area` (`min-max`, either side open), the
 * worst `epc` letter accepted, `garden`, `terrace`, `garage`, `new` and `reduced` (`=1`), and the map's
 * visible area `bbox` (`west,south,east,north` in degrees).
 * Pure: the search box, the list pages, the listings API and the query builder all read and write it
 * through here. Pages read leniently (`parseSearch`: a bad value falls back to its default); the API
 * reads strictly (`validateSearch`: a bad value is a 400 naming the parameter).
 */

export type SortDirection = 'asc' | 'desc'
export type SortKey = 'price' | 'type' | 'city' | 'date'
export type ListView = 'list' | 'grid' | 'map'
/** EPC letters from best to worst; a region's finer labels (a_plus, b_sub …) count as their letter. */
export const EPC_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const
export type EpcLetter = (typeof EPC_LETTERS)[number]
/** The yes/no filters, each `name=1` in the URL. `new` and `reduced` are the listing's marquee badge. */
export const FEATURE_FILTERS = ['garden', 'terrace', 'garage', 'new', 'reduced'] as const
export type FeatureFilter = (typeof FEATURE_FILTERS)[number]

export interface BoundingBox {
  west: number
  south: number
  east: number
  north: number
}

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
  /** Living area in m²; at least one bound is set. */
  area?: { min?: number; max?: number }
  /** The worst EPC letter accepted: this label or better. */
  epc?: EpcLetter
  /** Yes/no filters that are on (absent means "any"). */
  features: FeatureFilter[]
  /** Only listings inside the map's visible area. */
  bbox?: BoundingBox
  page: number
  sort: { key: SortKey; direction: SortDirection }
}

/** Sort parameters in the URL: the spec's sortPrice and sortTypeDescription, plus city and date. */
const SORT_PARAMS: Record<SortKey, string> = { price: 'sortPrice', type: 'sortTypeDescription', city: 'sortCity', date: 'sortDate' }
export const DEFAULT_SORT: PropertySearch['sort'] = { key: 'date', direction: 'desc' }
const VIEWS: readonly ListView[] = ['list', 'grid', 'map']

/** Every query parameter a search reads: the proxy's matcher and the API's checks name exactly these. */
export const SEARCH_PARAMS = [
  'city',
  'type',
  'price',
  'search',
  'view',
  'rooms',
  'area',
  'epc',
  ...FEATURE_FILTERS,
  'bbox',
  'page',
  ...Object.values(SORT_PARAMS),
] as const

/** Longest accepted value of any one parameter: a 10 kB `city` is noise, not a search. */
export const MAX_PARAM_LENGTH = 500
const MAX_PAGE = 10_000
const MAX_NUMBER = 1_000_000_000

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

/** A whole number from 0 to `max`, or undefined for anything else (empty, negative, text, too large). */
const wholeNumber = (value: string | undefined, max = MAX_NUMBER): number | undefined => {
  if (value === undefined || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return undefined
  const number = Math.floor(Number(value))
  return number <= max ? number : undefined
}

/** `min-max` with either side optional (`80-`, `-200`); undefined when malformed. */
function range(value: string): { min?: number; max?: number } | undefined {
  const match = /^\s*([^-]*)-([^-]*)\s*$/.exec(value)
  if (!match) return undefined
  const [minText, maxText] = [match[1].trim(), match[2].trim()]
  const min = minText ? wholeNumber(minText) : undefined
  const max = maxText ? wholeNumber(maxText) : undefined
  if ((minText && min === undefined) || (maxText && max === undefined)) return undefined
  return { min, max }
}

function boundingBox(value: string): BoundingBox | undefined {
  const parts = value.split(',').map((part) => part.trim())
  if (parts.length !== 4 || parts.some((part) => !/^-?\d+(\.\d+)?$/.test(part))) return undefined
  const [west, south, east, north] = parts.map(Number)
  const inRange = Math.abs(west) <= 180 && Math.abs(east) <= 180 && Math.abs(south) <= 90 && Math.abs(north) <= 90
  return inRange && west < east && south < north ? { west, south, east, north } : undefined
}

export interface SearchProblem {
  param: string
  /** Dictionary-free English: the API's answer to a client program. */
  message: string
}

/**
 * Reads a search and lists what was wrong with it. Every bad value is left at its default in `search`
 * (what a page shows) and named in `problems` (what the API refuses).
 */
export function readSearch(source: ParamSource): { search: PropertySearch; problems: SearchProblem[] } {
  const raw = reader(source)
  const problems: SearchProblem[] = []
  const problem = (param: string, message: string) => problems.push({ param, message })
  const get = (name: string) => {
    const value = raw(name)
    if (value !== undefined && value.length > MAX_PARAM_LENGTH) {
      problem(name, `longer than ${MAX_PARAM_LENGTH} characters`)
      return undefined
    }
    return value
  }

  const cityParts = list(get('city'))
  const city = [...new Set(cityParts.filter((zip) => /^\d{4}$/.test(zip)))]
  if (city.length < new Set(cityParts).size) problem('city', 'postal codes are four digits, comma-separated')

  const typeParts = list(get('type'))
  const type = [...new Set(typeParts.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_NUMBER))]
  if (type.length < new Set(typeParts).size) problem('type', 'property types are positive whole numbers, comma-separated')

  let price: PropertySearch['price']
  const priceText = get('price')
  if (priceText !== undefined && priceText !== '') {
    const bounds = range(priceText)
    if (!bounds) problem('price', 'expected min-max in whole euros')
    // Spec section 5: the price counts only when its maximum is above 0.
    else if (bounds.max) price = { min: Math.min(bounds.min ?? 0, bounds.max), max: bounds.max }
  }

  let area: PropertySearch['area']
  const areaText = get('area')
  if (areaText !== undefined && areaText !== '') {
    const bounds = range(areaText)
    if (!bounds) problem('area', 'expected min-max in m², either side may be empty')
    else if (bounds.min || bounds.max) {
      const min = bounds.min || undefined
      const max = bounds.max || undefined
      area = min !== undefined && max !== undefined && min > max ? { min: max, max: min } : { min, max }
    }
  }

  const viewText = get('view')
  const view = VIEWS.includes(viewText as ListView) ? (viewText as ListView) : 'grid'
  if (viewText && view !== viewText) problem('view', `one of ${VIEWS.join(', ')}`)

  const roomsText = get('rooms')
  const rooms = wholeNumber(roomsText, 100)
  if (roomsText && rooms === undefined) problem('rooms', 'a whole number of bedrooms')

  const epcText = get('epc')?.trim().toLowerCase()
  const epc = EPC_LETTERS.includes(epcText as EpcLetter) ? (epcText as EpcLetter) : undefined
  if (epcText && !epc) problem('epc', `one of ${EPC_LETTERS.join(', ')}`)

  const features: FeatureFilter[] = []
  for (const name of FEATURE_FILTERS) {
    const value = get(name)
    if (value === undefined || value === '' || value === '0') continue
    if (value === '1' || value === 'true') features.push(name)
    else problem(name, 'expected 1 (or 0)')
  }

  const bboxText = get('bbox')
  const bbox = bboxText ? boundingBox(bboxText) : undefined
  if (bboxText && !bbox) problem('bbox', 'expected west,south,east,north in degrees, west < east and south < north')

  const searchText = get('search')?.trim().slice(0, 100)

  const pageText = get('page')
  const page = wholeNumber(pageText, MAX_PAGE)
  if (pageText && !page) problem('page', `a whole number from 1 to ${MAX_PAGE}`)

  let sort = DEFAULT_SORT
  for (const [key, param] of Object.entries(SORT_PARAMS) as Array<[SortKey, string]>) {
    const direction = get(param)
    if (direction === undefined || direction === '') continue
    if (direction !== 'asc' && direction !== 'desc') problem(param, 'asc or desc')
    else if (sort === DEFAULT_SORT) sort = { key, direction }
  }

  return {
    search: {
      city,
      type,
      price,
      search: searchText || undefined,
      view,
      rooms: rooms && rooms > 0 ? rooms : undefined,
      area,
      epc,
      features,
      bbox,
      page: page && page > 0 ? page : 1,
      sort,
    },
    problems,
  }
}

/** Reads a search from query parameters for a page: anything malformed falls back to its default. */
export function parseSearch(source: ParamSource): PropertySearch {
  return readSearch(source).search
}

/** The query string of a search (without "?"), leaving out defaults so equal searches give equal URLs. */
export function serializeSearch(search: Partial<PropertySearch>): string {
  const params = new URLSearchParams()
  if (search.city?.length) params.set('city', [...search.city].sort().join(','))
  if (search.type?.length) params.set('type', [...search.type].sort((a, b) => a - b).join(','))
  if (search.price && search.price.max > 0) params.set('price', `${search.price.min}-${search.price.max}`)
  if (search.search) params.set('search', search.search)
  if (search.rooms) params.set('rooms', String(search.rooms))
  // A bound of 0 is no bound (as readSearch reads it): left empty so equal searches give equal URLs.
  if (search.area && (search.area.min || search.area.max)) params.set('area', `${search.area.min || ''}-${search.area.max || ''}`)
  if (search.epc) params.set('epc', search.epc)
  for (const name of FEATURE_FILTERS) if (search.features?.includes(name)) params.set(name, '1')
  if (search.bbox) {
    const { west, south, east, north } = search.bbox
    // Five decimals is about a metre: enough for a map's edge, short enough for a shared link.
    params.set('bbox', [west, south, east, north].map((degrees) => Number(degrees.toFixed(5))).join(','))
  }
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

/** Whether a search narrows the list at all (an empty result then says "no match", not "no listings"). */
export function narrowsResults(search: PropertySearch): boolean {
  return (
    hasFilter(search) || Boolean(search.search || search.rooms || search.area || search.epc || search.bbox) || search.features.length > 0
  )
}
