import type { DictionaryKey } from '@/i18n/dictionary'

/**
 * Cookie consent rules (spec section 4): five categories, a consent flag plus four per-category
 * flags in localStorage, Google Consent Mode v2 signals. Everything here takes its storage or
 * location as an argument so it runs the same in the browser, the inline head script and tests.
 */

export const CONSENT_CATEGORIES = ['necessary', 'analytical', 'marketing', 'socialMedia', 'unclassified'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
/** Strictly necessary cookies are always on, so only these four are a choice. */
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>
const OPTIONAL_CATEGORIES = ['analytical', 'marketing', 'socialMedia', 'unclassified'] as const satisfies readonly OptionalCategory[]

export type ConsentChoice = Record<OptionalCategory, boolean>

// The key names are shared with tests/e2e/helpers/site.ts, which pre-accepts consent.
const CONSENT_KEY = 'cookieConsent'
const CATEGORY_KEYS: Record<OptionalCategory, string> = {
  analytical: 'cookieAnalytical',
  marketing: 'cookieMarketing',
  socialMedia: 'cookieSocialMedia',
  unclassified: 'cookieUnclassified',
}

/**
 * A choice holds for one version of the cookie policy and at most six months (the Belgian DPA's
 * guidance): after either the dialog asks again. Raise CONSENT_POLICY_VERSION whenever the cookie
 * policy or the list of tags changes.
 */
export const CONSENT_POLICY_VERSION = '2026-11'
const CONSENT_MAX_AGE_MONTHS = 6
const CONSENT_VERSION_KEY = 'cookieConsentVersion'
/** When the choice was made, in ms since the epoch. */
const CONSENT_DATE_KEY = 'cookieConsentDate'

/** The end of a choice made at `savedAt` (ms): the same day of the month, CONSENT_MAX_AGE_MONTHS later. */
function consentExpiry(savedAt: number): number {
  const end = new Date(savedAt)
  end.setUTCMonth(end.getUTCMonth() + CONSENT_MAX_AGE_MONTHS)
  return end.getTime()
}

/** Whether a stored choice still holds: made under the current policy version, less than six months ago. */
export function consentStillValid(version: string | null, savedAt: string | null, now: number, current = CONSENT_POLICY_VERSION): boolean {
  if (version !== current || savedAt === null || !/^\d{1,15}$/.test(savedAt)) return false
  return now < consentExpiry(Number(savedAt))
}

/** Window event the dialog dispatches after a choice (detail: the ConsentChoice, or null when cleared). */
export const CONSENT_EVENT = 'consent-changed'
const SETCOOKIES_PARAM = 'setcookies'
const PREVIEW_SEGMENT = /(?:^|\/)preview(?:\/|$)/i

export const ALL_CONSENT: ConsentChoice = { analytical: true, marketing: true, socialMedia: true, unclassified: true }
export const NO_CONSENT: ConsentChoice = { analytical: false, marketing: false, socialMedia: false, unclassified: false }

type ReadStorage = Pick<Storage, 'getItem'>
type WriteStorage = Pick<Storage, 'setItem'>

/** The stored choice, or null when the visitor has not chosen yet (or chose under an older policy, or too long ago). */
export function readConsent(storage: ReadStorage, now = Date.now()): ConsentChoice | null {
  if (storage.getItem(CONSENT_KEY) !== 'true') return null
  if (!consentStillValid(storage.getItem(CONSENT_VERSION_KEY), storage.getItem(CONSENT_DATE_KEY), now)) return null
  const choice = { ...NO_CONSENT }
  for (const category of OPTIONAL_CATEGORIES) choice[category] = storage.getItem(CATEGORY_KEYS[category]) === 'true'
  return choice
}

export function writeConsent(storage: WriteStorage, choice: ConsentChoice, now = Date.now()): void {
  storage.setItem(CONSENT_KEY, 'true')
  storage.setItem(CONSENT_VERSION_KEY, CONSENT_POLICY_VERSION)
  storage.setItem(CONSENT_DATE_KEY, String(now))
  for (const category of OPTIONAL_CATEGORIES) storage.setItem(CATEGORY_KEYS[category], String(choice[category]))
}

export function clearConsent(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(CONSENT_KEY)
  storage.removeItem(CONSENT_VERSION_KEY)
  storage.removeItem(CONSENT_DATE_KEY)
  for (const category of OPTIONAL_CATEGORIES) storage.removeItem(CATEGORY_KEYS[category])
}

/**
 * A primitive form of the stored choice for useSyncExternalStore, which compares snapshots with
 * Object.is: null = not chosen yet, otherwise the granted categories separated by spaces.
 */
export function consentSnapshot(storage: ReadStorage): string | null {
  const choice = readConsent(storage)
  return choice && OPTIONAL_CATEGORIES.filter((category) => choice[category]).join(' ')
}

export function choiceFromSnapshot(snapshot: string): ConsentChoice {
  const granted = snapshot.split(' ')
  const choice = { ...NO_CONSENT }
  for (const category of OPTIONAL_CATEGORIES) choice[category] = granted.includes(category)
  return choice
}

/**
 * Path segment "preview": staff look at a page without the dialog covering it. It is never consent:
 * a visitor who follows such a link gets the dialog and no tag before their own choice, and staff get
 * the page without the dialog only once /api/users/me confirms their session (useStaffPreview).
 */
export function isPreviewPath(pathname: string): boolean {
  return PREVIEW_SEGMENT.test(pathname)
}

/** `?setcookies` (with or without a value) wipes the stored choice so the dialog asks again. */
export function shouldClear(search: string): boolean {
  return new URLSearchParams(search).has(SETCOOKIES_PARAM)
}

// Google Consent Mode v2. Unclassified cookies have no Google signal.
type Signal = 'granted' | 'denied'
const CONSENT_SIGNALS: Record<OptionalCategory, string[]> = {
  analytical: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  socialMedia: ['personalization_storage'],
  unclassified: [],
}

/** Everything denied until the visitor chooses; wait_for_update gives the stored choice 500 ms to arrive. */
const CONSENT_MODE_DEFAULT = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  personalization_storage: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
  wait_for_update: 500,
} as const

/** The argument of gtag('consent', 'update', …) for a choice. */
export function consentModeUpdate(choice: ConsentChoice): Record<string, Signal> {
  const update: Record<string, Signal> = {}
  for (const category of OPTIONAL_CATEGORIES) {
    for (const signal of CONSENT_SIGNALS[category]) update[signal] = choice[category] ? 'granted' : 'denied'
  }
  return update
}

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * Set on the window by consentModeScript when a stored choice holds (and no `?setcookies` asks again), for
 * consentOpenScript to read: the rule runs once per page, in the first script.
 */
const CHOICE_HELD_FLAG = '__consentHeld'

/**
 * The inline script that must run before any tag: defines dataLayer/gtag, sets the denied
 * defaults and, for a returning visitor whose choice still holds (current policy version, less than
 * six months old), applies it at once so the first page view is already measured, and notes that it holds
 * (CHOICE_HELD_FLAG). It reads the same keys, signal map and validity rule as the code above; storage
 * errors (blocked storage) leave the defaults in place. A preview path changes nothing here.
 */
export function consentModeScript(): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments);}',
    `gtag('consent','default',${json(CONSENT_MODE_DEFAULT)});`,
    'try{',
    `var s=window.localStorage,k=${json(CATEGORY_KEYS)},m=${json(CONSENT_SIGNALS)},l=window.location,`,
    `on=function(key){return s.getItem(key)==='true';},`,
    `t=s.getItem(${json(CONSENT_DATE_KEY)}),e=/^\\d{1,15}$/.test(t||'')&&new Date(Number(t));`,
    `if(e)e.setUTCMonth(e.getUTCMonth()+${CONSENT_MAX_AGE_MONTHS});`,
    `if(on(${json(CONSENT_KEY)})&&s.getItem(${json(CONSENT_VERSION_KEY)})===${json(CONSENT_POLICY_VERSION)}&&e&&Date.now()<e.getTime()&&!new URLSearchParams(l.search).has(${json(SETCOOKIES_PARAM)})){`,
    `window.${CHOICE_HELD_FLAG}=true;`,
    'var u={};',
    "for(var c in m)for(var i=0;i<m[c].length;i++)u[m[c][i]]=on(k[c])?'granted':'denied';",
    "gtag('consent','update',u);",
    '}',
    '}catch(e){}',
  ].join('')
}

/** The id of the dialog in the server HTML, which consentOpenScript opens before the page first paints. */
export const CONSENT_DIALOG_ID = 'consent-dialog'
/** On the dialog's buttons: the choice a press makes ("all", "none") or "settings"; read by the early script. */
export const EARLY_PRESS_ATTRIBUTE = 'data-consent-press'
/** Set on the dialog by the early script: the last button pressed before the page's code ran. */
export const PENDING_PRESS_ATTRIBUTE = 'data-consent-pending'
export type EarlyPress = 'all' | 'none' | 'settings'

/**
 * The inline script placed right after the dialog's server HTML: it opens the dialog before the first
 * paint unless consentModeScript found a choice that holds, so a first visitor sees it at once instead of
 * when the page's code has loaded, and it keeps a press on one of its buttons made before that code runs
 * (PENDING_PRESS_ATTRIBUTE) for the dialog to carry out. Escape cannot dismiss it here either. On a
 * preview path the page's code decides (staff see no dialog). Blocked storage counts as no choice, as in
 * safeStorage.
 */
export function consentOpenScript(): string {
  return [
    `(function(){var d=document.getElementById(${json(CONSENT_DIALOG_ID)});`,
    `if(!d||d.open||window.${CHOICE_HELD_FLAG}||${PREVIEW_SEGMENT.toString()}.test(window.location.pathname))return;`,
    "d.addEventListener('cancel',function(e){e.preventDefault();});",
    "d.addEventListener('click',function(e){",
    `var b=e.target&&e.target.closest&&e.target.closest('[${EARLY_PRESS_ATTRIBUTE}]');`,
    `if(b)d.setAttribute(${json(PENDING_PRESS_ATTRIBUTE)},b.getAttribute(${json(EARLY_PRESS_ATTRIBUTE)}));`,
    '});',
    'try{d.showModal();d.focus();}catch(e){}',
    '})();',
  ].join('')
}

/** A Storage stand-in for when the browser refuses storage (privacy modes) and for tests. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

const resolved = new Map<string, Storage>()

/**
 * The browser storage, or an in-memory one for this page when it is blocked or refuses writes
 * (privacy modes): the visitor's choice then still closes the dialog instead of failing silently.
 */
export function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  let storage = resolved.get(kind)
  if (!storage) {
    try {
      storage = window[kind]
      storage.setItem('storage-probe', '1')
      storage.removeItem('storage-probe')
    } catch {
      storage = memoryStorage()
    }
    resolved.set(kind, storage)
  }
  return storage
}

export type ConsentTexts = {
  title: string
  intro: string
  policyLink: string
  agree: string
  decline: string
  settings: string
  agreePartly: string
  settingsLegend: string
  alwaysOn: string
  categories: Record<ConsentCategory, { name: string; description: string }>
}

/** The dialog's texts in the page language; the server layout passes the result as a prop. */
export function buildConsentTexts(t: (key: DictionaryKey) => string): ConsentTexts {
  const categories = {} as ConsentTexts['categories']
  for (const category of CONSENT_CATEGORIES) {
    categories[category] = { name: t(`consent.category.${category}`), description: t(`consent.category.${category}.description`) }
  }
  return {
    title: t('consent.title'),
    intro: t('consent.intro'),
    policyLink: t('consent.policyLink'),
    agree: t('consent.agree'),
    decline: t('consent.decline'),
    settings: t('consent.settings'),
    agreePartly: t('consent.agreePartly'),
    settingsLegend: t('consent.settingsLegend'),
    alwaysOn: t('consent.alwaysOn'),
    categories,
  }
}

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}
