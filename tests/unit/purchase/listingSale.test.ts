import { describe, expect, it } from '@jest/globals'

import { purchaseCosts } from '../../../src/purchase/costs'
import {
  ASSUMED_LAND_SHARE,
  estimatedTotalCost,
  isVatSale,
  landShareOf,
  listingSale,
  startDay,
  type ListingCostFacts,
} from '../../../src/purchase/listingSale'
import { readLandShare, readLoan, readNumber, readRate, readYears } from '../../../src/purchase/loanInputs'

/**
 * Which listings are VAT sales (WBTW art. 12 § 2: a home is new up to 31 December of the second year
 * after its first occupation; vlaanderen.be "Betaal ik btw of registratierechten bij aankoop van een
 * woning of bouwgrond?"), tested on the seed's own kinds of listing: a standalone new build, a recent
 * project unit, a project unit in a 1993 building ("to renovate"), a plot, an existing house.
 */
const DAY = '2027-03-28'

const seedCases: Array<[string, ListingCostFacts, boolean]> = [
  ['standalone new build, no year yet', { price: 395_000, zip: '3920', mainTypeName: 'Nieuwbouw woning' }, true],
  ['standalone new build of 2025', { price: 395_000, zip: '3920', mainTypeName: 'Nieuwbouw woning', constructionYear: 2025 }, true],
  [
    'project apartment of 2026',
    { price: 382_500, zip: '2400', mainTypeName: 'Appartement', inProject: true, constructionYear: 2026 },
    true,
  ],
  // Built in 1993: not new for VAT, whatever the project calls it.
  [
    'project unit built 1993 ("to renovate")',
    { price: 382_500, zip: '2400', mainTypeName: 'Appartement', inProject: true, constructionYear: 1993 },
    false,
  ],
  // 2024 + 2 = 2026: a deed in 2027 is past 31 December 2026.
  ['new build of 2024, deed in 2027', { price: 300_000, zip: '2400', mainTypeName: 'Nieuwbouw woning', constructionYear: 2024 }, false],
  ['building plot', { price: 150_000, zip: '2400', mainTypeName: 'Bouwgrond' }, false],
  ['project plot', { price: 150_000, zip: '2400', mainTypeName: 'Projectgrond', inProject: true }, false],
  ['land by type', { price: 150_000, zip: '2400', typeWebId: 4, inProject: true }, false],
  ['existing house', { price: 300_000, zip: '2400', mainTypeName: 'Huis', constructionYear: 2025 }, false],
]

describe('VAT sale or registration duty', () => {
  it.each(seedCases)('%s', (_case, facts, vat) => {
    expect(isVatSale(facts, DAY)).toBe(vat)
  })

  it('the land share comes from the CRM’s VAT amount when it fits, else the assumption by kind', () => {
    // VAT 42,000 at 21 % → building 200,000 of 300,000: land 1/3 → 0.333.
    expect(landShareOf({ price: 300_000, vatValue: 42_000 }, DAY)).toEqual({ share: 0.333, source: 'crm' })
    // A VAT amount larger than 21 % of the price cannot be a split: assumed.
    expect(landShareOf({ price: 100_000, vatValue: 42_000, mainTypeName: 'Huis' }, DAY)).toEqual({
      share: ASSUMED_LAND_SHARE.house,
      source: 'assumed',
    })
    expect(landShareOf({ price: 300_000, mainTypeName: 'Appartement' }, DAY).share).toBe(ASSUMED_LAND_SHARE.flat)
    expect(landShareOf({ price: 300_000, typeWebId: 3 }, DAY).share).toBe(ASSUMED_LAND_SHARE.flat)
  })
})

describe('the listing’s sale and its one total', () => {
  it('starts Flanders and Wallonia on the assumed deed day, Brussels on today (the agreement)', () => {
    expect(startDay('flanders', '2026-11-28')).toBe('2027-03-28')
    expect(startDay('wallonia', '2026-11-28')).toBe('2027-03-28')
    expect(startDay('brussels', '2026-11-28')).toBe('2026-11-28')
  })

  it('no calculator without a price or outside Belgium', () => {
    expect(listingSale({ price: null, zip: '2400' }, '2026-11-28')).toBeNull()
    expect(listingSale({ price: 300_000, zip: '1234', countryId: 50 }, '2026-11-28')).toBeNull()
  })

  it('a "from" project price gives a "from" total, with VAT on the building and duty on the land share', () => {
    const facts: ListingCostFacts = {
      price: 382_500,
      priceUnit: 7,
      zip: '2400',
      mainTypeName: 'Appartement',
      inProject: true,
      constructionYear: 2026,
    }
    const listing = listingSale(facts, '2026-11-28')!
    expect(listing.sale).toMatchObject({ from: true, vat: { landShare: ASSUMED_LAND_SHARE.flat } })
    // Land 57,375 × 2 % = 1,147.50; building 325,125 × 21 % = 68,276.25; notary 2,449.2045 + 132,405 × 0.057 %
    // (75.47) = 2,524.68; admin 1,100; 280; VAT 21 % × 3,624.68 = 761.18. Costs 74,089.61; total 456,589.61.
    expect(estimatedTotalCost(facts, '2026-11-28')).toEqual({ total: 456_589.61, from: true })
    // The same listing in a 1993 building: duty on the whole price, 2 % = 7,650; costs 7,650 + 2,524.68 + 1,100
    // + 280 + 761.18 = 12,315.86; total 394,815.86.
    expect(estimatedTotalCost({ ...facts, constructionYear: 1993 }, '2026-11-28')).toEqual({ total: 394_815.86, from: true })
  })

  it('is the calculator’s own starting figure', () => {
    const facts: ListingCostFacts = { price: 220_500, zip: '2400', mainTypeName: 'Huis' }
    const listing = listingSale(facts, '2026-11-28')!
    const direct = purchaseCosts(listing.sale, { situation: 'own-home', day: listing.day })
    expect(direct.ok && direct.total).toBe(estimatedTotalCost(facts, '2026-11-28')!.total)
  })
})

describe('the calculator’s inputs', () => {
  it.each([
    ['250000', 250_000],
    ['250.000', 250_000],
    ['250 000', 250_000],
    ['1.250.000', 1_250_000],
    ['3,5', 3.5],
    ['3.5', 3.5],
    ['€ 200000', 200_000],
  ])('reads %s as %d', (text, value) => {
    expect(readNumber(text)).toBe(value)
  })

  it.each(['', 'abc', '-5000', '1e5', '3,5,5'])('refuses %j', (text) => {
    expect(Number.isNaN(readNumber(text))).toBe(true)
  })

  it('bounds the loan by the price plus costs, the rate and term by what banks offer', () => {
    expect(readLoan('-5000', 300_000)).toEqual({ ok: false, problem: 'number' })
    expect(readLoan('abc', 300_000)).toEqual({ ok: false, problem: 'number' })
    expect(readLoan('9999999999999', 652_000)).toEqual({ ok: false, problem: 'range' })
    expect(readLoan('300000', 300_000)).toEqual({ ok: true, value: 300_000 })
    expect(readLoan('0', 300_000)).toEqual({ ok: true, value: 0 })
    expect(readRate('99')).toEqual({ ok: false, problem: 'range' })
    expect(readRate('3,3')).toEqual({ ok: true, value: 3.3 })
    expect(readYears('500')).toEqual({ ok: false, problem: 'range' })
    expect(readYears('4')).toEqual({ ok: false, problem: 'range' })
    expect(readYears('30')).toEqual({ ok: true, value: 30 })
    expect(readLandShare('101')).toEqual({ ok: false, problem: 'range' })
    expect(readLandShare('15')).toEqual({ ok: true, value: 15 })
  })
})
