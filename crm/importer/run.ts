import type { Payload } from 'payload'

import type { CrmExport, CrmProject, CrmProperty, CrmPropertyType } from '../crm-format'
import type { LocalFiles } from './media'
import type { ImportReport } from './report'
import type { Placed } from './rows'

/** What every stage of one import shares: the database, the export and its valid rows, the report it fills, and how it tells its progress. */
export interface ImportRun {
  payload: Payload
  crm: CrmExport
  /** The rows that passed their checks (validated first, so references resolve against valid rows only). */
  rows: {
    types: Array<Placed<CrmPropertyType>>
    projects: Array<Placed<CrmProject>>
    properties: Array<Placed<CrmProperty>>
  }
  report: ImportReport
  progress: (stage: string, done: number, total: number) => void
  files: LocalFiles
  demandAlerts: boolean
}

/** The reason a row could not be written, as the report states it. */
export const failureOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
