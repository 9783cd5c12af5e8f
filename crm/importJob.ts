import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { CRM_IMPORT_QUEUE, CRM_IMPORT_TASK, type CrmImportFailure } from '../collections/CrmImports/statuses'
import { expireTagsInProcess } from '../src/revalidation/expireInProcess'
import { IMPORT_TAGS } from '../src/revalidation/siteRefresh'
import { jobLeaseMs } from '../src/jobs/lease'
import { relationId } from '../src/lib/relation'
import { importCrmExport, type ImportReport } from './importer'
import { parseCrmExport } from './importer/exportFile'
import { crmFilesDir } from './importer/localPath'
import { progressWorthWriting, type ProgressPoint } from './importer/progress'

const COLLECTION = 'crm-imports'
/** Rows of the report kept on the document; the count says how many there were in all. */
const STORED_ROWS = 1_000
const RETRIES = 3

type Id = number | string

/** Writes to the import's document as the job: outside the job's request, so the admin sees each at once. */
async function record(payload: Payload, id: Id, data: Record<string, unknown>): Promise<void> {
  await payload.update({ collection: COLLECTION, id, data: data as never, depth: 0, overrideAccess: true })
}

/**
 * The uploaded file's bytes: through the collection's storage handlers when a storage plugin serves it
 * (S3: @payloadcms/storage-s3 streams it from the private bucket, src/storage.ts), else from the local
 * private uploads folder (the collection's staticDir).
 */
async function readUpload(req: PayloadRequest, doc: { filename?: string | null }): Promise<Buffer> {
  const filename = doc.filename
  if (!filename) throw new Error('the document has no file')
  const upload = req.payload.collections[COLLECTION].config.upload
  for (const handler of upload.handlers ?? []) {
    const response = await handler(req, { doc: doc as never, params: { collection: COLLECTION, filename } })
    if (response instanceof Response && response.ok) return Buffer.from(await response.arrayBuffer())
  }
  return readFile(path.resolve(upload.staticDir ?? '', filename))
}

/** The report as the document stores it (crm-imports fields `report`, `invalidRows`, `warnings`). */
function reportFields(report: ImportReport): Record<string, unknown> {
  return {
    report: {
      types: report.types,
      cities: report.cities,
      projects: report.projects,
      properties: report.properties,
      mediaCreated: report.mediaCreated,
      typeCounts: report.countUpdates.types,
      cityCounts: report.countUpdates.cities,
      demandAlerts: report.demandAlerts,
      listingAlerts: report.listingAlerts,
      unchanged: report.unchanged,
    },
    invalidCount: report.invalid.length,
    invalidRows: report.invalid.slice(0, STORED_ROWS).map((row) => ({
      list: row.list,
      position: row.position,
      rowId: row.id === undefined ? null : String(row.id),
      reason: row.reason,
    })),
    warnings: report.warnings.slice(0, STORED_ROWS).map((message) => ({ message })),
  }
}

/**
 * Runs one uploaded import: reads and checks the file, imports it with the importer of `npm run import`,
 * writes the progress (throttled: crm/importer/progress.ts) and the report, then expires the site's
 * cache in this process (no signed callback: the job runs in the server itself).
 *
 * A file that is not an export ends the import `failed` with the reason and completes the job: running
 * it again cannot help. Anything else (the database gone) is recorded and thrown, so Payload retries the
 * job; the importer skips every row already written (its hashes), so a retry finishes a half-done import.
 */
async function runCrmImport(req: PayloadRequest, id: Id, jobId?: Id): Promise<void> {
  const { payload } = req
  const doc = await payload.findByID({ collection: COLLECTION, id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!doc) return // deleted by staff before it ran
  const fail = (code: CrmImportFailure, message: string) =>
    record(payload, id, { status: 'failed', errorCode: code, errorMessage: message, finishedAt: new Date().toISOString() })

  await record(payload, id, {
    status: 'running',
    startedAt: new Date().toISOString(),
    finishedAt: null,
    errorCode: null,
    errorMessage: null,
    progress: { stage: 'reading', done: 0, total: 0 },
  })
  let text: string
  try {
    text = (await readUpload(req, doc)).toString('utf8')
  } catch (error) {
    return fail('file-missing', error instanceof Error ? error.message : String(error))
  }
  const parsed = parseCrmExport(text)
  if (!parsed.ok) return fail(parsed.code, parsed.detail)

  let last: ProgressPoint | null = null
  let writing: Promise<void> = Promise.resolve()
  const onProgress = (stage: string, done: number, total: number) => {
    const next = { stage, done, total, at: Date.now() }
    if (!progressWorthWriting(last, next)) return
    last = next
    // One write at a time, in order; the importer does not wait for it.
    writing = writing
      .then(() => record(payload, id, { progress: { stage, done, total } }))
      .catch((error: unknown) => payload.logger.warn({ err: error, msg: `CRM import ${id}: progress not recorded` }))
  }
  // A long import keeps its job's lease (src/jobs/lease.ts): without a write to the job the cron would
  // take it for the job of a dead worker after JOB_LEASE_MS and start it a second time beside this one.
  const heartbeat =
    jobId === undefined
      ? undefined
      : setInterval(() => {
          payload.db
            .updateOne({ collection: 'payload-jobs', id: jobId, data: { updatedAt: new Date().toISOString() }, returning: false })
            .catch((error: unknown) => payload.logger.warn({ err: error, msg: `CRM import ${id}: job lease not renewed` }))
        }, jobLeaseMs() / 5)
  heartbeat?.unref()

  try {
    const dir = crmFilesDir()
    const report = await importCrmExport(payload, parsed.crm, { baseDir: dir, confineToBaseDir: true, onProgress })
    await writing
    await record(payload, id, { ...reportFields(report), status: 'done', finishedAt: new Date().toISOString() })
    if (!report.unchanged) {
      const reached = await expireTagsInProcess(IMPORT_TAGS)
      payload.logger.info(`CRM import ${id}: done; ${reached ? 'the site’s cache expired' : 'no site in this process to refresh'}`)
    }
  } catch (error) {
    await writing
    const message = error instanceof Error ? error.message : String(error)
    await fail('crashed', message).catch(() => undefined)
    throw error
  } finally {
    clearInterval(heartbeat)
  }
}

/**
 * The `crmImport` job: one uploaded export (crm-imports). Its own queue, run by the server's cron
 * (payload.config.ts), and one at a time: Payload's concurrency key keeps a second upload queued while
 * one runs (two imports at once would race on the same rows and counts).
 */
export const crmImportTask: TaskConfig<'crmImport'> = {
  slug: CRM_IMPORT_TASK,
  label: 'Import a CRM export uploaded in the admin',
  inputSchema: [{ name: 'crmImport', type: 'relationship', relationTo: COLLECTION, required: true }],
  retries: { attempts: RETRIES, backoff: { type: 'exponential', delay: 60_000 } },
  concurrency: { key: () => CRM_IMPORT_QUEUE, exclusive: true },
  handler: async ({ input, job, req }) => {
    await runCrmImport(req, relationId<Id>(input.crmImport)!, job.id)
    return { output: {} }
  },
}
