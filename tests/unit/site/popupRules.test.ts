import { describe, expect, it } from '@jest/globals'

import { translate } from '../../../src/i18n/dictionary'
import { memoryStorage } from '../../../src/site/consent/consent'
import { buildPopupTexts, isClosingLocation, isPopupClosed, isPopupOpen, markPopupClosed, popupDelayMs } from '../../../src/site/popupRules'

describe('popup', () => {
  it('shows at once without a delay, otherwise after the delay in seconds', () => {
    expect(popupDelayMs(null)).toBe(0)
    expect(popupDelayMs(undefined)).toBe(0)
    expect(popupDelayMs(0)).toBe(0)
    expect(popupDelayMs(-3)).toBe(0)
    expect(popupDelayMs(Number.NaN)).toBe(0)
    expect(popupDelayMs(8)).toBe(8000)
    expect(popupDelayMs(1.5)).toBe(1500)
  })

  it('closes for the session on a form action page or a URL containing modal-clicked', () => {
    const prefixes = ['/nl/bedankt/', '/fr/merci']
    expect(isClosingLocation('/nl/bedankt/', 'https://x.be/nl/bedankt/', prefixes)).toBe(true)
    expect(isClosingLocation('/nl/bedankt/schatting/', 'https://x.be/nl/bedankt/schatting/', prefixes)).toBe(true)
    expect(isClosingLocation('/fr/merci/', 'https://x.be/fr/merci/', prefixes)).toBe(true)
    expect(isClosingLocation('/nl/bedankt', 'https://x.be/nl/bedankt', prefixes)).toBe(true)
    expect(isClosingLocation('/nl/bedanktkaart/', 'https://x.be/nl/bedanktkaart/', prefixes)).toBe(false)
    expect(isClosingLocation('/nl/', 'https://x.be/nl/?modal-clicked', prefixes)).toBe(true)
    expect(isClosingLocation('/nl/', 'https://x.be/nl/#modal-clicked', [])).toBe(true)
    expect(isClosingLocation('/nl/te-koop/', 'https://x.be/nl/te-koop/', prefixes)).toBe(false)
    // An empty prefix from the CMS must not close the popup everywhere.
    expect(isClosingLocation('/nl/', 'https://x.be/nl/', [''])).toBe(false)
  })

  it('remembers closing in the session storage', () => {
    const session = memoryStorage()
    expect(isPopupClosed(session)).toBe(false)
    markPopupClosed(session)
    expect(isPopupClosed(session)).toBe(true)
  })

  it('opens only after the delay, when not closed, and once the consent dialog is answered', () => {
    expect(isPopupOpen({ delayPassed: true, closed: false, consentAnswered: true })).toBe(true)
    expect(isPopupOpen({ delayPassed: false, closed: false, consentAnswered: true })).toBe(false)
    expect(isPopupOpen({ delayPassed: true, closed: true, consentAnswered: true })).toBe(false)
    expect(isPopupOpen({ delayPassed: true, closed: false, consentAnswered: false })).toBe(false)
  })

  it('takes its close label from the dictionary', () => {
    expect(buildPopupTexts((key) => translate(key, 'fr'))).toEqual({ closeLabel: 'Fermer' })
  })
})
