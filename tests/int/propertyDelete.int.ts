import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import * as make from './fixtures'
import { closePayload, testPayload } from './helpers/payload'

/**
 * Deleting a property (staff in the admin, or the REST API): its statistics go with it; a property with
 * visit appointments (leads) is refused with a clear 409 and stays, with its appointments.
 */
describe('propertyDelete.int.ts: deleting a property', () => {
  let payload: Payload
  let typeId: number

  beforeAll(async () => {
    payload = await testPayload()
    typeId = (await make.propertyType(payload)).id
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  it('removes its daily statistics with it', async () => {
    const property = (await make.property(payload, typeId)).id
    await payload.create({ collection: 'property-stats', data: { property, date: '2026-11-01T00:00:00.000Z', pageViews: 3 } })
    await payload.delete({ collection: 'properties', id: property })
    expect((await payload.count({ collection: 'property-stats', where: { property: { equals: property } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'properties', where: { id: { equals: property } } })).totalDocs).toBe(0)
  })

  it('refuses while visit appointments point at it, and keeps them', async () => {
    const property = (await make.property(payload, typeId)).id
    await payload.create({
      collection: 'appointments',
      data: {
        property,
        date: '2026-12-01T00:00:00.000Z',
        slot: '10-13',
        status: 'confirmed',
        lastName: 'Visitor',
        email: 'visitor@example.be',
      },
    })
    await expect(payload.delete({ collection: 'properties', id: property })).rejects.toMatchObject({ status: 409 })
    expect((await payload.count({ collection: 'properties', where: { id: { equals: property } } })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'appointments', where: { property: { equals: property } } })).totalDocs).toBe(1)
  })
})
