import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'

import { restoredStatus } from '../../src/lib/publication'

const restoreKey = (collection: string) => `restoreAs:${collection}`

/**
 * "Restore this version" publishes what it restores (issue 36, point 4). Payload 3.90 writes the
 * restored version's own status to the document: restoring one of the drafts (autosaves, every version
 * before the first publish) took a published article off the site, so a later rename found no public
 * path to redirect from, and the old URL became a 404. The operation's `draft` argument says what staff
 * chose ("Restore as draft" or not); the beforeChange hook below applies it. A restored version that
 * misses required texts (an early autosave) then fails Payload's validation, as any publish would, and
 * the published document stays as it was.
 */
export const noteRestore: CollectionBeforeOperationHook = ({ args, collection, context, operation }) => {
  if (operation === 'restoreVersion') context[restoreKey(collection.slug)] = restoredStatus((args as { draft?: boolean }).draft)
  return args
}

export const applyRestoredStatus: CollectionBeforeChangeHook = ({ data, collection, context }) => {
  const status = context[restoreKey(collection.slug)]
  if (!context.isRestoringVersion || (status !== 'published' && status !== 'draft')) return data
  delete context[restoreKey(collection.slug)]
  return { ...data, _status: status }
}
