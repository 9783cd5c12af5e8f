import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook } from 'payload'

import { CRM_IMPORT_QUEUE, CRM_IMPORT_TASK, crmImportMaxBytes } from '../statuses'

/** A file over the limit is refused before anything is stored (the job would parse it in memory). */
export const refuseLargeFile: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const size = req.file?.size ?? 0
  if (operation === 'create' && size > crmImportMaxBytes()) {
    const mb = Math.round(crmImportMaxBytes() / (1024 * 1024))
    throw new APIError(`The export is larger than ${mb} MB (CRM_IMPORT_MAX_MB).`, 413, undefined, true)
  }
  return args
}

/**
 * A new import starts queued, recorded as its uploader's, whatever the request sent: status, progress
 * and report are written only by the job (crm/importJob.ts), which updates with overrideAccess.
 */
const JOB_FIELDS = new Set([
  'progress',
  'startedAt',
  'finishedAt',
  'report',
  'invalidCount',
  'invalidRows',
  'warnings',
  'errorCode',
  'errorMessage',
])

export const startQueued: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const upload = Object.fromEntries(Object.entries(data).filter(([name]) => !JOB_FIELDS.has(name)))
  return { ...upload, status: 'queued', uploadedBy: req.user?.collection === 'users' ? req.user.id : null }
}

/**
 * Queues the import's job in the upload's own request (and transaction, where the adapter has one): the
 * job exists exactly when the document does. The server's cron runs it (payload.config.ts jobs.autoRun).
 */
export const queueImport: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await req.payload.jobs.queue({ task: CRM_IMPORT_TASK, queue: CRM_IMPORT_QUEUE, input: { crmImport: doc.id }, req })
  return doc
}
