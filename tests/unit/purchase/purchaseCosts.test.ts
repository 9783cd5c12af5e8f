import { describe, expect, it } from '@jest/globals'

import {
  defaultLoan,
  monthlyPayment,
  mortgageDeedCosts,
  purchaseCosts,
  purchaseEstimate,
  scaleFee,
  situationsFor,
  type BuyerSituation,
  type CostRegion,
  type PurchaseCosts,
  type Sale,
} from '../../../src/purchase/costs'
import { citationsFor, firstDay, hasHigherModestCap, HIGHER_CAP_MUNICIPALITIES, inForce, LAW } from '../../../src/purchase/law'
import { DEFAULT_RATES, PRACTICE, RATE_OVERRIDE_KEYS, ratesWith } from '../../../src/purchase/rates'

/**
 * Worked examples of the purchase-cost rules (src/purchase/costs.ts, src/purchase/law.ts), each
 * computed by hand in its comment and naming its source:
 * - VCF: vlaanderen.be, "Verlaagd tarief in het verkooprecht voor de aankoop van de enige eigen woning"
 *   (2 % for deeds from 1 January 2025, 3 % before; the deed's date decides) and the modest-home
 *   reduction (€1,867 from 2025, €2,800 before; price at most €220,000, €240,000 in the core cities).
 * - Brussels: fiscalite.brussels "Abattement" (€200,000 up to a base of €600,000 included; the sale
 *   agreement's date decides) and notaris.be (€25,000 per energy class gained, at least two).
 * - Wallonia: notaire.be "Droits d'enregistrement en Région wallonne" (12.5 %, 3 % from 1 January 2025).
 * - KB 16 December 1950 (notary's fee scales); notaris.be "Kosten verbonden aan het hypothecair krediet".
 */

const MOL = '2400' // Flemish, ordinary cap
const TURNHOUT = '2300' // a core city: higher cap

const costs = (sale: Partial<Sale> & { price: number }, situation: BuyerSituation, day: string): PurchaseCosts => {
  const result = purchaseCosts({ region: 'flanders', zip: MOL, ...sale }, { situation, day })
  if (!result.ok) throw new Error(`outside the rules on ${day}`)
  return result
}

describe('registration duty: Flanders (VCF; the deed’s date decides)', () => {
  it.each([
    // [case, zip, price, situation, deed day, rate, reduction, duty]
    // 2 %: 300,000 × 2 % = 6,000; above the cap, no reduction.
    ['own home 2025', MOL, 300_000, 'own-home', '2025-06-01', 2, 0, 6_000],
    // 12 %: 300,000 × 12 % = 36,000.
    ['other', MOL, 300_000, 'other', '2025-06-01', 12, 0, 36_000],
    // The cap, included: 220,000 × 2 % = 4,400 − 1,867 = 2,533.
    ['€220,000 in Mol', MOL, 220_000, 'own-home', '2025-06-01', 2, 1_867, 2_533],
    // One euro above: 220,001 × 2 % = 4,400.02, no reduction.
    ['€220,001 in Mol', MOL, 220_001, 'own-home', '2025-06-01', 2, 0, 4_400.02],
    // Turnhout, a core city: the cap is €240,000, so €220,001 still gets it: 4,400.02 − 1,867 = 2,533.02.
    ['€220,001 in Turnhout', TURNHOUT, 220_001, 'own-home', '2025-06-01', 2, 1_867, 2_533.02],
    // Turnhout at its cap: 240,000 × 2 % = 4,800 − 1,867 = 2,933; above: 4,800.02.
    ['€240,000 in Turnhout', TURNHOUT, 240_000, 'own-home', '2025-06-01', 2, 1_867, 2_933],
    ['€240,001 in Turnhout', TURNHOUT, 240_001, 'own-home', '2025-06-01', 2, 0, 4_800.02],
    // A deed on 31 December 2024: 3 %, €2,800 off: 200,000 × 3 % = 6,000 − 2,800 = 3,200.
    ['deed 31-12-2024', MOL, 200_000, 'own-home', '2024-12-31', 3, 2_800, 3_200],
    // The next day: 2 %, €1,867 off: 4,000 − 1,867 = 2,133 (an agreement of 2024 with a 2025 deed pays this).
    ['deed 01-01-2025', MOL, 200_000, 'own-home', '2025-01-01', 2, 1_867, 2_133],
    // 2024, major energy renovation: 1 %, €960 off: 2,000 − 960 = 1,040.
    ['renovation rate 2024', MOL, 200_000, 'own-home-renovation', '2024-12-31', 1, 960, 1_040],
    // 2025: the 1 % rate is gone; the choice counts as the own home: 2,133.
    ['renovation rate 2025', MOL, 200_000, 'own-home-renovation', '2025-01-01', 2, 1_867, 2_133],
    // The reduction never makes the duty negative: 50,000 × 2 % = 1,000, all of it off.
    ['small price', MOL, 50_000, 'own-home', '2025-06-01', 2, 1_000, 0],
  ] as const)('%s', (_case, zip, price, situation, day, rate, reduction, duty) => {
    const result = costs({ price, zip }, situation, day)
    expect(result.registration).toMatchObject({ rate, reduction, amount: duty, abatement: 0 })
    expect(result.vat).toBeNull()
  })

  it('offers the renovation rate only for deeds up to 2024', () => {
    expect(situationsFor('flanders', '2024-12-31')).toEqual(['own-home', 'own-home-renovation', 'other'])
    expect(situationsFor('flanders', '2025-01-01')).toEqual(['own-home', 'other'])
    expect(situationsFor('brussels', '2026-01-01')).toEqual(['own-home', 'other'])
  })

  it('has no figure for a deed before its first rule', () => {
    expect(purchaseCosts({ price: 200_000, region: 'flanders' }, { day: '2021-12-31' })).toEqual({
      ok: false,
      region: 'flanders',
      day: '2021-12-31',
      firstDay: '2022-01-01',
    })
    expect(purchaseCosts({ price: 200_000, region: 'flanders' }, { day: 'not a day' }).ok).toBe(false)
  })

  it('knows the higher-cap municipalities by NIS code and postal code', () => {
    expect(hasHigherModestCap('2300')).toBe(true) // Turnhout
    expect(hasHigherModestCap('3600')).toBe(true) // Genk
    expect(hasHigherModestCap('3500')).toBe(true) // Hasselt
    expect(hasHigherModestCap('2400')).toBe(false) // Mol
    expect(hasHigherModestCap('2440')).toBe(false) // Geel
    expect(hasHigherModestCap(null)).toBe(false)
    const names = HIGHER_CAP_MUNICIPALITIES.map((m) => m.name)
    expect(names).toEqual(expect.arrayContaining(['Boom', 'Dendermonde', 'Vilvoorde', 'Turnhout', 'Zaventem']))
    expect(names).not.toContain('Brussel')
    expect(new Set(HIGHER_CAP_MUNICIPALITIES.map((m) => m.nis)).size).toBe(HIGHER_CAP_MUNICIPALITIES.length)
    for (const m of HIGHER_CAP_MUNICIPALITIES) expect(m.nis).toMatch(/^\d{5}$/)
  })
})

describe('registration duty: Brussels (the sale agreement’s date decides)', () => {
  const brussels = (price: number, situation: BuyerSituation, classesGained = 0) => {
    const result = purchaseCosts({ price, region: 'brussels', zip: '1000' }, { situation, day: '2026-01-15', classesGained })
    if (!result.ok) throw new Error('outside')
    return result.registration!
  }

  it.each([
    // 500,000 × 12.5 % = 62,500; sole home: (500,000 − 200,000) × 12.5 % = 37,500.
    [500_000, 'other', 0, 0, 62_500],
    [500_000, 'own-home', 0, 200_000, 37_500],
    // €150,000: under the abatement, nothing to pay.
    [150_000, 'own-home', 0, 150_000, 0],
    // The cap, included: (600,000 − 200,000) × 12.5 % = 50,000.
    [600_000, 'own-home', 0, 200_000, 50_000],
    // One euro above: no abatement: 600,001 × 12.5 % = 75,000.125 → 75,000.13.
    [600_001, 'own-home', 0, 0, 75_000.13],
    // Two classes gained: 200,000 + 2 × 25,000 = 250,000 off: 250,000 × 12.5 % = 31,250.
    [500_000, 'own-home', 2, 250_000, 31_250],
    // One class is below the minimum of two: no extra.
    [500_000, 'own-home', 1, 200_000, 37_500],
    // Not the buyer's home: no abatement, no extra.
    [500_000, 'other', 3, 0, 62_500],
  ] as const)('€%d, %s, %d classes: abatement %d, duty %d', (price, situation, classes, abatement, duty) => {
    expect(brussels(price, situation, classes)).toMatchObject({ rate: 12.5, abatement, amount: duty })
  })

  it('has no figure for an agreement before 1 April 2023', () => {
    expect(purchaseCosts({ price: 300_000, region: 'brussels' }, { day: '2023-03-31' })).toMatchObject({
      ok: false,
      firstDay: '2023-04-01',
    })
    expect(purchaseCosts({ price: 300_000, region: 'brussels' }, { day: '2023-04-01' }).ok).toBe(true)
  })
})

describe('registration duty: Wallonia (the deed’s date decides)', () => {
  it.each([
    // 250,000 × 12.5 % = 31,250; own home 3 % = 7,500; no cap: 900,000 × 3 % = 27,000.
    [250_000, 'other', 12.5, 31_250],
    [250_000, 'own-home', 3, 7_500],
    [900_000, 'own-home', 3, 27_000],
  ] as const)('€%d, %s: %d %% → %d', (price, situation, rate, duty) => {
    const result = purchaseCosts({ price, region: 'wallonia' }, { situation, day: '2025-01-01' })
    expect(result.ok && result.registration).toMatchObject({ rate, amount: duty })
  })

  it('has no figure for a deed before 2025 (the old abatement regime is not in this module)', () => {
    expect(purchaseCosts({ price: 250_000, region: 'wallonia' }, { day: '2024-12-31' })).toMatchObject({
      ok: false,
      firstDay: '2025-01-01',
    })
  })
})

describe('new buildings: VAT on the building, duty on the land share', () => {
  it('Flanders, €300,000, 30 % land, own home: €50,508.96 on top', () => {
    // Land 90,000 × 2 % = 1,800 (no modest-home reduction on a VAT sale); building 210,000 × 21 % = 44,100;
    // notary 2,477.65; admin 1,100; writings 50 + transcription 230 = 280; VAT 21 % × (2,477.65 + 1,100) = 751.31.
    // 1,800 + 44,100 + 2,477.65 + 1,100 + 280 + 751.31 = 50,508.96.
    const result = costs({ price: 300_000, vat: { landShare: 0.3 } }, 'own-home', '2025-06-01')
    expect(result.registration).toMatchObject({ rate: 2, base: 90_000, amount: 1_800, reduction: 0 })
    expect(result.vat).toEqual({ rate: 21, base: 210_000, amount: 44_100 })
    expect(result.costs).toBe(50_508.96)
  })

  it('the land at 12 % for another buyer; a land share of 0 is VAT alone', () => {
    // 90,000 × 12 % = 10,800.
    expect(costs({ price: 300_000, vat: { landShare: 0.3 } }, 'other', '2025-06-01').registration?.amount).toBe(10_800)
    const allVat = costs({ price: 300_000, vat: { landShare: 0 } }, 'own-home', '2025-06-01')
    expect(allVat.registration).toBeNull()
    expect(allVat.vat?.amount).toBe(63_000)
  })

  it('a "from" price makes "from" figures', () => {
    expect(costs({ price: 382_500, from: true }, 'own-home', '2025-06-01').from).toBe(true)
    expect(costs({ price: 382_500 }, 'own-home', '2025-06-01').from).toBe(false)
  })
})

describe("notary's fee on the legal scales (KB 16 December 1950)", () => {
  const sale = inForce(LAW.notarySaleScale, '2026-01-01')!.value
  const credit = inForce(LAW.notaryCreditScale, '2026-01-01')!.value
  it.each([
    [0, 0],
    // 5,000 × 4.56 % = 228.
    [5_000, 228],
    // The first band's end: 7,500 × 4.56 % = 342.
    [7_500, 342],
    // 342 + 10,000 × 2.85 % (285) + 2,500 × 2.28 % (57) = 684.
    [20_000, 684],
    // 342 + 285 + 285 + 264.9645 + 212.04 + 1,060.20 = 2,449.2045 → 2,449.20 (the 0.57 % band's end).
    [250_095, 2_449.2],
    // 2,449.2045 + 49,905 × 0.057 % (28.44585) = 2,477.65035 → 2,477.65.
    [300_000, 2_477.65],
    // bouwinfo.be's worked example: €65,000 → €1,394.16 (342 + 285 + 285 + 264.96 + 212.04 + 905 × 0.57 % = 5.16).
    [65_000, 1_394.16],
  ])('sale of €%d: €%d', (price, fee) => {
    expect(scaleFee(price, sale)).toBe(fee)
  })

  it('credit of €240,000: €880.58', () => {
    // 106.875 + 114 + 85.5 + 88.3215 + 84.816 + 175,905 × 0.228 % (401.0634) = 880.5759 → 880.58.
    expect(scaleFee(240_000, credit)).toBe(880.58)
  })
})

describe('the whole purchase', () => {
  it('Flanders, €300,000, only own home, deed 2025: €10,608.96 on top of the price', () => {
    // Duty 6,000; notary 2,477.65; admin 1,100; writings 50 + transcription 230 = 280;
    // VAT 21 % × (2,477.65 + 1,100) = 751.3065 → 751.31; together 10,608.96.
    const result = costs({ price: 300_000 }, 'own-home', '2025-06-01')
    expect(result).toMatchObject({ notaryFee: 2_477.65, adminCosts: 1_100, fixedCosts: 280, vatOnFees: 751.31 })
    expect(result.costs).toBe(10_608.96)
    expect(result.total).toBe(310_608.96)
  })

  it('marks an estimate whose rules include an unconfirmed one', () => {
    // The transcription fee is the 2021 amount, indexed since: unconfirmed.
    expect(costs({ price: 300_000 }, 'other', '2025-06-01').unconfirmed).toBe(true)
  })

  it('a nonsense price gives no tax and no fee', () => {
    const result = costs({ price: Number.NaN }, 'own-home', '2025-06-01')
    expect(result.registration?.amount ?? 0).toBe(0)
    expect(result.notaryFee).toBe(0)
  })
})

describe('mortgage deed (notaris.be: 1 % duty and 0.3 % on the secured amount, €550 + €40, writings €50, annexes €100)', () => {
  it('loan of €240,000: €5,593.00', () => {
    // Secured 264,000; duty 2,640; register fee 792; notary 880.58; admin 550;
    // writings 50 + annexes 100 + inscription 240 + third parties 40 = 430; VAT 21 % × (880.58 + 550) = 300.42.
    // 2,640 + 792 + 880.58 + 550 + 430 + 300.42 = 5,593.00.
    expect(mortgageDeedCosts(240_000, '2026-01-01')).toEqual({
      loan: 240_000,
      secured: 264_000,
      registrationDuty: 2_640,
      registerFee: 792,
      notaryFee: 880.58,
      adminCosts: 550,
      fixedCosts: 430,
      vatOnFees: 300.42,
      costs: 5_593,
      unconfirmed: true,
    })
  })

  it('no loan, no deed', () => {
    expect(mortgageDeedCosts(0, '2026-01-01').costs).toBe(0)
    expect(mortgageDeedCosts(-5, '2026-01-01').costs).toBe(0)
  })
})

describe('monthly payment (annuity, monthly rate (1 + r)^(1/12) - 1)', () => {
  it('€240,000 at 3.3 % over 25 years: €1,169.70', () => {
    // i = 1.033^(1/12) - 1 = 0.00270926; n = 300; 240,000 × i / (1 - (1 + i)^-300) = 1,169.7003 → 1,169.70.
    expect(monthlyPayment(240_000, 3.3, 25)).toBe(1_169.7)
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
    // Purchase total 310,608.96 + mortgage deed 5,593 = 316,201.96; own funds 316,201.96 − 240,000 = 76,201.96.
    const estimate = purchaseEstimate(
      { price: 300_000, region: 'flanders', zip: MOL },
      { situation: 'own-home', day: '2025-06-01', loan: 240_000, rate: 3.3, years: 25 },
    )
    expect(estimate).toMatchObject({ ok: true, total: 316_201.96, ownFunds: 76_201.96, monthly: 1_169.7 })
  })

  it('starts from a loan of 80 % of the price, to the thousand', () => {
    expect(defaultLoan(300_000)).toBe(240_000)
    expect(defaultLoan(312_345)).toBe(250_000)
    expect(defaultLoan(0)).toBe(0)
  })
})

describe('the law module', () => {
  it('every rule names its law, an https source and the day it applies from; periods do not overlap', () => {
    const timelines: Array<ReadonlyArray<{ since: string; until?: string; source: { law: string; url: string } }>> = []
    const walk = (node: unknown) => {
      if (Array.isArray(node) && node.length && typeof node[0] === 'object' && 'since' in node[0]) timelines.push(node as never)
      else if (node && typeof node === 'object') Object.values(node).forEach(walk)
    }
    walk(LAW)
    expect(timelines.length).toBeGreaterThanOrEqual(20)
    for (const timeline of timelines) {
      timeline.forEach((rule, i) => {
        expect(rule.source.law).not.toBe('')
        expect(rule.source.url).toMatch(/^https:\/\//)
        expect(rule.since).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        if (i > 0) expect(rule.since > (timeline[i - 1].until ?? '9999')).toBe(true)
      })
    }
    expect(firstDay(LAW.flanders.ownHome)).toBe('2022-01-01')
  })

  it.each(['flanders', 'brussels', 'wallonia'] as const)('cites the rules of %s once each', (region: CostRegion) => {
    const citations = citationsFor(region, '2026-06-01', true)
    expect(citations.length).toBeGreaterThan(3)
    expect(new Set(citations.map((c) => `${c.url}|${c.law}`)).size).toBe(citations.length)
  })
})

describe('practice values and staff settings', () => {
  it('a setting replaces its default; empty or invalid keeps it', () => {
    const rates = ratesWith({ deedAdminCosts: 1_250, mortgageRate: -1, mortgageAdminCosts: null })
    expect(rates.deedAdminCosts).toBe(1_250)
    expect(rates.defaults.mortgageRate).toBe(PRACTICE.defaults.mortgageRate.value)
    expect(rates.mortgageAdminCosts).toBe(550)
    expect(ratesWith(null)).toEqual(DEFAULT_RATES)
  })

  it('every setting changes a value; the retired legal settings change nothing', () => {
    for (const key of RATE_OVERRIDE_KEYS) expect(ratesWith({ [key]: 0.5 })).not.toEqual(DEFAULT_RATES)
    expect(ratesWith({ flandersOwnHome: 3, vat: 6, brusselsAbatement: 1 })).toEqual(DEFAULT_RATES)
  })
})
