import type { EpcLetter, FeatureFilter, PropertySearch } from './searchParams'

/** The list filters as their form holds them while a visitor chooses (inputs keep their text). */
export interface FilterState {
  city: string[]
  type: string[]
  priceMin: string
  priceMax: string
  rooms: string
  areaMin: string
  areaMax: string
  epc: EpcLetter | ''
  features: FeatureFilter[]
}

const numberText = (value: number | undefined) => (value ? String(value) : '')

export function filtersFromSearch(search: PropertySearch): FilterState {
  return {
    city: search.city,
    type: search.type.map(String),
    priceMin: numberText(search.price?.min),
    priceMax: numberText(search.price?.max),
    rooms: numberText(search.rooms),
    areaMin: numberText(search.area?.min),
    areaMax: numberText(search.area?.max),
    epc: search.epc ?? '',
    features: search.features,
  }
}

/** A whole number above 0 from an input's text, else undefined (empty, negative, text). */
const positive = (text: string): number | undefined => {
  const value = Math.floor(Number(text))
  return Number.isFinite(value) && value > 0 ? value : undefined
}

/**
 * The search a filter form asks for: the current search (sort and view kept) with the form's filters,
 * from its first page. A price counts only with a maximum (spec section 5); bounds given the wrong way
 * round are swapped, as the URL reader does.
 */
export function searchFromFilters(current: PropertySearch, filters: FilterState): PropertySearch {
  const priceMax = positive(filters.priceMax)
  const priceMin = positive(filters.priceMin) ?? 0
  let areaMin = positive(filters.areaMin)
  let areaMax = positive(filters.areaMax)
  if (areaMin !== undefined && areaMax !== undefined && areaMin > areaMax) [areaMin, areaMax] = [areaMax, areaMin]
  return {
    ...current,
    city: filters.city,
    type: filters.type.map(Number),
    price: priceMax ? { min: Math.min(priceMin, priceMax), max: priceMax } : undefined,
    rooms: positive(filters.rooms),
    area: areaMin || areaMax ? { min: areaMin, max: areaMax } : undefined,
    epc: filters.epc || undefined,
    features: filters.features,
    page: 1,
  }
}

/** How many filters narrow a search (the "Filters" button's badge): each chosen filter once, each feature once. */
export function activeFilterCount(search: PropertySearch): number {
  const set = [
    search.city.length > 0,
    search.type.length > 0,
    Boolean(search.price),
    Boolean(search.rooms),
    Boolean(search.area),
    Boolean(search.epc),
  ]
  return set.filter(Boolean).length + search.features.length
}
