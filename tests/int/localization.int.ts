import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import * as make from './fixtures'
import { closePayload, testPayload } from './helpers/payload'

/** Texts per language round-trip through the database; German, an empty slot, falls back to Dutch. */
describe('localization.int.ts: localization', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  it('keeps nl, fr and en values apart and falls back to nl for de', async () => {
    const type = await make.propertyType(payload)
    const created = await make.property(payload, type.id, { title: 'Charmante hoeve met weiland' })
    await payload.update({ collection: 'properties', id: created.id, locale: 'fr', data: { title: 'Fermette de charme avec prairie' } })
    await payload.update({ collection: 'properties', id: created.id, locale: 'en', data: { title: 'Charming farmhouse with meadow' } })

    const read = async (locale: 'nl' | 'fr' | 'en' | 'de') =>
      (await payload.findByID({ collection: 'properties', id: created.id, locale, depth: 0, overrideAccess: false })).title

    expect(await read('nl')).toBe('Charmante hoeve met weiland')
    expect(await read('fr')).toBe('Fermette de charme avec prairie')
    expect(await read('en')).toBe('Charming farmhouse with meadow')
    expect(await read('de')).toBe('Charmante hoeve met weiland')
  })

  it('makes a slug per language from the title, cut at about 70 characters', async () => {
    const type = await make.propertyType(payload)
    const title = 'Uitzonderlijk ruime en volledig gerenoveerde villa met zwembad, poolhouse en paardenstallen op 2 hectare'
    const created = await make.property(payload, type.id, { title })
    await payload.update({ collection: 'properties', id: created.id, locale: 'fr', data: { title: 'Villa exceptionnelle à Mol' } })
    const nl = await payload.findByID({ collection: 'properties', id: created.id, locale: 'nl', depth: 0 })
    const fr = await payload.findByID({ collection: 'properties', id: created.id, locale: 'fr', depth: 0 })
    expect(nl.slug).toBe('uitzonderlijk-ruime-en-volledig-gerenoveerde-villa-met-zwembad')
    expect(nl.slug!.length).toBeLessThanOrEqual(70)
    expect(fr.slug).toBe('villa-exceptionnelle-a-mol')
  })

  it('localizes menu paths and keeps the original path shared', async () => {
    const menu = await payload.create({
      collection: 'menus',
      locale: 'nl',
      data: {
        _status: 'published',
        name: 'Te koop (test)',
        title: 'Te koop',
        path: 'te-koop-test',
        originalPath: `/for-sale-test-${Date.now()}/`,
        status: 'published',
        pageType: 'module',
      },
    })
    await payload.update({ collection: 'menus', id: menu.id, locale: 'fr', data: { title: 'À vendre', path: 'a-vendre-test' } })
    const fr = await payload.findByID({ collection: 'menus', id: menu.id, locale: 'fr' })
    const de = await payload.findByID({ collection: 'menus', id: menu.id, locale: 'de' })
    expect([fr.title, fr.path]).toEqual(['À vendre', 'a-vendre-test'])
    expect([de.title, de.path]).toEqual(['Te koop', 'te-koop-test'])
    expect(fr.originalPath).toBe(menu.originalPath)
  })
})
