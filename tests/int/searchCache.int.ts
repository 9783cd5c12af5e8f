import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import * as make from './fixtures'
import { answerSiteRefreshes, installNextCache, type SiteRefreshes } from './helpers/nextCache'
import { closePayload, testPayload, unique } from './helpers/payload'
import { getListResults } from '../../src/data/listings'
import { cachedSearchOf, cacheSegment } from '../../src/listings/canonicalSearch'

/**
 * Issue 38 on a real database (SQLite and PostgreSQL): what a cached search page renders follows listing
 * changes. The page is rendered from the in-memory listing index, which answers as it is until Next's cache
 * tells it that a tag expired (its generation tokens, `unstable_cache` under LISTING_INDEX_TAGS, the same
 * reads that give the page its tags); here Next's own cache runs in the test (the site's cache handler, as
 * `next start` uses it). The listing is saved through Payload's local API with its real hooks; they ask the
 * site to expire their tags (as a save outside a request does). A save that expires nothing is not seen:
 * the answer really comes from what is cached. The page's own storage is checked by the browser and
 * several-instance tests (sharedSearch.phone.spec.ts, tests/multi/multiInstance.test.mjs).
 */
describe('searchCache.int.ts: a cached search follows listing changes', () => {
  let payload: Payload
  let removeCache: () => void
  let refreshes: SiteRefreshes
  let typeId: number
  // A town of this run only, so the search lists exactly this suite's listings.
  const zip = String(1000 + Math.floor(Math.random() * 2000))
  // The search as the cached route reads it from its path segment.
  const search = cachedSearchOf(cacheSegment(`city=${zip}`))!
  const read = async () => (await getListResults('for-sale', search, 'nl', 24)).result.cards.map((card) => card.title)

  /** Saves through the hooks and waits until the site has expired `properties` for that save. */
  async function saved<T>(write: () => Promise<T>): Promise<T> {
    const since = refreshes.seen.length
    const result = await write()
    await refreshes.waitFor('properties', since)
    return result
  }

  beforeAll(async () => {
    payload = await testPayload()
    removeCache = await installNextCache()
    refreshes = await answerSiteRefreshes(payload)
    typeId = (await make.propertyType(payload)).id
  })

  afterAll(async () => {
    await refreshes?.close()
    removeCache?.()
    await closePayload(payload)
  })

  it('serves a search from the cache: a write that expires nothing is not seen', async () => {
    const title = unique('Gecachet')
    const listing = await saved(() => make.property(payload, typeId, { zip, city: 'Zoekdorp', title }))
    expect(await read()).toEqual([title])
    await payload.update({
      collection: 'properties',
      id: listing.id,
      locale: 'nl',
      data: { title: unique('Stil gewijzigd') },
      context: { disableRevalidate: true },
    })
    expect(await read()).toEqual([title])
  })

  it('shows a published listing at the next read', async () => {
    const before = await read()
    const title = unique('Nieuw')
    await saved(() => make.property(payload, typeId, { zip, city: 'Zoekdorp', title }))
    const after = await read()
    expect(after).toContain(title)
    expect(after).toHaveLength(before.length + 1)
  })

  it('shows a listing published later (an unpublished one made public) at the next read', async () => {
    const title = unique('Later')
    const hidden = await saved(() => make.property(payload, typeId, { zip, city: 'Zoekdorp', title, published: false }))
    expect(await read()).not.toContain(title)
    await saved(() => payload.update({ collection: 'properties', id: hidden.id, data: { published: true } }))
    expect(await read()).toContain(title)
  })

  it('shows a changed listing at the next read', async () => {
    const title = unique('Voor')
    const listing = await saved(() => make.property(payload, typeId, { zip, city: 'Zoekdorp', title }))
    expect(await read()).toContain(title)
    const changed = unique('Na')
    await saved(() => payload.update({ collection: 'properties', id: listing.id, locale: 'nl', data: { title: changed } }))
    const after = await read()
    expect(after).toContain(changed)
    expect(after).not.toContain(title)
  })

  it('drops a withdrawn listing at the next read', async () => {
    const title = unique('Weg')
    const listing = await saved(() => make.property(payload, typeId, { zip, city: 'Zoekdorp', title }))
    expect(await read()).toContain(title)
    await saved(() => payload.update({ collection: 'properties', id: listing.id, data: { published: false } }))
    expect(await read()).not.toContain(title)
  })

  it('drops a listing moved to the trash (what "delete" does in the admin) at the next read', async () => {
    const title = unique('Verwijderd')
    const listing = await saved(() => make.property(payload, typeId, { zip, city: 'Zoekdorp', title }))
    expect(await read()).toContain(title)
    await saved(() => payload.update({ collection: 'properties', id: listing.id, data: { deletedAt: new Date().toISOString() } as never }))
    expect(await read()).not.toContain(title)
  })
})
