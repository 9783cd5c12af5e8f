import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { readRateOverrides } from '../../src/data/purchaseRates'
import { purchaseCosts } from '../../src/purchase/costs'
import { DEFAULT_RATES, ratesWith } from '../../src/purchase/rates'
import { closePayload, testPayload } from './helpers/payload'

/**
 * Site settings › Purchase costs on a real database (SQLite and PostgreSQL, migration
 * 20261125_010000_purchase_costs): staff set a rate, the public read (the one src/data/purchaseRates.ts
 * caches) sees it and the estimate uses it; an emptied field is the legal default again; a percentage
 * over 100 or a negative amount is refused.
 */
describe('purchase-cost rates in Site settings', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  afterAll(async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { purchaseCosts: { flandersOwnHome: null, deedAdminCosts: null } } })
    await closePayload(payload)
  })

  it('an empty tab is the legal rates', async () => {
    expect(ratesWith(await readRateOverrides(payload))).toEqual(DEFAULT_RATES)
  })

  it('a saved rate reaches the estimate; emptied, the default is back', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { purchaseCosts: { flandersOwnHome: 3, deedAdminCosts: 1_250 } } })
    const rates = ratesWith(await readRateOverrides(payload))
    expect(rates.flanders.ownHome).toBe(3)
    expect(rates.deedAdminCosts).toBe(1_250)
    expect(rates.flanders.standard).toBe(12)
    // €300,000, only own home at 3 %: 9,000 + notary 2,477.65 + deed 1,250 + 280 + VAT 21 % × 3,727.65 (782.81) = 13,790.46.
    expect(purchaseCosts({ price: 300_000, region: 'flanders', situation: 'own-home' }, rates).costs).toBe(13_790.46)

    await payload.updateGlobal({ slug: 'site-settings', data: { purchaseCosts: { flandersOwnHome: null } } })
    expect(ratesWith(await readRateOverrides(payload)).flanders.ownHome).toBe(2)
  })

  it('refuses a percentage over 100 and a negative amount', async () => {
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { purchaseCosts: { vat: 150 } } })).rejects.toThrow()
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { purchaseCosts: { brusselsAbatement: -1 } } })).rejects.toThrow()
    expect(ratesWith(await readRateOverrides(payload)).vat).toBe(21)
  })
})
