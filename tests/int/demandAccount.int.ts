import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

type Api = typeof import('../../src/account/api')
type PortalApi = typeof import('../../src/portal/api')
type DemandDoc = import('../../src/payload-types').Demand

const PASSWORD = 'Zoeker-Test-2026'
const OWNER_PASSWORD = 'Owner-Pass-123'

/**
 * The demander's account on a real database: login errors and lockout, reading and changing only the
 * own demand (local API and the route handler), and the one session cookie never crossing between
 * demanders and owners.
 */
describe('demandAccount.int.ts: demand account', () => {
  let payload: Payload
  let api: Api
  let portal: PortalApi
  let helpers: typeof import('./helpers/payload')
  let typeA: number
  let typeB: number
  let cityA: number
  let cityB: number
  let demandA: DemandDoc
  let demandB: DemandDoc
  let ownerEmail: string

  const request = (path: string, init: { cookie?: string; body?: unknown } = {}) =>
    new Request(`http://localhost${path}`, {
      method: init.body ? 'POST' : 'GET',
      headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    })

  const createDemand = async () =>
    (await payload.create({
      collection: 'demands',
      data: {
        email: `${helpers.unique('zoeker')}@example.be`.toLowerCase(),
        password: PASSWORD,
        firstName: 'Lies',
        lastName: 'Janssens',
        language: 'nl',
        criteria: { goal: 'sale', types: [typeA], cities: [cityA], priceMax: 300000 },
      } as never,
    })) as unknown as DemandDoc

  const demandCookie = async (email: string) => {
    const response = await api.handleDemandLogin(
      payload,
      request('/api/account/login', { body: { email, password: PASSWORD, locale: 'fr' } }),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, redirect: '/fr/account/' })
    return response.headers.get('set-cookie')!.split(';')[0]
  }

  const update = async (cookie: string | undefined, body: unknown) => {
    const response = await api.handleDemandUpdate(payload, request('/api/account/demand', { cookie, body }))
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  const stored = (id: number) => payload.findByID({ collection: 'demands', id, depth: 0 })

  beforeAll(async () => {
    helpers = await import('./helpers/payload')
    api = await import('../../src/account/api')
    portal = await import('../../src/portal/api')
    payload = await helpers.testPayload()
    const fixtures = await import('./fixtures')
    typeA = (await fixtures.propertyType(payload)).id
    typeB = (await fixtures.propertyType(payload)).id
    const city = async () =>
      (await payload.create({ collection: 'cities', data: { name: helpers.unique('Zone'), zip: String(helpers.externalId()) } })).id
    cityA = await city()
    cityB = await city()
    demandA = await createDemand()
    demandB = await createDemand()
    ownerEmail = (await fixtures.owner(payload)).email
  })

  afterAll(async () => {
    await helpers.closePayload(payload)
  })

  describe('login', () => {
    it('logs a demander in with the HTTP-only session cookie; a wrong password or address gets the owner login messages', async () => {
      const response = await api.handleDemandLogin(
        payload,
        request('/api/account/login', { body: { email: demandA.email, password: PASSWORD, locale: 'nl' } }),
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i)
      expect(response.headers.get('cache-control')).toContain('no-store')

      const wrong = await api.handleDemandLogin(
        payload,
        request('/api/account/login', { body: { email: demandA.email, password: 'Verkeerd-1' } }),
      )
      expect([wrong.status, await wrong.json()]).toEqual([401, { error: 'error.loginFailed' }])
      const invalid = await api.handleDemandLogin(payload, request('/api/account/login', { body: { email: 'lies@', password: PASSWORD } }))
      expect([invalid.status, await invalid.json()]).toEqual([
        400,
        { error: 'error.invalidCredentials', fields: { email: 'validation.invalid.email' } },
      ])
      // An owner's credentials are no demand account.
      const owner = await api.handleDemandLogin(
        payload,
        request('/api/account/login', { body: { email: ownerEmail, password: OWNER_PASSWORD } }),
      )
      expect(owner.status).toBe(401)
    })

    it('never locks the account: after failed attempts the right password still logs in', async () => {
      const demand = await createDemand()
      expect(payload.collections.demands.config.auth.maxLoginAttempts).toBe(0)
      for (let i = 0; i < 5; i++) {
        const response = await api.handleDemandLogin(
          payload,
          request('/api/account/login', { body: { email: demand.email, password: `wrong-${i}` } }),
        )
        expect([i, response.status]).toEqual([i, 401])
      }
      const ok = await api.handleDemandLogin(payload, request('/api/account/login', { body: { email: demand.email, password: PASSWORD } }))
      expect(ok.status).toBe(200)
    })

    it('logs out: the cookie is expired and the session no longer reads the demand', async () => {
      const cookie = await demandCookie(demandA.email)
      const response = await api.handleDemandLogout(payload, request('/api/account/logout', { cookie, body: {} }))
      expect(response.headers.get('set-cookie')).toMatch(/^payload-token=;/)
      expect((await update(cookie, { subscribed: false })).status).toBe(401)
    })
  })

  describe('own demand only', () => {
    it('the local API as the demander reads and updates the own demand, never another', async () => {
      const user = { ...demandA, collection: 'demands' as const }
      const asA = { overrideAccess: false as const, user, depth: 0 }
      const { docs } = await payload.find({ collection: 'demands', ...asA, pagination: false })
      expect(docs.map((d) => d.id)).toEqual([demandA.id])
      expect(await payload.findByID({ collection: 'demands', id: demandB.id, ...asA, disableErrors: true })).toBeNull()
      await expect(payload.update({ collection: 'demands', id: demandB.id, ...asA, data: { subscribed: false } })).rejects.toThrow()
      expect((await stored(demandB.id)).subscribed).toBe(true)
      const own = await payload.update({
        collection: 'demands',
        id: demandA.id,
        ...asA,
        data: { criteria: { goal: 'rent', types: [typeB], cities: [cityB] } },
      })
      expect(own.criteria.goal).toBe('rent')
    })

    it("the route handler changes the logged-in demander's criteria, with the register's messages for bad input", async () => {
      const cookie = await demandCookie(demandA.email)
      const ok = await update(cookie, {
        goal: 'sale',
        types: [String(typeA), String(typeB)],
        cities: [cityB],
        minBedrooms: '3',
        priceMin: '150.000',
        priceMax: '325000',
      })
      expect(ok.status).toBe(200)
      expect(ok.body.demand).toMatchObject({
        goal: 'sale',
        types: [typeA, typeB],
        cities: [cityB],
        minBedrooms: 3,
        priceMin: 150000,
        priceMax: 325000,
      })
      const saved = await stored(demandA.id)
      expect(saved.criteria).toMatchObject({
        goal: 'sale',
        types: [typeA, typeB],
        cities: [cityB],
        minBedrooms: 3,
        priceMin: 150000,
        priceMax: 325000,
      })
      // The other demand is untouched.
      expect((await stored(demandB.id)).criteria).toMatchObject({ types: [typeA], cities: [cityA], priceMax: 300000 })

      expect(await update(cookie, { goal: 'sale', types: [], cities: [], priceMin: '400000', priceMax: '300000' })).toEqual({
        status: 400,
        body: {
          error: 'account.invalid',
          fields: { types: 'validation.required.type', cities: 'validation.required.zone', priceMax: 'demand.invalid.priceRange' },
        },
      })
      expect((await update(cookie, { goal: 'sale', types: [typeA], cities: [999999999] })).body.fields).toEqual({
        cities: 'validation.required.zone',
      })
      expect((await stored(demandA.id)).criteria.cities).toEqual([cityB])
      expect((await update(undefined, { goal: 'sale', types: [typeA], cities: [cityA] })).status).toBe(401)
    })

    it('unsubscribes and resubscribes the alerts', async () => {
      const cookie = await demandCookie(demandA.email)
      expect((await update(cookie, { subscribed: false })).body.demand).toMatchObject({ subscribed: false })
      expect(await stored(demandA.id)).toMatchObject({ subscribed: false, unsubscribedAt: expect.any(String) })
      expect((await update(cookie, { subscribed: true })).body.demand).toMatchObject({ subscribed: true })
      expect(await stored(demandA.id)).toMatchObject({ subscribed: true, unsubscribedAt: null })
    })

    it('the demander cannot move the demand to another lead', async () => {
      const user = { ...demandA, collection: 'demands' as const }
      const submission = await payload.create({
        collection: 'submissions',
        data: { type: 'demand', name: 'X', email: 'x@example.be' } as never,
      })
      await payload.update({
        collection: 'demands',
        id: demandA.id,
        overrideAccess: false,
        user,
        depth: 0,
        data: { submission: submission.id },
      })
      expect((await stored(demandA.id)).submission ?? null).toBeNull()
    })
  })

  describe('one cookie, two kinds of account', () => {
    it('a demander session is refused by the owner portal, an owner session by the demand account', async () => {
      const demander = await demandCookie(demandA.email)
      const properties = await portal.handleProperties(payload, request('/api/portal/properties', { cookie: demander }))
      expect(properties.status).toBe(401)
      // The owner logout leaves a demander's session alone (and the other way round).
      await portal.handleLogout(payload, request('/api/portal/logout', { cookie: demander, body: {} }))
      expect((await update(demander, { subscribed: true })).status).toBe(200)

      const ownerLogin = await portal.handleLogin(
        payload,
        request('/api/portal/login', { body: { email: ownerEmail, password: OWNER_PASSWORD } }),
      )
      expect(ownerLogin.status).toBe(200)
      const owner = ownerLogin.headers.get('set-cookie')!.split(';')[0]
      expect((await update(owner, { subscribed: false })).status).toBe(401)
      expect((await portal.handleProperties(payload, request('/api/portal/properties', { cookie: owner }))).status).toBe(200)
      const { demandViewer } = await import('../../src/account/session')
      expect(await demandViewer(payload, new Headers({ cookie: owner }))).toBeNull()
      expect((await demandViewer(payload, new Headers({ cookie: demander })))?.id).toBe(demandA.id)
    })
  })
})
