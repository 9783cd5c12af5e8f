import { confirmSavedSearch, viewSearchToken } from '@/alerts/savedSearch'
import { confirmStatusCode } from '@/alerts/confirmState'
import { accountPath } from '@/auth/paths'
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
  const account = { href: accountPath(locale), label: t('account.title') }
  const refused = (state: 'expired' | 'invalid') =>
    html(
      smallPage(
        locale,
        t('listingAlert.confirm.invalidTitle'),
        [t(state === 'expired' ? 'savedSearch.confirm.expired' : 'savedSearch.confirm.invalid')],
        [home],
      ),
      confirmStatusCode(state),
    )
  return { locale, token, payload, t, home, account, refused, path: `/${locale}/saved-search/confirm/${token}/` }
}

/**
 * The double opt-in link of "Save this search" (src/alerts/savedSearch.ts), like the listing alerts'
 * (issue 33.6): opening it (GET, HEAD) confirms nothing, so a mail scanner cannot confirm an address
 * someone else typed; the page's one button, a plain form posting back here, confirms. A confirmed link
 * says so; an unknown token is a 404, an expired one a 410, each with what to do.
 */
async function show(params: Params, withBody: boolean) {
  const c = await context(params)
  let view: Awaited<ReturnType<typeof viewSearchToken>>
  try {
    view = await viewSearchToken(c.payload, c.token)
  } catch (error) {
    c.payload.logger.error({ err: error, msg: 'Saved search: confirmation page failed' })
    return html(withBody ? smallPage(c.locale, c.t('listingAlert.confirm.invalidTitle'), [c.t('error.api')], [c.home]) : null, 503)
  }
  if (view.state === 'expired' || view.state === 'invalid') {
    return withBody ? c.refused(view.state) : html(null, confirmStatusCode(view.state))
  }
  if (!withBody) return html(null, 200)
  if (view.state === 'confirmed') {
    return html(smallPage(c.locale, c.t('savedSearch.confirm.title'), [c.t('savedSearch.confirm.already')], [c.account, c.home]), 200)
  }
  return html(
    smallPage(c.locale, c.t('savedSearch.confirm.askTitle'), [c.t('savedSearch.confirm.ask'), c.t('listingAlert.confirm.notYou')], [], {
      action: c.path,
      button: c.t('savedSearch.confirm.button'),
    }),
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
  let outcome: Awaited<ReturnType<typeof confirmSavedSearch>>
  try {
    outcome = await confirmSavedSearch(c.payload, c.token)
  } catch (error) {
    c.payload.logger.error({ err: error, msg: 'Saved search: confirmation failed' })
    return html(smallPage(c.locale, c.t('listingAlert.confirm.invalidTitle'), [c.t('error.api')], [c.home]), 503)
  }
  if (outcome.result === 'expired' || outcome.result === 'invalid') return c.refused(outcome.result)
  const message = c.t(outcome.result === 'already' ? 'savedSearch.confirm.already' : 'savedSearch.confirm.done')
  return html(smallPage(c.locale, c.t('savedSearch.confirm.title'), [message], [c.account, c.home]), 200)
}
