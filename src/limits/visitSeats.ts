import type { Payload, PayloadRequest } from 'payload'

import { belgianDayRange, VISIT_SLOT_CAPACITY } from '../lib/visitSlots'

/**
 * Visit capacity (issue 13.7): each appointment a visitor books holds one of the slot's
 * VISIT_SLOT_CAPACITY seats (scope `visit`, key `<property externalId>:<yyyy-mm-dd>:<slot>`), taken
 * before the submission is stored. The seats' unique index keeps parallel bookings of one slot at
 * three on every database; counting appointments first let PostgreSQL book six to nine.
 */
const VISIT_SCOPE = 'visit'
/** Seats outlive their day by a day (time zones, a late cancellation); then the purge removes them. */
const MARGIN_MS = 24 * 60 * 60 * 1000

export const visitSeatKey = (propertyExternalId: number | string, day: string, slot: string) => `${propertyExternalId}:${day}:${slot}`

export function visitSeat(propertyExternalId: number | string, day: string, slot: string) {
  return {
    scope: VISIT_SCOPE,
    key: visitSeatKey(propertyExternalId, day, slot),
    capacity: VISIT_SLOT_CAPACITY,
    expiresAt: new Date(Date.parse(belgianDayRange(day).to) + MARGIN_MS),
  }
}

/**
 * Gives back the seat of a cancelled or deleted appointment: the one its submission holds, else any
 * seat of the slot (seats are interchangeable). Runs in the staff's request (its transaction).
 */
export async function releaseVisitSeat(payload: Payload, key: string, submissionId: number | null, req?: PayloadRequest): Promise<boolean> {
  const find = (holder?: string) =>
    payload.find({
      collection: 'claims',
      overrideAccess: true,
      depth: 0,
      limit: 1,
      req,
      sort: '-seat',
      where: { and: [{ scope: { equals: VISIT_SCOPE } }, { key: { equals: key } }, ...(holder ? [{ holder: { equals: holder } }] : [])] },
    })
  let { docs } = submissionId ? await find(`submission:${submissionId}`) : { docs: [] as Array<{ id: number }> }
  if (!docs.length) ({ docs } = await find())
  if (!docs.length) return false
  await payload.delete({ collection: 'claims', id: docs[0].id, overrideAccess: true, depth: 0, req })
  return true
}
