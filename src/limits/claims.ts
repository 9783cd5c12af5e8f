import type { Payload, PayloadRequest, Where } from 'payload'

/**
 * Take one of `capacity` seats under (scope, key), or learn that all are taken. Each seat is a row
 * and the unique index on (scope, key, seat) decides every race: of two requests inserting the same
 * seat exactly one succeeds, the other tries the next seat. Counting first and inserting after (what
 * the rate limit and the visit capacity did before) lets parallel requests all pass on PostgreSQL.
 *
 * A seat whose `expiresAt` has passed is free again: it is deleted when someone needs it, and
 * `purgeExpiredClaims` removes the rest.
 *
 * Runs outside any transaction on purpose: on PostgreSQL a failed insert aborts the transaction it
 * is in, so a caller that needs a seat and a transaction claims first and releases on failure.
 */
export interface ClaimRequest {
  scope: string
  key: string
  capacity: number
  expiresAt: Date
  holder?: string
  now?: Date
}

export interface Seat {
  id: number | string
  seat: number
}

export async function claimSeat(
  payload: Payload,
  { scope, key, capacity, expiresAt, holder, now = new Date() }: ClaimRequest,
): Promise<Seat | null> {
  if (!(capacity >= 1)) return null
  const taken = await seatsOf(payload, scope, key)
  const live = new Set(taken.filter((row) => new Date(row.expiresAt) > now).map((row) => row.seat))
  const expired = taken.filter((row) => new Date(row.expiresAt) <= now)
  if (expired.length) await deleteExpired(payload, { scope: { equals: scope }, key: { equals: key } }, now)

  for (let seat = 1; seat <= capacity; seat++) {
    if (live.has(seat)) continue
    try {
      const row = await payload.create({
        collection: 'claims',
        overrideAccess: true,
        depth: 0,
        data: { scope, key, seat, expiresAt: expiresAt.toISOString(), holder },
      })
      return { id: row.id, seat }
    } catch (error) {
      // Someone else took this seat between our read and our insert: that is the race the index
      // decides. Any other failure (the database is down…) must not read as "full".
      if (!(await seatTaken(payload, scope, key, seat))) throw error
    }
  }
  return null
}

/** Give a seat back (the submission it was for could not be stored). */
export async function releaseSeat(payload: Payload, claim: Seat, req?: PayloadRequest): Promise<void> {
  await payload.delete({ collection: 'claims', id: claim.id, overrideAccess: true, req })
}

/** How many seats under (scope, key) are taken now. */
export async function seatsTaken(payload: Payload, scope: string, key: string, now = new Date()): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'claims',
    overrideAccess: true,
    where: { and: [{ scope: { equals: scope } }, { key: { equals: key } }, { expiresAt: { greater_than: now.toISOString() } }] },
  })
  return totalDocs
}

/** Remove every expired seat; the server runs it periodically. Returns how many went. */
export async function purgeExpiredClaims(payload: Payload, now = new Date()): Promise<number> {
  return deleteExpired(payload, {}, now)
}

async function seatsOf(payload: Payload, scope: string, key: string) {
  const { docs } = await payload.find({
    collection: 'claims',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { seat: true, expiresAt: true },
    where: { and: [{ scope: { equals: scope } }, { key: { equals: key } }] },
  })
  return docs
}

async function seatTaken(payload: Payload, scope: string, key: string, seat: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'claims',
    overrideAccess: true,
    where: { and: [{ scope: { equals: scope } }, { key: { equals: key } }, { seat: { equals: seat } }] },
  })
  return totalDocs > 0
}

async function deleteExpired(payload: Payload, where: Where, now: Date): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'claims',
    overrideAccess: true,
    depth: 0,
    select: { seat: true },
    where: { and: [where, { expiresAt: { less_than_equal: now.toISOString() } }] },
  })
  return docs.length
}
