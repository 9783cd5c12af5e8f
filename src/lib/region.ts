export type Region = 'flanders' | 'brussels' | 'wallonia' | 'luxembourg'

/** Country ids of the CRM (spec section 9). */
export const COUNTRY = { belgium: 10, luxembourg: 50 } as const

/**
 * Belgian postal codes per region (spec section 5): 1000-1299 Brussels; 1300-1499 and 4000-7999
 * Wallonia; 1500-3999 and 8000-9999 Flanders. One table for regionOf and for the search's EPC
 * filter, which compares the postal code in the database with these bounds.
 */
export const BELGIAN_POSTAL_RANGES: Record<Exclude<Region, 'luxembourg'>, ReadonlyArray<readonly [number, number]>> = {
  brussels: [[1000, 1299]],
  wallonia: [
    [1300, 1499],
    [4000, 7999],
  ],
  flanders: [
    [1500, 3999],
    [8000, 9999],
  ],
}

/**
 * Region of a Belgian postal code (BELGIAN_POSTAL_RANGES). A listing in Luxembourg (country 50) is
 * Luxembourg. Anything that is not a Belgian postal code gives undefined.
 */
export function regionOf(zip: string | number | null | undefined, countryId?: number | string | null): Region | undefined {
  if (Number(countryId) === COUNTRY.luxembourg) return 'luxembourg'
  const code = Number(String(zip ?? '').trim())
  if (!Number.isInteger(code)) return undefined
  for (const [region, ranges] of Object.entries(BELGIAN_POSTAL_RANGES) as Array<[Region, ReadonlyArray<readonly [number, number]>]>) {
    if (ranges.some(([low, high]) => code >= low && code <= high)) return region
  }
  return undefined
}
