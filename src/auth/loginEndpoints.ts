import { addDataAndFileToRequest, headersWithCors, loginOperation, type Endpoint, type PayloadHandler } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import { retryAfterOf } from './loginGuard'

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status
const secondFactorOf = (error: unknown) => {
  const value = (error as { data?: { secondFactor?: unknown } } | null)?.data?.secondFactor
  return value === 'required' || value === 'wrong' ? value : undefined
}

/**
 * POST /api/{users,owners,demands}/login: Payload's own login handler, plus `Retry-After` on a
 * throttled attempt (429). Listed before Payload's endpoints, so it serves that path. The check itself
 * is the collections' beforeOperation hook (src/auth/loginHooks.ts), which GraphQL and the local API
 * pass as well.
 */
const login: PayloadHandler = async (req) => {
  await addDataAndFileToRequest(req)
  const collection = req.payload.collections[req.routeParams?.collection as 'users']
  const data = {
    email: typeof req.data?.email === 'string' ? req.data.email : '',
    password: typeof req.data?.password === 'string' ? req.data.password : '',
    // Staff's second factor (src/auth/twoFactor.ts): read by the login hook, unused by Payload.
    ...(typeof req.data?.totp === 'string' ? { totp: req.data.totp } : {}),
  }
  try {
    const result = await loginOperation({ collection, data, req })
    const cookie = generatePayloadCookie({
      collectionAuthConfig: collection.config.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
      token: result.token!,
    })
    return Response.json(
      { message: req.t('authentication:passed'), ...result },
      { status: 200, headers: headersWithCors({ headers: new Headers({ 'Set-Cookie': cookie as string }), req }) },
    )
  } catch (error) {
    // The second factor's answer names what is missing (the admin's form then asks for the code). Built
    // here: Payload's error formatter keeps `data` only for its own APIError class, which a production
    // bundle may hold twice (the class test fails, the data was dropped).
    const secondFactor = secondFactorOf(error)
    if (statusOf(error) === 401 && secondFactor) {
      return Response.json(
        { errors: [{ message: (error as Error).message, data: { secondFactor } }] },
        { status: 401, headers: headersWithCors({ headers: new Headers(), req }) },
      )
    }
    const retryAfter = retryAfterOf(error)
    if (statusOf(error) === 429 && retryAfter) {
      return Response.json(
        { errors: [{ message: (error as Error).message }] },
        { status: 429, headers: headersWithCors({ headers: new Headers({ 'Retry-After': String(retryAfter) }), req }) },
      )
    }
    throw error
  }
}

export const loginEndpoint: Endpoint = { path: '/login', method: 'post', handler: login }

/**
 * Owners and demanders are created by staff, the CRM import and the register form, never by
 * Payload's "first user" route: on an empty collection it would create an account for anyone.
 */
export const closedFirstRegister: Endpoint = {
  path: '/first-register',
  method: 'post',
  handler: (req) =>
    Response.json(
      { errors: [{ message: req.t('error:notAllowedToPerformAction') }] },
      { status: 403, headers: headersWithCors({ headers: new Headers(), req }) },
    ),
}
