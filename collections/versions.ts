import type { CollectionConfig, GlobalConfig } from 'payload'

import { cancelScheduleOnTrash } from './hooks/cancelScheduleOnTrash'
import { applyGlobalRestore, applyRestoredStatus, noteGlobalRestore, noteRestore } from './hooks/restoreVersion'

/**
 * Versions and drafts of the content staff edit every day (issue 15.1): menus, modules, articles,
 * projects, testimonials and the header, footer, top bar and popup globals.
 *
 * - Autosave keeps the work as a draft while staff type; only "Publish changes" (or a scheduled
 *   publish) replaces the published version the site reads. A new document starts as a draft, so
 *   the first save of half-written text never goes live.
 * - Scheduled publish and unpublish are Payload jobs (task `schedulePublish`, the `default` queue),
 *   run by the server's cron (payload.config.ts, `jobs.autoRun`).
 * - Every version is kept for restoring; the oldest go past 50 per document (20 per global).
 */
const drafts = {
  // 800 ms after the last keystroke, as Payload's default: live preview follows the typing.
  autosave: { interval: 800 },
  // A 24-hour clock, as staff read times in Belgium.
  schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 5 },
  // A half-written draft may miss required texts; publishing validates.
  validate: false,
}

export const contentVersions: CollectionConfig['versions'] = { drafts, maxPerDoc: 50 }

export const globalVersions: GlobalConfig['versions'] = { drafts, max: 20 }

const PUBLISH_BUTTON = '/src/admin/versions/PublishButton#PublishButton'

/**
 * A collection with drafts, with our Publish button and schedule dialog ("Publish" pre-selected on a draft
 * never published, Belgian dates: src/admin/versions/PublishButton.tsx) and restores that publish unless staff restore as
 * a draft (hooks/restoreVersion.ts; first among the beforeChange hooks, so that the path redirects see a
 * publish); a document moved to the trash loses its pending schedule (hooks/cancelScheduleOnTrash.ts). Other
 * collections are returned as they are.
 */
export const withDraftControls = (collection: CollectionConfig): CollectionConfig =>
  collection.versions && typeof collection.versions === 'object' && collection.versions.drafts
    ? {
        ...collection,
        hooks: {
          ...collection.hooks,
          beforeOperation: [...(collection.hooks?.beforeOperation ?? []), noteRestore],
          beforeChange: [applyRestoredStatus, ...(collection.hooks?.beforeChange ?? [])],
          afterChange: [...(collection.hooks?.afterChange ?? []), cancelScheduleOnTrash],
        },
        admin: {
          ...collection.admin,
          components: {
            ...collection.admin?.components,
            edit: { ...collection.admin?.components?.edit, PublishButton: PUBLISH_BUTTON },
          },
        },
      }
    : collection

/** The same for a global with drafts: restoring publishes, or keeps the live row as it was (hooks/restoreVersion.ts). */
export const withGlobalDraftControls = (global: GlobalConfig): GlobalConfig =>
  global.versions && typeof global.versions === 'object' && global.versions.drafts
    ? {
        ...global,
        hooks: {
          ...global.hooks,
          beforeOperation: [...(global.hooks?.beforeOperation ?? []), noteGlobalRestore],
          afterChange: [applyGlobalRestore, ...(global.hooks?.afterChange ?? [])],
        },
        admin: {
          ...global.admin,
          components: {
            ...global.admin?.components,
            elements: { ...global.admin?.components?.elements, PublishButton: PUBLISH_BUTTON },
          },
        },
      }
    : global
