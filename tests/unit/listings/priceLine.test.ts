import { describe, expect, it } from '@jest/globals'

import { t } from '../../../src/i18n/dictionary'
import type { Locale } from '../../../src/i18n/locales'
import { PRICE_UNIT_STARTING_FROM, priceLine, projectPriceLine } from '../../../src/listings/priceLine'

const texts = (locale: Locale) => (key: Parameters<typeof t>[0], values?: Record<string, string>) => t(key, locale, values)
const nl = texts('nl')

describe('priceLine', () => {
  it('prints a published sale price as a euro amount', () => {
    expect(priceLine({ price: 295000, publishPrice: true, goal: 'sale' }, nl)).toBe('€\u00a0295.000')
  })

  it('adds "/month" to a rent, unless the label already says so', () => {
    expect(priceLine({ price: 950, publishPrice: true, goal: 'rent' }, nl)).toBe('€\u00a0950/maand')
    expect(priceLine({ price: 950, publishPrice: true, goal: 'rent' }, texts('fr'))).toBe('€\u00a0950/mois')
    expect(priceLine({ price: 950, publishPrice: true, goal: 'rent' }, nl, { perMonth: false })).toBe('€\u00a0950')
  })

  it('says "price on request" when the price is not published or missing', () => {
    expect(priceLine({ price: 295000, publishPrice: false, goal: 'sale' }, nl)).toBe('Prijs op aanvraag')
    expect(priceLine({ price: null, goal: 'rent' }, texts('en'))).toBe('Price on request')
    expect(priceLine({ price: 0, publishPrice: true }, texts('fr'))).toBe('Prix sur demande')
  })

  it('says "starting from" for PriceUnit 7, for sale and rent, in every language', () => {
    const from = { price: 250000, publishPrice: true, priceUnit: PRICE_UNIT_STARTING_FROM, goal: 'sale' as const }
    expect(priceLine(from, nl)).toBe('Vanaf €\u00a0250.000')
    expect(priceLine(from, texts('fr'))).toBe('À partir de €\u00a0250.000')
    expect(priceLine(from, texts('en'))).toBe('Starting from €\u00a0250.000')
    expect(priceLine({ ...from, price: 800, goal: 'rent' }, nl)).toBe('Vanaf €\u00a0800/maand')
    expect(priceLine({ ...from, priceUnit: 1 }, nl)).toBe('€\u00a0250.000')
  })
})

describe('projectPriceLine', () => {
  it('prints a range, a lower bound or "price on request"', () => {
    expect(projectPriceLine({ priceMin: 270000, priceMax: 499000 }, nl)).toBe('€\u00a0270.000 tot €\u00a0499.000')
    expect(projectPriceLine({ priceMin: 270000, priceMax: 270000 }, nl)).toBe('Vanaf €\u00a0270.000')
    expect(projectPriceLine({ priceMin: 270000 }, texts('en'))).toBe('From €\u00a0270.000')
    expect(projectPriceLine({}, texts('fr'))).toBe('Prix sur demande')
  })
})
