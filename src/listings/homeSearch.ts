import type { Goal } from './searchChoices'
import { ROOM_OPTIONS } from './listingIndex'
import { hasFilter, serializeSearch, type PropertySearch } from './searchParams'

/**
 * The home search box's rules (issue 37.2: "3 bedrooms in Mol or Balen under €400,000" in at most
 * 7 taps on a phone): the price presets its price sheet offers as one-tap choices, the bedroom
 * choices of the box itself, and the query a choice sends to the list and to the live count.
 */

/** One-tap price amounts per goal (euros; rent per month), the typed amount stays possible. */
export const PRICE_PRESETS: Record<Goal, readonly number[]> = {
  sale: [150_000, 200_000, 250_000, 300_000, 350_000, 400_000, 500_000, 750_000],
  rent: [600, 700, 800, 900, 1_000, 1_250, 1_500, 2_000],
}

/** The bedroom choices of the box: "at least n" for the first four of the list filter's options. */
export const HOME_ROOM_OPTIONS = ROOM_OPTIONS.filter((rooms) => rooms <= 4)

export interface HomeSearchChoice {
  city: string[]
  type: string[]
  /** As typed or picked; empty: none. */
  min: string
  max: string
  rooms?: number
}

/** A typed amount as a whole number of euros, or 0 (empty, negative, not a number). */
function amount(text: string): number {
  const value = Math.floor(Number(text))
  return Number.isFinite(value) && value > 0 ? value : 0
}

/**
 * The search of a choice: a price range only with a maximum (a minimum above it is brought down to
 * it, as the list filters do), the bedrooms when chosen.
 */
export function homeSearchOf(choice: HomeSearchChoice): Pick<PropertySearch, 'city' | 'type' | 'price' | 'rooms'> {
  const max = amount(choice.max)
  const min = amount(choice.min)
  return {
    city: choice.city,
    type: choice.type.map(Number).filter((value) => Number.isInteger(value) && value > 0),
    price: max > 0 ? { min: Math.min(min, max), max } : undefined,
    rooms: choice.rooms && choice.rooms > 0 ? choice.rooms : undefined,
  }
}

/**
 * The query string of a choice (empty when nothing is chosen), and whether it is enough to search:
 * a town, a type, a maximum price or a number of bedrooms.
 */
export function homeSearchQuery(choice: HomeSearchChoice): { query: string; searchable: boolean } {
  const search = homeSearchOf(choice)
  const query = serializeSearch({ ...search, features: [] })
  return { query, searchable: hasFilter(search) || Boolean(search.rooms) }
}
