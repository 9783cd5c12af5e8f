import type { ClientTexts } from '../../i18n/clientTexts'
import type { Locale } from '../../i18n/locales'

/** What a property form knows of its page: plain data from the cached detail page, no request data. */
export interface PropertyFormProps {
  property: { externalId: number; title: string; goal: 'sale' | 'rent'; minimumIncome: number | null; maximumPersons: number | null }
  locale: Locale
  texts: ClientTexts
  privacyHref: string | null
}
