import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import { getPortalOverview, listOwnerProperties } from '../data/portal'
import { queueEmail } from '../email/queue'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import type { ListingSections } from '../routing/listingPaths'
import { retryAfterOf } from '../auth/loginGuard'
import { emailTranslator } from './emailTexts'
import { portalPath, resetPasswordPath } from './paths'
import { fieldErrors, forgotPasswordSchema, loginSchema, resetPasswordSchema } from './schema'
import { portalViewer } from './session'

/**
 * The portal's route handlers as plain functions of (payload, request) -> Response, so the integration
 * tests call exactly what src/app/(site)/api/portal/* serves. Answers carry dictionary keys (the page
 * holds the texts); nothing here is cached, and nothing a visitor sends ends in a 500.
 */

const PRIVATE = { 'cache-control': 'private, no-store' }

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...PRIVATE, ...headers } })

export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const body = await request.json().catch(() => null)
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
}

export const localeOf = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)

type AuthSlug = 'owners' | 'demands'

/** The HTTP status a Payload error carries (APIError and its subclasses), else undefined. */
export const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}

const authConfig = (payload: Payload, collection: AuthSlug) => payload.collections[collection].config.auth

function sessionCookie(payload: Payload, token: string, collection: AuthSlug = 'owners'): string {
  return generatePayloadCookie({ collectionAuthConfig: authConfig(payload, collection), cookiePrefix: payload.config.cookiePrefix, token }) as string
}

/**
 * POST { email, password, locale }: logs an account of `collection` in (Payload's auth of that collection)
 * and sets the HTTP-only session cookie. Shared by the owner portal and the demander's account: the
 * token names its collection, so each side's handlers accept only their own accounts.
 */
export async function loginWith(payload: Payload, request: Request, collection: AuthSlug, redirectTo: (locale: Locale) => string): Promise<Response> {
  const body = await readBody(request)
  const locale = localeOf(body.locale)
  const parsed = loginSchema.safeParse(body)
  if (!parsed.success) return json({ error: 'error.invalidCredentials', fields: fieldErrors(parsed.error) }, 400)
  try {
    // The request's headers go along: src/auth/loginGuard.ts throttles by the client's address.
    const result = await payload.login({ collection, data: parsed.data, req: { headers: request.headers } })
    if (!result.token) return json({ error: 'error.api' }, 500)
    return json({ ok: true, redirect: redirectTo(locale) }, 200, { 'set-cookie': sessionCookie(payload, result.token, collection) })
  } catch (error) {
    // Unknown address, wrong password and a throttled client or account: one message (no account can be
    // told from no account). Throttled is 429 with Retry-After. Told apart by status, not by class: a
    // production build may bundle Payload's error classes more than once.
    const status = statusOf(error)
    if (status === 401) return json({ error: 'error.loginFailed' }, 401)
    if (status === 429) return json({ error: 'error.loginFailed' }, 429, { 'retry-after': String(retryAfterOf(error) ?? 1) })
    payload.logger.error({ err: error }, `${collection} login failed`)
    return json({ error: 'error.api' }, 500)
  }
}

/** POST: ends the session of an account of `collection` (removed from the account, cookie expired). Other sessions are left alone. */
export async function logoutWith(payload: Payload, request: Request, collection: AuthSlug): Promise<Response> {
  const { user } = await payload.auth({ headers: request.headers })
  if (user?.collection === collection) {
    const req = await createLocalReq({ user }, payload)
    await logoutOperation({ collection: payload.collections[collection], req }).catch((error: unknown) => payload.logger.warn({ err: error }, `${collection} logout`))
  } else if (user) {
    return json({ ok: true })
  }
  const expired = generateExpiredPayloadCookie({ collectionAuthConfig: authConfig(payload, collection), cookiePrefix: payload.config.cookiePrefix }) as string
  return json({ ok: true }, 200, { 'set-cookie': expired })
}

/** POST { email, password, locale }: logs an owner in and opens the portal. */
export const handleLogin = (payload: Payload, request: Request): Promise<Response> => loginWith(payload, request, 'owners', portalPath)

/** POST: ends the owner's session. Staff sessions are left alone. */
export const handleLogout = (payload: Payload, request: Request): Promise<Response> => logoutWith(payload, request, 'owners')

/** A new link is not sent again within this time (Payload's own interval is off with disableEmail). */
const RESET_INTERVAL_MS = 60_000
const RESET_EXPIRATION_MS = 60 * 60 * 1000

/**
 * POST { email, locale }: Payload makes the reset token (its own e-mail disabled) and the translated
 * e-mail with the link to the portal's new-password page goes through the outbox. The answer is the
 * same whether or not the address has an account.
 */
export async function handleForgotPassword(payload: Payload, request: Request, origin: string): Promise<Response> {
  const body = await readBody(request)
  const locale = localeOf(body.locale)
  const parsed = forgotPasswordSchema.safeParse(body)
  if (!parsed.success) return json({ error: 'validation.invalid.email', fields: fieldErrors(parsed.error) }, 400)
  const email = parsed.data.email.toLowerCase()
  const { docs } = await payload.find({ collection: 'owners', overrideAccess: true, showHiddenFields: true, depth: 0, limit: 1, pagination: false, where: { email: { equals: email } } })
  const owner = docs[0]
  const recent = owner?.resetPasswordExpiration && new Date(owner.resetPasswordExpiration).getTime() - RESET_EXPIRATION_MS > Date.now() - RESET_INTERVAL_MS
  if (owner && !recent) {
    const token = await payload.forgotPassword({ collection: 'owners', data: { email }, disableEmail: true, expiration: RESET_EXPIRATION_MS })
    if (token) {
      const language = isLocale(body.locale) ? locale : localeOf(owner.language)
      const t = await emailTranslator(payload, language)
      const link = `${origin}${resetPasswordPath(language)}?token=${encodeURIComponent(token)}`
      const site = process.env.NEXT_PUBLIC_SITE_NAME || 'Kempen Vastgoed'
      await queueEmail(payload, {
        kind: 'owner-password-reset',
        to: owner.email,
        subject: t('email.resetPassword.subject'),
        text: t('email.resetPassword.text', { name: [owner.firstName, owner.lastName].filter(Boolean).join(' '), site, link }),
        locale: language,
      })
    }
  }
  return json({ ok: true })
}

/** POST { token, password, confirm, locale }: sets the new password and logs the owner in. */
export async function handleResetPassword(payload: Payload, request: Request): Promise<Response> {
  const body = await readBody(request)
  const locale = localeOf(body.locale)
  const parsed = resetPasswordSchema.safeParse(body)
  if (!parsed.success) return json({ error: 'validation.passwordTooShort', fields: fieldErrors(parsed.error) }, 400)
  try {
    const result = await payload.resetPassword({ collection: 'owners', data: { token: parsed.data.token, password: parsed.data.password }, overrideAccess: true })
    const headers: Record<string, string> = result.token ? { 'set-cookie': sessionCookie(payload, result.token) } : {}
    return json({ ok: true, redirect: portalPath(locale) }, 200, headers)
  } catch (error) {
    // An unknown or expired token: Payload's APIError, Forbidden or ValidationError, all with a 4xx status.
    const status = statusOf(error)
    if (status !== undefined && status < 500) return json({ error: 'login.resetInvalid' }, 400)
    payload.logger.error({ err: error }, 'owner password reset failed')
    return json({ error: 'error.api' }, 500)
  }
}

/** GET ?owner=<id for staff>&locale=: the owner's properties. */
export async function handleProperties(payload: Payload, request: Request): Promise<Response> {
  const url = new URL(request.url)
  const viewer = await portalViewer(payload, request.headers, url.searchParams.get('owner'))
  if (!viewer) return json({ error: 'login.sessionExpired' }, 401)
  return json({ properties: await listOwnerProperties(payload, viewer.owner, localeOf(url.searchParams.get('locale'))) })
}

/** GET /api/portal/properties/{CRM id}?owner=&locale=: statistics, history, visits, agent and media of one property. */
export async function handleOverview(payload: Payload, request: Request, id: string, sections: (locale: Locale) => Promise<ListingSections>): Promise<Response> {
  const url = new URL(request.url)
  const viewer = await portalViewer(payload, request.headers, url.searchParams.get('owner'))
  if (!viewer) return json({ error: 'login.sessionExpired' }, 401)
  const externalId = Number(id)
  if (!Number.isInteger(externalId) || externalId <= 0) return json({ error: 'error.propertyNotFound' }, 404)
  const locale = localeOf(url.searchParams.get('locale'))
  const overview = await getPortalOverview(payload, viewer.owner, externalId, locale, await sections(locale))
  if (!overview) return json({ error: 'error.propertyNotFound' }, 404)
  return json(overview)
}
