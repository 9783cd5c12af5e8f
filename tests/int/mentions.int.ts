import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload, Where } from 'payload'

import type { CrmExport, CrmProperty } from '../../crm/crm-format'
import { importCrmExport } from '../../crm/importer'
import { ensurePresets, MISSING_MENTIONS_PRESET } from '../../collections/QueryPresets'
import { backfillMissingMentions } from '../../migrations/missingMentionsBackfill'
import * as fixtures from './fixtures'
import { closePayload, testPayload } from './helpers/payload'

/**
 * Issue 32 point 6: a CRM row whose data lacks a required advert mention (here: no EPC value) is listed
 * under staff's saved filter "Mentions missing" (its stored where), with the mention named; a complete
 * row is not; fixing the data in the admin takes it off; the migration's backfill sets the field for
 * rows saved before it existed. Ids far from the seed's, so the file can share a database.
 */
const base = 760_000 + Math.floor(Math.random() * 10_000) * 10
const WEB = base + 1
const TOWN = `Vermeldingdorp ${base}`

/** A Flemish house for sale with every mention (EPC, flood scores, the five planning items). */
const completeRow = (id: number): CrmProperty =>
  ({
    ID: id,
    language: 'nl',
    Goal: 0,
    City: TOWN,
    Zip: '2400',
    TypeDescription: 'Woning met alle vermeldingen',
    WebID: WEB,
    Marquee: 0,
    Price: 310000,
    EPCStatus: 0,
    EnergyPerformance: 210,
    PScore: 'A',
    GScore: 'B',
    Permit: 1,
    AllotmentPermit: 0,
    PreemptiveRights: 0,
    Summons: 0,
    JudicialDecision: 0,
    PlanningDestination: 'Woongebied',
  }) as CrmProperty

function crmExport(): CrmExport {
  const withoutEpc = { ...completeRow(base + 2), TypeDescription: 'Woning zonder EPC-waarde' }
  delete withoutEpc.EnergyPerformance
  return {
    webIDs: [{ ID: 1, WebID: WEB, Name: 'Huis', ShowOrder: 1, Sale: true, Rent: true, language: 'nl' }],
    citys: [{ Name: TOWN, Zip: '2400', CountryID: 10, CountryName: 'België', language: 'nl' }],
    citysSale: [],
    citysRent: [],
    neighbourhoods: [],
    projects: [],
    properties: [completeRow(base + 1), withoutEpc],
  }
}

describe('mentions.int.ts: mentions missing, for staff', () => {
  let payload: Payload
  let dir: string
  let staff: { id: number; collection: 'users' }

  beforeAll(async () => {
    payload = await testPayload()
    dir = await mkdtemp(path.join(os.tmpdir(), 'kv-mentions-'))
    const user = (await fixtures.staffUser(payload, 'editor')) as { id: number }
    staff = { ...user, collection: 'users' }
    const report = await importCrmExport(payload, crmExport(), { baseDir: dir })
    expect(report.properties.created).toBe(2)
  })

  afterAll(async () => {
    await closePayload(payload)
    await rm(dir, { recursive: true, force: true })
  })

  /** The listings of this file that staff's saved filter finds, read as staff would (access applied). */
  const underPreset = async (where: Where) =>
    (
      await payload.find({
        collection: 'properties',
        overrideAccess: false,
        user: staff as never,
        depth: 0,
        pagination: false,
        where: { and: [where, { externalId: { in: [base + 1, base + 2] } }] },
        select: { externalId: true, missingMentions: true },
      })
    ).docs

  it('the shared "Mentions missing" filter exists for staff and lists the CRM row without an EPC value', async () => {
    await ensurePresets(payload, staff.id)
    const presets = await payload.find({
      collection: 'payload-query-presets',
      overrideAccess: false,
      user: staff as never,
      depth: 0,
      pagination: false,
      where: { title: { equals: MISSING_MENTIONS_PRESET.title } },
    })
    expect(presets.docs).toHaveLength(1)
    const preset = presets.docs[0]
    expect(preset.relatedCollection).toBe('properties')

    const found = await underPreset(preset.where as Where)
    expect(found.map((d) => d.externalId)).toEqual([base + 2])
    expect(found[0].missingMentions).toEqual(['epc'])
  })

  it('an admin edit that fills the EPC value takes the listing off the filter; emptying it puts it back', async () => {
    const [doc] = (await payload.find({ collection: 'properties', where: { externalId: { equals: base + 2 } }, depth: 0 })).docs
    await payload.update({
      collection: 'properties',
      id: doc.id,
      overrideAccess: false,
      user: staff as never,
      data: { energyPerformance: 320 },
    })
    expect(await underPreset(MISSING_MENTIONS_PRESET.where)).toEqual([])
    // A value sent by hand is never kept: the hook decides.
    await payload.update({
      collection: 'properties',
      id: doc.id,
      overrideAccess: false,
      user: staff as never,
      data: { energyPerformance: null, missingMentions: [] } as never,
    })
    expect((await underPreset(MISSING_MENTIONS_PRESET.where)).map((d) => d.missingMentions)).toEqual([['epc']])
  })

  it('visitors cannot read or filter on it', async () => {
    const [doc] = (
      await payload.find({ collection: 'properties', overrideAccess: false, where: { externalId: { equals: base + 2 } }, depth: 0 })
    ).docs
    expect(doc).toBeDefined()
    expect((doc as { missingMentions?: unknown }).missingMentions).toBeUndefined()
    await expect(
      payload.find({ collection: 'properties', overrideAccess: false, where: { missingMentions: { in: ['epc'] } } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('missingMentions') })
  })

  it('the migration backfills rows saved before the field existed', async () => {
    const [doc] = (await payload.find({ collection: 'properties', where: { externalId: { equals: base + 2 } }, depth: 0 })).docs
    await payload.db.updateOne({ collection: 'properties', id: doc.id, data: { missingMentions: [] }, returning: false })
    expect(await underPreset(MISSING_MENTIONS_PRESET.where)).toEqual([])
    await backfillMissingMentions(payload, undefined as never)
    expect((await underPreset(MISSING_MENTIONS_PRESET.where)).map((d) => d.externalId)).toEqual([base + 2])
  })
})
