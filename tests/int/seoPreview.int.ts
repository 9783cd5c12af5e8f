import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createLocalReq, type Payload, type SanitizedCollectionConfig } from 'payload'

import { seoPluginOptions } from '../../collections/fields/seo'
import { siteOrigin } from '../../src/lib/siteOrigin'
import { closePayload, testPayload, unique } from './helpers/payload'

/**
 * The SEO plugin's snippet preview (issue 36.8): the page's own public URL, never the server's origin
 * alone. The plugin asks once and keeps the first answer while it is not empty, so a page without a path
 * yet (a new article without its category) answers nothing and the preview asks again as the form fills in.
 */
describe('seoPreview.int.ts: the snippet preview’s URL', () => {
  let payload: Payload
  let categoryId: number
  let section: string
  const created: Array<{ collection: 'menus' | 'articles' | 'categories'; id: number }> = []

  const urlOf = async (collection: 'menus' | 'articles', doc: Record<string, unknown>, id?: number) => {
    const req = await createLocalReq({ locale: 'nl' }, payload)
    const collectionConfig = payload.collections[collection].config as SanitizedCollectionConfig
    const generate = seoPluginOptions.generateURL as unknown as (args: Record<string, unknown>) => Promise<string>
    return generate({ doc, collectionConfig, locale: 'nl', req, id })
  }

  beforeAll(async () => {
    payload = await testPayload()
    section = unique('rubriek')
    categoryId = (await payload.create({ collection: 'categories', locale: 'nl', data: { name: section, section } })).id
    created.push({ collection: 'categories', id: categoryId })
  })

  afterAll(async () => {
    for (const { collection, id } of created.reverse()) await payload.delete({ collection, id }).catch(() => undefined)
    await closePayload(payload)
  })

  it('answers the article’s public path in the language edited, and nothing before it has one', async () => {
    expect(await urlOf('articles', { title: 'Nieuw artikel' })).toBe('')
    expect(await urlOf('articles', { title: 'Nieuw artikel', slug: 'nieuw-artikel', category: categoryId })).toBe(
      `${siteOrigin()}/nl/${section}/nieuw-artikel/`,
    )
  })

  it('answers a child page’s path under its parent', async () => {
    const parentPath = unique('ouder')
    const parent = await payload.create({
      collection: 'menus',
      locale: 'nl',
      data: { name: parentPath, title: parentPath, path: parentPath, status: 'published', _status: 'published' } as never,
    })
    created.push({ collection: 'menus', id: parent.id })
    expect(await urlOf('menus', { name: 'Kind', path: 'kind', parent: parent.id })).toBe(`${siteOrigin()}/nl/${parentPath}/kind/`)
  })
})
