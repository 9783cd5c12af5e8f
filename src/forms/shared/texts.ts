import { pickTexts, type ClientTexts } from '../../i18n/clientTexts'
import { dictionary, type DictionaryKey, type Translator } from '../../i18n/dictionary'

/** Every form needs these: labels of the shared fields, the messages of spec sections 5 and 8. */
const SHARED_PREFIXES = ['form.', 'validation.', 'error.', 'success.', 'upload.']

/**
 * Messages under the shared prefixes that only pages show (the not-found, error and bad-request pages,
 * a missing view): no form and no server-action answer names them, so no form's client gets them.
 * tests/unit/forms/shared/formTexts.test.ts fails when a form's code starts naming one.
 */
export const PAGE_ONLY_TEXTS: readonly string[] = [
  'error.notFound',
  'error.backHome',
  'error.retry',
  'error.badRequest.',
  'error.viewNotFound',
  'error.propertyNotFound',
  'error.propertySold',
  'error.propertyRented',
]

const pageOnly = (key: string) => PAGE_ONLY_TEXTS.some((text) => (text.endsWith('.') ? key.startsWith(text) : key === text))

/**
 * The texts a form shows, resolved on the server (staff overrides included) and handed to the client
 * form: the shared ones plus the keys under the form's own prefixes (e.g. 'visit.').
 */
export function formTexts(t: Translator, ...prefixes: string[]): ClientTexts {
  const keys = (Object.keys(dictionary) as DictionaryKey[]).filter(
    (key) =>
      prefixes.some((prefix) => key.startsWith(prefix)) || (SHARED_PREFIXES.some((prefix) => key.startsWith(prefix)) && !pageOnly(key)),
  )
  return pickTexts(t, keys)
}
