import { confirmStatusCode } from '@/alerts/confirmState'
import { listingLinks } from '@/alerts/listingUrl'
import { confirmWatch, viewConfirmToken } from '@/alerts/watches'
import { payloadClient } from '@/data/payload'
import { getTranslator } from '@/data/translations'
import { isLocale, type Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/siteOrigin'
import { smallPage } from '@/security/badRequest'
import { sameOriginPost } from '@/security/sameOrigin'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ lang: string; token: string }> }

const html = (body: string | null, status: number) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  })

async function context({ params }: Params) {
  const { lang, token } = await params
  const locale: Locale = isLocale(lang) ? lang : 'nl'
  const [payload, t] = await Promise.all([payloadClient(), getTranslator(locale)])
  const home = { href: `/${locale}/`, label: t('error.backHome') }
  const listingOf = async (propertyId: number) =>
    (await listingLinks(payload, propertyId, [locale], siteOrigin()).catch(() => null))?.get(locale) ?? null
  const refused = (state: 'expired' | 'invalid') =>
    html(
      smallPage(
        locale,
        t('listingAlert.confirm.invalidTitle'),
        [t(state === 'expired' ? 'listingAlert.confirm.expired' : 'listingAlert.confirm.invalid')],
        [home],
      ),
      confirmStatusCode(state),
    )
  return { locale, token, payload, t, home, listingOf, refused, path: `/${locale}/listing-alert/confirm/${token}/` }
}

/**
 * The double opt-in link of "Volg deze woning" (src/alerts/watches.ts), issue 33.6: opening it (GET)
 * confirms nothing, so a mail scanner that fetches every link cannot confirm an address someone else
 * typed. It shows the listing and one button, a plain form that posts back to the same address (no
 * JavaScript needed); the POST confirms. A link already confirmed says so; an unknown or used-up
 * token is a 404 and an expired one a 410, each with what to do. HEAD answers as GET without a body.
 */
async function show(params: Params, withBody: boolean) {
  const c = await context(params)
  let view: Awaited<ReturnType<typeof viewConfirmToken>>
  try {
    view = await viewConfirmToken(c.payload, c.token)
  } catch (error) {
    c.payload.logger.error({ err: error, msg: 'Listing alert: confirmation page failed' })
    return html(withBody ? smallPage(c.locale, c.t('listingAlert.confirm.invalidTitle'), [c.t('error.api')], [c.home]) : null, 503)
  }
  if (view.state === 'expired' || view.state === 'invalid') {
    return withBody ? c.refused(view.state) : html(null, confirmStatusCode(view.state))
  }
  if (!withBody) return html(null, 200)
  const listing = await c.listingOf(view.propertyId)
  const links = listing ? [{ href: listing.url, label: c.t('listingAlert.confirm.view') }, c.home] : [c.home]
  if (view.state === 'confirmed') {
    return html(
      smallPage(
        c.locale,
        c.t('listingAlert.confirm.title'),
        [listing?.title ?? '', c.t('listingAlert.confirm.already')].filter(Boolean),
        links,
      ),
      200,
    )
  }
  return html(
    smallPage(
      c.locale,
      c.t('listingAlert.confirm.askTitle'),
      [listing?.title ?? '', c.t('listingAlert.confirm.ask'), c.t('listingAlert.confirm.notYou')].filter(Boolean),
      [],
      { action: c.path, button: c.t('listingAlert.confirm.button') },
    ),
    200,
  )
}

export const GET = (_request: Request, params: Params) => show(params, true)
export const HEAD = (_request: Request, params: Params) => show(params, false)

/** The page's button: confirms once; again says "already confirmed". Only from a page of this site. */
export async function POST(request: Request, params: Params) {
  const c = await context(params)
  const allowed = [siteOrigin(), new URL(request.url).origin]
  if (!sameOriginPost({ origin: request.headers.get('origin'), secFetchSite: request.headers.get('sec-fetch-site') }, allowed)) {
    return html(smallPage(c.locale, c.t('listingAlert.confirm.invalidTitle'), [c.t('listingAlert.confirm.crossSite')], [c.home]), 403)
  }
  let outcome: Awaited<ReturnType<typeof confirmWatch>>
  try {
    outcome = await confirmWatch(c.payload, c.token)
  } catch (error) {
    c.payload.logger.error({ err: error, msg: 'Listing alert: confirmation failed' })
    return html(smallPage(c.locale, c.t('listingAlert.confirm.invalidTitle'), [c.t('error.api')], [c.home]), 503)
  }
  if (outcome.result === 'expired' || outcome.result === 'invalid') return c.refused(outcome.result)
  const listing = await c.listingOf(outcome.propertyId)
  const links = listing ? [{ href: listing.url, label: c.t('listingAlert.confirm.view') }, c.home] : [c.home]
  const message = c.t(outcome.result === 'already' ? 'listingAlert.confirm.already' : 'listingAlert.confirm.done')
  return html(smallPage(c.locale, c.t('listingAlert.confirm.title'), [listing?.title ?? '', message].filter(Boolean), links), 200)
}
