import type { CrmExport } from '../crm-format'

/** The top-level lists of a CRM export (spec section 7). */
const CRM_EXPORT_LISTS = ['webIDs', 'citys', 'citysSale', 'citysRent', 'neighbourhoods', 'projects', 'properties'] as const

/** Why a file cannot be imported at all, as a code the admin shows in its language and a detail. */
export type ExportFileProblem = { code: 'not-json' | 'not-an-export'; detail: string }

export type ParsedExport = { ok: true; crm: CrmExport } | ({ ok: false } & ExportFileProblem)

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value)

/**
 * Reads an uploaded file as a CRM export, or says why it is none. Rows are checked one by one later by
 * the importer (each bad row is reported, the others imported); here only what would make the whole
 * import meaningless or crash it: text that is not JSON, JSON that is not an object, a list that is
 * not a list, or an object without any of the export's lists (another JSON file uploaded by mistake).
 */
export function parseCrmExport(text: string): ParsedExport {
  let value: unknown
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
  } catch (error) {
    return { ok: false, code: 'not-json', detail: error instanceof Error ? error.message : String(error) }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, code: 'not-an-export', detail: `The file holds ${kindOf(value)}, not an object with the export's lists.` }
  const record = value as Record<string, unknown>
  const present = CRM_EXPORT_LISTS.filter((list) => record[list] !== undefined && record[list] !== null)
  if (!present.length)
    return { ok: false, code: 'not-an-export', detail: `None of the export's lists (${CRM_EXPORT_LISTS.join(', ')}) is in the file.` }
  const notLists = present.filter((list) => !Array.isArray(record[list]))
  if (notLists.length)
    return {
      ok: false,
      code: 'not-an-export',
      detail: notLists.map((list) => `${list} is ${kindOf(record[list])}, not a list`).join('; ') + '.',
    }
  return { ok: true, crm: record as unknown as CrmExport }
}
