import { addDataAndFileToRequest, headersWithCors, type Endpoint, type PayloadHandler, type PayloadRequest } from 'payload'

import { adminLanguage } from '../i18n/adminLanguage'
import { ownerLinkText, type OwnerLinkTextKey } from '../i18n/ownerLinkTexts'
import { OWNER_LINKS, sendOwnerLink, type OwnerLink } from './passwordReset'
import { isStaffUser } from './roles'
import { statusOf } from './http'

/**
 * POST /api/owners/:id/password-link { link: 'invite' | 'reset' }: staff send an owner an invitation or a
 * reset link (issue 36.7; the buttons of src/admin/owners/OwnerLinks.tsx). Staff only; the answer names
 * the address in the admin's language.
 */
const answer = (req: PayloadRequest, key: OwnerLinkTextKey, status: number, values: Record<string, string> = {}) => {
  const message = ownerLinkText(key, adminLanguage(req.i18n?.language), values)
  const body = status < 400 ? { ok: true, message } : { errors: [{ message }] }
  return Response.json(body, { status, headers: headersWithCors({ headers: new Headers({ 'cache-control': 'private, no-store' }), req }) })
}

const isOwnerLink = (value: unknown): value is OwnerLink => typeof value === 'string' && Object.hasOwn(OWNER_LINKS, value)

const handler: PayloadHandler = async (req) => {
  if (!isStaffUser(req)) return answer(req, 'staffOnly', 403)
  await addDataAndFileToRequest(req)
  const link = req.data?.link
  const id = req.routeParams?.id
  if (!isOwnerLink(link) || (typeof id !== 'string' && typeof id !== 'number')) return answer(req, 'failed', 400)
  try {
    const email = await sendOwnerLink(req.payload, id, link)
    return answer(req, link === 'invite' ? 'inviteSent' : 'resetSent', 200, { email })
  } catch (error) {
    const status = statusOf(error)
    if (status === 404) return answer(req, 'failed', 404)
    req.payload.logger.error({ err: error, msg: `Sending owner ${id} a password link failed` })
    return answer(req, 'failed', 500)
  }
}

export const ownerLinkEndpoint: Endpoint = { path: '/:id/password-link', method: 'post', handler }
