import type { CollectionBeforeChangeHook } from 'payload'

import { DEFAULT_LOCALE } from '../../../src/i18n/locales'
import { MENTIONS, missingMentions, type Mention, type MentionSource } from '../../../src/listings/mentions'

/**
 * The mentions the listing's adverts must carry and its data lacks (src/listings/mentions.ts), stored so
 * staff can list and filter them ("Mentions missing"). Computed on every save, by the CRM importer and in
 * the admin alike; never typed by hand. The planning destination is localized: it is judged in the
 * default language (the CRM's), so a save in another language keeps what the default one said.
 */
export const setMissingMentions: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const missing = new Set<Mention>(missingMentions({ ...(originalDoc ?? {}), ...data } as MentionSource))
  if (originalDoc && req.locale && req.locale !== DEFAULT_LOCALE && req.locale !== 'all') {
    const before = (originalDoc.missingMentions as Mention[] | null | undefined) ?? []
    if (before.includes('planningDestination')) missing.add('planningDestination')
    else missing.delete('planningDestination')
  }
  data.missingMentions = MENTIONS.filter((mention) => missing.has(mention))
  return data
}
