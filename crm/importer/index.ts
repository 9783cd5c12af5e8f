import type { Payload } from 'payload'

import type { CrmExport, CrmProject, CrmProperty, CrmPropertyType } from '../crm-format'
import { recomputeCounts } from './counts'
import { emptyReport, finishReport, type ImportReport } from './report'
import { validRows } from './rows'
import type { ImportRun } from './run'
import { importCities } from './stages/cities'
import { importFiles } from './stages/media'
import { importProjects } from './stages/projects'
import { importProperties } from './stages/properties'
import { readReferences } from './stages/references'
import { markSoldOutProjects } from './stages/soldOut'
import { importTypes } from './stages/types'
import { projectRow, propertyRow, typeRow } from './validate'

export type { ImportReport, InvalidRow, Tally } from './report'

export interface ImportOptions {
  /**
   * Folder that relative picture and document paths start from (the export file's for the command line,
   * CRM_FILES_DIR for an upload in the admin); null: the import has none, and each such file is a warning.
   */
  baseDir: string | null
  /** Refuse relative paths that lead out of `baseDir` (an upload in the admin: crm/importJob.ts). */
  confineToBaseDir?: boolean
  onProgress?: (stage: string, done: number, total: number) => void
  /**
   * Alert the demanders a new or changed listing matches, as a staff save does (on by default: the CRM
   * export is how listings reach the site). The demo seed turns it off.
   */
  demandAlerts?: boolean
}

/** Imports a CRM export (spec section 7): upsert by external ID, idempotent, invalid rows reported, counts recomputed. */
export async function importCrmExport(payload: Payload, crm: CrmExport, options: ImportOptions): Promise<ImportReport> {
  const report = emptyReport()
  const { invalid } = report
  // Validate everything first so references resolve against valid rows only.
  const run: ImportRun = {
    payload,
    crm,
    rows: {
      types: validRows<CrmPropertyType>('webIDs', crm.webIDs, typeRow, (r) => r.WebID, invalid),
      projects: validRows<CrmProject>('projects', crm.projects, projectRow, (r) => r.ID, invalid),
      properties: validRows<CrmProperty>('properties', crm.properties, propertyRow, (r) => r.ID, invalid),
    },
    report,
    progress: options.onProgress ?? (() => {}),
    files: { dir: options.baseDir, confined: options.confineToBaseDir ?? false },
    demandAlerts: options.demandAlerts !== false,
  }

  const typeIdByWebId = await importTypes(run)
  await importCities(run)
  const media = await importFiles(run)
  const refs = await readReferences(run, typeIdByWebId, media)
  await importProjects(run, refs)
  await importProperties(run, refs)
  await markSoldOutProjects(payload, refs.projectIdByExternalId)
  await recountStage(run)
  return finishReport(report)
}

/** Stage 8: counts per language, from what the database now holds. */
async function recountStage({ payload, report, progress }: ImportRun): Promise<void> {
  progress('counts', 0, 1)
  report.countUpdates = await recomputeCounts(payload)
  progress('counts', 1, 1)
}
