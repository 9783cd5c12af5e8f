import { listingLinks } from '@/alerts/listingUrl'
import { confirmWatch } from '@/alerts/watches'
import { payloadClient } from '@/data/payload'
import { getTranslator } from '@/data/translations'
import { isLocale, type Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/siteOrigin'
import { smallPage } from '@/security/badRequest'

export const dynamic = 'force-dynamic'

const html = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * The double opt-in link of "Volg deze woning" (src/alerts/watches.ts): confirms the watch and says so
 * on a small page in the link's language, with a link to the listing. Following it again says the
 * same; an unknown or used-up token is a 404 and an expired one a 410, each with what to do.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; token: string }> }) {
  const { lang, token } = await params
  const locale: Locale = isLocale(lang) ? lang : 'nl'
  const [payload, t] = await Promise.all([payloadClient(), getTranslator(locale)])
  const home = { href: `/${locale}/`, label: t('error.backHome') }
  let outcome: Awaited<ReturnType<typeof confirmWatch>>
  try {
    outcome = await confirmWatch(payload, token)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Listing alert: confirmation failed' })
    return html(smallPage(locale, t('listingAlert.confirm.invalidTitle'), [t('error.api')], [home]), 503)
  }
  if (outcome.result !== 'confirmed') {
    const message = outcome.result === 'expired' ? t('listingAlert.confirm.expired') : t('listingAlert.confirm.invalid')
    return html(smallPage(locale, t('listingAlert.confirm.invalidTitle'), [message], [home]), outcome.result === 'expired' ? 410 : 404)
  }
  const links = await listingLinks(payload, outcome.propertyId, [locale], siteOrigin()).catch(() => null)
  const listing = links?.get(locale)
  return html(
    smallPage(
      locale,
      t('listingAlert.confirm.title'),
      [listing?.title ?? '', t('listingAlert.confirm.done')].filter(Boolean),
      listing ? [{ href: listing.url, label: t('listingAlert.confirm.view') }, home] : [home],
    ),
    200,
  )
}
