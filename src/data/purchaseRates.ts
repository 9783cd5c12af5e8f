import { unstable_cache } from 'next/cache'

import { ratesWith, RATE_OVERRIDE_KEYS, type PurchaseRates, type RateOverrides } from '../purchase/rates'
import { payloadClient } from './payload'
import { TAGS } from './tags'

/**
 * The purchase-cost rates in force: src/purchase/rates.ts with the staff's settings (Site settings ›
 * Purchase costs), cached under the site settings' tag so a save shows at the next request.
 */
const getRateOverrides = unstable_cache(
  async (): Promise<RateOverrides> => {
    const payload = await payloadClient()
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: false,
      select: { purchaseCosts: true },
    })
    const stored = (settings.purchaseCosts ?? {}) as Record<string, unknown>
    return Object.fromEntries(RATE_OVERRIDE_KEYS.map((key) => [key, typeof stored[key] === 'number' ? stored[key] : null]))
  },
  ['purchase-rate-overrides'],
  { tags: [TAGS.global('site-settings')] },
)

/** The rates (the cache keeps only the settings: a cached value is JSON, and the scales' last band is Infinity). */
export async function getPurchaseRates(): Promise<PurchaseRates> {
  return ratesWith(await getRateOverrides())
}
