import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, Where } from 'payload'
import sharp from 'sharp'

import * as make from './fixtures'
import { closePayload, externalId, testPayload, unique } from './helpers/payload'

type Json = Record<string, unknown> & { docs?: Array<Record<string, unknown>>; errors?: Array<{ message: string }> }

/**
 * Issue 13, findings 4 and 5 on a real database: what anonymous readers (and owners) get through the
 * local API with overrideAccess: false, Payload's REST handler and its GraphQL handler, the site's own
 * data layer, and the bounds on what one read may ask for.
 */
describe('privacy.int.ts: private stays private, bounded API', () => {
  let payload: Payload
  let typeId: number
  let staffToken: string
  let ownerToken: string
  let ownerA: Awaited<ReturnType<typeof make.owner>>
  let ownerB: Awaited<ReturnType<typeof make.owner>>
  const zip = String(4000 + Math.floor(Math.random() * 5000))
  const town = { name: unique('Dorp'), zip, latitude: 51.25, longitude: 5.25 }
  let hidden: { id: number; externalId: number }
  let shown: { id: number; externalId: number }
  let otherOwners: { id: number; externalId: number }
  let hiddenProject: number
  const postedBy = `${unique('author')}@example.be`

  const request = (path: string, init: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    new Request(`http://localhost${path}`, {
      method: init.body ? 'POST' : 'GET',
      headers: {
        ...(init.token ? { authorization: `JWT ${init.token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    })

  const rest = async (path: string, token?: string) => {
    const { handleEndpoints } = await import('payload')
    const response = await handleEndpoints({ config: payload.config, request: request(path, { token }) })
    const type = response.headers.get('content-type') ?? ''
    return { status: response.status, body: (type.includes('json') ? await response.json() : null) as Json }
  }

  const graphql = async (query: string, token?: string) => {
    const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
    const response = await GRAPHQL_POST(Promise.resolve(payload.config))(request('/api/graphql', { token, body: { query } }))
    return (await response.json()) as { data?: Record<string, Json | null>; errors?: Array<{ message: string }> }
  }

  const anonymous = { overrideAccess: false as const }

  beforeAll(async () => {
    payload = await testPayload()
    typeId = (await make.propertyType(payload)).id
    await payload.create({ collection: 'cities', data: town })
    ownerA = await make.owner(payload)
    ownerB = await make.owner(payload)
    const address = {
      zip,
      city: town.name,
      street: 'Geheimstraat',
      houseNumber: '17',
      boxNr: 'B3',
      latitude: 51.2871234,
      longitude: 5.2012345,
    }
    const h = await make.property(payload, typeId, { ...address, publishAddress: false, owner: ownerA.id })
    const s = await make.property(payload, typeId, { ...address, street: 'Marktplein', publishAddress: true, owner: ownerA.id })
    const o = await make.property(payload, typeId, { ...address, street: 'Andere', owner: ownerB.id })
    hidden = { id: h.id, externalId: h.externalId }
    shown = { id: s.id, externalId: s.externalId }
    otherOwners = { id: o.id, externalId: o.externalId }
    hiddenProject = (
      await payload.create({
        collection: 'projects',
        locale: 'nl',
        data: {
          _status: 'published',
          title: unique('Project'),
          externalId: externalId(),
          zip,
          city: town.name,
          street: 'Projectstraat',
          houseNumber: '3',
          latitude: 51.2999,
          longitude: 5.2111,
          publicAddress: false,
          published: true,
        } as never,
      })
    ).id
    await payload.create({
      collection: 'testimonials',
      data: { name: 'Anna Auteur', comment: 'Top!', status: 'published', _status: 'published', postedBy },
    })
    const staff = await make.staffUser(payload, 'editor')
    staffToken = (await payload.login({ collection: 'users', data: { email: staff.email, password: 'Staff-Pass-123' } })).token!
    ownerToken = (await payload.login({ collection: 'owners', data: { email: ownerA.email, password: 'Owner-Pass-123' } })).token!
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  describe("testimonial authors' e-mail", () => {
    it('is not in anonymous reads, local, REST or GraphQL', async () => {
      const local = await payload.find({ collection: 'testimonials', ...anonymous, where: { name: { equals: 'Anna Auteur' } } })
      expect(local.docs.length).toBeGreaterThan(0)
      expect(local.docs.every((d) => d.postedBy === undefined)).toBe(true)
      const viaRest = await rest('/api/testimonials?limit=100')
      expect(viaRest.status).toBe(200)
      expect(JSON.stringify(viaRest.body)).not.toContain(postedBy)
      const viaGraphql = await graphql('{ Testimonials(limit: 100) { docs { name postedBy } } }')
      expect(viaGraphql.data?.Testimonials?.docs?.every((d) => d.postedBy === null)).toBe(true)
      // Staff still see it.
      expect(JSON.stringify((await rest('/api/testimonials?limit=100', staffToken)).body)).toContain(postedBy)
    })

    it('cannot be filtered or sorted on (no oracle), by anyone but staff', async () => {
      await expect(
        payload.find({ collection: 'testimonials', ...anonymous, where: { postedBy: { equals: postedBy } } }),
      ).rejects.toMatchObject({ status: 400 })
      const filtered = await rest(`/api/testimonials?where[postedBy][equals]=${encodeURIComponent(postedBy)}`)
      expect(filtered.status).toBe(400)
      expect(JSON.stringify(filtered.body)).toContain('postedBy')
      expect((await rest(`/api/testimonials?where[postedBy][like]=author`)).status).toBe(400)
      expect((await rest('/api/testimonials?sort=postedBy')).status).toBe(400)
      const viaGraphql = await graphql(`{ Testimonials(where: { postedBy: { equals: "${postedBy}" } }) { docs { name } } }`)
      expect(viaGraphql.errors?.length).toBeGreaterThan(0)
      expect((await rest(`/api/testimonials?where[postedBy][equals]=${encodeURIComponent(postedBy)}`, staffToken)).body.docs).toHaveLength(
        1,
      )
    })
  })

  describe("a listing's owner", () => {
    it('is not served to anonymous readers and cannot be queried', async () => {
      const local = await payload.findByID({ collection: 'properties', id: shown.id, ...anonymous, depth: 0 })
      expect(local.owner).toBeUndefined()
      expect((await rest(`/api/properties/${shown.id}?depth=0`)).body.owner).toBeUndefined()
      const viaGraphql = await graphql(`{ Property(id: ${shown.id}) { owner { id } } }`)
      expect(viaGraphql.data?.Property?.owner ?? null).toBeNull()
      await expect(payload.find({ collection: 'properties', ...anonymous, where: { owner: { equals: ownerA.id } } })).rejects.toMatchObject(
        { status: 400 },
      )
      expect((await rest(`/api/properties?where[owner][equals]=${ownerA.id}`)).status).toBe(400)
    })

    it("is the owner's own on their properties only; owners cannot query on it either; the portal still lists theirs", async () => {
      const asOwnerA = { overrideAccess: false as const, user: { ...ownerA, collection: 'owners' } as never }
      expect((await payload.findByID({ collection: 'properties', id: shown.id, ...asOwnerA, depth: 0 })).owner).toBe(ownerA.id)
      expect((await payload.findByID({ collection: 'properties', id: otherOwners.id, ...asOwnerA, depth: 0 })).owner).toBeUndefined()
      expect((await rest(`/api/properties?where[owner][equals]=${ownerB.id}`, ownerToken)).status).toBe(400)
      const { listOwnerProperties } = await import('../../src/portal/reads')
      const list = await listOwnerProperties(payload, { ...ownerA, collection: 'owners' } as never, 'nl')
      expect(list.map((p) => p.id).sort()).toEqual([hidden.externalId, shown.externalId].sort())
      expect(await listOwnerProperties(payload, { ...(await make.owner(payload)), collection: 'owners' } as never, 'nl')).toEqual([])
    })
  })

  describe('a "town only" address', () => {
    const secret = ['Geheimstraat', '51.2871234', '5.2012345', 'Projectstraat', '51.2999', '5.2111']

    it("has no street, number or box and sits on its town's centre in every anonymous read", async () => {
      const local = await payload.findByID({ collection: 'properties', id: hidden.id, ...anonymous, depth: 0 })
      expect(local).toMatchObject({
        street: null,
        houseNumber: null,
        boxNr: null,
        latitude: town.latitude,
        longitude: town.longitude,
        zip,
        city: town.name,
      })
      // A read that selects only the coordinates still gets the town's.
      const selected = await payload.find({
        collection: 'properties',
        ...anonymous,
        where: { id: { equals: hidden.id } },
        select: { latitude: true, longitude: true },
      })
      expect(selected.docs[0]).toMatchObject({ latitude: town.latitude, longitude: town.longitude })
      const viaRest = await rest(`/api/properties/${hidden.id}?depth=0`)
      const listed = await rest(`/api/properties?where[id][equals]=${hidden.id}&depth=1`)
      const viaGraphql = await graphql(
        `{ Property(id: ${hidden.id}) { street houseNumber boxNr latitude longitude } Project(id: ${hiddenProject}) { street houseNumber latitude longitude } }`,
      )
      const project = await rest(`/api/projects/${hiddenProject}?depth=0`)
      for (const body of [viaRest.body, listed.body, viaGraphql, project.body]) {
        const text = JSON.stringify(body)
        for (const value of secret) expect([value, text.includes(value)]).toEqual([value, false])
      }
      expect(viaGraphql.data?.Property).toEqual({
        street: null,
        houseNumber: null,
        boxNr: null,
        latitude: town.latitude,
        longitude: town.longitude,
      })
      expect(project.body).toMatchObject({ street: null, latitude: town.latitude, longitude: town.longitude })
    })

    it('stays exact for a published address, for staff and for system reads', async () => {
      expect(await payload.findByID({ collection: 'properties', id: shown.id, ...anonymous, depth: 0 })).toMatchObject({
        street: 'Marktplein',
        latitude: 51.2871234,
      })
      expect((await rest(`/api/properties/${hidden.id}?depth=0`, staffToken)).body).toMatchObject({
        street: 'Geheimstraat',
        latitude: 51.2871234,
      })
      expect(await payload.findByID({ collection: 'properties', id: hidden.id, depth: 0 })).toMatchObject({
        street: 'Geheimstraat',
        houseNumber: '17',
        boxNr: 'B3',
      })
    })

    it('cannot be found by filtering or sorting on street or coordinates', async () => {
      for (const where of [
        { street: { equals: 'Geheimstraat' } },
        { latitude: { greater_than: 51.287 } },
        { houseNumber: { equals: '17' } },
        { boxNr: { exists: true } },
      ] as Where[]) {
        await expect(payload.find({ collection: 'properties', ...anonymous, where })).rejects.toMatchObject({ status: 400 })
      }
      expect((await rest('/api/properties?where[latitude][greater_than]=51.2871&where[latitude][less_than]=51.2872')).status).toBe(400)
      expect((await rest('/api/properties?sort=latitude')).status).toBe(400)
      await expect(
        payload.count({ collection: 'properties', ...anonymous, where: { latitude: { greater_than: 51.287 } } }),
      ).rejects.toMatchObject({ status: 400 })
      expect((await rest('/api/properties/count?where[street][equals]=Geheimstraat')).status).toBe(400)
      expect((await graphql('{ Properties(where: { street: { like: "Geheim" } }) { docs { id } } }')).errors?.length).toBeGreaterThan(0)
    })

    it("is on the town's centre in the listing index the map and list screens read", async () => {
      const { readIndexedListings } = await import('../../src/data/propertyCards')
      const index = await readIndexedListings(payload, { id: { in: [hidden.id, shown.id] } })
      const byId = new Map(index.nl.map((row) => [row.id, row]))
      expect(byId.get(hidden.id)).toMatchObject({ lat: town.latitude, lng: town.longitude })
      expect(byId.get(shown.id)).toMatchObject({ lat: 51.2871234, lng: 5.2012345 })
    })
  })

  describe('testimonial photos', () => {
    let pendingMedia: { id: number; filename: string }
    let testimonialId: number

    beforeAll(async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
        .png()
        .toBuffer()
      const media = await payload.create({
        collection: 'media',
        data: { alt: 'Piet Privé' },
        file: { data: png, mimetype: 'image/png', name: `${unique('testimonial')}.png`, size: png.length },
      })
      pendingMedia = { id: media.id, filename: media.filename! }
      testimonialId = (
        await payload.create({
          collection: 'testimonials',
          data: { name: 'Piet Privé', comment: 'Nog niet gemodereerd', status: 'pending', image: media.id, postedBy: 'piet@example.be' },
        })
      ).id
    })

    it('are not public while the testimonial is pending: not listed, not readable, file refused', async () => {
      const listed = await payload.find({ collection: 'media', ...anonymous, limit: 100, where: { id: { equals: pendingMedia.id } } })
      expect(listed.docs).toEqual([])
      const all = await rest('/api/media?limit=100&where[alt][like]=Piet')
      expect(all.status).toBe(200)
      expect(JSON.stringify(all.body)).not.toContain('Piet')
      expect((await rest(`/api/media/${pendingMedia.id}`)).status).toBe(404)
      const file = await rest(`/api/media/file/${pendingMedia.filename}`)
      expect([403, 404]).toContain(file.status)
      expect((await graphql(`{ Media(id: ${pendingMedia.id}) { id alt } }`)).data?.Media ?? null).toBeNull()
      // Staff see it, to moderate.
      expect((await rest(`/api/media/${pendingMedia.id}`, staffToken)).status).toBe(200)
    })

    it('become public once staff publish the testimonial', async () => {
      await payload.update({ collection: 'testimonials', id: testimonialId, data: { _status: 'published' } })
      expect((await rest(`/api/media/${pendingMedia.id}`)).status).toBe(200)
      expect((await rest(`/api/media/file/${pendingMedia.filename}`)).status).toBe(200)
      // Rejected: unpublished (collections/Testimonials).
      await payload.update({ collection: 'testimonials', id: testimonialId, data: { _status: 'draft' } })
      expect((await rest(`/api/media/${pendingMedia.id}`)).status).toBe(404)
    })
  })

  describe('bounded reads', () => {
    it("answers the issue's GET /api/properties?limit=100000&depth=10 with a 400 that says the bounds", async () => {
      const started = Date.now()
      const { status, body } = await rest('/api/properties?limit=100000&depth=10')
      expect(status).toBe(400)
      expect(body.errors?.[0]?.message).toBe('depth must be at most 2 (got 10).')
      expect((await rest('/api/properties?limit=100000')).body.errors?.[0]?.message).toBe(
        'limit must be between 1 and 100 (got 100000); read further pages with page.',
      )
      expect((await rest('/api/properties?pagination=false')).status).toBe(400)
      expect((await rest('/api/properties?limit=0')).status).toBe(400)
      expect((await rest('/api/menus?joins[children][limit]=0')).status).toBe(400)
      expect(Date.now() - started).toBeLessThan(5_000)
    })

    it('serves what fits: limit 100, depth 2, and staff beyond', async () => {
      expect((await rest('/api/properties?limit=100&depth=2')).status).toBe(200)
      expect((await rest('/api/properties/' + shown.id + '?depth=2')).status).toBe(200)
      expect((await rest('/api/properties?limit=500&depth=0', staffToken)).status).toBe(200)
    })

    it('bounds GraphQL page sizes and nesting', async () => {
      const big = await graphql('{ Properties(limit: 100000) { docs { id } } }')
      expect(big.errors?.[0]?.message).toBe('limit must be between 1 and 100 (got 100000); read further pages with page.')
      expect((await graphql('{ Properties(pagination: false) { docs { id } } }')).errors?.length).toBe(1)
      const deep = await graphql('{ Menus(limit: 100) { docs { parent { parent { parent { parent { id } } } } } } }')
      expect(deep.errors?.[0]?.message).toMatch(/^The query nests 5 documents in one another; at most 3/)
      const fine = await graphql('{ Properties(limit: 100) { docs { id type { name } } } }')
      expect(fine.errors).toBeUndefined()
      expect(fine.data?.Properties?.docs?.length).toBeGreaterThan(0)
    })

    it('answers ids and where values the database cannot compare with a 404 or a 400 naming them, never a 500', async () => {
      for (const token of [undefined, staffToken]) {
        for (const path of ['/api/properties/abc', '/api/properties/1e400', '/api/media/abc', '/api/cities/abc?depth=0']) {
          const { status, body } = await rest(path, token)
          expect({ path, status, message: body.errors?.[0]?.message }).toEqual({ path, status: 404, message: 'Not Found' })
        }
        for (const [query, message] of [
          ['/api/properties?where[id][in]=a,b', 'where: id takes whole numbers (got "a").'],
          ['/api/properties?where[id][equals]=1e400', 'where: id takes whole numbers (got "1e400").'],
          ['/api/properties?where[updatedAt][less_than]=x', 'where: updatedAt takes dates such as 2026-11-27 (got "x").'],
          ['/api/properties?where[price][all]=a', 'where: price takes numbers (got "a").'],
          ['/api/properties?where[or][0][price][near]=1,2', 'where: near applies only to point fields, not to price.'],
          ['/api/properties/count?where[createdAt][equals]=soon', 'where: createdAt takes dates such as 2026-11-27 (got "soon").'],
        ]) {
          const { status, body } = await rest(query, token)
          expect({ query, status, message: body.errors?.[0]?.message }).toEqual({ query, status: 400, message })
        }
      }
      // What the site and the admin ask still reads.
      expect((await rest(`/api/properties/${shown.id}?depth=0`)).status).toBe(200)
      expect((await rest(`/api/properties?where[id][in]=${shown.id},${hidden.id}&depth=0`)).body.docs?.length).toBe(2)
      expect((await rest('/api/properties?where[updatedAt][greater_than]=2020-01-01&limit=1&depth=0')).status).toBe(200)
    })

    it("bounds the depth of local reads on a visitor's behalf, not the server's own page sizes", async () => {
      await expect(payload.find({ collection: 'properties', ...anonymous, depth: 5, limit: 1 })).rejects.toMatchObject({ status: 400 })
      await expect(payload.find({ collection: 'properties', ...anonymous, depth: 0, limit: 1000 })).resolves.toBeDefined()
      await expect(payload.find({ collection: 'properties', depth: 0, pagination: false })).resolves.toBeDefined()
    })
  })

  describe('the per-address budget', () => {
    it('answers 429 with Retry-After once an address has spent its budget; other addresses and staff go on', async () => {
      const { checkReadBudget } = await import('../../src/api/readBudget')
      const { TokenBuckets } = await import('../../src/lib/tokenBucket')
      const buckets = new TokenBuckets({ capacity: 3, refillPerSecond: 0.01 })
      const get = (address: string, token?: string) => request('/api/properties?limit=1', { token, headers: { 'x-kv-client-ip': address } })
      const verdicts = []
      for (let i = 0; i < 4; i++) verdicts.push(await checkReadBudget(get('198.51.100.7'), async () => payload, buckets))
      expect(verdicts.slice(0, 3)).toEqual([null, null, null])
      expect(verdicts[3]?.status).toBe(429)
      expect(Number(verdicts[3]?.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await verdicts[3]?.json()).toMatchObject({ error: 'Too many requests' })
      expect(await checkReadBudget(get('198.51.100.8'), async () => payload, buckets)).toBeNull()
      expect(await checkReadBudget(get('198.51.100.7', staffToken), async () => payload, buckets)).toBeNull()
      // An owner is not staff: counted.
      expect((await checkReadBudget(get('198.51.100.7', ownerToken), async () => payload, buckets))?.status).toBe(429)
      // Files are not counted.
      expect(
        await checkReadBudget(
          request('/api/media/file/x.webp', { headers: { 'x-kv-client-ip': '198.51.100.7' } }),
          async () => payload,
          buckets,
        ),
      ).toBeNull()
    })
  })
})
