import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'

import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { CRM_IMPORT_QUEUE, importWarningText } from '../../collections/CrmImports/statuses'
import type { CrmExport } from '../../crm/crm-format'
import { importCrmExport } from '../../crm/importer'
import type { CrmImport } from '../../src/payload-types'
import { addressKind } from '../../src/security/addressKind'
import { staffUser } from './fixtures'
import { closePayload, externalId, testPayload, unique } from './helpers/payload'

/**
 * Issue 33.4: the pictures and documents an export names by URL are fetched only from the allowed hosts
 * (CRM_MEDIA_HOSTS), never from the loopback or a private address unless an on-premises CRM is opted in
 * (CRM_MEDIA_ALLOW_PRIVATE), without following redirects, within a size and a time cap; and the report
 * says the same words for every failure. The media server below runs on this machine and answers every
 * path the tests name, so a file left out is the rule's doing, not a closed port's.
 */
describe('crmMediaFetch.int.ts: CRM import: fetching the export’s media URLs', () => {
  let payload: Payload
  let server: Server
  let port = 0
  let photo: Buffer
  /** Private (unique-local, RFC 1918) addresses of this machine's own interfaces: the server listens on them too. */
  const privateAddresses = Object.values(os.networkInterfaces())
    .flat()
    .map((info) => info?.address ?? '')
    .filter((address) => addressKind(address) === 'private')
  const WEB = externalId()
  const TOWN = unique('Mediadorp')
  const ENV = ['CRM_MEDIA_HOSTS', 'CRM_MEDIA_ALLOW_PRIVATE', 'CRM_MEDIA_MAX_MB', 'CRM_MEDIA_TIMEOUT_MS'] as const

  /** An export of one listing whose pictures are `urls`; returns it with the pictures' CRM ids. */
  function exportWith(urls: string[]): { crm: CrmExport; ids: number[] } {
    const ids = urls.map(() => externalId())
    const listing = externalId()
    return {
      ids,
      crm: {
        webIDs: [{ ID: 1, WebID: WEB, Name: 'Huis', ShowOrder: 1, Sale: true, Rent: true, language: 'nl' }],
        citys: [{ Name: TOWN, Zip: '3990', CountryID: 10, CountryName: 'België', language: 'nl' }],
        citysSale: [],
        citysRent: [],
        neighbourhoods: [],
        projects: [],
        properties: [
          {
            ID: listing,
            language: 'nl',
            Goal: 0,
            City: TOWN,
            Zip: '3990',
            TypeDescription: `Woning ${listing}`,
            WebID: WEB,
            Marquee: 0,
            Price: 250000,
            Pictures: urls.map((Url, index) => ({ ID: ids[index], Url })),
          },
        ],
      },
    }
  }

  const importUrls = async (urls: string[]) => {
    const { crm, ids } = exportWith(urls)
    const report = await importCrmExport(payload, crm, { baseDir: null, confineToBaseDir: true, demandAlerts: false })
    const { docs } = await payload.find({ collection: 'media', where: { externalId: { in: ids } }, depth: 0, pagination: false })
    return { report, stored: new Set(docs.map((doc) => doc.externalId)), ids }
  }

  const setPolicy = (settings: Partial<Record<(typeof ENV)[number], string>>) => {
    for (const name of ENV) delete process.env[name]
    Object.assign(process.env, { CRM_MEDIA_TIMEOUT_MS: '1500', CRM_MEDIA_MAX_MB: '1', ...settings })
  }

  const url = (host: string, pathname: string) => `http://${host.includes(':') ? `[${host}]` : host}:${port}${pathname}`

  beforeAll(async () => {
    payload = await testPayload()
    photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#5b7a9c' } })
      .jpeg()
      .toBuffer()
    const big = Buffer.alloc(2 * 1024 * 1024, 7)
    server = createServer((request, response) => {
      const pathname = (request.url ?? '/').split('?')[0]
      if (pathname.startsWith('/photo')) response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo)
      else if (pathname === '/moved.jpg') response.writeHead(302, { location: `/photo-after-redirect.jpg` }).end()
      else if (pathname === '/big.jpg') {
        // No Content-Length: the cap must count what streams.
        response.writeHead(200, { 'content-type': 'image/jpeg' })
        response.end(big)
      } else if (pathname === '/slow.jpg') {
        // Never answers.
      } else response.writeHead(404).end()
    })
    // Every interface (IPv6 and IPv4): the loopback and the machine's private addresses reach the same server.
    await new Promise<void>((resolve) => server.listen(0, '::', resolve))
    port = (server.address() as AddressInfo).port
  })

  afterEach(() => {
    for (const name of ENV) delete process.env[name]
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await closePayload(payload)
  })

  it('imports a picture from an allowed host (the on-premises opt-in lets it be this machine)', async () => {
    setPolicy({ CRM_MEDIA_HOSTS: 'localhost', CRM_MEDIA_ALLOW_PRIVATE: '1' })
    const { report, stored, ids } = await importUrls([url('localhost', '/photo-1.jpg')])
    expect(report.warnings).toEqual([])
    expect([...stored]).toEqual(ids)
  })

  it('refuses an allowed host name that resolves to the loopback, without the opt-in', async () => {
    setPolicy({ CRM_MEDIA_HOSTS: 'localhost' })
    const { report, stored } = await importUrls([url('localhost', '/photo-2.jpg')])
    expect(stored.size).toBe(0)
    expect(report.warnings).toHaveLength(1)
  })

  it('refuses a server on a private address of this machine without the opt-in, and reaches it with it', async () => {
    // A machine without a private address still runs the loopback case above.
    const addresses = privateAddresses.length ? privateAddresses : ['127.0.0.1']
    setPolicy({ CRM_MEDIA_HOSTS: addresses.join(',') })
    const refused = await importUrls(addresses.map((address) => url(address, '/photo-private.jpg')))
    expect(refused.stored.size).toBe(0)
    expect(refused.report.warnings).toHaveLength(addresses.length)
    // The same URLs with the opt-in: the server answered all along.
    setPolicy({ CRM_MEDIA_HOSTS: addresses.join(','), CRM_MEDIA_ALLOW_PRIVATE: '1' })
    const reached = await importUrls(addresses.map((address) => url(address, '/photo-private.jpg')))
    expect(reached.report.warnings).toEqual([])
    expect(reached.stored.size).toBe(addresses.length)
  })

  it('fetches no host off the list, follows no redirect, caps size and time; the report says the same for each, a closed port too', async () => {
    setPolicy({ CRM_MEDIA_HOSTS: 'localhost', CRM_MEDIA_ALLOW_PRIVATE: '1' })
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const closedPort = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const started = Date.now()
    const { report, stored } = await importUrls([
      `http://localhost:${closedPort}/photo-closed.jpg`, // a closed port
      url('127.0.0.1', '/photo-3.jpg'), // the same server, by a name not on the list
      url('localhost', '/moved.jpg'), // a redirect to a picture that exists
      url('localhost', '/big.jpg'), // 2 MB streamed, the cap 1 MB
      url('localhost', '/slow.jpg'), // no answer within 1.5 s
      url('localhost', '/missing.jpg'), // 404
    ])
    expect(stored.size).toBe(0)
    expect(report.warnings).toHaveLength(6)
    // One reason for all of them: the report does not tell a refused host from a slow or a closed one.
    const reasons = new Set(report.warnings.map((warning) => importWarningText(warning, 'en').replace(/^picture \d+ \([^)]*\): /, '')))
    expect([...reasons]).toEqual(['could not be fetched or read; left out.'])
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  it('fetches nothing when no host is configured', async () => {
    setPolicy({ CRM_MEDIA_ALLOW_PRIVATE: '1' })
    const { stored, report } = await importUrls([url('localhost', '/photo-4.jpg')])
    expect(stored.size).toBe(0)
    expect(report.warnings).toHaveLength(1)
  })

  it('stores the warnings of an uploaded export so the admin reads them in its language', async () => {
    setPolicy({ CRM_MEDIA_HOSTS: 'localhost' })
    const staff = (await staffUser(payload, 'editor')) as { id: number; email: string }
    const { crm } = exportWith([url('localhost', '/photo-5.jpg'), url('localhost', '/moved.jpg')])
    const data = Buffer.from(JSON.stringify(crm))
    const upload = (await payload.create({
      collection: 'crm-imports',
      data: { status: 'queued' },
      file: { data, mimetype: 'application/json', name: 'export.json', size: data.length },
      user: { ...staff, collection: 'users' },
      overrideAccess: false,
      depth: 0,
    })) as CrmImport
    for (let round = 0; round < 5; round++) {
      const result = await payload.jobs.run({ queue: CRM_IMPORT_QUEUE, limit: 1 })
      if (!Object.keys(result.jobStatus ?? {}).length) break
    }
    const done = (await payload.findByID({ collection: 'crm-imports', id: upload.id, depth: 0 })) as CrmImport
    expect(done.status).toBe('done')
    const texts = (done.warnings ?? []).map((warning) => importWarningText(warning.message ?? '', 'nl'))
    expect(texts).toHaveLength(2)
    for (const text of texts) expect(text).toMatch(/: kon niet opgehaald of gelezen worden; weggelaten\.$/)
  })
})
