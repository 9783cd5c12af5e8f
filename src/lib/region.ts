export type Region = 'flanders' | 'brussels' | 'wallonia' | 'luxembourg'

/** Country ids of the CRM (spec section 9). */
export const COUNTRY = { belgium: 10, luxembourg: 50 } as const

/**
 * Region of a Belgian postal code (spec section 5): 1000-1299 Brussels; 1300-1499 and 4000-7999
 * Wallonia; 1500-3999 and 8000-9999 Flanders. A listing in Luxembourg (country 50) is Luxembourg.
 * Anything that is not a Belgian postal code gives undefined.
 */
export function regionOf(zip: string | number | null | undefined, countryId?: number | string | null): Region | undefined {
  if (Number(countryId) === COUNTRY.luxembourg) return 'luxembourg'
  const code = Number(String(zip ?? '').trim())
  if (!Number.isInteger(code) || code < 1000 || code > 9999) return undefined
  if (code <= 1299) return 'brussels'
  if (code <= 1499 || (code >= 4000 && code <= 7999)) return 'wallonia'
  return 'flanders'
}
