import { doubleOptInRoute } from '../../../doubleOptInRoute'
import { listingLinks } from '@/alerts/listingUrl'
import { confirmWatch, viewConfirmToken } from '@/alerts/watches'
import { siteOrigin } from '@/lib/siteOrigin'

export const dynamic = 'force-dynamic'

/** The double opt-in link of "Volg deze woning" (src/alerts/watches.ts): the listing named and linked. */
export const { GET, HEAD, POST } = doubleOptInRoute({
  name: 'Listing alert',
  segment: 'listing-alert',
  view: viewConfirmToken,
  confirm: confirmWatch,
  texts: {
    expired: 'listingAlert.confirm.expired',
    invalid: 'listingAlert.confirm.invalid',
    title: 'listingAlert.confirm.title',
    askTitle: 'listingAlert.confirm.askTitle',
    ask: 'listingAlert.confirm.ask',
    button: 'listingAlert.confirm.button',
    already: 'listingAlert.confirm.already',
    done: 'listingAlert.confirm.done',
  },
  subject: async ({ payload, locale, t, home }, of) => {
    const propertyId = 'propertyId' in of ? of.propertyId : null
    const listing =
      propertyId === null
        ? null
        : ((await listingLinks(payload, propertyId, [locale], siteOrigin(), { overrideAccess: false }).catch(() => null))?.get(locale) ??
          null)
    return listing
      ? { lines: [listing.title], links: [{ href: listing.url, label: t('listingAlert.confirm.view') }, home] }
      : { lines: [], links: [home] }
  },
})
