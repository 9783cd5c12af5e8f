import type { Translate } from '../i18n/dictionary'
import type { Locale } from '../i18n/locales'
import { formatPrice } from '../lib/format'
import { priceLine, type PricedListing } from '../listings/priceLine'
import type { WatchChange } from './watchChange'

/** Days a confirmation link of a listing alert stays valid. */
export const WATCH_CONFIRM_DAYS = 7

export interface WatchConfirmInput {
  locale: Locale
  siteName: string
  listing: { title: string; url: string }
  confirmUrl: string
}

/**
 * The double opt-in e-mail of "Follow this property", in the visitor's language. Plain text only: the
 * title comes from staff or the CRM and is never rendered as HTML.
 */
export function watchConfirmEmail({ locale, siteName, listing, confirmUrl }: WatchConfirmInput, t: Translate) {
  const text = [
    t('listingAlert.email.confirmBody', locale),
    `${listing.title}\n${listing.url}`,
    `${t('listingAlert.email.confirmLink', locale, { days: WATCH_CONFIRM_DAYS })}\n${confirmUrl}`,
    t('listingAlert.email.notYou', locale),
    t('demandAlert.signature', locale, { site: siteName }),
  ].join('\n\n')
  return { subject: t('listingAlert.email.confirmSubject', locale, { title: listing.title }), text }
}

export interface WatchAlertInput {
  locale: Locale
  siteName: string
  listing: PricedListing & { title: string; url: string }
  change: WatchChange
  unsubscribeUrl: string
}

/** The alert to a follower: the price drop (old and new price) or the new state, the link, one-click unsubscribe. */
export function watchAlertEmail({ locale, siteName, listing, change, unsubscribeUrl }: WatchAlertInput, t: Translate) {
  const price = priceLine(listing, (key) => t(key, locale))
  const subject =
    change.kind === 'price-drop'
      ? t('listingAlert.email.priceSubject', locale, { title: listing.title })
      : t('listingAlert.email.statusSubject', locale, { title: listing.title, status: change.status })
  const news =
    change.kind === 'price-drop'
      ? t('listingAlert.email.priceBody', locale, { from: formatPrice(change.from), to: price })
      : t('listingAlert.email.statusBody', locale, { status: change.status })
  const text = [
    news,
    `${listing.title}\n${price}`,
    `${t('listingAlert.email.view', locale)}\n${listing.url}`,
    t('demandAlert.signature', locale, { site: siteName }),
    `--\n${t('listingAlert.email.unsubscribe', locale)}\n${unsubscribeUrl}`,
  ].join('\n\n')
  return { subject, text }
}
