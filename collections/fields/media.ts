import type { UploadField } from 'payload'

import type { AdminText } from '../../src/i18n/admin/adminText'

type UploadOptions = Partial<Pick<UploadField, 'admin' | 'localized' | 'required' | 'filterOptions'>> & { hasMany?: true }

/** A file of the media library (images, videos, documents), one or `hasMany`. */
export const mediaField = (name: string, label: AdminText, options: UploadOptions = {}): UploadField =>
  ({ name, label, type: 'upload', relationTo: 'media', ...options }) as UploadField
