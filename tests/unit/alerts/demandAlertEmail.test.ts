import { describe, expect, it } from '@jest/globals'

import { alertEmail } from '../../../src/alerts/alertEmail'
import { t } from '../../../src/i18n/dictionary'

const listing = {
  title: 'Woning met <b>tuin</b>',
  city: 'Lommel',
  price: 295000,
  publishPrice: true,
  goal: 'sale' as const,
  bedrooms: 3,
  url: 'https://example.be/nl/te-koop/lommel/woning/1234/',
}

describe('alertEmail', () => {
  it("writes the listing, its link and the unsubscribe link in the demand's language", () => {
    const nl = alertEmail(
      {
        locale: 'nl',
        name: 'An Peeters',
        siteName: 'Kempen Vastgoed',
        listing,
        unsubscribeUrl: 'https://example.be/nl/unsubscribe/1.sig/',
      },
      t,
    )
    expect(nl.subject).toBe('Nieuw aanbod voor uw zoekopdracht: Woning met <b>tuin</b>')
    expect(nl.text).toContain('Beste An Peeters,')
    expect(nl.text).toContain('Lommel · €\u00a0295.000 · 3 slaapkamers')
    expect(nl.text).toContain(listing.url)
    expect(nl.text).toContain('https://example.be/nl/unsubscribe/1.sig/')
    const fr = alertEmail(
      { locale: 'fr', name: 'Luc', siteName: 'Kempen Vastgoed', listing: { ...listing, goal: 'rent', price: 950 }, unsubscribeUrl: 'u' },
      t,
    )
    expect(fr.subject).toMatch(/^Nouvelle offre/)
    expect(fr.text).toContain('€\u00a0950/mois')
    expect(fr.text).toContain('Désinscrivez-vous')
  })

  it('says "price on request" when the price is not published', () => {
    const en = alertEmail(
      { locale: 'en', name: 'Ann', siteName: 'KV', listing: { ...listing, publishPrice: false }, unsubscribeUrl: 'u' },
      t,
    )
    expect(en.text).toContain('Price on request')
    expect(en.text).not.toContain('295')
  })

  it('says "starting from" for a PriceUnit 7 listing, as the card and the detail page do', () => {
    const from = { ...listing, priceUnit: 7 }
    const mail = (locale: 'nl' | 'fr' | 'en', extra = {}) =>
      alertEmail({ locale, name: 'An', siteName: 'KV', listing: { ...from, ...extra }, unsubscribeUrl: 'u' }, t).text
    expect(mail('nl')).toContain('Lommel · Vanaf €\u00a0295.000 · 3 slaapkamers')
    expect(mail('fr')).toContain('À partir de €\u00a0295.000')
    expect(mail('en')).toContain('Starting from €\u00a0295.000')
    expect(mail('nl', { goal: 'rent', price: 800 })).toContain('Vanaf €\u00a0800/maand')
  })
})
