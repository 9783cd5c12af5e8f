import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { CollectionSlug, Payload } from 'payload'

import * as make from './fixtures'
import { closePayload, testPayload, unique } from './helpers/payload'

/**
 * The access matrix of the data model, through the local API with overrideAccess: false and a
 * concrete user (or none), as the site and the portal will call it.
 */
describe('access.int.ts: access control', () => {
  let payload: Payload
  let typeId: number
  let visibleId: number
  let unpublishedId: number
  let ownerA: Awaited<ReturnType<typeof make.owner>>
  let ownerB: Awaited<ReturnType<typeof make.owner>>
  let propertyA: number
  let propertyB: number
  let editor: Awaited<ReturnType<typeof make.staffUser>>

  beforeAll(async () => {
    payload = await testPayload()
    typeId = (await make.propertyType(payload)).id
    visibleId = (await make.property(payload, typeId)).id
    unpublishedId = (await make.property(payload, typeId, { published: false })).id
    ownerA = await make.owner(payload)
    ownerB = await make.owner(payload)
    propertyA = (await make.property(payload, typeId, { owner: ownerA.id, published: false })).id
    propertyB = (await make.property(payload, typeId, { owner: ownerB.id })).id
    editor = await make.staffUser(payload, 'editor')
    for (const [property, views] of [
      [propertyA, 7],
      [propertyB, 11],
    ] as const) {
      await payload.create({ collection: 'property-stats', data: { property, date: '2026-11-01T00:00:00.000Z', pageViews: views } })
      await payload.create({
        collection: 'submissions',
        data: {
          type: 'property-info',
          status: 'new',
          property,
          name: 'Visitor',
          email: 'visitor@example.be',
          message: 'Is it still available?',
        },
      })
      await payload.create({
        collection: 'appointments',
        data: {
          property,
          date: '2026-12-01T00:00:00.000Z',
          slot: '10-13',
          status: 'confirmed',
          lastName: 'Visitor',
          email: 'visitor@example.be',
        },
      })
    }
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  describe('anonymous visitor', () => {
    it.each(['submissions', 'owners', 'users', 'property-stats', 'demands', 'appointments'] as CollectionSlug[])(
      'cannot list %s',
      async (collection) => {
        await expect(payload.find({ collection, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
      },
    )

    it('sees published properties only', async () => {
      const { docs } = await payload.find({
        collection: 'properties',
        overrideAccess: false,
        pagination: false,
        where: { type: { equals: typeId } },
      })
      const ids = docs.map((d) => d.id)
      expect(ids).toContain(visibleId)
      expect(ids).not.toContain(unpublishedId)
      await expect(payload.findByID({ collection: 'properties', id: unpublishedId, overrideAccess: false })).rejects.toMatchObject({
        status: 404,
      })
    })

    it('cannot see hidden menus, hidden modules or unpublished articles', async () => {
      const name = unique('menu')
      await payload.create({
        collection: 'menus',
        data: { _status: 'published', name: `${name}-shown`, title: 'Zichtbaar', status: 'published', pageType: 'module' },
      })
      await payload.create({
        collection: 'menus',
        data: { _status: 'published', name: `${name}-hidden`, title: 'Verborgen', status: 'hidden', pageType: 'module' },
      })
      const menus = await payload.find({ collection: 'menus', overrideAccess: false, where: { name: { like: name } } })
      expect(menus.docs.map((m) => m.name)).toEqual([`${name}-shown`])

      await payload.create({ collection: 'modules', data: { name: `${name}-module`, view: 'single-view', status: 'hidden' } })
      const modules = await payload.find({ collection: 'modules', overrideAccess: false, where: { name: { equals: `${name}-module` } } })
      expect(modules.docs).toHaveLength(0)

      const category = await payload.create({ collection: 'categories', data: { name: name, section: name } })
      await payload.create({
        collection: 'articles',
        data: {
          _status: 'published',
          title: `${name} draft`,
          category: category.id,
          status: 'hidden',
          publishDate: '2026-01-01T00:00:00.000Z',
        },
      })
      await payload.create({
        collection: 'articles',
        data: {
          _status: 'published',
          title: `${name} live`,
          category: category.id,
          status: 'published',
          publishDate: '2026-01-01T00:00:00.000Z',
        },
      })
      const articles = await payload.find({ collection: 'articles', overrideAccess: false, where: { category: { equals: category.id } } })
      expect(articles.docs.map((a) => a.title)).toEqual([`${name} live`])
    })

    it('sees only published testimonials', async () => {
      const name = unique('Klant')
      await payload.create({ collection: 'testimonials', data: { name, comment: 'Top service', status: 'pending' } })
      const pending = await payload.find({ collection: 'testimonials', overrideAccess: false, where: { name: { equals: name } } })
      expect(pending.docs).toHaveLength(0)
    })

    it('cannot create, change or delete content', async () => {
      await expect(
        payload.create({
          collection: 'properties',
          overrideAccess: false,
          data: { title: 'x', externalId: 1, goal: 'sale', zip: '3920', city: 'Lommel', type: typeId } as never,
        }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.update({ collection: 'properties', id: visibleId, overrideAccess: false, data: { price: 1 } }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(payload.updateGlobal({ slug: 'site-settings', overrideAccess: false, data: { siteName: 'x' } })).rejects.toMatchObject({
        status: 403,
      })
    })
  })

  describe('owner', () => {
    const asOwner = (o: typeof ownerA) => ({ overrideAccess: false, user: { ...o, collection: 'owners' as const } })

    it("reads their own property, even unpublished, and never another owner's unpublished one", async () => {
      const { docs } = await payload.find({
        collection: 'properties',
        ...asOwner(ownerA),
        pagination: false,
        where: { id: { in: [propertyA, propertyB, unpublishedId] } },
      })
      const ids = docs.map((d) => d.id)
      expect(ids).toContain(propertyA)
      expect(ids).not.toContain(unpublishedId)
    })

    it('sees statistics, enquiries and visits of their own properties only, without visitor contact details', async () => {
      const stats = await payload.find({ collection: 'property-stats', ...asOwner(ownerA), depth: 0 })
      expect(stats.docs.map((s) => s.property)).toEqual([propertyA])
      expect(stats.docs[0].pageViews).toBe(7)

      const submissions = await payload.find({ collection: 'submissions', ...asOwner(ownerA), depth: 0 })
      expect(submissions.docs.map((s) => s.property)).toEqual([propertyA])
      expect(submissions.docs[0].email).toBeUndefined()
      expect(submissions.docs[0].message).toBeUndefined()

      const visits = await payload.find({ collection: 'appointments', ...asOwner(ownerB), depth: 0 })
      expect(visits.docs.map((a) => a.property)).toEqual([propertyB])
      expect(visits.docs[0].email).toBeUndefined()
    })

    it('reads only their own account', async () => {
      const { docs } = await payload.find({ collection: 'owners', ...asOwner(ownerA) })
      expect(docs.map((d) => d.id)).toEqual([ownerA.id])
    })
  })

  describe('staff', () => {
    const asEditor = () => ({ overrideAccess: false, user: { ...editor, collection: 'users' as const } })

    it('an editor manages content', async () => {
      const updated = await payload.update({ collection: 'properties', id: visibleId, ...asEditor(), data: { price: 260000 } })
      expect(updated.price).toBe(260000)
      const submissions = await payload.find({ collection: 'submissions', ...asEditor() })
      expect(submissions.totalDocs).toBeGreaterThanOrEqual(2)
    })

    it('an editor cannot manage staff accounts or site settings', async () => {
      await expect(
        payload.create({
          collection: 'users',
          ...asEditor(),
          data: { email: `${unique('x')}@kempenvastgoed.be`, password: 'Pass-12345', name: 'x', roles: ['admin'] },
        }),
      ).rejects.toMatchObject({ status: 403 })
      const admin = await make.staffUser(payload, 'admin')
      await expect(payload.update({ collection: 'users', id: admin.id, ...asEditor(), data: { name: 'changed' } })).rejects.toMatchObject({
        status: 403,
      })
      await expect(payload.delete({ collection: 'users', id: admin.id, ...asEditor() })).rejects.toMatchObject({ status: 403 })
      await expect(payload.updateGlobal({ slug: 'site-settings', ...asEditor(), data: { siteName: 'x' } })).rejects.toMatchObject({
        status: 403,
      })
    })

    it('an editor cannot make themselves admin', async () => {
      const result = await payload.update({ collection: 'users', id: editor.id, ...asEditor(), data: { roles: ['admin'] } })
      expect(result.roles).toEqual(['editor'])
    })
  })
})
