import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { closePayload, testPayload, unique } from './helpers/payload'
import { owner, staffUser } from './fixtures'

/**
 * CSV exports of leads (Payload's import-export plugin, src/admin/exports/plugin.ts): a period is whole
 * Belgian days, private fields stay out, cells cannot run as spreadsheet formulas, and only staff export.
 */
describe('CSV exports', () => {
  let payload: Payload
  let staff: { id: number; email: string }
  const marker = unique('export')

  beforeAll(async () => {
    payload = await testPayload()
    staff = (await staffUser(payload, 'editor')) as { id: number; email: string }
    // Around the start and end of 10 March 2026 in Belgium (UTC+1): 9 March 23:00 UTC to 10 March 23:00 UTC.
    const times = {
      before: '2026-03-09T22:30:00.000Z',
      firstMinutes: '2026-03-09T23:30:00.000Z',
      lastMinute: '2026-03-10T22:59:00.000Z',
      after: '2026-03-10T23:00:00.000Z',
    }
    for (const [name, createdAt] of Object.entries(times)) {
      await payload.create({
        collection: 'submissions',
        overrideAccess: true,
        depth: 0,
        data: {
          type: 'site-contact',
          status: 'new',
          name: `${marker} ${name}`,
          email: `${name.toLowerCase()}@${marker}.example.be`,
          message: '=HYPERLINK("http://evil.example")',
          ipHash: `hash-${marker}`,
          notes: [{ text: `note-${marker}` }],
          createdAt,
        } as never,
      })
    }
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  const exportCsv = async (user: Record<string, unknown>, from?: string, to?: string) => {
    const doc = await payload.create({
      collection: 'exports',
      overrideAccess: false,
      user,
      data: { name: marker, collectionSlug: 'submissions', format: 'csv', from, to, where: { name: { like: marker } } } as never,
    })
    const staticDir = payload.collections.exports.config.upload.staticDir as string
    return readFile(path.resolve(staticDir, doc.filename as string), 'utf8')
  }

  it('exports whole Belgian days, without private fields, with formula cells made inert', async () => {
    // The admin's day picker sends a moment of the chosen day.
    const csv = await exportCsv({ ...staff, collection: 'users' }, '2026-03-10T11:00:00.000Z', '2026-03-10T11:00:00.000Z')
    expect(csv).toContain(`${marker} firstMinutes`)
    expect(csv).toContain(`${marker} lastMinute`)
    expect(csv).not.toContain(`${marker} before`)
    expect(csv).not.toContain(`${marker} after`)

    const header = csv.split(/\r?\n/)[0]
    expect(header).toMatch(/\bemail\b/)
    expect(header).not.toMatch(/ipHash|idempotencyKey|notes|replies|\banswer\b/)
    expect(csv).not.toContain(`hash-${marker}`)
    expect(csv).not.toContain(`note-${marker}`)
    expect(csv).toContain(`'=HYPERLINK`)
  })

  it('exports every day without a period', async () => {
    const csv = await exportCsv({ ...staff, collection: 'users' })
    for (const name of ['before', 'firstMinutes', 'lastMinute', 'after']) expect(csv).toContain(`${marker} ${name}`)
  })

  it('is for staff only', async () => {
    const someOwner = await owner(payload)
    await expect(exportCsv({ ...someOwner, collection: 'owners' })).rejects.toMatchObject({ status: 403 })
  })
})
