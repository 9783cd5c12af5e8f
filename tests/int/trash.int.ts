import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { CollectionSlug, Payload } from 'payload'

import * as make from './fixtures'
import { closePayload, testPayload, unique } from './helpers/payload'
import { readIndexedListings } from '../../src/data/propertyCards'
import { priorAnswer } from '../../src/forms/shared/idempotency'
import { listOwnerProperties, type OwnerUser } from '../../src/portal/reads'
import { runScheduledPublications } from '../../src/jobs/scheduledPublish'
import { storedDay, todayInBelgium } from '../../src/lib/belgianDay'

type Json = Record<string, unknown> & { docs?: Array<Record<string, unknown>> }

/**
 * Issue 36.6 on a real database: a document staff delete goes to the trash (Payload's `deletedAt`, set as
 * the admin sets it: an update by staff) and leaves every public read: the local API with the visitor's
 * access (how src/data reads pages, lists, sitemap and search), REST, GraphQL, the listing index's rows and
 * the owner portal. Restored (as the trash view restores, published), it is back in each of them.
 */
describe('trash.int.ts: trashed documents leave every public read and come back on restore', () => {
  let payload: Payload
  let staff: Awaited<ReturnType<typeof make.staffUser>> & { collection: 'users' }
  let categoryId: number
  let typeId: number

  const request = (path: string, body?: unknown) =>
    new Request(`http://localhost${path}`, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    })

  /** Anonymous REST read through Payload's own handler: the status and the body as text. */
  const rest = async (path: string) => {
    const { handleEndpoints } = await import('payload')
    const response = await handleEndpoints({ config: payload.config, request: request(path) })
    return { status: response.status, text: JSON.stringify((await response.json()) as Json) }
  }

  /** Anonymous GraphQL query through Payload's own handler; the whole answer as text. */
  const graphql = async (query: string) => {
    const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
    const response = await GRAPHQL_POST(Promise.resolve(payload.config))(request('/api/graphql', { query }))
    return JSON.stringify(await response.json())
  }

  const anonymous = { overrideAccess: false as const }
  const asStaff = () => ({ overrideAccess: false as const, user: staff })

  /** What the admin's "delete" does with the trash on: a PATCH that sets deletedAt. */
  const moveToTrash = (collection: CollectionSlug, id: number) =>
    payload.update({ collection, id, ...asStaff(), data: { deletedAt: new Date().toISOString() } as never })

  /** What the trash view's "restore" (as published) does: a PATCH of the trashed row. */
  const restore = (collection: CollectionSlug, id: number, extra: Record<string, unknown> = { _status: 'published' }) =>
    payload.update({ collection, ...asStaff(), trash: true, where: { id: { equals: id } }, data: { deletedAt: null, ...extra } as never })

  const anonymousIds = async (collection: CollectionSlug) =>
    (await payload.find({ collection, ...anonymous, pagination: false, depth: 0, locale: 'all', select: {} })).docs.map((d) => d.id)

  beforeAll(async () => {
    payload = await testPayload()
    staff = { ...(await make.staffUser(payload, 'editor')), collection: 'users' }
    const name = unique('trash')
    categoryId = (await payload.create({ collection: 'categories', data: { name, section: name } })).id
    typeId = (await make.propertyType(payload)).id
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  describe('an article', () => {
    const title = unique('Artikel in de prullenbak')
    let id: number

    beforeAll(async () => {
      const data = { title, category: categoryId, status: 'published', publishDate: storedDay(todayInBelgium()), _status: 'published' }
      id = (await payload.create({ collection: 'articles', ...asStaff(), data: data as never })).id
      expect(await anonymousIds('articles')).toContain(id)
      await moveToTrash('articles', id)
    })

    it('is in the trash for staff, with its content kept', async () => {
      const trashed = await payload.find({ collection: 'articles', ...asStaff(), trash: true, where: { deletedAt: { exists: true } } })
      expect(trashed.docs.map((d) => d.id)).toContain(id)
      expect(trashed.docs.find((d) => d.id === id)?.title).toBe(title)
    })

    it('is gone from the local API (pages, lists, sitemap and search read it this way)', async () => {
      expect(await anonymousIds('articles')).not.toContain(id)
      await expect(payload.findByID({ collection: 'articles', id, ...anonymous })).rejects.toMatchObject({ status: 404 })
      expect((await payload.count({ collection: 'articles', ...anonymous, where: { id: { equals: id } } })).totalDocs).toBe(0)
    })

    it('is gone from REST and GraphQL', async () => {
      expect((await rest(`/api/articles/${id}`)).status).toBe(404)
      for (const path of [`/api/articles?where[id][equals]=${id}`, `/api/articles?trash=true&where[id][equals]=${id}`]) {
        expect([path, (await rest(path)).text]).not.toEqual([path, expect.stringContaining(title)])
      }
      // Asking for the trash (`trash=true`, `trash: true`) is staff's: the access rule holds everyone else to deletedAt unset.
      for (const query of [
        `{ Article(id: ${id}) { title } }`,
        `{ Articles(where: { id: { equals: ${id} } }) { docs { title } } }`,
        `{ Articles(trash: true, where: { id: { equals: ${id} } }) { docs { title } } }`,
      ]) {
        expect(await graphql(query)).not.toContain(title)
      }
    })

    it('comes back everywhere on restore', async () => {
      await restore('articles', id)
      expect(await anonymousIds('articles')).toContain(id)
      expect((await rest(`/api/articles/${id}`)).text).toContain(title)
      expect(await graphql(`{ Article(id: ${id}) { title } }`)).toContain(title)
    })
  })

  describe('a property', () => {
    let id: number
    let crmId: number
    let owner: OwnerUser

    const indexed = async () => (await readIndexedListings(payload, { id: { equals: id } })).nl.map((row) => row.id)
    const inPortal = async () => (await listOwnerProperties(payload, owner, 'nl')).map((p) => p.id)

    beforeAll(async () => {
      owner = { ...(await make.owner(payload)), collection: 'owners' } as OwnerUser
      const property = await make.property(payload, typeId, { owner: owner.id })
      id = property.id
      crmId = property.externalId
      expect(await indexed()).toEqual([id])
      expect(await inPortal()).toContain(crmId)
      await moveToTrash('properties', id)
    })

    it('leaves the local API, REST, GraphQL, the listing index and the owner portal', async () => {
      expect(await anonymousIds('properties')).not.toContain(id)
      expect((await rest(`/api/properties/${id}`)).status).toBe(404)
      expect((await rest(`/api/properties?trash=true&where[id][equals]=${id}`)).text).toContain('"totalDocs":0')
      expect(await graphql(`{ Properties(where: { id: { equals: ${id} } }) { docs { id } } }`)).not.toContain(`"id":${id}`)
      expect(await indexed()).toEqual([])
      expect(await inPortal()).not.toContain(crmId)
    })

    it('comes back in each of them on restore', async () => {
      // Properties have no drafts: the trash view's restore sends deletedAt alone.
      await restore('properties', id, {})
      expect(await anonymousIds('properties')).toContain(id)
      expect((await rest(`/api/properties/${id}`)).status).toBe(200)
      expect(await indexed()).toEqual([id])
      expect(await inPortal()).toContain(crmId)
    })
  })

  it('menus, modules and testimonials leave anonymous reads and REST, and come back on restore', async () => {
    const name = unique('trash-doc')
    const published = { _status: 'published', status: 'published' }
    const docs = {
      menus: (
        await payload.create({ collection: 'menus', ...asStaff(), data: { name, title: name, pageType: 'module', ...published } as never })
      ).id,
      modules: (await payload.create({ collection: 'modules', ...asStaff(), data: { name, view: 'single-view', ...published } as never }))
        .id,
      testimonials: (
        await payload.create({ collection: 'testimonials', ...asStaff(), data: { name, comment: 'Top', ...published } as never })
      ).id,
    }
    for (const [collection, id] of Object.entries(docs) as Array<[CollectionSlug, number]>) {
      expect([collection, await anonymousIds(collection)]).toEqual([collection, expect.arrayContaining([id])])
      await moveToTrash(collection, id)
      expect([collection, await anonymousIds(collection)]).not.toEqual([collection, expect.arrayContaining([id])])
      expect([collection, (await rest(`/api/${collection}/${id}`)).status]).toEqual([collection, 404])
      await restore(collection, id)
      expect([collection, await anonymousIds(collection)]).toEqual([collection, expect.arrayContaining([id])])
    }
  })

  it('a draft moved to the trash loses its pending scheduled publish, which would have failed on it; another keeps its own', async () => {
    const draft = async () =>
      (
        await payload.create({
          collection: 'articles',
          ...asStaff(),
          draft: true,
          data: { title: unique('Gepland'), category: categoryId, status: 'published', publishDate: storedDay(todayInBelgium()) } as never,
        })
      ).id
    const [trashed, kept] = [await draft(), await draft()]
    // What the admin's "Schedule publish" stores (@payloadcms/ui schedulePublishHandler), for a moment already past.
    const schedule = async (id: number) =>
      (
        await payload.jobs.queue({
          task: 'schedulePublish',
          waitUntil: new Date(Date.now() - 1000),
          input: { type: 'publish', doc: { relationTo: 'articles', value: id }, user: { relationTo: 'users', value: staff.id } },
        })
      ).id
    const jobs = [await schedule(trashed), await schedule(kept)]
    await moveToTrash('articles', trashed)
    const left = await payload.find({ collection: 'payload-jobs', where: { id: { in: jobs } }, depth: 0 })
    expect(left.docs.map((job) => job.id)).toEqual([jobs[1]])

    await runScheduledPublications(payload)
    const ran = await payload.findByID({ collection: 'payload-jobs', id: jobs[1], depth: 0 }).catch(() => null)
    // A job that ran well is removed (Payload's deleteJobOnComplete) or marked complete, never with an error.
    expect(ran === null || (Boolean(ran.completedAt) && !ran.hasError)).toBe(true)
    expect(await anonymousIds('articles')).toContain(kept)
    expect(await anonymousIds('articles')).not.toContain(trashed)
  })

  it('a trashed lead is out of the lists, and a retry of its form fill is still answered once', async () => {
    const key = unique('fill')
    const lead = await payload.create({
      collection: 'submissions',
      depth: 0,
      data: {
        type: 'site-contact',
        status: 'new',
        name: 'Prullenbak',
        idempotencyKey: key,
        answer: { message: 'success.thanks' },
      } as never,
    })
    await moveToTrash('submissions', lead.id)
    const listed = await payload.find({ collection: 'submissions', ...asStaff(), where: { id: { equals: lead.id } } })
    expect(listed.docs).toHaveLength(0)
    // The key is unique: without the trash in the lookup, the retry would try to store the fill again and fail.
    expect(await priorAnswer(payload, 'site-contact', key)).toMatchObject({ submissionId: lead.id })
    await restore('submissions', lead.id, {})
    expect((await payload.find({ collection: 'submissions', ...asStaff(), where: { id: { equals: lead.id } } })).docs).toHaveLength(1)
  })
})
