import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createLocalReq, restoreVersionOperationGlobal, type Payload } from 'payload'

import * as make from './fixtures'
import { closePayload, testPayload, unique } from './helpers/payload'
import { readRedirectRules, readRouteNodes } from '../../src/reads/routeNodes'
import { LOCALES } from '../../src/i18n/locales'
import { runScheduledPublications } from '../../src/jobs/scheduledPublish'
import { storedDay, todayInBelgium } from '../../src/lib/belgianDay'
import { resolveRedirect, tableContext } from '../../src/routing/redirects'
import { buildRouteTable } from '../../src/routing/routeTable'

/**
 * Issue 36, point 4 on a real database: restoring versions as staff do it in the admin ("Restore this
 * version" restores and publishes; an incomplete early autosave cannot be published and says why), and
 * a rename after a restore gets its redirect like any other rename.
 */
describe('versionRestore.int.ts: restoring versions', () => {
  let payload: Payload
  let staff: Awaited<ReturnType<typeof make.staffUser>> & { collection: 'users' }
  let categoryId: number
  let section: string

  const asStaff = () => ({ overrideAccess: false as const, user: staff })
  const anonymous = { overrideAccess: false as const }

  /** Where the site sends a path: the public route table, the stored rules, the pure resolver. */
  const siteRedirect = async (path: string) => {
    const nodes = await readRouteNodes(payload)
    const table = buildRouteTable({ ...nodes, locales: LOCALES, defaultLocale: 'nl' })
    return resolveRedirect(path, await readRedirectRules(payload), tableContext(table, 'nl'))
  }

  const versionsOf = async (id: number) =>
    (await payload.findVersions({ collection: 'articles', ...asStaff(), where: { parent: { equals: id } }, sort: 'createdAt', limit: 50 }))
      .docs

  beforeAll(async () => {
    payload = await testPayload()
    staff = { ...(await make.staffUser(payload, 'editor')), collection: 'users' }
    section = unique('herstel')
    categoryId = (await payload.create({ collection: 'categories', locale: 'nl', data: { name: section, section } })).id
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  it('create, schedule, restore an older version, rename, publish: the old URL redirects to the new one', async () => {
    const slug = unique('artikel')
    const data = { title: slug, slug, category: categoryId, status: 'published' as const, publishDate: storedDay(todayInBelgium()) }
    // Created in the admin: a draft, saved, then autosaved while staff type on.
    const { id } = await payload.create({ collection: 'articles', ...asStaff(), draft: true, locale: 'nl', data })
    await payload.update({ collection: 'articles', id, ...asStaff(), draft: true, locale: 'nl', data: { excerpt: 'Eerste zin.' } })
    await payload.update({
      collection: 'articles',
      id,
      ...asStaff(),
      draft: true,
      autosave: true,
      locale: 'nl',
      data: { excerpt: 'Eerste zin. Tweede zin.' },
    })
    // Scheduled, and published by the server's cron when due.
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: new Date(Date.now() - 1000),
      input: { type: 'publish', doc: { relationTo: 'articles', value: id }, user: { relationTo: 'users', value: staff.id } },
    })
    await runScheduledPublications(payload)
    const oldPath = `/nl/${section}/${slug}/`
    expect((await payload.findByID({ collection: 'articles', id, ...anonymous, locale: 'nl' })).slug).toBe(slug)

    // "Restore this version" on an older (draft) version: the text comes back, published.
    const older = (await versionsOf(id)).find((version) => version.version.excerpt === 'Eerste zin.')!
    await payload.restoreVersion({ collection: 'articles', id: older.id, ...asStaff() })
    const restored = await payload.findByID({ collection: 'articles', id, ...anonymous, locale: 'nl' })
    expect(restored).toMatchObject({ excerpt: 'Eerste zin.', _status: 'published' })

    // Renamed (an autosave), then published.
    const renamed = unique('hernoemd')
    await payload.update({ collection: 'articles', id, ...asStaff(), draft: true, autosave: true, locale: 'nl', data: { slug: renamed } })
    await payload.update({ collection: 'articles', id, ...asStaff(), locale: 'nl', data: { slug: renamed, _status: 'published' } })

    expect(await siteRedirect(oldPath)).toBe(`/nl/${section}/${renamed}/`)
  })

  it('an early autosave without its required texts is not published by a restore, and says why', async () => {
    // The admin's first autosave of a new article: nothing filled in yet.
    const { id } = await payload.create({ collection: 'articles', ...asStaff(), draft: true, locale: 'nl', data: {} as never })
    const title = unique('compleet')
    await payload.update({
      collection: 'articles',
      id,
      ...asStaff(),
      locale: 'nl',
      data: { title, category: categoryId, status: 'published', publishDate: storedDay(todayInBelgium()), _status: 'published' },
    })
    const first = (await versionsOf(id))[0]
    const failure = await payload.restoreVersion({ collection: 'articles', id: first.id, ...asStaff() }).then(
      () => null,
      (error: unknown) => error as { name?: string; message?: string },
    )
    expect(failure?.name).toBe('ValidationError')
    // The published article is untouched.
    expect((await payload.findByID({ collection: 'articles', id, ...anonymous, locale: 'nl' })).title).toBe(title)
  })
  it('a global: "Restore as draft" leaves the site as it was; "Restore this version" publishes the restored content', async () => {
    const before = await payload.findGlobal({ slug: 'top-bar', locale: 'nl', depth: 0 })
    const bar = (label: string) => ({ show: true, items: [{ label, link: '/nl/contact/' }] })
    const live = unique('balk-live')
    const draft = unique('balk-concept')
    await payload.updateGlobal({ slug: 'top-bar', ...asStaff(), locale: 'nl', data: { ...bar(live), _status: 'published' } })
    await payload.updateGlobal({ slug: 'top-bar', ...asStaff(), locale: 'nl', draft: true, data: bar(draft) })
    const onSite = async () => (await payload.findGlobal({ slug: 'top-bar', ...anonymous, locale: 'nl', depth: 0 })).items?.[0]?.label
    const staffDraft = async () =>
      (await payload.findGlobal({ slug: 'top-bar', ...asStaff(), draft: true, locale: 'nl', depth: 0 })).items?.[0]?.label
    expect(await onSite()).toBe(live)
    const { docs } = await payload.findGlobalVersions({ slug: 'top-bar', ...asStaff(), locale: 'nl', sort: '-createdAt', limit: 20 })
    const draftVersion = docs.find((version) => version.version.items?.[0]?.label === draft)!
    // As the admin's version view does it: the REST endpoint's operation, with `draft` as staff chose.
    const restore = async (asDraft: boolean) =>
      restoreVersionOperationGlobal({
        id: draftVersion.id,
        draft: asDraft || undefined,
        depth: 0,
        globalConfig: payload.globals.config.find((config) => config.slug === 'top-bar')!,
        overrideAccess: false,
        req: await createLocalReq({ user: staff, locale: 'nl' }, payload),
      })

    await restore(true)
    expect(await onSite()).toBe(live)
    expect(await staffDraft()).toBe(draft)

    await restore(false)
    expect(await onSite()).toBe(draft)

    await payload.updateGlobal({ slug: 'top-bar', locale: 'nl', data: { ...before, _status: 'published' } as never })
  })
})
