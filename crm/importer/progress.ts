/** One progress report of the importer (ImportOptions.onProgress) and when it was made. */
export interface ProgressPoint {
  stage: string
  done: number
  total: number
  /** Milliseconds (Date.now()). */
  at: number
}

/** How often an import in the admin writes its progress to its document (crm/importJob.ts). */
const PROGRESS_EVERY_MS = 1_000
const PROGRESS_EVERY_FRACTION = 0.05

/**
 * Whether a progress report is worth a database write. The importer reports every row; writing each
 * would double the import's writes, so the admin's bar moves when a stage starts or ends, after a
 * second, or after 5 % more of the stage: at most about 20 writes per stage plus one a second.
 */
export function progressWorthWriting(last: ProgressPoint | null, next: ProgressPoint): boolean {
  if (!last || last.stage !== next.stage) return true
  if (next.done === last.done) return false
  if (next.done >= next.total) return true
  if (next.at - last.at >= PROGRESS_EVERY_MS) return true
  return next.total > 0 && (next.done - last.done) / next.total >= PROGRESS_EVERY_FRACTION
}
