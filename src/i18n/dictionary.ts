import { DEFAULT_LOCALE, type Locale } from './locales'
import { messageArguments, tryFormatMessage, type MessageValues } from './message'
import { accountTexts } from './texts/account'
import { consentTexts } from './texts/consent'
import { demandTexts } from './texts/demand'
import { mailTexts } from './texts/emails'
import { errorTexts } from './texts/errors'
import { formTexts } from './texts/forms'
import { listingAlertTexts } from './texts/listingAlerts'
import { loginTexts } from './texts/login'
import { mapTexts } from './texts/map'
import { pageFormTexts } from './texts/pageForms'
import { portalTexts } from './texts/portal'
import { previewTexts } from './texts/preview'
import { projectTexts } from './texts/project'
import { propertyTexts } from './texts/property'
import { propertyFormTexts } from './texts/propertyForms'
import { purchaseTexts } from './texts/purchase'
import { searchTexts } from './texts/search'
import { shellTexts } from './texts/shell'
import { shortlistTexts } from './texts/shortlist'
import { savedSearchTexts } from './texts/savedSearch'
import type { Entry } from './texts/entry'

/**
 * The interface texts of every screen, one file per screen in ./texts (nl, fr, en; German falls back
 * to Dutch). Staff override any key in the translations collection; a key missing there uses these, so
 * no raw key ever shows. Texts are ICU messages, filled by t() (src/i18n/message.ts). No key is defined in two files
 * (tests/unit/i18n/dictionary.test.ts).
 */
export const textsByScreen = {
  shell: shellTexts,
  search: searchTexts,
  map: mapTexts,
  property: propertyTexts,
  project: projectTexts,
  forms: formTexts,
  propertyForms: propertyFormTexts,
  purchase: purchaseTexts,
  pageForms: pageFormTexts,
  demand: demandTexts,
  listingAlerts: listingAlertTexts,
  account: accountTexts,
  login: loginTexts,
  portal: portalTexts,
  consent: consentTexts,
  errors: errorTexts,
  emails: mailTexts,
  preview: previewTexts,
  shortlist: shortlistTexts,
  savedSearch: savedSearchTexts,
} as const

export const dictionary = {
  ...shellTexts,
  ...searchTexts,
  ...mapTexts,
  ...propertyTexts,
  ...projectTexts,
  ...formTexts,
  ...propertyFormTexts,
  ...purchaseTexts,
  ...pageFormTexts,
  ...demandTexts,
  ...listingAlertTexts,
  ...accountTexts,
  ...loginTexts,
  ...portalTexts,
  ...consentTexts,
  ...errorTexts,
  ...mailTexts,
  ...previewTexts,
  ...shortlistTexts,
  ...savedSearchTexts,
} as const satisfies Record<string, Entry>

export type DictionaryKey = keyof typeof dictionary

/** Staff overrides per key (from the translations collection), for one language. */
export type Overrides = Partial<Record<string, string>>

/**
 * The message of a key before it is filled: the staff override in the language, else the code default
 * of the language, else (German) the Dutch override, else the Dutch default. The first of these that
 * is an ICU message the language can format wins, so a broken override never breaks a page.
 */
function candidates(key: DictionaryKey, locale: Locale, overrides: Overrides, defaultOverrides: Overrides): string[] {
  const entry = dictionary[key] as Entry
  return [overrides[key], entry[locale as keyof Entry], defaultOverrides[key], entry.nl].filter((text): text is string => !!text)
}

/**
 * The text of a key, filled with values. Texts are ICU messages (src/i18n/message.ts): `{name}` takes a
 * value, `{count, plural, one {…} other {…}}` the language's plural form. Without the values a message
 * uses, the message comes back as it is, for a client component to fill (src/i18n/clientTexts.ts).
 */
export function translate(
  key: DictionaryKey,
  locale: Locale,
  overrides: Overrides = {},
  values: MessageValues = {},
  defaultOverrides: Overrides = {},
): string {
  const texts = candidates(key, locale, overrides, defaultOverrides)
  for (const text of texts) {
    const formatted = tryFormatMessage(text, locale, values)
    if (formatted !== null) return formatted
  }
  return texts[texts.length - 1]
}

/** The unfilled message of a key with the same precedence as translate(): what client components receive. */
function rawMessage(key: DictionaryKey, locale: Locale, overrides: Overrides = {}, defaultOverrides: Overrides = {}): string {
  const texts = candidates(key, locale, overrides, defaultOverrides)
  return texts.find((text) => messageArguments(text, locale) !== null) ?? texts[texts.length - 1]
}

/** A text in any language: what e-mails use, as they are written in the reader's language. */
export type Translate = (key: DictionaryKey, locale: Locale, values?: MessageValues) => string

/**
 * A text in the language of the page being rendered: what components and page code receive as `t`.
 * `locale` and `raw` (the unfilled message) let texts be handed on to client components, which format
 * plurals in the page's language; a bare function (tests) counts as Dutch.
 */
export type Translator = ((key: DictionaryKey, values?: MessageValues) => string) & {
  readonly locale?: Locale
  readonly raw?: (key: DictionaryKey) => string
}

/** The page translator of one language and its overrides (German falls back to the Dutch ones). */
export function translatorFor(locale: Locale, overrides: Overrides = {}, defaultOverrides: Overrides = {}): Translator {
  const translator = (key: DictionaryKey, values?: MessageValues) => translate(key, locale, overrides, values, defaultOverrides)
  return Object.assign(translator, { locale, raw: (key: DictionaryKey) => rawMessage(key, locale, overrides, defaultOverrides) })
}

/** Code defaults only (components that need no staff overrides, tests). */
export const t: Translate = (key, locale, values) => translate(key, locale, {}, values)

/** Texts with the staff overrides of every language (German falls back to the Dutch override). */
export function translatorWith(overrides: Partial<Record<Locale, Overrides>>): Translate {
  return (key, locale, values) => translate(key, locale, overrides[locale], values, overrides[DEFAULT_LOCALE])
}
