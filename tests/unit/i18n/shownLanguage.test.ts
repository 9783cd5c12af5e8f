import { describe, expect, it } from '@jest/globals'

import { shownLanguage } from '../../../src/i18n/shownLanguage'

describe('shownLanguage (issue 37.9)', () => {
  it('is the page’s language when the text has one, else Dutch, the fallback', () => {
    expect(shownLanguage({ nl: 'Woning', fr: 'Maison' }, 'fr')).toBe('fr')
    expect(shownLanguage({ nl: 'Woning', fr: '' }, 'fr')).toBe('nl')
    expect(shownLanguage({ nl: 'Woning', en: '   ' }, 'en')).toBe('nl')
    expect(shownLanguage({ nl: 'Woning' }, 'de')).toBe('nl')
    expect(shownLanguage({ nl: 'Woning' }, 'nl')).toBe('nl')
  })

  it('is none when nothing is written, and the page’s own for a plain string', () => {
    expect(shownLanguage({}, 'fr')).toBeNull()
    expect(shownLanguage(null, 'fr')).toBeNull()
    expect(shownLanguage('Maison', 'fr')).toBe('fr')
    expect(shownLanguage('', 'fr')).toBeNull()
  })
})
