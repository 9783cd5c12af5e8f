import { addDataAndFileToRequest, headersWithCors, type Endpoint, type PayloadHandler, type PayloadRequest } from 'payload'
import QRCode from 'qrcode'

import { adminLanguage } from '../i18n/adminLanguage'
import { twoFactorText, type TwoFactorTextKey } from '../i18n/twoFactorTexts'
import { knownClientIp } from '../lib/headers'
import { loginKeys, loginWait, recordLoginFailure } from './loginGuard'
import { isAdminUser } from './roles'
import { retryAfterSeconds } from './throttle'
import { totpUri } from './totp'
import { checkSecondFactor, clearSecondFactor, confirmEnrolment, startEnrolment, TwoFactorConflict, twoFactorStatus } from './twoFactor'

/**
 * The staff member's own second factor, under /api/users/two-factor (the admin's page
 * src/admin/twoFactor/ calls these): its state, enrolment in two steps, turning it off with a code;
 * and an admin's reset of another account. A session that still owes its enrolment may use them
 * (it may use nothing else). Answers are private and never cached.
 */
const ISSUER = 'Kempen Vastgoed'

const answer = (req: PayloadRequest, body: unknown, status = 200) =>
  Response.json(body, {
    status,
    headers: headersWithCors({ headers: new Headers({ 'cache-control': 'private, no-store' }), req }),
  })

const refuse = (req: PayloadRequest, status: number, key: TwoFactorTextKey) =>
  answer(req, { errors: [{ message: twoFactorText(key, adminLanguage(req.i18n?.language)) }] }, status)

const staffId = (req: PayloadRequest) => (req.user?.collection === 'users' ? req.user.id : null)

const conflict = (req: PayloadRequest, error: unknown) => {
  if (error instanceof TwoFactorConflict) return refuse(req, error.reason === 'codeWrong' ? 400 : 409, error.reason)
  throw error
}

const bodyOf = async (req: PayloadRequest): Promise<Record<string, unknown>> => {
  await addDataAndFileToRequest(req)
  return req.data && typeof req.data === 'object' ? (req.data as Record<string, unknown>) : {}
}

const status: PayloadHandler = async (req) => {
  const id = staffId(req)
  if (id === null) return refuse(req, 401, 'staffOnly')
  return answer(req, await twoFactorStatus(req.payload, id))
}

const setup: PayloadHandler = async (req) => {
  const id = staffId(req)
  if (id === null) return refuse(req, 401, 'staffOnly')
  try {
    const secret = await startEnrolment(req.payload, id)
    const uri = totpUri(secret, String(req.user!.email ?? id), ISSUER)
    const qr = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
    return answer(req, { secret, uri, qr })
  } catch (error) {
    return conflict(req, error)
  }
}

const confirm: PayloadHandler = async (req) => {
  const id = staffId(req)
  if (id === null) return refuse(req, 401, 'staffOnly')
  const { code } = await bodyOf(req)
  try {
    return answer(req, { recoveryCodes: await confirmEnrolment(req.payload, id, code) })
  } catch (error) {
    return conflict(req, error)
  }
}

const disable: PayloadHandler = async (req) => {
  const id = staffId(req)
  if (id === null) return refuse(req, 401, 'staffOnly')
  const { code } = await bodyOf(req)
  // A session alone does not turn the factor off: its code (or a recovery code) does, and a wrong one
  // counts as a failed login (the login guard's waits), so a session cannot guess its way through.
  const keys = loginKeys(req.payload.secret, 'users', String(req.user!.email ?? ''), knownClientIp(req.headers))
  const wait = await loginWait(req.payload, keys)
  if (wait > 0) {
    const throttled = refuse(req, 429, 'codeWrong')
    throttled.headers.set('Retry-After', String(retryAfterSeconds(wait)))
    return throttled
  }
  const check = await checkSecondFactor(req.payload, id, code)
  if (check !== 'ok') {
    await recordLoginFailure(req.payload, keys, Date.now())
    return refuse(req, 400, 'codeWrong')
  }
  await clearSecondFactor(req.payload, id)
  return answer(req, await twoFactorStatus(req.payload, id))
}

/** An admin clears another staff member's second factor (a lost phone): they enrol again at their next login. */
const reset: PayloadHandler = async (req) => {
  if (!isAdminUser(req)) return refuse(req, 403, 'staffOnly')
  const { id } = await bodyOf(req)
  if ((typeof id !== 'string' && typeof id !== 'number') || !(await twoFactorStatus(req.payload, id))) return refuse(req, 400, 'notStarted')
  await clearSecondFactor(req.payload, id)
  return answer(req, { ok: true, message: twoFactorText('resetDone', adminLanguage(req.i18n?.language)) })
}

export const twoFactorEndpoints: Endpoint[] = [
  { path: '/two-factor', method: 'get', handler: status },
  { path: '/two-factor/setup', method: 'post', handler: setup },
  { path: '/two-factor/confirm', method: 'post', handler: confirm },
  { path: '/two-factor/disable', method: 'post', handler: disable },
  { path: '/two-factor/reset', method: 'post', handler: reset },
]
