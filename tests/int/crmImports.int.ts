import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { CRM_IMPORT_QUEUE, importWarningText } from '../../collections/CrmImports/statuses'
import type { CrmExport } from '../../crm/crm-format'
import { importCrmExport } from '../../crm/importer'
import type { CrmImport } from '../../src/payload-types'
import { owner, propertyType, staffUser } from './fixtures'
import { closePayload, externalIdBlock, testPayload, unique } from './helpers/payload'

/**
 * The CRM import as a job (issue 18.5): staff upload an export into `crm-imports`, the upload queues a
 * `crmImport` job, the queue runs it with the importer of `npm run import`, and the document holds the
 * progress and the report. Hostile files end `failed` with a reason and never throw out of the queue;
 * only staff upload or read imports, through the REST API as well.
 */
describe('crmImports.int.ts: CRM import in the admin (crm-imports and its job)', () => {
  let payload: Payload
  let staff: { id: number; email: string }
  let filesDir: string
  const base = externalIdBlock(10)
  const WEB_HOUSE = base + 1
  const WEB_FLAT = base + 2
  const TOWN = unique('Jobdorp')
  const tokens: Record<'staff' | 'owner' | 'demander', string> = { staff: '', owner: '', demander: '' }

  function exportFixture(): CrmExport {
    return {
      webIDs: [
        { ID: 1, WebID: WEB_HOUSE, Name: 'Huis', ShowOrder: 1, Sale: true, Rent: true, language: 'nl' },
        { ID: 2, WebID: WEB_FLAT, Name: 'Appartement', ShowOrder: 2, Sale: true, Rent: true, language: 'nl' },
      ],
      citys: [{ Name: TOWN, Zip: '3998', CountryID: 10, CountryName: 'België', language: 'nl' }],
      citysSale: [],
      citysRent: [],
      neighbourhoods: [],
      projects: [],
      properties: [
        {
          ID: base + 1,
          language: 'nl',
          Goal: 0,
          City: TOWN,
          Zip: '3998',
          TypeDescription: 'Jobwoning met tuin',
          WebID: WEB_HOUSE,
          Marquee: 0,
          Price: 289000,
          SmallPictureItem: { ID: base + 1, Url: 'images/job-front.jpg' },
          // A path out of CRM_FILES_DIR is never read: a warning, the listing still imported.
          Pictures: [{ ID: base + 2, Url: '../../etc/hostname' }],
        },
        {
          ID: base + 2,
          language: 'nl',
          Goal: 1,
          City: TOWN,
          Zip: '3998',
          TypeDescription: 'Jobappartement',
          WebID: WEB_FLAT,
          Marquee: 0,
          Price: 850,
        },
        { ID: base + 3, language: 'nl', Goal: 0, City: TOWN, Zip: '39', TypeDescription: 'Bad zip', WebID: WEB_FLAT, Marquee: 0 },
        { ID: base + 4, language: 'nl', Goal: 0, City: TOWN, Zip: '3998', TypeDescription: 'Unknown type', WebID: base + 9, Marquee: 0 },
      ],
    }
  }

  const file = (content: string | Buffer, name = 'export.json', mimetype = 'application/json') => {
    const data = typeof content === 'string' ? Buffer.from(content) : content
    return { data, mimetype, name, size: data.length }
  }

  /** Uploads as the staff member, as the admin does (access checked). */
  const upload = async (content: string | Buffer, name?: string, mimetype?: string) =>
    (await payload.create({
      collection: 'crm-imports',
      // What an upload says about its own state is ignored: it starts queued, its report is the job's.
      data: { status: 'done', invalidCount: 0 },
      file: file(content, name, mimetype),
      user: { ...staff, collection: 'users' },
      overrideAccess: false,
      depth: 0,
    })) as CrmImport

  /** Runs the import queue as the server's cron does, until nothing is left to run. */
  const runQueue = async () => {
    for (let round = 0; round < 10; round++) {
      const result = await payload.jobs.run({ queue: CRM_IMPORT_QUEUE, limit: 1 })
      if (!result.remainingJobsFromQueried && !Object.keys(result.jobStatus ?? {}).length) return
    }
  }

  const read = (id: number) => payload.findByID({ collection: 'crm-imports', id, depth: 0 }) as Promise<CrmImport>

  const rest = async (pathname: string, init: { token?: string; method?: string; body?: BodyInit } = {}) => {
    const { handleEndpoints } = await import('payload')
    const request = new Request(`http://localhost${pathname}`, {
      method: init.method ?? 'GET',
      headers: init.token ? { authorization: `JWT ${init.token}` } : {},
      body: init.body,
    })
    const response = await handleEndpoints({ config: payload.config, request })
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null }
  }

  beforeAll(async () => {
    payload = await testPayload()
    filesDir = await mkdtemp(path.join(os.tmpdir(), 'kv-crm-files-'))
    process.env.CRM_FILES_DIR = filesDir
    await mkdir(path.join(filesDir, 'images'))
    await sharp({ create: { width: 640, height: 420, channels: 3, background: '#7a9c5b' } })
      .jpeg()
      .toFile(path.join(filesDir, 'images', 'job-front.jpg'))
    staff = (await staffUser(payload, 'editor')) as { id: number; email: string }
    tokens.staff = (await payload.login({ collection: 'users', data: { email: staff.email, password: 'Staff-Pass-123' } })).token!
    const anOwner = await owner(payload)
    tokens.owner = (await payload.login({ collection: 'owners', data: { email: anOwner.email, password: 'Owner-Pass-123' } })).token!
    const email = `${unique('zoeker')}@example.be`.toLowerCase()
    const type = await propertyType(payload)
    const city = await payload.create({ collection: 'cities', data: { name: unique('Zone'), zip: '3920' } })
    await payload.create({
      collection: 'demands',
      data: {
        email,
        password: 'Demand-Pass-123',
        firstName: 'Lies',
        lastName: 'Janssens',
        language: 'nl',
        criteria: { goal: 'sale', types: [type.id], cities: [city.id] },
      } as never,
    })
    tokens.demander = (await payload.login({ collection: 'demands', data: { email, password: 'Demand-Pass-123' } })).token!
  })

  afterAll(async () => {
    delete process.env.CRM_FILES_DIR
    await closePayload(payload)
    await rm(filesDir, { recursive: true, force: true })
  })

  it('imports an uploaded export in a job: status, progress, tallies, invalid rows and warnings on the document', async () => {
    const queued = await upload(JSON.stringify(exportFixture()))
    expect(queued.status).toBe('queued')
    expect(queued.uploadedBy).toBe(staff.id)
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ queue: { equals: CRM_IMPORT_QUEUE } }, { 'input.crmImport': { equals: queued.id } }] },
      depth: 0,
    })
    expect(jobs).toHaveLength(1)

    await runQueue()
    const done = await read(queued.id)
    expect(done.errorMessage ?? null).toBeNull()
    expect(done.status).toBe('done')
    expect(done.startedAt).toBeTruthy()
    expect(done.finishedAt).toBeTruthy()
    expect(done.progress).toMatchObject({ stage: 'counts', done: 1, total: 1 })
    expect(done.report?.types).toMatchObject({ created: 2, updated: 0, unchanged: 0 })
    expect(done.report?.properties).toMatchObject({ created: 2, updated: 0, unchanged: 0 })
    expect(done.report?.mediaCreated).toBe(1)
    expect(done.invalidCount).toBe(2)
    expect(done.invalidRows?.map(({ list, position, rowId, reason }) => ({ list, position, rowId, reason }))).toEqual([
      { list: 'properties', position: 3, rowId: String(base + 3), reason: 'Zip: Zip must be a 4-digit postal code' },
      { list: 'properties', position: 4, rowId: String(base + 4), reason: `WebID: unknown property type ${base + 9}` },
    ])
    expect(done.warnings?.map((w) => importWarningText(w.message ?? '', 'en'))).toEqual([
      `picture ${base + 2} (../../etc/hostname): the path leads out of the CRM files folder; left out.`,
    ])

    const { docs } = await payload.find({ collection: 'properties', where: { externalId: { in: [base + 1, base + 2] } }, depth: 0 })
    expect(docs.map((d) => d.title).sort()).toEqual(['Jobappartement', 'Jobwoning met tuin'])
    expect(docs.find((d) => d.externalId === base + 1)?.photos).toHaveLength(1)
  })

  it('reports everything unchanged for the same file uploaded again', async () => {
    const again = await upload(JSON.stringify(exportFixture()))
    await runQueue()
    const done = await read(again.id)
    expect(done.status).toBe('done')
    expect(done.report?.unchanged).toBe(true)
    expect(done.report?.properties).toMatchObject({ created: 0, updated: 0, unchanged: 2 })
    expect(done.report?.mediaCreated).toBe(0)
  })

  it('finishes a half-done import when its job runs (again): rows already written are skipped', async () => {
    const crm = exportFixture()
    const extra = { ...crm.properties[1], ID: base + 5, TypeDescription: 'Jobstudio' }
    crm.properties.push(extra)
    const doc = await upload(JSON.stringify(crm))
    // An earlier attempt stopped after writing part of the export (the importer commits row by row).
    await importCrmExport(payload, { ...crm, properties: crm.properties.slice(0, 2) }, { baseDir: filesDir })
    await runQueue()
    const done = await read(doc.id)
    expect(done.status).toBe('done')
    expect(done.report?.properties).toMatchObject({ created: 1, unchanged: 2 })
  })

  it('runs one import at a time: a second upload waits for the first', async () => {
    const first = await upload(JSON.stringify(exportFixture()))
    const second = await upload(JSON.stringify(exportFixture()))
    await payload.jobs.run({ queue: CRM_IMPORT_QUEUE, limit: 10 })
    const states = [(await read(first.id)).status, (await read(second.id)).status]
    expect(states.filter((s) => s === 'done')).toHaveLength(1)
    expect(states.filter((s) => s === 'queued')).toHaveLength(1)
    await runQueue()
    expect((await read(second.id)).status).toBe('done')
  })

  it('ends a hostile file failed with its reason, without an error out of the queue', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['this is { not JSON', 'not-json', /JSON/],
      ['[1, 2, 3]', 'not-an-export', /a list, not an object/],
      ['{"name":"package","version":"1.0.0"}', 'not-an-export', /None of the export's lists/],
      ['{"properties":"everything","webIDs":{"0":1}}', 'not-an-export', /properties is string, not a list/],
    ]
    const ids: number[] = []
    for (const [content] of cases) ids.push((await upload(content)).id)
    await expect(runQueue()).resolves.toBeUndefined()
    for (const [index, [, code, message]] of cases.entries()) {
      const doc = await read(ids[index])
      expect({ status: doc.status, errorCode: doc.errorCode }).toEqual({ status: 'failed', errorCode: code })
      expect(doc.errorMessage).toMatch(message)
      expect(doc.finishedAt).toBeTruthy()
    }
    // The jobs are complete, not left to be retried: the file will not change.
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.crmImport': { in: ids } },
      depth: 0,
    })
    expect(jobs.every((job) => job.completedAt && !job.hasError)).toBe(true)
  })

  it('reports rows of the wrong types and sizes one by one, importing nothing of them', async () => {
    const rows = [1, 'x', null, { ID: { a: 1 }, language: 'nl' }, { ID: base + 7, language: 'nl', Goal: 0, Zip: 'x'.repeat(100_000) }]
    const doc = await upload(JSON.stringify({ webIDs: [], properties: rows }))
    await runQueue()
    const done = await read(doc.id)
    expect(done.status).toBe('done')
    expect(done.invalidCount).toBe(rows.length)
    expect(done.report?.properties).toMatchObject({ created: 0, updated: 0 })
  })

  it('refuses a file that is not JSON at the upload', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    await expect(upload(png, 'export.json', 'application/json')).rejects.toThrow()
    await expect(upload('a,b\n1,2', 'export.csv', 'text/csv')).rejects.toThrow()
  })

  it('lets only staff upload and read imports through the REST API', async () => {
    const doc = await upload(JSON.stringify(exportFixture()))
    const form = () => {
      const body = new FormData()
      body.append('file', new Blob([JSON.stringify(exportFixture())], { type: 'application/json' }), 'export.json')
      body.append('_payload', '{}')
      return body
    }
    for (const who of [undefined, tokens.owner, tokens.demander]) {
      const create = await rest('/api/crm-imports', { method: 'POST', token: who, body: form() })
      expect([401, 403]).toContain(create.status)
      expect([401, 403]).toContain((await rest('/api/crm-imports', { token: who })).status)
      expect([401, 403, 404]).toContain((await rest(`/api/crm-imports/${doc.id}`, { token: who })).status)
      expect([401, 403, 404]).toContain((await rest(`/api/crm-imports/file/${doc.filename}`, { token: who })).status)
    }
    expect((await rest(`/api/crm-imports/${doc.id}`, { token: tokens.staff })).status).toBe(200)
    // Staff cannot write a report themselves: an import is written only by its job.
    const forged = await rest(`/api/crm-imports/${doc.id}`, {
      method: 'PATCH',
      token: tokens.staff,
      body: JSON.stringify({ status: 'done' }),
    })
    expect([401, 403]).toContain(forged.status)
    await runQueue()
  })
})
