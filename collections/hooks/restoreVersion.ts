import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook, GlobalAfterChangeHook, GlobalBeforeOperationHook } from 'payload'

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

type GlobalRestore = { asDraft: boolean; live: Record<string, unknown> | null; done?: boolean }
const globalRestoreKey = (global: string) => `restoreGlobal:${global}`

/**
 * The same for a global (header, footer, top bar, popup). Payload 3.90 restores a global by writing the
 * version straight into the global's row, which the site reads, with no beforeChange hook to correct it:
 * restoring a draft version took the published header off the site (the public reads only a published
 * row), and "Restore as draft" did the same with whatever was live. Before the restore this notes what
 * staff chose and, for "as draft", the live row; after it (afterChange, in the same transaction):
 * - "Restore this version" publishes the restored content, as the scheduled publish job does (Payload's
 *   own update, validated: a version missing required texts fails, and the restore with it);
 * - "Restore as draft" puts the live row back as it was; the restored content stays the newest draft.
 */
export const noteGlobalRestore: GlobalBeforeOperationHook = async ({ args, global, operation, req }) => {
  if (operation !== 'restoreVersion') return args
  const asDraft = Boolean((args as { draft?: boolean }).draft)
  const live = asDraft ? ((await req.payload.db.findGlobal({ slug: global.slug, req })) as Record<string, unknown> | null) : null
  req.context[globalRestoreKey(global.slug)] = { asDraft, live } satisfies GlobalRestore
  return args
}

export const applyGlobalRestore: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  const restore = req.context[globalRestoreKey(global.slug)] as GlobalRestore | undefined
  if (!req.context.isRestoringVersion || !restore || restore.done) return doc
  restore.done = true
  if (restore.asDraft) {
    if (restore.live?._status === 'published') await req.payload.db.updateGlobal({ slug: global.slug, data: restore.live, req })
    return doc
  }
  if (doc._status === 'published') return doc
  return req.payload.updateGlobal({
    slug: global.slug as never,
    data: { _status: 'published' } as never,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
}
