import { describe, expect, it } from '@jest/globals'

import { homeFor } from '../../../src/routing/languageCookie'

describe('homeFor ("/" goes to the remembered or default language)', () => {
  it('uses the remembered language when it is enabled', () => {
    expect(homeFor('fr', ['nl', 'fr', 'en'], 'nl')).toBe('/fr/')
  })
  it('falls back to the default language for a disabled or unknown one', () => {
    expect(homeFor('de', ['nl', 'fr', 'en'], 'nl')).toBe('/nl/')
    expect(homeFor(undefined, ['nl', 'fr'], 'fr')).toBe('/fr/')
  })
})
