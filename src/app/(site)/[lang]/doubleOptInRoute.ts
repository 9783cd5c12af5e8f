import type { Payload } from 'payload'

import { confirmStatusCode, type ConfirmState } from '@/alerts/confirmState'
import { payloadClient } from '@/data/payload'
import { getTranslator } from '@/data/translations'
import type { DictionaryKey, Translator } from '@/i18n/dictionary'
import { isLocale, type Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/siteOrigin'
import { smallPage } from '@/security/badRequest'
import { sameOriginPost } from '@/security/sameOrigin'

type Params = { params: Promise<{ lang: string; token: string }> }
type Link = { href: string; label: string }

/** What a confirmation link's page says about what it confirms: lines above the message, and links. */
export interface OptInSubject {
  lines: string[]
  links: Link[]
}

/** One double opt-in (a listing alert, a saved search): how to read and confirm its token, and its texts. */
export interface DoubleOptIn<
  View extends { state: ConfirmState },
  Outcome extends { result: 'confirmed' | 'already' | 'expired' | 'invalid' },
> {
  /** For the log: "Listing alert", "Saved search". */
  name: string
  /** The path segment under /{lang}/: the page's button posts back to /{lang}/{segment}/confirm/{token}/. */
  segment: string
  view: (payload: Payload, token: string) => Promise<View>
  confirm: (payload: Payload, token: string) => Promise<Outcome>
  texts: {
    expired: DictionaryKey
    invalid: DictionaryKey
    title: DictionaryKey
    askTitle: DictionaryKey
    ask: DictionaryKey
    button: DictionaryKey
    already: DictionaryKey
    done: DictionaryKey
  }
  /** What the page names and links once the token is known to be good (the listing, the account). */
  subject: (context: { payload: Payload; locale: Locale; t: Translator; home: Link }, of: View | Outcome) => Promise<OptInSubject>
}

const html = (body: string | null, status: number) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  })

/**
 * The route handlers of a double opt-in link (issue 33.6): opening it (GET) confirms nothing, so a mail
 * scanner that fetches every link cannot confirm an address someone else typed. It shows what is
 * confirmed and one button, a plain form that posts back to the same address (no JavaScript needed);
 * the POST confirms, once, and only from a page of this site. A link already confirmed says so; an
 * unknown or used-up token is a 404 and an expired one a 410, each with what to do. HEAD answers as GET
 * without a body.
 */
export function doubleOptInRoute<
  View extends { state: ConfirmState },
  Outcome extends { result: 'confirmed' | 'already' | 'expired' | 'invalid' },
>(optIn: DoubleOptIn<View, Outcome>) {
  const context = async ({ params }: Params) => {
    const { lang, token } = await params
    const locale: Locale = isLocale(lang) ? lang : 'nl'
    const [payload, t] = await Promise.all([payloadClient(), getTranslator(locale)])
    const home = { href: `/${locale}/`, label: t('error.backHome') }
    const page = (title: DictionaryKey, lines: string[], links: Link[], form?: { action: string; button: string }) =>
      smallPage(locale, t(title), lines.filter(Boolean), links, form)
    const refused = (state: 'expired' | 'invalid') =>
      html(page('listingAlert.confirm.invalidTitle', [t(optIn.texts[state])], [home]), confirmStatusCode(state))
    const failed = (error: unknown, withBody = true) => {
      payload.logger.error({ err: error, msg: `${optIn.name}: confirmation failed` })
      return html(withBody ? page('listingAlert.confirm.invalidTitle', [t('error.api')], [home]) : null, 503)
    }
    const subject = (of: View | Outcome) => optIn.subject({ payload, locale, t, home }, of)
    return { locale, token, payload, t, home, page, refused, failed, subject, path: `/${locale}/${optIn.segment}/confirm/${token}/` }
  }

  async function show(params: Params, withBody: boolean) {
    const c = await context(params)
    let view: View
    try {
      view = await optIn.view(c.payload, c.token)
    } catch (error) {
      return c.failed(error, withBody)
    }
    if (view.state === 'expired' || view.state === 'invalid') {
      return withBody ? c.refused(view.state) : html(null, confirmStatusCode(view.state))
    }
    if (!withBody) return html(null, 200)
    const { lines, links } = await c.subject(view)
    if (view.state === 'confirmed') return html(c.page(optIn.texts.title, [...lines, c.t(optIn.texts.already)], links), 200)
    return html(
      c.page(optIn.texts.askTitle, [...lines, c.t(optIn.texts.ask), c.t('listingAlert.confirm.notYou')], [], {
        action: c.path,
        button: c.t(optIn.texts.button),
      }),
      200,
    )
  }

  return {
    GET: (_request: Request, params: Params) => show(params, true),
    HEAD: (_request: Request, params: Params) => show(params, false),
    /** The page's button: confirms once; again says "already confirmed". Only from a page of this site. */
    POST: async (request: Request, params: Params) => {
      const c = await context(params)
      const allowed = [siteOrigin(), new URL(request.url).origin]
      if (!sameOriginPost({ origin: request.headers.get('origin'), secFetchSite: request.headers.get('sec-fetch-site') }, allowed)) {
        return html(c.page('listingAlert.confirm.invalidTitle', [c.t('listingAlert.confirm.crossSite')], [c.home]), 403)
      }
      let outcome: Outcome
      try {
        outcome = await optIn.confirm(c.payload, c.token)
      } catch (error) {
        return c.failed(error)
      }
      if (outcome.result === 'expired' || outcome.result === 'invalid') return c.refused(outcome.result)
      const { lines, links } = await c.subject(outcome)
      const message = c.t(outcome.result === 'already' ? optIn.texts.already : optIn.texts.done)
      return html(c.page(optIn.texts.title, [...lines, message], links), 200)
    },
  }
}
