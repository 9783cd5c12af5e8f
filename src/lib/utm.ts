/** Campaign parameters kept for the session and added to every page view (spec section 4). */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type UtmKey = (typeof UTM_KEYS)[number]
export type UtmParams = Partial<Record<UtmKey, string>>

export const UTM_STORAGE_KEY = 'utm'

/** The non-empty UTM parameters of a query string. */
export function extractUtm(search: string): UtmParams {
  const params = new URLSearchParams(search)
  const utm: UtmParams = {}
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim()
    if (value) utm[key] = value
  }
  return utm
}

/**
 * The campaign of the session after visiting a URL: a URL that carries any UTM parameter starts a
 * new campaign and replaces the stored one as a whole (mixing the source of one campaign with the
 * term of another would misattribute visits); a URL without any keeps the stored campaign.
 */
export function mergeUtm(stored: UtmParams, fromUrl: UtmParams): UtmParams {
  return Object.keys(fromUrl).length > 0 ? { ...fromUrl } : { ...stored }
}

/** The stored campaign, tolerating a missing or tampered value. */
export function parseStoredUtm(raw: string | null): UtmParams {
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object') return {}
    const utm: UtmParams = {}
    for (const key of UTM_KEYS) {
      const value = (parsed as Record<string, unknown>)[key]
      if (typeof value === 'string' && value) utm[key] = value
    }
    return utm
  } catch {
    return {}
  }
}

/** Reads the session's campaign, merges the URL's into it and stores the result. */
export function rememberUtm(storage: Pick<Storage, 'getItem' | 'setItem'>, search: string): UtmParams {
  const utm = mergeUtm(parseStoredUtm(storage.getItem(UTM_STORAGE_KEY)), extractUtm(search))
  if (Object.keys(utm).length > 0) storage.setItem(UTM_STORAGE_KEY, JSON.stringify(utm))
  return utm
}

/** The parameters of a page_view event: where, where from, and the session's campaign. */
export function pageViewParams(location: string, referrer: string, utm: UtmParams): Record<string, string> {
  return { page_location: location, page_referrer: referrer, ...utm }
}
