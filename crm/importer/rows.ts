import { DEFAULT_LOCALE } from '../../src/i18n/locales'
import type { InvalidRow } from './report'
import { reasonOf, translationRow } from './validate'

export type WithLanguage = { language: string }
/** A row of the export and its 1-based position in its list. */
export type Placed<T> = { row: T; position: number }

/** Rows of one entity in several languages, grouped by their key; the default language's row leads. */
export function groupByKey<T extends WithLanguage>(rows: Array<Placed<T>>, keyOf: (row: T) => string) {
  const groups = new Map<string, Array<Placed<T>>>()
  for (const entry of rows) {
    const key = keyOf(entry.row)
    groups.set(key, [...(groups.get(key) ?? []), entry])
  }
  return groups
}

/**
 * Splits rows into valid ones and reported ones. The default-language row of an entity must pass the
 * full check; rows in other languages only need their id and language.
 */
export function validRows<T extends WithLanguage>(
  list: string,
  rows: T[] | undefined,
  check: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  idOf: (row: T) => number | string | undefined,
  invalid: InvalidRow[],
): Array<Placed<T>> {
  const valid: Array<Placed<T>> = []
  ;(rows ?? []).forEach((row, index) => {
    const isBase = !row || row.language === DEFAULT_LOCALE || row.language === undefined
    const result = (isBase ? check : translationRow).safeParse(row)
    if (result.success) valid.push({ row, position: index + 1 })
    else invalid.push({ list, position: index + 1, id: row ? idOf(row) : undefined, reason: reasonOf(result.error as never) })
  })
  return valid
}

export function splitLanguages<T extends WithLanguage>(
  list: string,
  group: Array<Placed<T>>,
  invalid: InvalidRow[],
  id: number | string,
): { base: T; others: T[] } | undefined {
  const base = group.find((entry) => entry.row.language === DEFAULT_LOCALE)
  if (!base) {
    invalid.push({ list, position: group[0].position, id, reason: `No entry in the default language (${DEFAULT_LOCALE})` })
    return undefined
  }
  return { base: base.row, others: group.filter((entry) => entry !== base && entry.row.language !== DEFAULT_LOCALE).map((e) => e.row) }
}
