import type { Locale } from '../../i18n/locales'
import { normalizeOriginal, type RouteTable } from '../../routing/routeTable'
import type { FormResult } from './result'
import type { ThankYou } from './result'

/**
 * The public path of a thank-you page in the visitor's language, from its original path
 * (/feedback/site-contact/ -> /nl/bedankt/contact/, /fr/merci/contact/): never a hard-coded Dutch path.
 * A page missing from the site falls back to the success message in place.
 */
export function thankYouResult(thankYou: ThankYou, table: Pick<RouteTable, 'byOriginal'>, locale: Locale): FormResult {
  if ('message' in thankYou) return { ok: true, message: thankYou.message }
  const path = table.byOriginal.get(normalizeOriginal(thankYou.page))?.paths[locale]
  return path ? { ok: true, redirect: path } : { ok: true, message: 'success.thanks' }
}

/**
 * The answer to a stored submission: its thank-you page, or, when the route table cannot be read
 * (the database is down a moment after the commit), the success message in place. Whatever fails
 * after the commit, the visitor is told the submission was received, so they do not send it again.
 */
export async function answerStoredSubmission(
  thankYou: ThankYou,
  locale: Locale,
  routeTable: () => Promise<Pick<RouteTable, 'byOriginal'>>,
  onLookupFailure: (error: unknown) => void,
): Promise<FormResult> {
  try {
    return thankYouResult(thankYou, await routeTable(), locale)
  } catch (error) {
    onLookupFailure(error)
    return { ok: true, message: 'success.thanks' }
  }
}
