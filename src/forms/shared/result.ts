import type { DictionaryKey } from '../../i18n/dictionary'

/**
 * What a form's server action answers. Success: the public path of the thank-you page to go to, or a
 * success message to show in place (forms without a thank-you page). Failure: a message per field
 * and/or one for the whole form. Every text is a dictionary key, translated by the form.
 */
export type FormResult =
  | { ok: true; redirect?: string; message?: DictionaryKey }
  | { ok: false; fieldErrors?: Partial<Record<string, DictionaryKey>>; error?: DictionaryKey }
