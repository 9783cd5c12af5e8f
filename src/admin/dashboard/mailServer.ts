import type { Payload, TypedUser, Where } from 'payload'

import { mailServerState, type MailServerState, type OutboxAttempt } from '../../email/mailServerState'
import type { PanelQuery } from './panel'

/** The e-mails the warning counts and links to: still to go out, by themselves once the server answers. */
export const WAITING_EMAILS: PanelQuery = { collection: 'emails', where: { status: { in: ['queued', 'retrying'] } } }

/**
 * Enough failed rows to date an outage; a longer one still shows, dated by the oldest of these (the
 * latest failure is read apart, so the decision never depends on the cut).
 */
const FAILURES_READ = 200

const FIELDS = { status: true, errorCode: true, lastError: true, createdAt: true, updatedAt: true, sentAt: true } as const

/**
 * The mail server's state as the outbox shows it (src/email/mailServerState.ts decides), read with the
 * staff member's own access, as the list the warning links to would show it.
 */
export async function readMailServerState(payload: Payload, user: TypedUser | null | undefined): Promise<MailServerState> {
  const read = { collection: 'emails' as const, user, overrideAccess: false, depth: 0, select: FIELDS }
  const { docs: sent } = await payload.find({ ...read, where: { status: { equals: 'sent' } }, sort: '-sentAt', limit: 1 })
  const lastSent = (sent[0] as OutboxAttempt | undefined) ?? null
  const failing: Where = {
    and: [{ status: { in: ['retrying', 'failed'] } }, ...(lastSent?.sentAt ? [{ updatedAt: { greater_than: lastSent.sentAt } }] : [])],
  }
  const [oldest, latest, waiting] = await Promise.all([
    payload.find({ ...read, where: failing, sort: 'createdAt', limit: FAILURES_READ }),
    payload.find({ ...read, where: failing, sort: '-updatedAt', limit: 1 }),
    payload.count({ collection: 'emails', where: WAITING_EMAILS.where, user, overrideAccess: false }),
  ])
  return mailServerState({
    lastSent,
    failures: [...(oldest.docs as OutboxAttempt[]), ...(latest.docs as OutboxAttempt[])],
    waiting: waiting.totalDocs,
  })
}
