import type { Payload } from 'payload'

import { purgeExpiredClaims } from './claims'

const PURGE_EVERY_MS = 10 * 60 * 1000
const FIRST_PURGE_AFTER_MS = 60 * 1000
const SCHEDULED = Symbol.for('kempen.purgeExpiredClaims')

/**
 * Keeps the claims table small: every 10 minutes each server process deletes the expired seats
 * (rate-limit windows, used spam challenges, past visit days). A timer rather than a Payload jobs
 * task: the purge is one idempotent DELETE that needs no retry, no queue row and no lease, so running
 * it on every instance at once is harmless, and it stays out of the job runner (whose crash handling
 * is its own work). unref'd, so it never keeps a process alive; a failure is logged and the next tick
 * tries again. `payloadClient` is the server's Payload (src/data/payload.ts), passed in so this room
 * imports nothing above it.
 */
export function schedulePurgeOfExpiredClaims(payloadClient: () => Promise<Payload>): void {
  const holder = globalThis as typeof globalThis & { [SCHEDULED]?: true }
  if (holder[SCHEDULED]) return
  holder[SCHEDULED] = true
  const run = async () => {
    try {
      const payload = await payloadClient()
      const purged = await purgeExpiredClaims(payload)
      if (purged) payload.logger.info(`Claims: ${purged} expired seat(s) purged`)
    } catch (error) {
      console.error('Purging expired claims failed; next try in 10 minutes:', error)
    }
  }
  setTimeout(() => {
    void run()
    setInterval(() => void run(), PURGE_EVERY_MS).unref()
  }, FIRST_PURGE_AFTER_MS).unref()
}
