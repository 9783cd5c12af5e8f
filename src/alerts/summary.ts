import { formatPrice } from '../lib/format'

/** One line of a demand's criteria for staff (admin list): "Buy · 2 types · 3 zones · € 200.000 - € 350.000 · 3+ bedrooms". */
export function criteriaSummary(criteria: unknown): string {
  if (!criteria || typeof criteria !== 'object') return ''
  const c = criteria as {
    goal?: string
    types?: unknown[]
    cities?: unknown[]
    priceMin?: number | null
    priceMax?: number | null
    minBedrooms?: number | null
  }
  const count = (list: unknown[] | undefined, one: string, many: string) =>
    list?.length ? `${list.length} ${list.length === 1 ? one : many}` : null
  const budget =
    c.priceMin || c.priceMax ? [c.priceMin ? formatPrice(c.priceMin) : '…', c.priceMax ? formatPrice(c.priceMax) : '…'].join(' - ') : null
  return [
    c.goal === 'rent' ? 'Rent' : c.goal === 'sale' ? 'Buy' : null,
    count(c.types, 'type', 'types'),
    count(c.cities, 'zone', 'zones'),
    budget,
    c.minBedrooms ? `${c.minBedrooms}+ bedrooms` : null,
  ]
    .filter(Boolean)
    .join(' · ')
}
