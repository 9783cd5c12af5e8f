import type { Payload } from 'payload'

/**
 * Payload 3.90 marks a job `processing: true` when a worker claims it and clears the flag only when
 * that worker records the outcome. A worker killed in between (kill -9, OOM, a crashed container)
 * leaves its jobs `processing` for ever: the runner only picks jobs with `processing: false`, and
 * Payload has no lease, heartbeat or expiry for them (payloadcms/payload#17645). So before every
 * queue run we hand such jobs back: a job still `processing` whose row was last written longer ago
 * than the lease is taken to belong to a dead worker and becomes runnable again.
 *
 * The lease (JOB_LEASE_MS, default 5 minutes) must be longer than any run of a job: a send is bounded
 * by the SMTP timeouts in src/email/adapter.ts (well under a minute). Should a slow worker still be
 * alive, the job runs twice, which the outbox's own claim makes harmless (src/email/sendEmailTask.ts).
 */
export const DEFAULT_JOB_LEASE_MS = 5 * 60_000

export function jobLeaseMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.JOB_LEASE_MS)
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_JOB_LEASE_MS
}

/** The moment before which a `processing` job's last write means its worker is gone. */
export function leaseCutoff(now: Date, leaseMs: number): Date {
  return new Date(now.getTime() - leaseMs)
}

/** Makes jobs of dead workers runnable again; returns how many. Safe to run from several servers at once. */
export async function releaseStaleJobs(
  payload: Payload,
  { now = new Date(), leaseMs = jobLeaseMs() }: { now?: Date; leaseMs?: number } = {},
): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    overrideAccess: true,
    depth: 0,
    where: {
      and: [
        { processing: { equals: true } },
        { completedAt: { exists: false } },
        { updatedAt: { less_than: leaseCutoff(now, leaseMs).toISOString() } },
      ],
    },
    data: { processing: false },
  })
  if (docs.length) payload.logger.warn(`Jobs: ${docs.length} job(s) left processing by a stopped worker are runnable again`)
  return docs.length
}
