import { describe, expect, it } from '@jest/globals'
import vm from 'node:vm'

import { translate, type DictionaryKey } from '../../../../src/i18n/dictionary'
import {
  ALL_CONSENT,
  CONSENT_POLICY_VERSION,
  NO_CONSENT,
  buildConsentTexts,
  choiceFromSnapshot,
  clearConsent,
  consentModeScript,
  consentOpenScript,
  consentModeUpdate,
  consentSnapshot,
  consentStillValid,
  isPreviewPath,
  memoryStorage,
  readConsent,
  shouldClear,
  writeConsent,
} from '../../../../src/site/consent/consent'

const flags = (storage: Storage) =>
  Object.fromEntries(
    ['cookieConsent', 'cookieAnalytical', 'cookieMarketing', 'cookieSocialMedia', 'cookieUnclassified'].map((key) => [
      key,
      storage.getItem(key),
    ]),
  )

describe('stored consent', () => {
  it('Agree stores the consent flag and all four categories as true', () => {
    const storage = memoryStorage()
    writeConsent(storage, ALL_CONSENT)
    expect(flags(storage)).toEqual({
      cookieConsent: 'true',
      cookieAnalytical: 'true',
      cookieMarketing: 'true',
      cookieSocialMedia: 'true',
      cookieUnclassified: 'true',
    })
    expect(readConsent(storage)).toEqual(ALL_CONSENT)
  })

  it('Decline stores the consent flag with every optional category false', () => {
    const storage = memoryStorage()
    writeConsent(storage, NO_CONSENT)
    expect(flags(storage)).toEqual({
      cookieConsent: 'true',
      cookieAnalytical: 'false',
      cookieMarketing: 'false',
      cookieSocialMedia: 'false',
      cookieUnclassified: 'false',
    })
    expect(readConsent(storage)).toEqual(NO_CONSENT)
  })

  it('Agree partly stores exactly the chosen categories', () => {
    const storage = memoryStorage()
    writeConsent(storage, { ...NO_CONSENT, analytical: true })
    expect(readConsent(storage)).toEqual({ analytical: true, marketing: false, socialMedia: false, unclassified: false })
    expect(storage.getItem('cookieAnalytical')).toBe('true')
    expect(storage.getItem('cookieMarketing')).toBe('false')
  })

  it('without the consent flag the visitor has not chosen, whatever the category flags say', () => {
    const storage = memoryStorage()
    expect(readConsent(storage)).toBeNull()
    storage.setItem('cookieAnalytical', 'true')
    expect(readConsent(storage)).toBeNull()
  })

  it('clearing removes the flag and every category, so the dialog asks again', () => {
    const storage = memoryStorage()
    writeConsent(storage, ALL_CONSENT)
    storage.setItem('unrelated', 'kept')
    clearConsent(storage)
    expect(readConsent(storage)).toBeNull()
    expect(storage.length).toBe(1)
  })

  it('snapshots round-trip the choice and tell "not chosen" from "chose nothing"', () => {
    const storage = memoryStorage()
    expect(consentSnapshot(storage)).toBeNull()
    writeConsent(storage, NO_CONSENT)
    expect(consentSnapshot(storage)).toBe('')
    writeConsent(storage, { ...NO_CONSENT, marketing: true, unclassified: true })
    expect(consentSnapshot(storage)).toBe('marketing unclassified')
    expect(choiceFromSnapshot('marketing unclassified')).toEqual({
      analytical: false,
      marketing: true,
      socialMedia: false,
      unclassified: true,
    })
    expect(choiceFromSnapshot('')).toEqual(NO_CONSENT)
  })
})

const DAY = 24 * 60 * 60 * 1000

describe('policy version and six-month expiry', () => {
  const made = Date.UTC(2026, 0, 31, 12)
  it('holds for the current version until six calendar months after the choice', () => {
    expect(consentStillValid(CONSENT_POLICY_VERSION, String(made), made)).toBe(true)
    expect(consentStillValid(CONSENT_POLICY_VERSION, String(made), Date.UTC(2026, 6, 30, 12))).toBe(true)
    expect(consentStillValid(CONSENT_POLICY_VERSION, String(made), Date.UTC(2026, 6, 31, 12))).toBe(false)
    expect(consentStillValid(CONSENT_POLICY_VERSION, String(made), Date.UTC(2027, 0, 1))).toBe(false)
  })

  it('does not hold for another policy version, without a version or with a malformed date', () => {
    expect(consentStillValid('2025-01', String(made), made)).toBe(false)
    expect(consentStillValid(null, String(made), made)).toBe(false)
    expect(consentStillValid(CONSENT_POLICY_VERSION, null, made)).toBe(false)
    expect(consentStillValid(CONSENT_POLICY_VERSION, 'yesterday', made)).toBe(false)
    expect(consentStillValid(CONSENT_POLICY_VERSION, '-5', made)).toBe(false)
  })

  it('reads a stored choice only while it holds, so the dialog returns after a version change or six months', () => {
    const storage = memoryStorage()
    writeConsent(storage, ALL_CONSENT, made)
    expect(storage.getItem('cookieConsentVersion')).toBe(CONSENT_POLICY_VERSION)
    expect(storage.getItem('cookieConsentDate')).toBe(String(made))
    expect(readConsent(storage, made + 100 * DAY)).toEqual(ALL_CONSENT)
    expect(readConsent(storage, made + 190 * DAY)).toBeNull()
    storage.setItem('cookieConsentVersion', 'older')
    expect(readConsent(storage, made + DAY)).toBeNull()
  })
})

describe('preview paths and setcookies', () => {
  it('detects a "preview" path segment in any position and case, not a word inside a segment', () => {
    expect(isPreviewPath('/nl/preview/')).toBe(true)
    expect(isPreviewPath('/nl/preview/te-koop/')).toBe(true)
    expect(isPreviewPath('/nl/te-koop/Preview')).toBe(true)
    expect(isPreviewPath('/nl/previews/')).toBe(false)
    expect(isPreviewPath('/nl/te-koop/')).toBe(false)
  })

  it('clears on ?setcookies with or without a value', () => {
    expect(shouldClear('?setcookies')).toBe(true)
    expect(shouldClear('?a=1&setcookies=1')).toBe(true)
    expect(shouldClear('setcookies')).toBe(true)
    expect(shouldClear('')).toBe(false)
    expect(shouldClear('?cookies=1')).toBe(false)
  })
})

describe('Google Consent Mode', () => {
  it('maps analytical, marketing and social media to their signals', () => {
    expect(consentModeUpdate(ALL_CONSENT)).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      personalization_storage: 'granted',
    })
    expect(consentModeUpdate({ ...NO_CONSENT, analytical: true })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      personalization_storage: 'denied',
    })
    expect(consentModeUpdate({ ...NO_CONSENT, socialMedia: true })).toMatchObject({
      personalization_storage: 'granted',
      analytics_storage: 'denied',
    })
  })

  /** Runs the inline script as the browser would and returns what it pushed to dataLayer. */
  function runScript(pathname: string, search: string, storage: Storage): unknown[][] {
    const context: Record<string, unknown> = { localStorage: storage, location: { pathname, search }, URLSearchParams }
    context.window = context
    vm.runInNewContext(consentModeScript(), context)
    return (context.dataLayer as ArrayLike<unknown>[]).map((entry) => Array.from(entry))
  }

  const denied = {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    personalization_storage: 'denied',
    functionality_storage: 'granted',
    security_storage: 'granted',
    wait_for_update: 500,
  }

  it('sets everything denied by default, waiting 500 ms for an update, and nothing more for a first visit', () => {
    expect(runScript('/nl/', '', memoryStorage())).toEqual([['consent', 'default', denied]])
  })

  it("applies a returning visitor's stored choice right after the defaults", () => {
    const storage = memoryStorage()
    writeConsent(storage, { ...NO_CONSENT, analytical: true })
    expect(runScript('/nl/', '', storage)).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', consentModeUpdate({ ...NO_CONSENT, analytical: true })],
    ])
  })

  it('grants nothing on a preview path (it is no consent) and ignores stored consent under ?setcookies', () => {
    expect(runScript('/nl/preview/', '', memoryStorage())).toEqual([['consent', 'default', denied]])
    const storage = memoryStorage()
    writeConsent(storage, ALL_CONSENT)
    expect(runScript('/nl/', '?setcookies', storage)).toHaveLength(1)
  })

  it('applies no stored choice of an older policy version or older than six months', () => {
    const old = memoryStorage()
    writeConsent(old, ALL_CONSENT)
    old.setItem('cookieConsentVersion', '2020-01')
    expect(runScript('/nl/', '', old)).toEqual([['consent', 'default', denied]])
    const stale = memoryStorage()
    writeConsent(stale, ALL_CONSENT, Date.now() - 184 * DAY)
    expect(runScript('/nl/', '', stale)).toEqual([['consent', 'default', denied]])
    const unversioned = memoryStorage()
    for (const key of ['cookieConsent', 'cookieAnalytical', 'cookieMarketing', 'cookieSocialMedia', 'cookieUnclassified'])
      unversioned.setItem(key, 'true')
    expect(runScript('/nl/', '', unversioned)).toEqual([['consent', 'default', denied]])
    const recent = memoryStorage()
    writeConsent(recent, ALL_CONSENT, Date.now() - 150 * DAY)
    expect(runScript('/nl/', '', recent)).toHaveLength(2)
  })

  it('keeps the defaults when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    } as unknown as Storage
    expect(runScript('/nl/', '', blocked)).toEqual([['consent', 'default', denied]])
  })

  it('cannot be broken out of its <script> element', () => {
    expect(consentModeScript()).not.toMatch(/<\/script/i)
  })
})

describe('the early opener of the dialog', () => {
  type Listener = (event: unknown) => void
  /** A stand-in for the server-rendered <dialog>: what the script reads and does to it. */
  function fakeDialog() {
    const listeners = new Map<string, Listener>()
    const attributes = new Map<string, string>()
    return {
      open: false,
      focused: false,
      listeners,
      attributes,
      showModal() {
        this.open = true
      },
      focus() {
        this.focused = true
      },
      addEventListener: (type: string, listener: Listener) => void listeners.set(type, listener),
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
    }
  }
  function runOpener(pathname: string, search: string, storage: Storage, dialog: ReturnType<typeof fakeDialog> | null = fakeDialog()) {
    const context: Record<string, unknown> = {
      localStorage: storage,
      location: { pathname, search },
      URLSearchParams,
      Date,
      document: { getElementById: (id: string) => (id === 'consent-dialog' ? dialog : null) },
    }
    context.window = context
    // As on the page: the Consent Mode script at the top of the body, then the opener after the dialog.
    vm.runInNewContext(consentModeScript(), context)
    vm.runInNewContext(consentOpenScript(), context)
    return dialog
  }
  /** A click on an element inside the dialog, given the press its button carries (or none). */
  const clickOn = (press: string | null) => ({
    target: { closest: (selector: string) => (press && selector === '[data-consent-press]' ? { getAttribute: () => press } : null) },
  })

  it('opens the dialog and gives it focus for a first visitor', () => {
    const dialog = runOpener('/nl/', '', memoryStorage())!
    expect(dialog.open).toBe(true)
    expect(dialog.focused).toBe(true)
  })

  it('leaves it closed when a stored choice holds, and opens it under ?setcookies or when the choice has expired', () => {
    const storage = memoryStorage()
    writeConsent(storage, NO_CONSENT)
    expect(runOpener('/nl/', '', storage)!.open).toBe(false)
    expect(runOpener('/nl/', '?setcookies', storage)!.open).toBe(true)
    const stale = memoryStorage()
    writeConsent(stale, ALL_CONSENT, Date.now() - 184 * DAY)
    expect(runOpener('/nl/', '', stale)!.open).toBe(true)
    const older = memoryStorage()
    writeConsent(older, ALL_CONSENT)
    older.setItem('cookieConsentVersion', '2020-01')
    expect(runOpener('/nl/', '', older)!.open).toBe(true)
  })

  it('leaves a preview path to the page (staff see no dialog) and does nothing without a dialog', () => {
    expect(runOpener('/nl/preview/', '', memoryStorage())!.open).toBe(false)
    expect(() => runOpener('/nl/cookiebeleid/', '', memoryStorage(), null)).not.toThrow()
  })

  it('opens it when storage is blocked (no choice can hold)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    } as unknown as Storage
    expect(runOpener('/nl/', '', blocked)!.open).toBe(true)
  })

  it('keeps the last button pressed before the page code runs, and stops Escape', () => {
    const dialog = runOpener('/nl/', '', memoryStorage())!
    dialog.listeners.get('click')!(clickOn(null))
    expect(dialog.attributes.has('data-consent-pending')).toBe(false)
    dialog.listeners.get('click')!(clickOn('settings'))
    dialog.listeners.get('click')!(clickOn('all'))
    expect(dialog.attributes.get('data-consent-pending')).toBe('all')
    let prevented = false
    dialog.listeners.get('cancel')!({ preventDefault: () => (prevented = true) })
    expect(prevented).toBe(true)
  })

  it('cannot be broken out of its <script> element', () => {
    expect(consentOpenScript()).not.toMatch(/<\/script/i)
  })
})

describe('buildConsentTexts', () => {
  it('fills every text from the dictionary in the page language', () => {
    const texts = buildConsentTexts((key: DictionaryKey) => translate(key, 'nl'))
    expect(texts.title).toBe('Wij gebruiken cookies')
    expect(texts.agree).toBe('Akkoord')
    expect(texts.categories.necessary.name).toBe('Strikt noodzakelijke cookies')
    expect(Object.keys(texts.categories)).toEqual(['necessary', 'analytical', 'marketing', 'socialMedia', 'unclassified'])
    const en = buildConsentTexts((key: DictionaryKey) => translate(key, 'en'))
    expect([en.decline, en.settings, en.agreePartly]).toEqual(['Decline', 'Change settings', 'Agree partly'])
  })
})
