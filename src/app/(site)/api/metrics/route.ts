import { payloadClient } from '@/data/payload'
import { listingIndexReadAt } from '@/data/listingIndex'
import { EMAIL_QUEUE } from '@/email/queue'
import { SCHEDULED_PUBLISH_QUEUE } from '@/jobs/scheduledPublish'
import { apiError } from '@/lib/apiError'
import { withDeadline } from '@/lib/deadline'
import { CHECK_TIMEOUT_MS } from '@/ops/health'
import { metricsAccess, metricsText, type DatabaseReadings } from '@/ops/metrics'

import { CRM_IMPORT_QUEUE } from '../../../../../collections/CrmImports/statuses'

export const dynamic = 'force-dynamic'

const QUEUES = [EMAIL_QUEUE, SCHEDULED_PUBLISH_QUEUE, CRM_IMPORT_QUEUE]

/** The readings only the database knows; system reads of counts only: nothing of a row leaves the server. */
async function databaseReadings(): Promise<DatabaseReadings> {
  const payload = await payloadClient()
  const waiting = (queue: string) =>
    payload.count({
      collection: 'payload-jobs',
      overrideAccess: true,
      where: { and: [{ queue: { equals: queue } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    })
  const [depths, failing] = await Promise.all([
    Promise.all(QUEUES.map(async (queue) => [queue, (await waiting(queue)).totalDocs] as const)),
    payload.count({ collection: 'emails', overrideAccess: true, where: { status: { in: ['retrying', 'failed'] } } }),
  ])
  return { queueDepths: Object.fromEntries(depths), failingEmails: failing.totalDocs }
}

/**
 * Prometheus's scrape (src/ops/metrics.ts): 404 unless METRICS_TOKEN is set, 401 without it. Without the
 * database it still answers, with kv_database_up 0: the process and request figures matter most then.
 */
export async function GET(request: Request): Promise<Response> {
  const access = metricsAccess(request.headers)
  if (access === 'off') return apiError('Not Found', 404)
  if (access === 'refused') return apiError('Unauthorized: send Authorization: Bearer <METRICS_TOKEN>', 401)
  const database = await withDeadline(databaseReadings(), CHECK_TIMEOUT_MS).catch(() => null)
  const readAt = listingIndexReadAt()
  const { contentType, body } = await metricsText({
    database,
    listingIndexAgeSeconds: readAt === null ? null : Math.round((Date.now() - readAt) / 1000),
  })
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } })
}
