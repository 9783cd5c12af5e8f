import type { DictionaryKey } from '../../i18n/dictionary'
import type { Submission } from '../../payload-types'

/**
 * What a form's server action answers. Success: the public path of the thank-you page to go to, or a
 * success message to show in place (forms without a thank-you page), with a link on when the form
 * leads somewhere (a new password: the account's page). Failure: a message per field
 * and/or one for the whole form. Every text is a dictionary key, translated by the form.
 */
export type FormResult =
  | { ok: true; redirect?: string; message?: DictionaryKey; link?: { href: string; label: DictionaryKey } }
  | { ok: false; fieldErrors?: Partial<Record<string, DictionaryKey>>; error?: DictionaryKey }

/** The kind of a stored submission (its form). */
export type SubmissionType = Submission['type']

/** A thank-you page by its original path (spec section 2 table), or a success message in place. */
export type ThankYou = { page: string } | { message: DictionaryKey }
