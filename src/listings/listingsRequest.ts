import { isLocale, type Locale } from '../i18n/locales'
import { PAGE_SIZE, type Listing } from './query'
import { readSearch, type PropertySearch, type SearchProblem } from './searchParams'

/** The lists the listings API answers for (the featured module reads its own query). */
const API_LISTINGS: readonly Listing[] = ['for-sale', 'for-rent', 'sold', 'new-build']

/** Most cards one answer carries. */
const MAX_API_LIMIT = 48

export type ListingsRequest =
  | { ok: true; listing: Listing; locale: Locale; limit: number; search: PropertySearch }
  | { ok: false; body: { error: string; problems: SearchProblem[] } }

/**
 * Reads a request of /api/site/listings strictly (pure: the route handler only answers it). A client
 * program learns what it sent wrong: an unknown list or language, or every malformed search
 * parameter (searchParams.ts `readSearch`) and `limit`, by name; never a server error.
 */
export function readListingsRequest(params: URLSearchParams, enabledLocales: readonly string[]): ListingsRequest {
  const listing = params.get('listing')
  const locale = params.get('locale')
  if (!API_LISTINGS.includes(listing as Listing) || !isLocale(locale) || !enabledLocales.includes(locale)) {
    const problems: SearchProblem[] = []
    if (!API_LISTINGS.includes(listing as Listing)) problems.push({ param: 'listing', message: `one of ${API_LISTINGS.join(', ')}` })
    if (!isLocale(locale) || !enabledLocales.includes(locale))
      problems.push({ param: 'locale', message: `one of ${enabledLocales.join(', ')}` })
    return { ok: false, body: { error: 'Unknown list or language', problems } }
  }
  const { search, problems } = readSearch(params)
  const limitText = params.get('limit')
  let limit = PAGE_SIZE
  if (limitText !== null && limitText !== '') {
    const value = /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN
    if (value >= 1 && value <= MAX_API_LIMIT) limit = value
    else problems.push({ param: 'limit', message: `a whole number from 1 to ${MAX_API_LIMIT}` })
  }
  if (problems.length) return { ok: false, body: { error: 'Invalid search', problems } }
  return { ok: true, listing: listing as Listing, locale, limit, search }
}
