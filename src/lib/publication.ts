import { todayInBelgium } from './belgianDay'

/**
 * Rules of drafts and publication (issue 15.1), pure so they are unit-tested; the collections' hooks
 * and validations call them.
 */

/**
 * Whether a save writes the published row of a document. Payload 3.90 writes a draft save (`draft: true`
 * without `_status: 'published'`: autosave, "Save draft") only as a new version and leaves the
 * document's own row, which public reads see, untouched; any other save (publish, unpublish, a
 * script's write) replaces that row. Only the latter can change what the site shows.
 */
export function writesPublishedRow(args: { draft?: boolean | null; status?: unknown }): boolean {
  return !args.draft || args.status === 'published'
}

/**
 * An article's publish date lies after today in Belgium: publishing it now would show it before its
 * date, so staff schedule it instead (spec "publishDate"; a day-only date picked in Belgium).
 */
export function isFutureDay(date: string | Date | null | undefined, now = new Date()): boolean {
  if (!date) return false
  const when = new Date(date)
  if (Number.isNaN(when.getTime())) return false
  return todayInBelgium(when) > todayInBelgium(now)
}

/**
 * The status a restored version gets: "Restore as draft" keeps it a draft, "Restore this version"
 * publishes it (issue 36, point 4), whatever status the version itself had.
 */
export function restoredStatus(draft: boolean | null | undefined): 'draft' | 'published' {
  return draft ? 'draft' : 'published'
}

export type Moderation = 'pending' | 'published' | 'rejected'

/**
 * A testimonial's moderation after a save that writes its published row (issue 36, point 5): one status
 * per document, Payload's draft/published, and the moderation follows it. Publishing approves;
 * unpublishing (an explicit `_status: 'draft'` on an existing document: "Reject", Payload's "Unpublish")
 * rejects; any other write leaves a post pending or rejected as it was, never approved unless published.
 */
export function moderationStatus(args: { published: boolean; unpublishing: boolean; current: unknown }): Moderation {
  if (args.published) return 'published'
  if (args.unpublishing) return 'rejected'
  return args.current === 'rejected' ? 'rejected' : 'pending'
}
