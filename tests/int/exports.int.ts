import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { closePayload, testPayload, unique } from './helpers/payload'
import { owner, property, propertyType, staffUser } from './fixtures'

/**
 * CSV exports of leads, visits (appointments) and search demands (Payload's import-export plugin,
 * collections/Exports/plugin.ts): a period is whole Belgian days, private fields stay out (a demand is an
 * account: its password hash, salt, reset token and sessions), cells cannot run as spreadsheet formulas,
 * and only staff export.
 */
describe('exports.int.ts: CSV exports', () => {
  let payload: Payload
  let staff: { id: number; email: string }
  const marker = unique('export')
  // Around the start and end of 10 March 2026 in Belgium (UTC+1): 9 March 23:00 UTC to 10 March 23:00 UTC.
  const times = {
    before: '2026-03-09T22:30:00.000Z',
    firstMinutes: '2026-03-09T23:30:00.000Z',
    lastMinute: '2026-03-10T22:59:00.000Z',
    after: '2026-03-10T23:00:00.000Z',
  }
  // A visit's day is stored as that date at 00:00 UTC (src/lib/belgianDay.ts).
  const visitDays = { dayBefore: '2026-03-09T00:00:00.000Z', sameDay: '2026-03-10T00:00:00.000Z', dayAfter: '2026-03-11T00:00:00.000Z' }
  /** What the database holds of each demand's account: none of it may reach a CSV. */
  const secrets: string[] = []

  beforeAll(async () => {
    payload = await testPayload()
    staff = (await staffUser(payload, 'editor')) as { id: number; email: string }
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

  beforeAll(async () => {
    const type = await propertyType(payload)
    const listing = await property(payload, type.id)
    for (const [name, date] of Object.entries(visitDays)) {
      await payload.create({
        collection: 'appointments',
        overrideAccess: true,
        depth: 0,
        data: {
          property: listing.id,
          date,
          slot: '10-13',
          status: 'requested',
          firstName: '@SUM(1+1)',
          lastName: `${marker} ${name}`,
          email: `${name.toLowerCase()}@${marker}.example.be`,
          remark: '+32 475 12 34 56',
        },
      })
    }
    const city = await payload.create({ collection: 'cities', data: { name: unique('Zone'), zip: '3920' } })
    for (const [name, createdAt] of Object.entries(times)) {
      const { id, email } = await payload.create({
        collection: 'demands',
        overrideAccess: true,
        depth: 0,
        data: {
          email: `${name.toLowerCase()}@${marker}.example.be`,
          password: 'Zoeker-Pass-123',
          firstName: '=HYPERLINK("http://evil.example")',
          lastName: `${marker} ${name}`,
          criteria: { goal: 'sale', types: [type.id], cities: [city.id] },
          createdAt,
        } as never,
      })
      // A session and a pending password reset, as a demander who logged in and then forgot the password has.
      await payload.login({ collection: 'demands', data: { email, password: 'Zoeker-Pass-123' } })
      await payload.forgotPassword({ collection: 'demands', data: { email }, disableEmail: true })
      const stored = (await payload.db.findOne({ collection: 'demands', where: { id: { equals: id } } })) as Record<string, unknown>
      const account = [stored.hash, stored.salt, stored.resetPasswordToken]
      expect(account.every((value) => typeof value === 'string' && value.length > 8)).toBe(true)
      secrets.push(...(account as string[]))
      // A search saved from a list page waiting for its confirmation (issue 37.5): its link's token hash.
      const tokenHash = `tokenhash-${marker}-${name}`
      await payload.update({
        collection: 'demands',
        id,
        overrideAccess: true,
        data: { optIn: { status: 'pending', confirmTokenHash: tokenHash, confirmExpiresAt: '2026-12-01T00:00:00.000Z' } },
      })
      secrets.push(tokenHash)
    }
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  const exportCsv = async (user: Record<string, unknown>, from?: string, to?: string, collectionSlug = 'submissions') => {
    const where = collectionSlug === 'submissions' ? { name: { like: marker } } : { lastName: { like: marker } }
    const doc = await payload.create({
      collection: 'exports',
      overrideAccess: false,
      user,
      data: { name: marker, collectionSlug, format: 'csv', from, to, where } as never,
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
    expect(header).toContain('E-mail')
    expect(header).not.toMatch(/ipHash|idempotencyKey|notes|replies|\banswer\b/i)
    expect(csv).not.toContain(`hash-${marker}`)
    expect(csv).not.toContain(`note-${marker}`)
    expect(csv).toContain(`'=HYPERLINK`)
  })

  it('exports every lead of a period of more than 100, with words for codes, names for ids and Belgian time', async () => {
    // 130 leads on 14 and 15 July 2026 (summer time, UTC+2), one the evening before and one the night after.
    const summer = unique('summer')
    const type = await propertyType(payload)
    const listing = await property(payload, type.id)
    const advisor = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { name: `Adviseur ${summer}`, email: `${summer}@kempenvastgoed.example`, password: 'Staff-Pass-123', roles: ['editor'] },
    })
    const lead = (index: number, createdAt: string) =>
      payload.create({
        collection: 'submissions',
        overrideAccess: true,
        depth: 0,
        data: {
          type: 'property-info',
          status: index % 2 ? 'in-progress' : 'new',
          name: `${summer} ${index}`,
          email: `lead${index}@${summer}.example.be`,
          phone: '+32 475 00 00 00',
          message: `Bericht ${index} van ${summer}`,
          property: listing.id,
          assignedTo: advisor.id,
          createdAt,
        } as never,
      })
    // The first at 00:00 Belgian time on 14 July (22:00 UTC the day before), the last at 23:59 on the 15th.
    const inside = Array.from({ length: 130 }, (_, index) =>
      new Date(Date.parse('2026-07-13T22:00:00.000Z') + index * Math.floor((48 * 60 * 60 * 1000 - 60_000) / 129)).toISOString(),
    )
    for (const [index, createdAt] of inside.entries()) await lead(index, createdAt)
    await lead(1000, '2026-07-13T21:59:00.000Z')
    await lead(1001, '2026-07-15T22:00:00.000Z')

    const doc = await payload.create({
      collection: 'exports',
      overrideAccess: false,
      user: { ...staff, collection: 'users' },
      // A limit and page as the plugin's form sent them (its default: the list's page size): ignored.
      data: {
        name: summer,
        collectionSlug: 'submissions',
        format: 'csv',
        from: '2026-07-14T10:00:00.000Z',
        to: '2026-07-15T10:00:00.000Z',
        where: { name: { like: summer } },
        limit: 10,
        page: 1,
      } as never,
    })
    const staticDir = payload.collections.exports.config.upload.staticDir as string
    const csv = (await readFile(path.resolve(staticDir, doc.filename as string), 'utf8')).replace(/^\uFEFF/, '')
    const lines = csv.trim().split(/\r?\n/)
    expect(lines).toHaveLength(131)
    expect(lines[0]).toBe('Received,Type,Status,Name,E-mail,Phone,Subject,Message,Property,Project,Advisor,Language,Source')
    for (let index = 0; index < 130; index++) expect(csv).toContain(`,${summer} ${index},lead${index}@${summer}.example.be,`)
    expect(csv).not.toContain(`${summer} 1000`)
    expect(csv).not.toContain(`${summer} 1001`)
    const first = lines.find((line) => line.includes(`,${summer} 0,`)) as string
    // 22:00 UTC on 13 July is midnight in Belgium on the 14th.
    expect(first).toBe(
      `14-07-2026 00:00,More information about a property,New,${summer} 0,lead0@${summer}.example.be,'+32 475 00 00 00,,Bericht 0 van ${summer},${listing.title},,Adviseur ${summer},,`,
    )
    expect(lines.find((line) => line.includes(`,${summer} 129,`))).toMatch(
      /^15-07-2026 23:5\d,More information about a property,In progress,/,
    )
    expect(csv).not.toMatch(/property-info|in-progress/)
  })

  it('exports every day without a period', async () => {
    const csv = await exportCsv({ ...staff, collection: 'users' })
    for (const name of ['before', 'firstMinutes', 'lastMinute', 'after']) expect(csv).toContain(`${marker} ${name}`)
  })

  it('exports the visits of whole Belgian days, with formula cells made inert', async () => {
    const csv = await exportCsv({ ...staff, collection: 'users' }, '2026-03-10T11:00:00.000Z', '2026-03-10T11:00:00.000Z', 'appointments')
    expect(csv).toContain(`${marker} sameDay`)
    expect(csv).not.toContain(`${marker} dayBefore`)
    expect(csv).not.toContain(`${marker} dayAfter`)
    expect(csv.split(/\r?\n/)[0]).toMatch(/\bdate\b/)
    expect(csv).toContain(`'@SUM(1+1)`)
    expect(csv).toContain(`'+32 475 12 34 56`)
    expect(csv).not.toMatch(/(^|,)"?[=+@]/m)
    // Two days: both ends included.
    const twoDays = await exportCsv(
      { ...staff, collection: 'users' },
      '2026-03-10T11:00:00.000Z',
      '2026-03-11T11:00:00.000Z',
      'appointments',
    )
    expect(twoDays).toContain(`${marker} dayAfter`)
    expect(twoDays).not.toContain(`${marker} dayBefore`)
  })

  it('exports the demands registered on whole Belgian days, without their account secrets, with formula cells made inert', async () => {
    const csv = await exportCsv({ ...staff, collection: 'users' }, '2026-03-10T11:00:00.000Z', '2026-03-10T11:00:00.000Z', 'demands')
    expect(csv).toContain(`${marker} firstMinutes`)
    expect(csv).toContain(`${marker} lastMinute`)
    expect(csv).not.toContain(`${marker} before`)
    expect(csv).not.toContain(`${marker} after`)

    const header = csv.split(/\r?\n/)[0]
    expect(header).toMatch(/\bemail\b/)
    expect(header).not.toMatch(/hash|salt|token|sessions|password|loginAttempts|lockUntil/i)
    for (const secret of secrets) expect(csv).not.toContain(secret)
    expect(csv).toContain(`'=HYPERLINK`)
    expect(csv).not.toMatch(/(^|,)"?[=+@]/m)

    // A day without demands: the header comes from the collection's fields, and names no login field either.
    const empty = await exportCsv({ ...staff, collection: 'users' }, '2026-01-05T11:00:00.000Z', '2026-01-05T11:00:00.000Z', 'demands')
    expect(empty.trim().split(/\r?\n/)).toHaveLength(1)
    expect(empty).toMatch(/\bemail\b/)
    expect(empty).not.toMatch(/hash|salt|token|sessions|password|loginAttempts|lockUntil/i)
  })

  it('is for staff only', async () => {
    const someOwner = await owner(payload)
    for (const slug of ['submissions', 'appointments', 'demands']) {
      await expect(exportCsv({ ...someOwner, collection: 'owners' }, undefined, undefined, slug)).rejects.toMatchObject({ status: 403 })
    }
  })
})
