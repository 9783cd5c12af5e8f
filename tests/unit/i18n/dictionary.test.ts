import { describe, expect, it } from '@jest/globals'

import { dictionary, textsByScreen, translate, type DictionaryKey } from '../../../src/i18n/dictionary'

describe('dictionary', () => {
  it('has every text in Dutch, French and English', () => {
    for (const [key, entry] of Object.entries(dictionary)) {
      for (const locale of ['nl', 'fr', 'en'] as const) {
        expect([key, locale, (entry as Record<string, string>)[locale]?.trim().length > 0]).toEqual([key, locale, true])
      }
    }
  })

  it('defines every key in exactly one screen file (a second definition would silently win)', () => {
    const seen = new Map<string, string>()
    for (const [screen, texts] of Object.entries(textsByScreen)) {
      for (const key of Object.keys(texts)) {
        expect([key, seen.get(key)]).toEqual([key, undefined])
        seen.set(key, screen)
      }
    }
    expect(seen.size).toBe(Object.keys(dictionary).length)
  })

  it('addresses the visitor as "u" in Dutch everywhere, the preview bar included (issue 36.9)', () => {
    const informal = /\b(je|jij|jou|jouw|jezelf)\b/i
    const found = Object.entries(dictionary)
      .filter(([, entry]) => informal.test((entry as Record<string, string>).nl))
      .map(([key]) => key)
    expect(found).toEqual([])
  })

  it('falls back to Dutch for German, and prefers a staff override', () => {
    expect(translate('search.button', 'de')).toBe('Zoeken')
    expect(translate('search.button', 'fr')).toBe('Rechercher')
    expect(translate('search.button', 'fr', { 'search.button': 'Chercher' })).toBe('Chercher')
    expect(translate('search.button', 'fr', { 'search.button': '' })).toBe('Rechercher')
    // A Dutch override reaches German (no texts of its own) but never French.
    expect(translate('search.button', 'de', {}, {}, { 'search.button': 'Zoek' })).toBe('Zoek')
    expect(translate('search.button', 'fr', {}, {}, { 'search.button': 'Zoek' })).toBe('Rechercher')
  })

  it('fills placeholders such as the paging text', () => {
    expect(translate('list.paging', 'nl', {}, { page: 2, pages: 5, total: 117 })).toBe('Pagina 2 van 5 [117 objecten]')
    expect(translate('list.paging', 'en', {}, { page: 1, pages: 1, total: 3 })).toBe('Page 1 of 1 [3 objects]')
  })

  it("carries the spec's error texts", () => {
    const en = (key: DictionaryKey) => translate(key, 'en')
    expect(en('error.notFound')).toBe('Oops, this page no longer exists')
    expect(en('error.appointmentsFull')).toBe('The appointments are full')
    expect(en('error.mailNotSent')).toBe('Your e-mail was not sent. Please try again.')
    expect(en('validation.invalid.captcha')).toBe('The spam check failed. Please send again.')
  })
})
