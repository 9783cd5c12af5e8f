import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, RequestContext } from 'payload'

import * as make from './fixtures'
import { closePayload, externalId, testPayload, unique } from './helpers/payload'
import { runScheduledPublications } from '../../src/jobs/scheduledPublish'
import { todayInBelgium, addDays, storedDay } from '../../src/lib/belgianDay'

type Json = Record<string, unknown> & { docs?: Array<Record<string, unknown>> }

/**
 * Issue 15.1 on a real database: drafts and versions of the content staff edit. What anonymous readers
 * get through the local API with overrideAccess: false (how src/data reads for pages, sitemap and
 * lists), Payload's REST handler and its GraphQL handler; what staff get; scheduled publishing run as
 * the server's cron runs it; restoring an older version.
 */
describe('drafts.int.ts: drafts and versions', () => {
  let payload: Payload
  let staff: Awaited<ReturnType<typeof make.staffUser>> & { collection: 'users' }
  let categoryId: number

  const request = (path: string, body?: unknown) =>
    new Request(`http://localhost${path}`, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    })

  /** Anonymous REST read through Payload's own handler. */
  const rest = async (path: string) => {
    const { handleEndpoints } = await import('payload')
    const response = await handleEndpoints({ config: payload.config, request: request(path) })
    const type = response.headers.get('content-type') ?? ''
    return { status: response.status, body: (type.includes('json') ? await response.json() : null) as Json, text: '' }
  }

  /** Anonymous GraphQL query through Payload's own handler; the whole answer as text. */
  const graphql = async (query: string) => {
    const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
    const response = await GRAPHQL_POST(Promise.resolve(payload.config))(request('/api/graphql', { query }))
    return JSON.stringify(await response.json())
  }

  const anonymous = { overrideAccess: false as const }
  const asStaff = () => ({ overrideAccess: false as const, user: staff })
  const today = () => storedDay(todayInBelgium())

  const article = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    category: categoryId,
    status: 'published' as const,
    publishDate: today(),
    ...extra,
  })

  beforeAll(async () => {
    payload = await testPayload()
    staff = { ...(await make.staffUser(payload, 'editor')), collection: 'users' }
    const name = unique('drafts')
    categoryId = (await payload.create({ collection: 'categories', data: { name, section: name } })).id
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  describe('a new document starts as a draft', () => {
    it('a first save of half-written text does not go live', async () => {
      const doc = await payload.create({ collection: 'articles', ...asStaff(), data: article(unique('Half geschreven')) })
      expect(doc._status).toBe('draft')
      await expect(payload.findByID({ collection: 'articles', id: doc.id, ...anonymous })).rejects.toMatchObject({ status: 404 })
      // Staff see it in the admin.
      expect((await payload.findByID({ collection: 'articles', id: doc.id, ...asStaff(), draft: true })).title).toBe(doc.title)
    })

    it('the same holds for menus, modules, projects and testimonials', async () => {
      const name = unique('draft-doc')
      const menu = await payload.create({
        collection: 'menus',
        ...asStaff(),
        data: { name, title: name, status: 'published', pageType: 'module' },
      })
      const moduleDoc = await payload.create({
        collection: 'modules',
        ...asStaff(),
        data: { name, view: 'single-view', status: 'published' },
      })
      const project = await payload.create({
        collection: 'projects',
        ...asStaff(),
        data: { title: name, externalId: externalId(), zip: '3920', city: 'Lommel', published: true },
      })
      const testimonial = await payload.create({
        collection: 'testimonials',
        ...asStaff(),
        data: { name, comment: 'Top', status: 'published' },
      })
      for (const [collection, id] of [
        ['menus', menu.id],
        ['modules', moduleDoc.id],
        ['projects', project.id],
        ['testimonials', testimonial.id],
      ] as const) {
        const { docs } = await payload.find({ collection, ...anonymous, where: { id: { equals: id } } })
        expect([collection, docs.length]).toEqual([collection, 0])
        const answer = await rest(`/api/${collection}/${id}`)
        expect([collection, answer.status]).toEqual([collection, 404])
      }
    })
  })

  describe('drafts never reach anonymous readers', () => {
    let draftId: number
    const title = unique('Geheim concept')

    beforeAll(async () => {
      draftId = (await payload.create({ collection: 'articles', ...asStaff(), draft: true, data: article(title) })).id
    })

    it('not through the local API (pages, sitemap, lists and search read this way)', async () => {
      const listed = await payload.find({
        collection: 'articles',
        ...anonymous,
        where: { category: { equals: categoryId } },
        pagination: false,
      })
      expect(listed.docs.map((d) => d.title)).not.toContain(title)
      const allLocales = await payload.find({
        collection: 'articles',
        ...anonymous,
        locale: 'all',
        pagination: false,
        select: { slug: true },
      })
      expect(allLocales.docs.map((d) => d.id)).not.toContain(draftId)
      await expect(payload.findByID({ collection: 'articles', id: draftId, ...anonymous, draft: true })).rejects.toMatchObject({
        status: 404,
      })
    })

    it('not through REST, with or without ?draft=true', async () => {
      for (const path of [
        `/api/articles/${draftId}`,
        `/api/articles/${draftId}?draft=true`,
        `/api/articles?where[id][equals]=${draftId}`,
        `/api/articles?draft=true&where[id][equals]=${draftId}`,
        `/api/articles/versions?where[parent][equals]=${draftId}`,
      ]) {
        const answer = await rest(path)
        expect([path, JSON.stringify(answer.body ?? '')]).not.toEqual([path, expect.stringContaining(title)])
      }
    })

    it('not through GraphQL, with or without draft: true', async () => {
      for (const query of [
        `{ Article(id: ${draftId}) { title } }`,
        `{ Article(id: ${draftId}, draft: true) { title } }`,
        `{ Articles(where: { id: { equals: ${draftId} } }) { docs { title } } }`,
        `{ Articles(draft: true, where: { id: { equals: ${draftId} } }) { docs { title } } }`,
        `{ versionsArticles(where: { parent: { equals: ${draftId} } }) { docs { version { title } } } }`,
      ]) {
        expect(await graphql(query)).not.toContain(title)
      }
    })
  })

  describe('a published document with a newer draft', () => {
    let id: number
    const published = unique('Gepubliceerde tekst')
    const draft = unique('Nieuwere concepttekst')

    beforeAll(async () => {
      id = (await payload.create({ collection: 'articles', ...asStaff(), data: { ...article(published), _status: 'published' } })).id
      // What autosave does while staff type.
      await payload.update({ collection: 'articles', id, ...asStaff(), draft: true, autosave: true, data: { title: draft } })
    })

    it('shows the published text to the public everywhere', async () => {
      expect((await payload.findByID({ collection: 'articles', id, ...anonymous })).title).toBe(published)
      expect((await payload.findByID({ collection: 'articles', id, ...anonymous, draft: true })).title).not.toBe(draft)
      const answer = await rest(`/api/articles/${id}?draft=true`)
      expect(answer.status).toBe(200)
      expect(answer.body.title).toBe(published)
      const text = await graphql(`{ Article(id: ${id}, draft: true) { title } }`)
      expect(text).toContain(published)
      expect(text).not.toContain(draft)
    })

    it('and the draft to staff', async () => {
      expect((await payload.findByID({ collection: 'articles', id, ...asStaff(), draft: true })).title).toBe(draft)
    })

    it('an autosave is a draft save, which expires nothing public; publishing is not', async () => {
      const context: RequestContext = {}
      await payload.update({ collection: 'articles', id, ...asStaff(), draft: true, autosave: true, context, data: { title: `${draft}!` } })
      expect(context['draftOnly:articles']).toBe(true)
      const publish: RequestContext = {}
      await payload.update({ collection: 'articles', id, ...asStaff(), draft: true, context: publish, data: { _status: 'published' } })
      expect(publish['draftOnly:articles']).toBe(false)
      expect((await payload.findByID({ collection: 'articles', id, ...anonymous })).title).toBe(`${draft}!`)
    })
  })

  describe('publish dates and scheduled publishing', () => {
    it('publishing an article dated after today is refused (it would show at once)', async () => {
      const tomorrow = storedDay(addDays(todayInBelgium(), 2))
      await expect(
        payload.create({
          collection: 'articles',
          ...asStaff(),
          data: { ...article(unique('Morgen')), publishDate: tomorrow, _status: 'published' },
        }),
      ).rejects.toMatchObject({ name: 'ValidationError' })
      // As a draft it may wait for its day.
      const draft = await payload.create({
        collection: 'articles',
        ...asStaff(),
        draft: true,
        data: { ...article(unique('Morgen')), publishDate: tomorrow },
      })
      expect(draft._status).toBe('draft')
    })

    it('a scheduled publish goes live once due, through the jobs queue the server runs', async () => {
      const title = unique('Gepland')
      const { id } = await payload.create({ collection: 'articles', ...asStaff(), draft: true, data: article(title) })
      // What the admin's "Schedule publish" stores (@payloadcms/ui schedulePublishHandler).
      const waitUntil = new Date(Date.now() + 1500)
      await payload.jobs.queue({
        task: 'schedulePublish',
        waitUntil,
        input: { type: 'publish', doc: { relationTo: 'articles', value: id }, user: { relationTo: 'users', value: staff.id } },
      })
      await runScheduledPublications(payload)
      await expect(payload.findByID({ collection: 'articles', id, ...anonymous })).rejects.toMatchObject({ status: 404 })
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, waitUntil.getTime() - Date.now()) + 200))
      await runScheduledPublications(payload)
      expect((await payload.findByID({ collection: 'articles', id, ...anonymous })).title).toBe(title)
    })

    /**
     * Runs the due scheduled publications as the server's cron does (inside the Next server, outside any
     * request: the hooks ask the site over HTTP to expire tags, collections/hooks/revalidate.ts), with a
     * site of the test's own answering those requests. Each request notes its tags, when it came, and
     * whether an anonymous read at that moment (through another connection) sees the article published.
     */
    async function cronRefreshes(id: number, until: (seen: Array<{ tags: string[] }>) => boolean) {
      const seen: Array<{ tags: string[]; published: boolean; afterMs: number }> = []
      const site = createServer((req, res) => {
        let body = ''
        req.on('data', (chunk: Buffer) => (body += chunk.toString()))
        req.on('end', () => {
          const afterMs = Date.now() - ranAt
          payload
            .find({ collection: 'articles', ...anonymous, where: { id: { equals: id } }, depth: 0 })
            .then(({ docs }) => seen.push({ tags: (JSON.parse(body) as { tags: string[] }).tags, published: docs.length === 1, afterMs }))
            .finally(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'))
        })
      })
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
      const saved = { runtime: process.env.NEXT_RUNTIME, url: process.env.SERVER_URL }
      process.env.NEXT_RUNTIME = 'nodejs'
      process.env.SERVER_URL = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
      let ranAt = Date.now()
      try {
        await payload.jobs.queue({
          task: 'schedulePublish',
          waitUntil: new Date(Date.now() - 1000),
          input: { type: 'publish', doc: { relationTo: 'articles', value: id }, user: { relationTo: 'users', value: staff.id } },
        })
        await runScheduledPublications(payload)
        ranAt = Date.now()
        for (let waited = 0; !until(seen) && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50))
      } finally {
        process.env.NEXT_RUNTIME = saved.runtime
        process.env.SERVER_URL = saved.url
        if (saved.runtime === undefined) delete process.env.NEXT_RUNTIME
        if (saved.url === undefined) delete process.env.SERVER_URL
        await new Promise((resolve) => site.close(resolve))
      }
      return seen
    }

    it("the server's cron asks the site to refresh only after the publication has committed", async () => {
      // Asked before the commit, the site would render the page again from the unpublished row and keep
      // that until the next expiry.
      const title = unique('Gepland na commit')
      const { id } = await payload.create({ collection: 'articles', ...asStaff(), draft: true, data: article(title) })
      const seen = await cronRefreshes(id, (refreshes) => refreshes.length > 0)
      expect(seen.map(({ tags, published }) => ({ tags, published }))).toEqual([
        { tags: expect.arrayContaining(['articles', `article:${id}`]), published: true },
      ])
    })

    it('a scheduled publish that moves a page refreshes the redirect rules at once, on every database', async () => {
      // The old address of a renamed article must redirect from the moment the new one is live: the
      // cached redirect rules (tag `redirects`) are expired with the page, not up to 30 s later.
      const slug = unique('verhuisd')
      const { id } = await payload.create({ collection: 'articles', ...asStaff(), data: { ...article(slug), slug, _status: 'published' } })
      await payload.update({ collection: 'articles', id, ...asStaff(), draft: true, data: { slug: unique('nieuw-adres') } })
      const seen = await cronRefreshes(id, (refreshes) => refreshes.some(({ tags }) => tags.includes('redirects')))
      const rules = seen.find(({ tags }) => tags.includes('redirects'))
      expect(rules).toBeDefined()
      expect(rules!.afterMs).toBeLessThan(5_000)
    })

    it('a scheduled unpublish takes it off the site', async () => {
      const { id } = await payload.create({
        collection: 'articles',
        ...asStaff(),
        data: { ...article(unique('Tijdelijk')), _status: 'published' },
      })
      await payload.jobs.queue({
        task: 'schedulePublish',
        waitUntil: new Date(Date.now() - 1000),
        input: { type: 'unpublish', doc: { relationTo: 'articles', value: id }, user: { relationTo: 'users', value: staff.id } },
      })
      await runScheduledPublications(payload)
      await expect(payload.findByID({ collection: 'articles', id, ...anonymous })).rejects.toMatchObject({ status: 404 })
    })
  })

  describe('versions', () => {
    it('restoring an older version publishes its text again', async () => {
      const first = unique('Eerste versie')
      const second = unique('Tweede versie')
      const { id } = await payload.create({ collection: 'articles', ...asStaff(), data: { ...article(first), _status: 'published' } })
      await payload.update({ collection: 'articles', id, ...asStaff(), data: { title: second, _status: 'published' } })
      expect((await payload.findByID({ collection: 'articles', id, ...anonymous })).title).toBe(second)
      const versions = await payload.findVersions({
        collection: 'articles',
        ...asStaff(),
        where: { parent: { equals: id } },
        sort: 'createdAt',
      })
      const older = versions.docs.find((v) => v.version.title === first)!
      await payload.restoreVersion({ collection: 'articles', id: older.id, ...asStaff() })
      expect((await payload.findByID({ collection: 'articles', id, ...anonymous })).title).toBe(first)
    })
  })

  describe('globals', () => {
    it('a draft of the header stays out of public reads until published', async () => {
      const published = unique('Welkom')
      const draft = unique('Concept welkom')
      await payload.updateGlobal({ slug: 'header', ...asStaff(), data: { _status: 'published', banner: { title: published } } })
      await payload.updateGlobal({ slug: 'header', ...asStaff(), draft: true, data: { banner: { title: draft } } })
      expect((await payload.findGlobal({ slug: 'header', ...anonymous })).banner?.title).toBe(published)
      expect((await rest('/api/globals/header?draft=true')).body.banner).toMatchObject({ title: published })
      expect(await graphql('{ Header(draft: true) { banner { title } } }')).not.toContain(draft)
      expect((await payload.findGlobal({ slug: 'header', ...asStaff(), draft: true })).banner?.title).toBe(draft)
    })
  })

  /**
   * What the listing search covers (src/data/listingIndex.ts, src/listings/listingIndex.ts): published
   * properties only, searched on their own title, city and reference. Properties have no drafts; the
   * only versioned content in it is a project's name and slug on the cards of its units (read by
   * src/data/propertyCards.ts). The project list (src/data/content.ts readProjectCards) reads projects.
   */
  describe('the listing search and the project list', () => {
    const neverPublished = unique('Project in opbouw')
    const publishedTitle = unique('Project Zonnehof')
    const draftTitle = unique('Project Zonnehof concept')
    let unitOfDraft: number
    let unitOfPublished: number

    beforeAll(async () => {
      const project = (title: string) => ({ title, externalId: externalId(), zip: '3920', city: 'Lommel', published: true })
      const draftProject = await payload.create({ collection: 'projects', ...asStaff(), locale: 'nl', data: project(neverPublished) })
      expect(draftProject._status).toBe('draft')
      const { id } = await payload.create({
        collection: 'projects',
        ...asStaff(),
        locale: 'nl',
        data: { ...project(publishedTitle), _status: 'published' },
      })
      // What autosave does while staff rename it.
      await payload.update({
        collection: 'projects',
        id,
        ...asStaff(),
        locale: 'nl',
        draft: true,
        autosave: true,
        data: { title: draftTitle },
      })
      const type = await make.propertyType(payload)
      unitOfDraft = (await make.property(payload, type.id, { project: draftProject.id })).id
      unitOfPublished = (await make.property(payload, type.id, { project: id })).id
    })

    it('the listing index shows a unit without its unpublished project and with the published name of the other', async () => {
      const { readIndexedListings } = await import('../../src/data/propertyCards')
      const index = await readIndexedListings(payload, { id: { in: [unitOfDraft, unitOfPublished] } })
      const byId = new Map(index.nl.map((row) => [row.id, row]))
      expect(byId.get(unitOfDraft)).toMatchObject({ project: null })
      expect(byId.get(unitOfPublished)?.project).toMatchObject({ title: publishedTitle })
      for (const rows of Object.values(index)) {
        const text = JSON.stringify(rows)
        expect(text).not.toContain(neverPublished)
        expect(text).not.toContain(draftTitle)
      }
    })

    it('the project list holds the published text of published projects only', async () => {
      const { readProjectCards } = await import('../../src/data/content')
      const titles = (await readProjectCards(payload, 'nl', 1000, true)).map((card) => card.title)
      expect(titles).toContain(publishedTitle)
      expect(titles).not.toContain(draftTitle)
      expect(titles).not.toContain(neverPublished)
    })
  })

  describe('testimonials: one status, the moderation follows it (issue 36, point 5)', () => {
    const moderation = async (id: number) => (await payload.findByID({ collection: 'testimonials', id, ...asStaff() })).status

    it('a pending post is a draft; approving is publishing, rejecting unpublishing', async () => {
      const name = unique('Klant')
      // As the testimonial form stores a visitor's post.
      const { id } = await payload.create({
        collection: 'testimonials',
        overrideAccess: true,
        data: { name, comment: 'Goed', status: 'pending', _status: 'draft' },
      })
      const visible = async () => (await payload.find({ collection: 'testimonials', ...anonymous, where: { id: { equals: id } } })).docs
      expect(await visible()).toHaveLength(0)
      expect(await moderation(id)).toBe('pending')
      // An autosave (a correction of the text) changes neither.
      await payload.update({ collection: 'testimonials', id, ...asStaff(), draft: true, autosave: true, data: { comment: 'Goed!' } })
      expect(await moderation(id)).toBe('pending')
      // Approve (the admin's "Approve and publish", or Publish): one save.
      await payload.update({ collection: 'testimonials', id, ...asStaff(), data: { _status: 'published' } })
      expect(await moderation(id)).toBe('published')
      expect((await visible()).map((t) => t.comment)).toEqual(['Goed!'])
      // A later correction waits as a draft.
      await payload.update({ collection: 'testimonials', id, ...asStaff(), draft: true, data: { comment: 'Heel goed' } })
      expect((await visible()).map((t) => t.comment)).toEqual(['Goed!'])
      // Reject (or Unpublish): off the site, rejected.
      await payload.update({ collection: 'testimonials', id, ...asStaff(), data: { _status: 'draft' } })
      expect(await moderation(id)).toBe('rejected')
      expect(await visible()).toHaveLength(0)
    })

    it('rejecting a pending post keeps it off the site; a moderation set by hand never publishes', async () => {
      const { id } = await payload.create({
        collection: 'testimonials',
        overrideAccess: true,
        data: { name: unique('Klant'), comment: 'Spam', status: 'pending', _status: 'draft' },
      })
      await payload.update({ collection: 'testimonials', id, ...asStaff(), data: { status: 'published' } })
      expect(await moderation(id)).toBe('pending')
      await payload.update({ collection: 'testimonials', id, ...asStaff(), data: { _status: 'draft' } })
      expect(await moderation(id)).toBe('rejected')
      expect((await payload.find({ collection: 'testimonials', ...anonymous, where: { id: { equals: id } } })).docs).toHaveLength(0)
    })
  })
})
