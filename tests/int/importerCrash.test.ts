import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import type { CrmExport } from '../../crm/crm-format'
import { importCrmExport } from '../../crm/importer'
import { databaseKind } from '../../src/lib/databaseUrl'
import { closePayload, testPayload } from './helpers/payload'

/**
 * Issue 13, finding 8: an import killed part-way and run again queues every demand alert exactly once,
 * and a listing whose translations were never written is written again by the re-run. Two crashes:
 * the import stopping between listings (its progress callback throws, as a process killed there
 * would stop), and a real failing database write between a listing's row and its translations (a
 * trigger that refuses one French title).
 */
const base = 800_000 + Math.floor(Math.random() * 10_000) * 100
const WEB_HOUSE = base + 1
const TOWN = `Crashdorp ${base}`
const LISTINGS = 10
const CRASH_TITLE = `Maison qui fait planter ${base}`

function exportFixture(): CrmExport {
  const properties: CrmExport['properties'] = []
  for (let i = 1; i <= LISTINGS; i++) {
    properties.push({
      ID: base + i,
      language: 'nl',
      Goal: 0,
      City: TOWN,
      Zip: '3998',
      TypeDescription: `Woning ${i}`,
      WebID: WEB_HOUSE,
      Marquee: 0,
      Price: 200_000 + i * 1000,
    } as never)
    properties.push({ ID: base + i, language: 'fr', TypeDescription: i === 7 ? CRASH_TITLE : `Maison ${i}` } as never)
  }
  return {
    webIDs: [
      { ID: 1, WebID: WEB_HOUSE, Name: 'Huis', ShowOrder: 1, Sale: true, Rent: true, language: 'nl' },
      { ID: 1, WebID: WEB_HOUSE, Name: 'Maison', ShowOrder: 1, Sale: true, Rent: true, language: 'fr' },
    ],
    citys: [{ Name: TOWN, Zip: '3998', CountryID: 10, CountryName: 'België', language: 'nl' }],
    citysSale: [],
    citysRent: [],
    neighbourhoods: [],
    projects: [],
    properties,
  }
}

class Killed extends Error {}

describe('CRM import killed part-way and run again', () => {
  let payload: Payload
  const kind = databaseKind(process.env.DATABASE_URL)
  const run = async (statement: string) => {
    // Straight to the adapter's own connection: test set-up, not something the site does.
    const db = payload.db as unknown as { client?: { execute(q: string): Promise<unknown> }; pool?: { query(q: string): Promise<unknown> } }
    await (kind === 'sqlite' ? db.client!.execute(statement) : db.pool!.query(statement))
  }

  beforeAll(async () => {
    payload = await testPayload()
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  /** A subscribed demand matching every listing of the fixture; returns its alert count. */
  async function demandFor(tag: string) {
    const [house, town] = await Promise.all([
      payload.find({ collection: 'property-types', where: { webId: { equals: WEB_HOUSE } }, depth: 0 }),
      payload.find({ collection: 'cities', where: { name: { equals: TOWN } }, depth: 0 }),
    ])
    const email = `crash-${tag}-${base}@example.be`
    await payload.create({
      collection: 'demands',
      data: {
        email,
        password: 'Demand-Pass-123',
        firstName: 'Jan',
        lastName: 'Peeters',
        language: 'fr',
        criteria: { goal: 'sale', types: [house.docs[0].id], cities: [town.docs[0].id] },
      } as never,
    })
    return async () =>
      (await payload.count({ collection: 'emails', where: { and: [{ to: { equals: email } }, { kind: { equals: 'demand-alert' } }] } }))
        .totalDocs
  }

  it('queues every alert exactly once when an import stopped between listings is run again', async () => {
    if (kind === 'mongodb') return // triggers below are SQL; this first part needs none, but the fixture's towns are shared
    // Types and the town first (no listings), so the demand can name them.
    await importCrmExport(payload, { ...exportFixture(), properties: [] }, { baseDir: '.' })
    const alerts = await demandFor('stop')

    let written = 0
    const killed = importCrmExport(payload, exportFixture(), {
      baseDir: '.',
      onProgress: (stage, done) => {
        if (stage === 'properties') written = done
        // The process dies after 4 of the 10 listings.
        if (stage === 'properties' && done === 4) throw new Killed('killed')
      },
    })
    await expect(killed).rejects.toBeInstanceOf(Killed)
    expect(written).toBe(4)
    expect(await alerts()).toBe(4)

    const rerun = await importCrmExport(payload, exportFixture(), { baseDir: '.' })
    expect(rerun.properties).toMatchObject({ created: LISTINGS - 4, unchanged: 4 })
    expect(await alerts()).toBe(LISTINGS)
    // And a third run changes and alerts nothing.
    expect((await importCrmExport(payload, exportFixture(), { baseDir: '.' })).demandAlerts).toBe(0)
    expect(await alerts()).toBe(LISTINGS)
  })

  it('writes a listing whose translations failed again on the re-run, with its alert, once', async () => {
    if (kind === 'mongodb') return // a SQL trigger injects the failure
    const alerts = await demandFor('write')
    // Move every listing to a new price (so each alerts again), and make the French text of listing 7 fail.
    const changed = exportFixture()
    for (const row of changed.properties) if (row.language === 'nl') row.Price = (row.Price ?? 0) - 10_000
    if (kind === 'sqlite') {
      await run(
        `CREATE TRIGGER crash_fr_ins BEFORE INSERT ON properties_locales WHEN NEW.title = '${CRASH_TITLE}' BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
      )
      await run(
        `CREATE TRIGGER crash_fr_upd BEFORE UPDATE ON properties_locales WHEN NEW.title = '${CRASH_TITLE}' BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
      )
    } else {
      await run(
        `CREATE FUNCTION crash_fr() RETURNS trigger AS $$ BEGIN IF NEW.title = '${CRASH_TITLE}' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
      )
      await run(`CREATE TRIGGER crash_fr BEFORE INSERT OR UPDATE ON properties_locales FOR EACH ROW EXECUTE FUNCTION crash_fr()`)
    }
    try {
      const failed = await importCrmExport(payload, changed, { baseDir: '.' })
      expect(failed.invalid.map((row) => row.id)).toEqual([base + 7])
      expect(await alerts()).toBe(LISTINGS - 1)
      // Nothing of listing 7 was kept: its row still has the old price.
      const { docs } = await payload.find({ collection: 'properties', where: { externalId: { equals: base + 7 } }, depth: 0 })
      expect(docs[0].price).toBe(207_000)
    } finally {
      if (kind === 'sqlite') {
        await run('DROP TRIGGER crash_fr_ins')
        await run('DROP TRIGGER crash_fr_upd')
      } else {
        await run('DROP TRIGGER crash_fr ON properties_locales')
        await run('DROP FUNCTION crash_fr()')
      }
    }

    const rerun = await importCrmExport(payload, changed, { baseDir: '.' })
    expect(rerun.properties).toMatchObject({ updated: 1, unchanged: LISTINGS - 1 })
    expect(rerun.demandAlerts).toBe(2) // listing 7 for both demands of this file
    expect(await alerts()).toBe(LISTINGS)
    const { docs } = await payload.find({ collection: 'properties', where: { externalId: { equals: base + 7 } }, locale: 'fr', depth: 0 })
    expect(docs[0]).toMatchObject({ title: CRASH_TITLE, price: 197_000 })
  })
})
