import type { Payload } from 'payload'

import { json, localeOf } from '../auth/http'
import { loginWith, logoutWith } from '../auth/session'
import { getPortalOverview, listOwnerProperties } from './reads'
import type { Locale } from '../i18n/locales'
import type { ListingSections } from '../routing/listingPaths'
import { portalViewer } from './session'

/**
 * The portal's route handlers as plain functions of (payload, request) -> Response, so the integration
 * tests call exactly what src/app/(site)/api/portal/* serves. Answers carry dictionary keys (the page
 * holds the texts); nothing here is cached, and nothing a visitor sends ends in a 500.
 */

/** POST { email, password, locale }: logs an owner in and opens the portal (the one login of src/auth/session.ts). */
export const handleLogin = (payload: Payload, request: Request): Promise<Response> => loginWith(payload, request, 'owners')

/** POST: ends the owner's session. Staff sessions are left alone. */
export const handleLogout = (payload: Payload, request: Request): Promise<Response> => logoutWith(payload, request, 'owners')

/** GET ?owner=<id for staff>&locale=: the owner's properties. */
export async function handleProperties(payload: Payload, request: Request): Promise<Response> {
  const url = new URL(request.url)
  const viewer = await portalViewer(payload, request.headers, url.searchParams.get('owner'))
  if (!viewer) return json({ error: 'login.sessionExpired' }, 401)
  return json({ properties: await listOwnerProperties(payload, viewer.owner, localeOf(url.searchParams.get('locale'))) })
}

/** GET /api/portal/properties/{CRM id}?owner=&locale=: statistics, history, visits, agent and media of one property. */
export async function handleOverview(
  payload: Payload,
  request: Request,
  id: string,
  sections: (locale: Locale) => Promise<ListingSections>,
): Promise<Response> {
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
