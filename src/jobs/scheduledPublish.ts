import type { Payload } from 'payload'

import { releaseStaleJobs } from './lease'

/**
 * Scheduled publish and unpublish (issue 15.1): Payload 3.90 queues a `schedulePublish` job on its
 * `default` queue (no queue name is given) with `waitUntil` the chosen time. The server's cron runs
 * that queue (payload.config.ts `jobs.autoRun`); the job publishes or unpublishes as the staff member
 * who scheduled it, and the collection's hooks expire the site's cache as for a click on Publish.
 */
export const SCHEDULED_PUBLISH_QUEUE = 'default'

/** Runs the scheduled publications that are due, as the server's cron does (tests and scripts). */
export async function runScheduledPublications(payload: Payload): Promise<void> {
  await releaseStaleJobs(payload)
  await payload.jobs.run({ queue: SCHEDULED_PUBLISH_QUEUE, limit: 20 })
}
