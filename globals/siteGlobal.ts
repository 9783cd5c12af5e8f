import type { Field, GlobalConfig } from 'payload'

import { markGlobalDraftSave, revalidateGlobal } from '../collections/hooks/revalidate'
import { globalPreviewUrl } from '../collections/preview'
import { globalVersions } from '../collections/versions'
import type { AdminText } from '../src/i18n/admin/adminText'
import { ADMIN_GROUPS } from '../src/i18n/admin/labels'
import { TAGS } from '../src/revalidation/tags'
import { readPublishedGlobal, staffEdits } from './access'

/**
 * A part of every page that staff edit in one place (header, footer, top bar, popup): drafts with a
 * preview, the public reads the published version only, and a save expires the global's cache tag.
 */
export const siteGlobal = (slug: string, label: AdminText, fields: Field[]): GlobalConfig => ({
  slug,
  label,
  admin: { group: ADMIN_GROUPS.site, preview: globalPreviewUrl() },
  versions: globalVersions,
  access: { read: readPublishedGlobal, update: staffEdits },
  hooks: { beforeOperation: [markGlobalDraftSave], afterChange: [revalidateGlobal(TAGS.global(slug))] },
  fields,
})
