import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { readRateOverrides } from '../../src/data/purchaseRates'
import { purchaseCosts } from '../../src/purchase/costs'
import { DEFAULT_RATES, ratesWith } from '../../src/purchase/rates'
import { closePayload, testPayload } from './helpers/payload'

/**
 * Site settings › Purchase costs on a real database (SQLite and PostgreSQL): staff set a practice value
 * (a notary's administrative costs, the starting rate), the public read (the one
 * src/data/purchaseRates.ts caches) sees it and the estimate uses it; an emptied field is the default
 * again; a negative amount is refused. The retired legal settings are stored but never change a rate:
 * the law lives in src/purchase/law.ts by date.
 */
describe('purchaseRates.int.ts: purchase-cost settings in Site settings', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  afterAll(async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { purchaseCosts: { flandersOwnHome: null, deedAdminCosts: null, mortgageRate: null } },
    })
    await closePayload(payload)
  })

  it('an empty tab is the default values', async () => {
    expect(ratesWith(await readRateOverrides(payload))).toEqual(DEFAULT_RATES)
  })

  it('a saved value reaches the estimate; emptied, the default is back', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { purchaseCosts: { deedAdminCosts: 1_250, mortgageRate: 3.9 } } })
    const rates = ratesWith(await readRateOverrides(payload))
    expect(rates.deedAdminCosts).toBe(1_250)
    expect(rates.defaults.mortgageRate).toBe(3.9)
    // €300,000, only own home, deed 2025 (2 %): 6,000 + notary 2,477.65 + admin 1,250 + 280
    // + VAT 21 % × 3,727.65 (782.81) = 10,790.46.
    const costs = purchaseCosts({ price: 300_000, region: 'flanders', zip: '2400' }, { situation: 'own-home', day: '2025-06-01' }, rates)
    expect(costs.ok && costs.costs).toBe(10_790.46)

    await payload.updateGlobal({ slug: 'site-settings', data: { purchaseCosts: { deedAdminCosts: null, mortgageRate: null } } })
    expect(ratesWith(await readRateOverrides(payload))).toEqual(DEFAULT_RATES)
  })

  it('a retired legal setting is stored but changes no rate', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { purchaseCosts: { flandersOwnHome: 3 } } })
    const rates = ratesWith(await readRateOverrides(payload))
    const costs = purchaseCosts({ price: 300_000, region: 'flanders', zip: '2400' }, { situation: 'own-home', day: '2025-06-01' }, rates)
    expect(costs.ok && costs.registration?.rate).toBe(2)
  })

  it('refuses a percentage over 100 and a negative amount', async () => {
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { purchaseCosts: { mortgageRate: 150 } } })).rejects.toThrow()
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { purchaseCosts: { deedAdminCosts: -1 } } })).rejects.toThrow()
    expect(ratesWith(await readRateOverrides(payload)).defaults.mortgageRate).toBe(DEFAULT_RATES.defaults.mortgageRate)
  })
})
