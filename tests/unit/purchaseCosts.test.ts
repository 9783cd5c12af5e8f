import { describe, expect, it } from '@jest/globals'

import {
  defaultLoan,
  estimatedTotalCost,
  monthlyPayment,
  mortgageDeedCosts,
  purchaseCosts,
  purchaseEstimate,
  registrationDuty,
  scaleFee,
  situationsFor,
} from '../../src/purchase/costs'
import { DEFAULT_RATES, PURCHASE_RATES, RATE_OVERRIDE_KEYS, ratesWith } from '../../src/purchase/rates'

/**
 * Worked examples of the purchase-cost rules (src/purchase/costs.ts), each computed by hand in its
 * comment from the rates in src/purchase/rates.ts.
 */

describe('registration duty per region and situation', () => {
  it.each([
    // Flanders, €300,000: 12 % = 36,000; only own home 2 % = 6,000; with a major energy renovation 1 % = 3,000.
    ['flanders', 'other', 300_000, 12, 36_000],
    ['flanders', 'own-home', 300_000, 2, 6_000],
    ['flanders', 'own-home-renovation', 300_000, 1, 3_000],
    // Wallonia, €250,000: 12.5 % = 31,250; habitation propre et unique 3 % = 7,500 (no price cap: €900,000 → 27,000).
    ['wallonia', 'other', 250_000, 12.5, 31_250],
    ['wallonia', 'own-home', 250_000, 3, 7_500],
    ['wallonia', 'own-home', 900_000, 3, 27_000],
    // Wallonia has no renovation rate: the situation counts as its own home.
    ['wallonia', 'own-home-renovation', 250_000, 3, 7_500],
    // Brussels, €500,000: 12.5 % = 62,500; sole home: (500,000 - 200,000) × 12.5 % = 37,500.
    ['brussels', 'other', 500_000, 12.5, 62_500],
    ['brussels', 'own-home', 500_000, 12.5, 37_500],
  ] as const)('%s, %s, €%d: %d %% → €%d', (region, situation, price, rate, amount) => {
    const duty = registrationDuty(price, region, situation)
    expect(duty.rate).toBe(rate)
    expect(duty.amount).toBe(amount)
  })

  it("Brussels' abatement: the first €200,000, for a price up to €600,000 included, none above", () => {
    // €150,000: the whole price is under the abatement → 0.
    expect(registrationDuty(150_000, 'brussels', 'own-home')).toMatchObject({ abatement: 150_000, base: 0, amount: 0 })
    // €200,000 exactly: 0.
    expect(registrationDuty(200_000, 'brussels', 'own-home').amount).toBe(0)
    // €600,000 (the cap, included): (600,000 - 200,000) × 12.5 % = 50,000.
    expect(registrationDuty(600_000, 'brussels', 'own-home')).toMatchObject({ abatement: 200_000, base: 400_000, amount: 50_000 })
    // €600,001: above the cap, no abatement: 600,001 × 12.5 % = 75,000.125 → 75,000.13.
    expect(registrationDuty(600_001, 'brussels', 'own-home')).toMatchObject({ abatement: 0, base: 600_001, amount: 75_000.13 })
    // Not the buyer's home: no abatement, whatever the price.
    expect(registrationDuty(300_000, 'brussels', 'other').abatement).toBe(0)
  })

  it('Flanders has no abatement any more (abolished with the 2 % rate in 2025)', () => {
    expect(registrationDuty(200_000, 'flanders', 'own-home')).toMatchObject({ abatement: 0, base: 200_000, amount: 4_000 })
  })

  it('offers the situations each region distinguishes', () => {
    expect(situationsFor('flanders')).toEqual(['own-home', 'own-home-renovation', 'other'])
    expect(situationsFor('brussels')).toEqual(['own-home', 'other'])
    expect(situationsFor('wallonia')).toEqual(['own-home', 'other'])
  })
})

describe("notary's fee on the legal scales (KB 16 December 1950)", () => {
  it.each([
    [0, 0],
    // 5,000 × 4.56 % = 228.
    [5_000, 228],
    // The first band's end: 7,500 × 4.56 % = 342.
    [7_500, 342],
    // 342 + 10,000 × 2.85 % (285) + 2,500 × 2.28 % (57) = 684.
    [20_000, 684],
    // 342 + 285 + 12,500 × 2.28 % (285) + 15,495 × 1.71 % (264.9645) + 18,600 × 1.14 % (212.04)
    //   + 186,000 × 0.57 % (1,060.20) = 2,449.2045 → 2,449.20 (the 0.57 % band's end).
    [250_095, 2_449.2],
    // 2,449.2045 + 49,905 × 0.057 % (28.44585) = 2,477.65035 → 2,477.65.
    [300_000, 2_477.65],
  ])('sale of €%d: €%d', (price, fee) => {
    expect(scaleFee(price, DEFAULT_RATES.notarySaleScale)).toBe(fee)
  })

  it('credit of €240,000: €880.58', () => {
    // 7,500 × 1.425 % (106.875) + 10,000 × 1.14 % (114) + 12,500 × 0.684 % (85.5) + 15,495 × 0.57 % (88.3215)
    //   + 18,600 × 0.456 % (84.816) + 175,905 × 0.228 % (401.0634) = 880.5759 → 880.58.
    expect(scaleFee(240_000, DEFAULT_RATES.notaryCreditScale)).toBe(880.58)
  })
})

describe('purchase costs', () => {
  it('Flanders, €300,000, only own home: €10,608.96 on top of the price', () => {
    // Duty 2 % = 6,000; notary 2,477.65; deed costs 1,100 + 280 = 1,380;
    // VAT 21 % on (2,477.65 + 1,100) = 751.3065 → 751.31; together 10,608.96.
    const costs = purchaseCosts({ price: 300_000, region: 'flanders', situation: 'own-home' })
    expect(costs).toMatchObject({ notaryFee: 2_477.65, deedCosts: 1_380, vatOnFees: 751.31, costs: 10_608.96, total: 310_608.96 })
    expect(costs.tax).toMatchObject({ kind: 'registration', rate: 2, amount: 6_000 })
  })

  it('Flanders, €300,000, other situation: 12 % makes it €40,608.96', () => {
    // 36,000 + 2,477.65 + 1,380 + 751.31 = 40,608.96.
    expect(purchaseCosts({ price: 300_000, region: 'flanders', situation: 'other' }).costs).toBe(40_608.96)
  })

  it('Brussels, €400,000, sole home: abatement, duty €25,000', () => {
    // Duty (400,000 - 200,000) × 12.5 % = 25,000. Notary: 2,449.2045 + 149,905 × 0.057 % (85.44585) = 2,534.65035 → 2,534.65.
    // VAT 21 % × (2,534.65 + 1,100) = 763.2765 → 763.28. Costs 25,000 + 2,534.65 + 1,380 + 763.28 = 29,677.93.
    const costs = purchaseCosts({ price: 400_000, region: 'brussels', situation: 'own-home' })
    expect(costs.tax.amount).toBe(25_000)
    expect(costs.notaryFee).toBe(2_534.65)
    expect(costs.costs).toBe(29_677.93)
  })

  it('a new build bears 21 % VAT instead of registration duty, whatever the situation', () => {
    // 300,000 × 21 % = 63,000; the rest as above: 63,000 + 2,477.65 + 1,380 + 751.31 = 67,608.96.
    const costs = purchaseCosts({ price: 300_000, region: 'flanders', situation: 'own-home', newBuild: true })
    expect(costs.tax).toMatchObject({ kind: 'vat', rate: 21, amount: 63_000 })
    expect(costs.costs).toBe(67_608.96)
    expect(purchaseCosts({ price: 300_000, region: 'flanders', situation: 'other', newBuild: true }).costs).toBe(67_608.96)
  })

  it('a nonsense price gives no costs beyond the flat ones', () => {
    const costs = purchaseCosts({ price: Number.NaN, region: 'flanders' })
    expect(costs.tax.amount).toBe(0)
    expect(costs.notaryFee).toBe(0)
  })
})

describe('mortgage deed', () => {
  it('loan of €240,000: €5,987.50', () => {
    // Secured 240,000 + 10 % = 264,000; duty 1 % = 2,640; register fee 0.3 % = 792; notary 880.58;
    // deed costs 1,000 + 280 = 1,280; VAT 21 % × (880.58 + 1,000) = 394.9218 → 394.92.
    // 2,640 + 792 + 880.58 + 1,280 + 394.92 = 5,987.50.
    expect(mortgageDeedCosts(240_000)).toEqual({
      loan: 240_000,
      secured: 264_000,
      registrationDuty: 2_640,
      registerFee: 792,
      notaryFee: 880.58,
      deedCosts: 1_280,
      vatOnFees: 394.92,
      costs: 5_987.5,
    })
  })

  it('no loan, no deed', () => {
    expect(mortgageDeedCosts(0).costs).toBe(0)
    expect(mortgageDeedCosts(-5).costs).toBe(0)
  })
})

describe('monthly payment (annuity, monthly rate (1 + r)^(1/12) - 1)', () => {
  it('€240,000 at 3.3 % over 25 years: €1,169.70', () => {
    // i = 1.033^(1/12) - 1 = 0.00270926; n = 300; 240,000 × i / (1 - (1 + i)^-300) = 1,169.7003 → 1,169.70.
    expect(monthlyPayment(240_000, 3.3, 25)).toBe(1_169.7)
  })

  it('€100,000 at 12 % over 1 year: €8,856.21, less than with 1 % a month', () => {
    // i = 1.12^(1/12) - 1 = 0.0094888 (not 0.01); 100,000 × i / (1 - (1 + i)^-12) = 8,856.2067 → 8,856.21.
    expect(monthlyPayment(100_000, 12, 1)).toBe(8_856.21)
  })

  it('0 %: the loan in equal parts; nothing without a loan or term', () => {
    expect(monthlyPayment(240_000, 0, 25)).toBe(800)
    expect(monthlyPayment(0, 3, 25)).toBe(0)
    expect(monthlyPayment(100_000, 3, 0)).toBe(0)
    expect(monthlyPayment(100_000, -1, 20)).toBe(0)
  })
})

describe('the whole estimate', () => {
  it('Flanders, €300,000, own home, loan €240,000 at 3.3 % over 25 years', () => {
    // Purchase total 310,608.96 + mortgage deed 5,987.50 = 316,596.46; own funds 316,596.46 - 240,000 = 76,596.46.
    const estimate = purchaseEstimate({ price: 300_000, region: 'flanders', situation: 'own-home', loan: 240_000, rate: 3.3, years: 25 })
    expect(estimate.total).toBe(316_596.46)
    expect(estimate.ownFunds).toBe(76_596.46)
    expect(estimate.monthly).toBe(1_169.7)
  })

  it('starts from a loan of 80 % of the price, to the thousand', () => {
    expect(defaultLoan(300_000)).toBe(240_000)
    expect(defaultLoan(312_345)).toBe(250_000)
    expect(defaultLoan(0)).toBe(0)
  })

  it('estimatedTotalCost: the default situation (only own home), no loan; none without a Belgian region or price', () => {
    expect(estimatedTotalCost({ price: 300_000, region: 'flanders' })).toBe(310_608.96)
    expect(estimatedTotalCost({ price: 300_000, region: 'luxembourg' })).toBeUndefined()
    expect(estimatedTotalCost({ price: null, region: 'flanders' })).toBeUndefined()
    expect(estimatedTotalCost({ price: 300_000, region: undefined })).toBeUndefined()
  })
})

describe('rates and overrides', () => {
  it('every rate names its law, a source URL and the date it applies from', () => {
    const sourced: Array<{ source: { law: string; url: string }; since: string }> = []
    const walk = (node: unknown) => {
      if (node && typeof node === 'object') {
        if ('source' in node && 'since' in node) sourced.push(node as never)
        else Object.values(node).forEach(walk)
      }
    }
    walk(PURCHASE_RATES)
    expect(sourced.length).toBeGreaterThanOrEqual(20)
    for (const rate of sourced) {
      expect(rate.source.law).not.toBe('')
      expect(rate.source.url).toMatch(/^https:\/\//)
      expect(rate.since).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('a staff setting replaces its default; empty or invalid keeps it', () => {
    const rates = ratesWith({ flandersOwnHome: 3, brusselsAbatement: null, vat: -1, deedAdminCosts: 1_250 })
    expect(rates.flanders.ownHome).toBe(3)
    expect(rates.brussels.abatement).toBe(200_000)
    expect(rates.vat).toBe(21)
    // Flanders €300,000 own home at 3 %: 9,000; VAT 21 % × (2,477.65 + 1,250) = 782.8065 → 782.81;
    // 9,000 + 2,477.65 + 1,250 + 280 + 782.81 = 13,790.46.
    expect(purchaseCosts({ price: 300_000, region: 'flanders', situation: 'own-home' }, rates).costs).toBe(13_790.46)
    expect(ratesWith(null)).toEqual(DEFAULT_RATES)
  })

  it('every override key changes a rate', () => {
    for (const key of RATE_OVERRIDE_KEYS) expect(ratesWith({ [key]: 0.5 })).not.toEqual(DEFAULT_RATES)
  })
})
