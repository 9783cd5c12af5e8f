import type { Payload } from 'payload'

import { json, readBody, statusOf } from '../auth/http'
import { fieldErrors } from '../auth/schema'
import { loginWith, logoutWith } from '../auth/session'
import { relationId } from '../lib/relation'
import { accountCriteriaSchema, subscriptionSchema, subscriptionUpdate } from './schema'
import { demandViewer, type DemandUser } from './session'

/**
 * The demander's account route handlers as plain functions of (payload, request) -> Response (the
 * integration tests call exactly what src/app/(site)/api/account/* serves). Login and logout are the
 * one flow of src/auth/session.ts, for the demands collection; every read and write runs as the demander
 * (overrideAccess: false), so collections/Demands' staffOrSelf keeps other demands out.
 */

export const handleDemandLogin = (payload: Payload, request: Request) => loginWith(payload, request, 'demands')

export const handleDemandLogout = (payload: Payload, request: Request) => logoutWith(payload, request, 'demands')

/** The criteria as the account page shows and edits them (ids only). */
export interface AccountDemand {
  firstName: string
  email: string
  goal: 'sale' | 'rent'
  types: number[]
  cities: number[]
  minBedrooms: number | null
  priceMin: number | null
  priceMax: number | null
  subscribed: boolean
}

/** The demander's own demand, read with their own access. */
export async function readOwnDemand(payload: Payload, user: DemandUser): Promise<AccountDemand | null> {
  const doc = await payload.findByID({ collection: 'demands', id: user.id, overrideAccess: false, user, depth: 0, disableErrors: true })
  if (!doc) return null
  const c = doc.criteria
  return {
    firstName: doc.firstName,
    email: doc.email,
    goal: c.goal,
    types: (c.types ?? []).map((v) => relationId(v)!),
    cities: (c.cities ?? []).map((v) => relationId(v)!),
    minBedrooms: c.minBedrooms ?? null,
    priceMin: c.priceMin ?? null,
    priceMax: c.priceMax ?? null,
    subscribed: doc.subscribed !== false,
  }
}

async function allExist(payload: Payload, collection: 'property-types' | 'cities', ids: number[]): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection, where: { id: { in: ids } }, overrideAccess: false })
  return totalDocs === new Set(ids).size
}

/**
 * POST { subscribed: boolean } switches the alerts on or off; POST { goal, types, cities, minBedrooms,
 * priceMin, priceMax } replaces the criteria. Only the demander themselves (a demands session).
 */
export async function handleDemandUpdate(payload: Payload, request: Request): Promise<Response> {
  const user = await demandViewer(payload, request.headers)
  if (!user) return json({ error: 'login.sessionExpired' }, 401)
  const body = await readBody(request)
  const asDemander = { collection: 'demands' as const, id: user.id, overrideAccess: false as const, user, depth: 0 }
  try {
    if ('subscribed' in body) {
      const parsed = subscriptionSchema.safeParse(body)
      if (!parsed.success) return json({ error: 'error.api' }, 400)
      await payload.update({ ...asDemander, data: subscriptionUpdate(parsed.data.subscribed) })
      return json({ ok: true, demand: await readOwnDemand(payload, user) })
    }
    const parsed = accountCriteriaSchema.safeParse(body)
    if (!parsed.success) return json({ error: 'account.invalid', fields: fieldErrors(parsed.error) }, 400)
    const d = parsed.data
    // Only ids the site offers: a forged id would otherwise fail in the relationship with a 500.
    if (!(await allExist(payload, 'property-types', d.types)))
      return json({ error: 'account.invalid', fields: { types: 'validation.required.type' } }, 400)
    if (!(await allExist(payload, 'cities', d.cities)))
      return json({ error: 'account.invalid', fields: { cities: 'validation.required.zone' } }, 400)
    await payload.update({
      ...asDemander,
      data: {
        criteria: {
          goal: d.goal,
          types: d.types,
          cities: d.cities,
          minBedrooms: d.minBedrooms,
          priceMin: d.priceMin,
          priceMax: d.priceMax,
        },
      },
    })
    return json({ ok: true, demand: await readOwnDemand(payload, user) })
  } catch (error) {
    const status = statusOf(error)
    if (status && status < 500) return json({ error: 'account.invalid' }, status)
    payload.logger.error({ err: error }, 'demand account update failed')
    return json({ error: 'error.api' }, 500)
  }
}
