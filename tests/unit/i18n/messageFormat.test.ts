import { describe, expect, it } from '@jest/globals'

import { dictionary, t, translate, type DictionaryKey } from '../../../src/i18n/dictionary'
import { LOCALES } from '../../../src/i18n/locales'
import { formatMessage, messageArguments, tryFormatMessage } from '../../../src/i18n/message'

describe('ICU messages (intl-messageformat)', () => {
  it('picks the plural form of each language for 0, 1 and 2', () => {
    expect([0, 1, 2].map((count) => t('detail.photoCount', 'nl', { count }))).toEqual(['0 foto’s', '1 foto', '2 foto’s'])
    // French counts 0 and 1 as singular.
    expect([0, 1, 2].map((count) => t('detail.photoCount', 'fr', { count }))).toEqual(['0 photo', '1 photo', '2 photos'])
    expect([0, 1, 2].map((count) => t('detail.photoCount', 'en', { count }))).toEqual(['0 photos', '1 photo', '2 photos'])
    expect(t('filters.show', 'nl', { count: 1 })).toBe('Toon 1 resultaat')
    expect(t('filters.show', 'nl', { count: 2 })).toBe('Toon 2 resultaten')
    expect(t('demandAlert.bedrooms', 'en', { count: 1 })).toBe('1 bedroom')
    expect(t('demandAlert.bedrooms', 'fr', { count: 3 })).toBe('3 chambres')
    expect(t('list.map.unlocated', 'nl', { count: 1 })).toBe('1 pand heeft geen ligging en staat alleen in de lijst.')
    expect(t('list.map.unlocated', 'en', { count: 4 })).toBe('4 properties have no location and are only in the list.')
    expect(t('demand.zonesChosen', 'fr', { count: 2 })).toBe('2 communes choisies')
    expect(t('visit.maximumPersons', 'nl', { count: 1 })).toBe('Maximaal 1 persoon')
  })

  it('writes the number of a plural the language’s way', () => {
    expect(t('list.paging', 'nl', { page: 1, pages: 84, total: 1000 })).toBe('Pagina 1 van 84 [1.000 objecten]')
    expect(t('list.paging', 'en', { page: 1, pages: 84, total: 1000 })).toBe('Page 1 of 84 [1,000 objects]')
    expect(t('list.paging', 'fr', { page: 1, pages: 84, total: 1000 })).toBe('Page 1 sur 84 [1\u202f000 biens]')
  })

  it('German uses the Dutch text with German number rules when it has none of its own', () => {
    expect(t('detail.photoCount', 'de', { count: 1 })).toBe('1 foto')
    expect(t('list.paging', 'de', { page: 1, pages: 2, total: 2000 })).toBe('Pagina 1 van 2 [2.000 objecten]')
  })

  it('returns a message unfilled when a value it uses is missing (a client component fills it)', () => {
    expect(t('detail.photoCount', 'nl')).toBe('{count, plural, one {# foto} other {# foto’s}}')
    expect(translate('detail.photoOf', 'nl', {}, { index: '{index}', total: '{total}' })).toBe('Foto {index} van {total}')
  })

  it('leaves apostrophes and angle brackets of plain texts alone', () => {
    expect(formatMessage("jusqu'à {max} m²", 'fr', { max: 80 })).toBe("jusqu'à 80 m²")
    expect(formatMessage('a <b> c', 'nl')).toBe('a <b> c')
    expect(formatMessage('{name} <strong>', 'nl', { name: 'x' })).toBe('x <strong>')
  })

  it('a broken override falls back to the default instead of breaking the page', () => {
    expect(tryFormatMessage('{count, plural, one {# foto}', 'nl', { count: 1 })).toBeNull()
    expect(translate('detail.photoCount', 'nl', { 'detail.photoCount': '{count, plural, one {# foto}' }, { count: 2 })).toBe('2 foto’s')
    expect(
      translate('detail.photoCount', 'nl', { 'detail.photoCount': '{count, plural, one {één foto} other {# foto’s}}' }, { count: 1 }),
    ).toBe('één foto')
  })

  it('every default text parses in its language and formats with sample values', () => {
    for (const [key, entry] of Object.entries(dictionary)) {
      for (const locale of LOCALES) {
        const text = (entry as Record<string, string | undefined>)[locale]
        if (!text) continue
        const names = messageArguments(text, locale)
        expect([key, locale, names !== null]).toEqual([key, locale, true])
        const values = Object.fromEntries([...names!.keys()].map((name) => [name, 2]))
        expect([key, locale, translate(key as DictionaryKey, locale, {}, values).includes('{')]).toEqual([key, locale, false])
      }
    }
  })
})
