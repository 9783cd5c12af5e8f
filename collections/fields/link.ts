import type { CheckboxField, TextField } from 'payload'

import type { AdminText } from '../../src/i18n/admin/adminText'
import { LABELS } from '../../src/i18n/admin/labels'

/** Where a button or menu item leads, per language: a site path or any address the site links to. */
export const linkField = (description: AdminText): TextField => ({
  name: 'link',
  label: LABELS.link,
  type: 'text',
  localized: true,
  admin: { description },
})

/** Whether a part of the page shows at all ("Show"), on for a new document. */
export const showField = (description: AdminText): CheckboxField => ({
  name: 'show',
  label: LABELS.show,
  type: 'checkbox',
  defaultValue: true,
  admin: { description },
})
