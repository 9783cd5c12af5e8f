import { describe, expect, it } from '@jest/globals'

import { clientTranslator, pickTexts } from '../../src/i18n/clientTexts'
import { t } from '../../src/i18n/dictionary'

describe('texts handed to client components', () => {
  it('keep their placeholders on the server and are filled on the client', () => {
    const texts = pickTexts((key, values) => t(key, 'fr', values), ['list.paging', 'property.priceOnRequest'])
    expect(texts['list.paging']).toBe('Page {page} sur {pages} [{total} biens]')
    const tc = clientTranslator(texts)
    expect(tc('list.paging', { page: 2, pages: 5, total: 99 })).toBe('Page 2 sur 5 [99 biens]')
    expect(tc('property.priceOnRequest')).toBe('Prix sur demande')
  })
})
