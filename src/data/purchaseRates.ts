import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { ratesWith, RATE_OVERRIDE_KEYS, type PurchaseRates, type RateOverrides } from '../purchase/rates'
import { TAGS } from '../revalidation/tags'
import { payloadClient } from './payload'

/**
 * The purchase-cost rates in force: src/purchase/rates.ts with the staff's settings (Site settings ›
 * Purchase costs), cached under the site settings' tag so a save shows at the next request.
 */

/** The staff's settings as a public read sees them: a number per key, null where the field is empty. */
export async function readRateOverrides(payload: Payload): Promise<RateOverrides> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: false,
    select: { purchaseCosts: true },
  })
  const stored = (settings.purchaseCosts ?? {}) as Record<string, unknown>
  return Object.fromEntries(RATE_OVERRIDE_KEYS.map((key) => [key, typeof stored[key] === 'number' ? stored[key] : null]))
}

const getRateOverrides = unstable_cache(async () => readRateOverrides(await payloadClient()), ['purchase-rate-overrides'], {
  tags: [TAGS.global('site-settings')],
})

/** The rates (the cache keeps only the settings: a cached value is JSON, and the scales' last band is Infinity). */
export async function getPurchaseRates(): Promise<PurchaseRates> {
  return ratesWith(await getRateOverrides())
}
