import { describe, expect, it } from '@jest/globals'

import { internalPortalPath, parsePortalPath, portalPath, resetPasswordPath, switchPortalPath } from '../../../src/auth/paths'

describe('owner portal paths', () => {
  it('has a path per language and one internal route', () => {
    expect([portalPath('nl'), portalPath('fr'), portalPath('en')]).toEqual(['/nl/portaal/', '/fr/portail/', '/en/portal/'])
    expect(resetPasswordPath('fr')).toBe('/fr/portail/nouveau-mot-de-passe/')
    expect(internalPortalPath('/nl/portaal/')).toBe('/nl/portal/')
    expect(internalPortalPath('/fr/portail/nouveau-mot-de-passe/')).toBe('/fr/portal/reset/')
    expect(internalPortalPath('/en/portal/')).toBe('/en/portal/')
  })

  it('leaves every other path alone', () => {
    for (const path of [
      '/nl/',
      '/nl/login/',
      '/nl/te-koop/',
      '/nl/portail/',
      '/fr/portaal/',
      '/nl/portaal/iets/',
      '/nl/portaal/nieuw-wachtwoord/extra/',
      '/xx/portal/',
    ]) {
      expect([path, internalPortalPath(path)]).toEqual([path, null])
    }
    expect(parsePortalPath('/nl/portaal/nieuw-wachtwoord/')).toEqual({ locale: 'nl', page: 'reset' })
  })

  it('switches language to the same portal page', () => {
    expect(switchPortalPath('/nl/portaal/', 'fr')).toBe('/fr/portail/')
    expect(switchPortalPath('/nl/portal/', 'en')).toBe('/en/portal/')
    expect(switchPortalPath('/en/portal/new-password/', 'nl')).toBe('/nl/portaal/nieuw-wachtwoord/')
    expect(switchPortalPath('/nl/over-ons/', 'fr')).toBeNull()
  })
})
