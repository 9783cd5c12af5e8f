import type { ListViewServerProps } from 'payload'

import { textRows } from '../../i18n/overrides'
import { adminLanguage } from '../../i18n/adminLanguage'
import { TextList } from './TextList'

/**
 * The translations collection's list in the admin: not the stored documents (only the overrides), but
 * every key of the dictionary with its defaults in each language and the staff override beside it,
 * grouped by screen and searchable. Editing a row saves through /api/translations/save.
 */
export async function TranslationsView({ payload, user, i18n }: ListViewServerProps) {
  const { docs } = await payload.find({
    collection: 'translations',
    locale: 'all',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    select: { key: true, value: true },
  })
  return (
    <div className="gutter--left gutter--right translations-view">
      <TextList rows={textRows(docs)} language={adminLanguage(i18n.language)} />
    </div>
  )
}
