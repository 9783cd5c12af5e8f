import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { readRedirectRules, readRouteNodes } from '../../src/reads/routeNodes'
import { LOCALES } from '../../src/i18n/locales'
import { resolveRedirect, tableContext } from '../../src/routing/redirects'
import { buildRouteTable } from '../../src/routing/routeTable'
import { closePayload, testPayload, unique } from './helpers/payload'

/**
 * Redirects (issue 15, point 6) on a real database: a moved path gets its redirect in the language
 * that moved, chains end at the live page, loops and unsafe targets are refused, and what the site
 * resolves (the same reads and rule as src/data/redirects.ts, without Next's cache) is right.
 */
describe('redirects.int.ts: redirects', () => {
  let payload: Payload
  let categoryId: number
  let section: string

  /** Where the site sends a path: the public route table, the stored rules, the pure resolver. */
  const siteRedirect = async (path: string) => {
    const nodes = await readRouteNodes(payload)
    const table = buildRouteTable({ ...nodes, locales: LOCALES, defaultLocale: 'nl' })
    return resolveRedirect(path, await readRedirectRules(payload), tableContext(table, 'nl'))
  }

  const redirectFrom = async (from: string) =>
    (await payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 0, limit: 1 })).docs[0]

  const article = async (slug: string, frSlug?: string) => {
    const doc = await payload.create({
      collection: 'articles',
      locale: 'nl',
      data: { title: slug, slug, category: categoryId, status: 'published', publishDate: '2026-01-01T00:00:00.000Z', _status: 'published' },
    })
    if (frSlug) await payload.update({ collection: 'articles', id: doc.id, locale: 'fr', data: { title: frSlug, slug: frSlug } })
    return doc
  }

  beforeAll(async () => {
    payload = await testPayload()
    section = unique('sectie')
    const category = await payload.create({ collection: 'categories', locale: 'nl', data: { name: section, section } })
    await payload.update({ collection: 'categories', id: category.id, locale: 'fr', data: { name: section, section: `${section}-fr` } })
    categoryId = category.id
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  describe('automatic redirects', () => {
    it('redirects an article’s old slug to its page, in the language that changed', async () => {
      const doc = await article(unique('oud'), unique('ancien'))
      const oldNl = `/nl/${section}/${doc.slug}/`
      const frBefore = await payload.findByID({ collection: 'articles', id: doc.id, locale: 'fr', depth: 0 })
      const oldFr = `/fr/${section}-fr/${frBefore.slug}/`

      const newSlug = unique('nieuw')
      await payload.update({ collection: 'articles', id: doc.id, locale: 'nl', data: { slug: newSlug } })
      const nl = await redirectFrom(oldNl)
      expect(nl).toMatchObject({ automatic: true, to: { type: 'reference', reference: { relationTo: 'articles', value: doc.id } } })
      expect(await siteRedirect(oldNl)).toBe(`/nl/${section}/${newSlug}/`)
      // French did not move.
      expect(await redirectFrom(oldFr)).toBeUndefined()

      const newFr = unique('nouveau')
      await payload.update({ collection: 'articles', id: doc.id, locale: 'fr', data: { slug: newFr } })
      expect(await siteRedirect(oldFr)).toBe(`/fr/${section}-fr/${newFr}/`)
      // Every old path leads to the current one directly (the redirect names the page, not a path).
      const third = unique('derde')
      await payload.update({ collection: 'articles', id: doc.id, locale: 'nl', data: { slug: third } })
      expect(await siteRedirect(oldNl)).toBe(`/nl/${section}/${third}/`)
      expect(await siteRedirect(`/nl/${section}/${newSlug}/`)).toBe(`/nl/${section}/${third}/`)
    })

    it('removes the automatic redirect when the page takes its old path again', async () => {
      const slug = unique('terug')
      const doc = await article(slug)
      const old = `/nl/${section}/${slug}/`
      await payload.update({ collection: 'articles', id: doc.id, locale: 'nl', data: { slug: unique('weg') } })
      expect(await redirectFrom(old)).toBeDefined()
      await payload.update({ collection: 'articles', id: doc.id, locale: 'nl', data: { slug } })
      expect(await redirectFrom(old)).toBeUndefined()
      expect(await siteRedirect(old)).toBeUndefined()
    })

    it('moves a menu’s children with it, and gives no redirect to a hidden page', async () => {
      const parentPath = unique('ouder')
      const parent = await payload.create({
        collection: 'menus',
        locale: 'nl',
        data: { name: parentPath, title: parentPath, path: parentPath, status: 'published', pageType: 'module', _status: 'published' },
      })
      const child = await payload.create({
        collection: 'menus',
        locale: 'nl',
        data: {
          name: 'kind',
          title: 'Kind',
          path: 'kind',
          parent: parent.id,
          status: 'published',
          pageType: 'module',
          _status: 'published',
        },
      })
      const renamed = unique('nieuwe-ouder')
      await payload.update({ collection: 'menus', id: parent.id, locale: 'nl', data: { path: renamed } })
      expect(await siteRedirect(`/nl/${parentPath}/`)).toBe(`/nl/${renamed}/`)
      expect(await siteRedirect(`/nl/${parentPath}/kind/`)).toBe(`/nl/${renamed}/kind/`)
      // Typed without its slash, in capitals.
      expect(await siteRedirect(`/NL/${parentPath.toUpperCase()}/KIND`)).toBe(`/nl/${renamed}/kind/`)

      await payload.update({ collection: 'menus', id: child.id, locale: 'nl', data: { status: 'hidden' } })
      expect(await redirectFrom(`/nl/${renamed}/kind/`)).toBeUndefined()
      // The old redirect to the hidden page leads nowhere now: a 404, not a redirect to a hidden page.
      expect(await siteRedirect(`/nl/${parentPath}/kind/`)).toBeUndefined()
    })
  })

  describe('staff redirects', () => {
    const create = (from: string, to: Record<string, unknown>) => payload.create({ collection: 'redirects', data: { from, to } as never })
    /** The messages staff read beside the fields of a refused save. */
    const refusal = (saving: Promise<unknown>) =>
      saving.then(
        () => 'saved',
        (error: { data?: { errors?: Array<{ message: string }> } }) => (error.data?.errors ?? []).map((e) => e.message).join(' '),
      )

    it('stores the source in one form and resolves chains to their end', async () => {
      const a = unique('a')
      const b = unique('b')
      const target = await article(unique('doel'))
      const first = await create(`/NL/${a.toUpperCase()}?utm=1`, { type: 'custom', url: `/nl/${b}/` })
      expect(first.from).toBe(`/nl/${a}/`)
      await create(`/nl/${b}/`, { type: 'reference', reference: { relationTo: 'articles', value: target.id } })
      expect(await siteRedirect(`/nl/${a}/`)).toBe(`/nl/${section}/${target.slug}/`)
      const external = unique('extern')
      await create(`/${external}/`, { type: 'custom', url: 'https://example.be/elders' })
      expect(await siteRedirect(`/${external}`)).toBe('https://example.be/elders')
    })

    it('refuses a redirect that would close a loop, also through a longer chain', async () => {
      const [a, b, c] = [unique('a'), unique('b'), unique('c')]
      await create(`/nl/${a}/`, { type: 'custom', url: `/nl/${b}/` })
      await create(`/nl/${b}/`, { type: 'custom', url: `/nl/${c}/` })
      expect(await refusal(create(`/nl/${c}/`, { type: 'custom', url: `/nl/${a}/` }))).toMatch(/loop/i)
      const self = unique('zelf')
      expect(await refusal(create(`/nl/${self}/`, { type: 'custom', url: `/nl/${self}` }))).toMatch(/loop/i)
    })

    it('refuses unsafe targets and sources of the admin, the API or a live page', async () => {
      for (const url of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'data:text/html,x', 'ftp://example.be/']) {
        expect(await refusal(create(`/nl/${unique('x')}/`, { type: 'custom', url }))).toMatch(/full http\(s\) link/)
      }
      expect(await refusal(create('/admin/', { type: 'custom', url: '/nl/' }))).toMatch(/cannot be redirected/)
      expect(await refusal(create('/api/menus', { type: 'custom', url: '/nl/' }))).toMatch(/cannot be redirected/)
      expect(await refusal(create('//evil.example/', { type: 'custom', url: '/nl/' }))).toMatch(/A path of this site/)
      const live = await article(unique('live'))
      expect(await refusal(create(`/nl/${section}/${live.slug}/`, { type: 'custom', url: '/nl/' }))).toMatch(/published page/)
    })

    it('keeps a staff redirect when a page later leaves that path', async () => {
      const slug = unique('bezet')
      const doc = await article(slug)
      const old = `/nl/${section}/${slug}/`
      // Staff cannot point a live path elsewhere; once the page moves, the automatic redirect is made.
      await payload.update({ collection: 'articles', id: doc.id, locale: 'nl', data: { slug: unique('verder') } })
      const automatic = await redirectFrom(old)
      await payload.update({ collection: 'redirects', id: automatic.id, data: { automatic: false, to: { type: 'custom', url: '/nl/' } } })
      await payload.update({ collection: 'articles', id: doc.id, locale: 'nl', data: { slug: unique('nog-verder') } })
      expect(await redirectFrom(old)).toMatchObject({ automatic: false, to: { type: 'custom', url: '/nl/' } })
    })

    it('is readable by anyone and written by staff only', async () => {
      await expect(
        payload.create({
          collection: 'redirects',
          data: { from: `/nl/${unique('anon')}/`, to: { type: 'custom', url: '/nl/' } },
          overrideAccess: false,
        }),
      ).rejects.toThrow()
      const { docs } = await payload.find({ collection: 'redirects', overrideAccess: false, limit: 1 })
      expect(docs.length).toBe(1)
    })
  })
})
