import { adminLanguage } from './adminLanguage'
import { dictionary, textsByScreen, type DictionaryKey } from './dictionary'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales'
import { compileMessage, messageArguments, type ArgumentKind } from './message'
import type { Entry } from './texts/entry'

/**
 * Rules of a staff override (the translations collection): pure, so the collection's validation,
 * the admin's text list and the unit tests share them.
 */

export function isDictionaryKey(key: unknown): key is DictionaryKey {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(dictionary, key)
}

/** The code default a language shows for a key: its own, else (German) the Dutch one. */
export function defaultText(key: DictionaryKey, locale: Locale): { text: string; fallsBackTo: Locale | null } {
  const entry = dictionary[key] as Entry
  const own = entry[locale as keyof Entry]
  return own ? { text: own, fallsBackTo: null } : { text: entry.nl, fallsBackTo: DEFAULT_LOCALE }
}

/** The screen (texts file) a key comes from, e.g. `search` for src/i18n/texts/search.ts. */
export function screenOf(key: DictionaryKey): string {
  return Object.entries(textsByScreen).find(([, texts]) => Object.prototype.hasOwnProperty.call(texts, key))?.[0] ?? ''
}

export type OverrideProblem =
  | { code: 'unknown-key' }
  | { code: 'syntax'; detail: string }
  | { code: 'missing'; names: string[] }
  | { code: 'unknown'; names: string[]; allowed: string[] }
  | { code: 'not-a-number'; names: string[] }

/**
 * Why an override cannot be saved, or null when it can. An empty override is allowed (it means "use
 * the default"). An override must parse as an ICU message and use exactly the values its default
 * uses: a dropped {name} would lose information, an unknown one would never be filled.
 */
export function overrideProblem(key: unknown, locale: Locale, value: unknown): OverrideProblem | null {
  if (!isDictionaryKey(key)) return { code: 'unknown-key' }
  if (typeof value !== 'string' || value.trim() === '') return null
  try {
    compileMessage(value, locale)
  } catch (error) {
    return { code: 'syntax', detail: error instanceof Error ? error.message : String(error) }
  }
  const wanted = messageArguments(defaultText(key, locale).text, locale) ?? new Map<string, ArgumentKind>()
  const used = messageArguments(value, locale) ?? new Map<string, ArgumentKind>()
  const missing = [...wanted.keys()].filter((name) => !used.has(name))
  if (missing.length) return { code: 'missing', names: missing }
  const unknown = [...used.keys()].filter((name) => !wanted.has(name))
  if (unknown.length) return { code: 'unknown', names: unknown, allowed: [...wanted.keys()] }
  // A value the default shows as text may be text (a name, a formatted price): a plural of it would not work.
  const notNumbers = [...used].filter(([name, kind]) => kind === 'formatted' && wanted.get(name) === 'text').map(([name]) => name)
  if (notNumbers.length) return { code: 'not-a-number', names: notNumbers }
  return null
}

const braces = (names: string[]) => names.map((name) => `{${name}}`).join(', ')

/** The message staff read in the admin, in the admin's language (nl, fr, en). */
export function overrideProblemMessage(problem: OverrideProblem, language: string): string {
  const lang = adminLanguage(language)
  switch (problem.code) {
    case 'unknown-key':
      return {
        nl: 'Onbekende sleutel: kies de tekst in de lijst van vertalingen.',
        fr: 'Clé inconnue : choisissez le texte dans la liste des traductions.',
        en: 'Unknown key: choose the text in the list of translations.',
      }[lang]
    case 'syntax':
      return {
        nl: `De tekst is geen geldig bericht (${problem.detail}). Controleer de accolades { } en de meervoudsvorm, bv. {count, plural, one {# foto} other {# foto’s}}.`,
        fr: `Le texte n’est pas un message valide (${problem.detail}). Vérifiez les accolades { } et le pluriel, p. ex. {count, plural, one {# photo} other {# photos}}.`,
        en: `The text is not a valid message (${problem.detail}). Check the braces { } and the plural form, e.g. {count, plural, one {# photo} other {# photos}}.`,
      }[lang]
    case 'missing':
      return {
        nl: `De tekst moet ${braces(problem.names)} behouden: de standaardtekst gebruikt het.`,
        fr: `Le texte doit garder ${braces(problem.names)} : le texte par défaut l’utilise.`,
        en: `The text must keep ${braces(problem.names)}: the default text uses it.`,
      }[lang]
    case 'unknown':
      return {
        nl: `${braces(problem.names)} bestaat niet voor deze tekst${problem.allowed.length ? `; beschikbaar: ${braces(problem.allowed)}` : ''}.`,
        fr: `${braces(problem.names)} n’existe pas pour ce texte${problem.allowed.length ? ` ; disponible : ${braces(problem.allowed)}` : ''}.`,
        en: `${braces(problem.names)} does not exist for this text${problem.allowed.length ? `; available: ${braces(problem.allowed)}` : ''}.`,
      }[lang]
    case 'not-a-number':
      return {
        nl: `${braces(problem.names)} is hier tekst, geen getal: gebruik het zoals de standaardtekst, zonder plural of number.`,
        fr: `${braces(problem.names)} est ici un texte, pas un nombre : utilisez-le comme le texte par défaut, sans plural ni number.`,
        en: `${braces(problem.names)} is text here, not a number: use it as the default text does, without plural or number.`,
      }[lang]
  }
}

/** One row of the admin's text list: a key, its defaults and the staff overrides beside them. */
export type TextRow = {
  key: DictionaryKey
  screen: string
  defaults: Record<Locale, { text: string; fallsBackTo: Locale | null }>
  overrides: Partial<Record<Locale, string>>
  /** The translations document holding the overrides, when there is one. */
  id?: number | string
}

/** Every key of the dictionary, in screen order, merged with the overrides stored per key. */
export function textRows(stored: Array<{ id: number | string; key: string; value?: unknown }>): TextRow[] {
  const byKey = new Map(stored.map((doc) => [doc.key, doc]))
  const rows: TextRow[] = []
  for (const [screen, texts] of Object.entries(textsByScreen)) {
    for (const key of Object.keys(texts) as DictionaryKey[]) {
      const doc = byKey.get(key)
      const values = (doc?.value && typeof doc.value === 'object' ? doc.value : {}) as Partial<Record<Locale, string | null>>
      const overrides: Partial<Record<Locale, string>> = {}
      for (const locale of LOCALES) if (values[locale]) overrides[locale] = values[locale]!
      rows.push({
        key,
        screen,
        defaults: Object.fromEntries(LOCALES.map((locale) => [locale, defaultText(key, locale)])) as TextRow['defaults'],
        overrides,
        ...(doc ? { id: doc.id } : {}),
      })
    }
  }
  return rows
}
