import type { Translate } from '../i18n/dictionary'
import type { Locale } from '../i18n/locales'
import { priceLine, type PricedListing } from '../listings/priceLine'

export interface AlertInput {
  locale: Locale
  name: string
  siteName: string
  listing: PricedListing & { title: string; city: string | null; bedrooms: number | null; url: string }
  unsubscribeUrl: string
}

/**
 * The alert a demander gets for a matching listing, in the demand's language. Plain text only: the
 * listing title comes from staff or the CRM and is never rendered as HTML.
 */
export function alertEmail(
  { locale, name, siteName, listing, unsubscribeUrl }: AlertInput,
  t: Translate,
): { subject: string; text: string } {
  const price = priceLine(listing, (key) => t(key, locale))
  const facts = [listing.city, price, listing.bedrooms ? t('demandAlert.bedrooms', locale, { count: listing.bedrooms }) : null]
    .filter(Boolean)
    .join(' · ')
  const text = [
    t('demandAlert.greeting', locale, { name }),
    t('demandAlert.intro', locale),
    `${listing.title}\n${facts}`,
    `${t('demandAlert.view', locale)}\n${listing.url}`,
    t('demandAlert.signature', locale, { site: siteName }),
    `--\n${t('demandAlert.unsubscribe', locale)}\n${unsubscribeUrl}`,
  ].join('\n\n')
  return { subject: t('demandAlert.subject', locale, { title: listing.title }), text }
}
