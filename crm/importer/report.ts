export interface InvalidRow {
  list: string
  /** 1-based position of the row in its list. */
  position: number
  id?: number | string
  reason: string
}

export interface Tally {
  created: number
  updated: number
  unchanged: number
}

export interface ImportReport {
  types: Tally
  cities: Tally
  projects: Tally
  properties: Tally
  mediaCreated: number
  countUpdates: { types: number; cities: number }
  /** Alert e-mails queued for demands matching listings that came on offer or changed price. */
  demandAlerts: number
  /** Alerts to visitors following one listing (price drop, under option, sold). */
  listingAlerts: number
  invalid: InvalidRow[]
  /** Files left out, as `importWarning` writes them (collections/CrmImports/statuses.ts): `importWarningText` reads them. */
  warnings: string[]
  /** True when the import wrote nothing: the database already held this export. */
  unchanged: boolean
}

const tally = (): Tally => ({ created: 0, updated: 0, unchanged: 0 })

export function emptyReport(): ImportReport {
  return {
    types: tally(),
    cities: tally(),
    projects: tally(),
    properties: tally(),
    mediaCreated: 0,
    countUpdates: { types: 0, cities: 0 },
    demandAlerts: 0,
    listingAlerts: 0,
    invalid: [],
    warnings: [],
    unchanged: false,
  }
}

/** The report as it is handed back: invalid rows in export order with numeric ids as numbers, and whether anything was written. */
export function finishReport(report: ImportReport): ImportReport {
  const { invalid } = report
  for (const row of invalid) if (typeof row.id === 'string' && /^\d+$/.test(row.id)) row.id = Number(row.id)
  invalid.sort((a, b) => a.list.localeCompare(b.list) || a.position - b.position)
  const wrote = [report.types, report.cities, report.projects, report.properties].some((t) => t.created + t.updated > 0)
  report.unchanged = !wrote && report.mediaCreated === 0 && report.countUpdates.types + report.countUpdates.cities === 0
  return report
}
