import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import * as make from './fixtures'
import { closePayload, testPayload, unique } from './helpers/payload'

type Json = Record<string, unknown>

/**
 * Issue 33.9 on a real database, through Payload's REST and GraphQL handlers:
 * - an account populated into another document never carries its session ids (the answer to a CRM
 *   import's upload echoed its uploader's), and no API reader sees them at all; logins still work;
 * - an owner (or demander) cannot set their own advisor or the agency's remark about them; staff can.
 */
describe('accountFields.int.ts: account fields: sessions and staff-only fields', () => {
  let payload: Payload
  let staff: { id: number; email: string }
  let staffToken = ''
  let ownerDoc: { id: number; email: string }
  let ownerToken = ''
  let demandDoc: { id: number; email: string }
  let demandToken = ''
  let advisorA: number
  let advisorB: number

  const rest = async (path: string, init: { token?: string; method?: string; body?: BodyInit; json?: unknown } = {}) => {
    const { handleEndpoints } = await import('payload')
    const headers: Record<string, string> = init.token ? { authorization: `JWT ${init.token}` } : {}
    if (init.json !== undefined) headers['content-type'] = 'application/json'
    const request = new Request(`http://localhost${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    })
    const response = await handleEndpoints({ config: payload.config, request })
    return { status: response.status, body: (await response.json().catch(() => null)) as Json | null }
  }

  const graphql = async (query: string, token: string) => {
    const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
    const request = new Request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ query }),
    })
    return (await (await GRAPHQL_POST(Promise.resolve(payload.config))(request)).json()) as Json
  }

  /**
   * Every object anywhere in `value` whose `sessions` holds anything. Payload answers an array field a
   * reader may not see as an empty list (its afterRead fills a missing array with []): that is no session.
   */
  const withSessions = (value: unknown): unknown[] => {
    if (!value || typeof value !== 'object') return []
    const sessions = Array.isArray(value) ? undefined : (value as Json).sessions
    const own = sessions != null && !(Array.isArray(sessions) && sessions.length === 0) ? [value] : []
    return [...own, ...Object.values(value).flatMap(withSessions)]
  }

  beforeAll(async () => {
    payload = await testPayload()
    staff = (await make.staffUser(payload, 'editor')) as { id: number; email: string }
    staffToken = (await payload.login({ collection: 'users', data: { email: staff.email, password: 'Staff-Pass-123' } })).token!
    const advisor = async () =>
      (
        await payload.create({
          collection: 'advisors',
          data: { firstName: 'Ann', lastName: unique('Agent'), slug: unique('agent'), email: `${unique('agent')}@kempenvastgoed.be` },
        })
      ).id as number
    advisorA = await advisor()
    advisorB = await advisor()
    ownerDoc = (await payload.create({
      collection: 'owners',
      data: {
        email: `${unique('owner')}@example.be`,
        password: 'Owner-Pass-123',
        firstName: 'Eva',
        lastName: 'Peeters',
        advisor: advisorA,
        remark: 'Wil snel verkopen',
      },
    })) as unknown as { id: number; email: string }
    ownerToken = (await payload.login({ collection: 'owners', data: { email: ownerDoc.email, password: 'Owner-Pass-123' } })).token!
    const type = await make.propertyType(payload)
    const city = await payload.create({ collection: 'cities', data: { name: unique('Zone'), zip: '3920' } })
    demandDoc = (await payload.create({
      collection: 'demands',
      data: {
        email: `${unique('zoeker')}@example.be`.toLowerCase(),
        password: 'Demand-Pass-123',
        firstName: 'Lies',
        lastName: 'Janssens',
        language: 'nl',
        remark: 'Belt liefst na 18 u',
        criteria: { goal: 'sale', types: [type.id], cities: [city.id] },
      } as never,
    })) as unknown as { id: number; email: string }
    demandToken = (await payload.login({ collection: 'demands', data: { email: demandDoc.email, password: 'Demand-Pass-123' } })).token!
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  describe('sessions', () => {
    it('the answer to a CRM import upload populates its uploader without session ids', async () => {
      const body = new FormData()
      body.append('file', new Blob([JSON.stringify({ webIDs: [], properties: [] })], { type: 'application/json' }), 'export.json')
      body.append('_payload', '{}')
      const created = await rest('/api/crm-imports', { method: 'POST', token: staffToken, body })
      expect(created.status).toBe(201)
      const doc = created.body?.doc as Json
      // Populated: the uploader is an object, and the session the token names was valid (the upload passed).
      expect(doc.uploadedBy).toMatchObject({ id: staff.id, email: staff.email })
      expect((doc.uploadedBy as Json).sessions ?? []).toEqual([])
      expect(withSessions(created.body)).toEqual([])

      const read = await rest(`/api/crm-imports/${doc.id as number}?depth=2`, { token: staffToken })
      expect(read.status).toBe(200)
      expect(withSessions(read.body)).toEqual([])
    })

    it('no API reader sees session ids, their own account included, in REST and GraphQL', async () => {
      const me = await rest('/api/users/me', { token: staffToken })
      expect((me.body?.user as Json)?.id).toBe(staff.id)
      expect(withSessions(me.body)).toEqual([])
      const self = await rest(`/api/users/${staff.id}`, { token: staffToken })
      expect(self.status).toBe(200)
      expect(withSessions(self.body)).toEqual([])
      const ownerSelf = await rest(`/api/owners/${ownerDoc.id}`, { token: ownerToken })
      expect(ownerSelf.status).toBe(200)
      expect(withSessions(ownerSelf.body)).toEqual([])

      const answer = await graphql(
        `{ CrmImports(limit: 5) { docs { uploadedBy { id email sessions { id } } } } User(id: ${staff.id}) { id sessions { id } } }`,
        staffToken,
      )
      const data = answer.data as { CrmImports: { docs: Array<{ uploadedBy: Json | null }> }; User: Json }
      expect(data.User.id).toBe(staff.id)
      expect(data.CrmImports.docs.length).toBeGreaterThan(0)
      expect(data.CrmImports.docs.some((d) => d.uploadedBy?.id === staff.id)).toBe(true)
      expect(withSessions(answer)).toEqual([])
    })

    it('a populated account carries no session ids in a local read either (overrideAccess)', async () => {
      const type = await make.propertyType(payload)
      const listing = await make.property(payload, type.id, { owner: ownerDoc.id })
      const read = await payload.findByID({ collection: 'properties', id: listing.id, depth: 1 })
      expect(read.owner).toMatchObject({ id: ownerDoc.id })
      expect((read.owner as unknown as Json).sessions ?? []).toEqual([])
      // The account read on its own, as Payload's session check reads it, keeps them: logins depend on it.
      const account = await payload.findByID({ collection: 'owners', id: ownerDoc.id, depth: 0 })
      expect(Array.isArray((account as unknown as Json).sessions)).toBe(true)
      expect(((account as unknown as Json).sessions as unknown[]).length).toBeGreaterThan(0)
    })
  })

  describe('fields only staff set', () => {
    it('an owner’s PATCH of their own advisor and remark changes neither; their other fields still change', async () => {
      const patched = await rest(`/api/owners/${ownerDoc.id}`, {
        method: 'PATCH',
        token: ownerToken,
        json: { advisor: advisorB, remark: 'Geen commissie', phone: '0475998877' },
      })
      expect(patched.status).toBe(200)
      const stored = await payload.findByID({ collection: 'owners', id: ownerDoc.id, depth: 0 })
      expect(stored.advisor).toBe(advisorA)
      expect(stored.remark).toBe('Wil snel verkopen')
      expect(stored.phone).toBe('0475998877')
      // The owner reads their agent, never the agency's remark.
      const own = await rest(`/api/owners/${ownerDoc.id}?depth=0`, { token: ownerToken })
      expect(own.body?.advisor).toBe(advisorA)
      expect(own.body).not.toHaveProperty('remark')
    })

    it('a demander’s PATCH of the remark changes nothing', async () => {
      const patched = await rest(`/api/demands/${demandDoc.id}`, { method: 'PATCH', token: demandToken, json: { remark: 'VIP' } })
      expect(patched.status).toBe(200)
      const stored = await payload.findByID({ collection: 'demands', id: demandDoc.id, depth: 0 })
      expect(stored.remark).toBe('Belt liefst na 18 u')
      expect(patched.body?.doc).not.toHaveProperty('remark')
    })

    it('staff still set an owner’s advisor and remark', async () => {
      const patched = await rest(`/api/owners/${ownerDoc.id}`, {
        method: 'PATCH',
        token: staffToken,
        json: { advisor: advisorB, remark: 'Eigenaar belt zelf' },
      })
      expect(patched.status).toBe(200)
      const stored = await payload.findByID({ collection: 'owners', id: ownerDoc.id, depth: 0 })
      expect(stored.advisor).toBe(advisorB)
      expect(stored.remark).toBe('Eigenaar belt zelf')
    })
  })
})
