import { describe, expect, it } from '@jest/globals'

import { CLIENT_LOCALE, clientTranslator, pickTexts } from '../../../src/i18n/clientTexts'
import { translatorFor } from '../../../src/i18n/dictionary'

describe('texts handed to client components', () => {
  it('go to the client unfilled, with the page language, and are filled there (plurals too)', () => {
    const texts = pickTexts(translatorFor('fr'), ['list.paging', 'property.priceOnRequest', 'filters.show'])
    expect(texts['list.paging']).toBe('Page {page} sur {pages} [{total, plural, one {# bien} other {# biens}}]')
    expect(texts[CLIENT_LOCALE]).toBe('fr')
    const tc = clientTranslator(texts)
    expect(tc('list.paging', { page: 2, pages: 5, total: 99 })).toBe('Page 2 sur 5 [99 biens]')
    expect(tc('list.paging', { page: 1, pages: 1, total: 1 })).toBe('Page 1 sur 1 [1 bien]')
    expect(tc('filters.show', { count: 1 })).toBe('Afficher 1 résultat')
    expect(tc('filters.show', { count: 2 })).toBe('Afficher 2 résultats')
    expect(tc('property.priceOnRequest')).toBe('Prix sur demande')
  })

  it('carry the staff override, not the default', () => {
    const tc = clientTranslator(
      pickTexts(translatorFor('nl', { 'filters.show': 'Bekijk {count, plural, one {het resultaat} other {# resultaten}}' }), [
        'filters.show',
      ]),
    )
    expect(tc('filters.show', { count: 1 })).toBe('Bekijk het resultaat')
    expect(tc('filters.show', { count: 3 })).toBe('Bekijk 3 resultaten')
  })

  it('count as Dutch when the server gave no language', () => {
    expect(
      clientTranslator({ 'filters.show': 'Toon {count, plural, one {# resultaat} other {# resultaten}}' })('filters.show', { count: 1 }),
    ).toBe('Toon 1 resultaat')
  })
})
