/**
 * Visitor text ends up in CSV exports that staff open in a spreadsheet: a cell starting with = + - @ (or a
 * tab or carriage return) would run as a formula there ("CSV injection"), so it gets an apostrophe first,
 * which spreadsheets show as plain text. Quoting is the CSV writer's job.
 */
export function csvSafe(value: unknown): unknown {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** Every cell of a batch of flat CSV rows made safe. */
export function csvSafeRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([column, value]) => [column, csvSafe(value)])))
}
