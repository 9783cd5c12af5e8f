import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import { ACCOUNT_KINDS, type AccountCollection } from './accounts'
import { json, localeOf, readBody, statusOf } from './http'
import { retryAfterOf } from './loginGuard'
import { fieldErrors, loginSchema } from './schema'

/**
 * Login and logout of both account kinds, as plain functions of (payload, request) -> Response: the
 * routes src/app/(site)/api/portal/* and api/account/* serve them, and the integration tests call them.
 * Answers carry dictionary keys (the page holds the texts); nothing a visitor sends ends in a 500.
 */

const authConfig = (payload: Payload, collection: AccountCollection) => payload.collections[collection].config.auth

/**
 * POST { email, password, locale }: logs an account of `collection` in (Payload's auth of that collection,
 * guarded by src/auth/loginGuard.ts) and sets the HTTP-only session cookie. The token names its
 * collection, so each side's handlers accept only their own accounts.
 */
export async function loginWith(payload: Payload, request: Request, collection: AccountCollection): Promise<Response> {
  const body = await readBody(request)
  const locale = localeOf(body.locale)
  const parsed = loginSchema.safeParse(body)
  if (!parsed.success) return json({ error: 'error.invalidCredentials', fields: fieldErrors(parsed.error) }, 400)
  try {
    // The request's headers go along: src/auth/loginGuard.ts throttles by the client's address.
    const result = await payload.login({ collection, data: parsed.data, req: { headers: request.headers } })
    if (!result.token) return json({ error: 'error.api' }, 500)
    const cookie = generatePayloadCookie({
      collectionAuthConfig: authConfig(payload, collection),
      cookiePrefix: payload.config.cookiePrefix,
      token: result.token,
    }) as string
    return json({ ok: true, redirect: ACCOUNT_KINDS[collection].home(locale) }, 200, { 'set-cookie': cookie })
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

/** POST: ends the session of an account of `collection` (removed from the account, cookie expired). Other sessions (staff) are left alone. */
export async function logoutWith(payload: Payload, request: Request, collection: AccountCollection): Promise<Response> {
  const { user } = await payload.auth({ headers: request.headers })
  if (user?.collection === collection) {
    const req = await createLocalReq({ user }, payload)
    await logoutOperation({ collection: payload.collections[collection], req }).catch((error: unknown) =>
      payload.logger.warn({ err: error }, `${collection} logout`),
    )
  } else if (user) {
    return json({ ok: true })
  }
  const expired = generateExpiredPayloadCookie({
    collectionAuthConfig: authConfig(payload, collection),
    cookiePrefix: payload.config.cookiePrefix,
  }) as string
  return json({ ok: true }, 200, { 'set-cookie': expired })
}
