import { pickTexts, type ClientTexts } from '../../i18n/clientTexts'
import { dictionary, type DictionaryKey, type Translator } from '../../i18n/dictionary'

/** Every form needs these: labels of the shared fields, the messages of spec sections 5 and 8. */
const SHARED_PREFIXES = ['form.', 'validation.', 'error.', 'success.', 'upload.']

/**
 * The texts a form shows, resolved on the server (staff overrides included) and handed to the client
 * form: the shared ones plus the keys under the form's own prefixes (e.g. 'visit.').
 */
export function formTexts(t: Translator, ...prefixes: string[]): ClientTexts {
  const wanted = [...SHARED_PREFIXES, ...prefixes]
  const keys = (Object.keys(dictionary) as DictionaryKey[]).filter((key) => wanted.some((prefix) => key.startsWith(prefix)))
  return pickTexts(t, keys)
}
