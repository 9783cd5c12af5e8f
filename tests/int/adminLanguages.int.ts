import { describe, expect, it } from '@jest/globals'

import config from '@payload-config'
import { adminTextProblems, type WalkedConfig } from '../../src/i18n/admin/adminText'

/**
 * Staff use the admin in Dutch, French and English (issue 15, "Done when"): the built config (plugins
 * applied, Payload's defaults filled in) walked for every label, description, tab, group, array, block
 * and option text staff see. A field left without a label counts too: Payload fills in its name as
 * English words. Loading the config needs native ES modules, which the unit project runs without, so
 * this walk lives here; tests/unit/i18n/admin/adminLanguages.test.ts checks the rule itself.
 *
 * Exceptions, where Payload itself supplies the text:
 * - Payload's own collections (preferences, migrations, locks, jobs, key-value store): hidden, or
 *   labelled by Payload in every admin language;
 * - the export form of @payloadcms/plugin-import-export (format, sort order, locale, selection): its
 *   fields and options are the plugin's (the locale options are the languages' own names);
 * - texts given as functions (Payload's translated fields such as createdAt), hidden and disabled fields
 *   (src/i18n/admin/adminText.ts).
 */
const PAYLOAD_OWN = new Set(['payload-preferences', 'payload-migrations', 'payload-locked-documents', 'payload-jobs', 'payload-kv'])
const PLUGIN_EXPORT_FIELDS = /^exports (format|sortOrder|locale|selectionToUse|collectionSlug)\b/

describe('adminLanguages.int.ts: the admin in the three admin languages', () => {
  it('gives every collection, global and field staff see its text in en, nl and fr', async () => {
    const built = (await config) as unknown as WalkedConfig
    expect(built.collections?.map((c) => c.slug)).toEqual(expect.arrayContaining(['properties', 'menus', 'redirects', 'exports']))
    const problems = adminTextProblems(built, PAYLOAD_OWN).filter((problem) => !PLUGIN_EXPORT_FIELDS.test(problem))
    expect(problems).toEqual([])
  })

  it('has every plugin text in Dutch and French (the redirects plugin ships without Dutch)', async () => {
    const built = (await config) as unknown as { i18n: { translations: Record<string, Record<string, Record<string, string>>> } }
    const { translations } = built.i18n
    const namespaces = Object.keys(translations.en ?? {}).filter((namespace) => namespace.startsWith('plugin-'))
    expect(namespaces).toEqual(expect.arrayContaining(['plugin-redirects']))
    const missing = namespaces.flatMap((namespace) =>
      ['nl', 'fr'].flatMap((language) =>
        Object.keys(translations.en[namespace])
          .filter((key) => !translations[language]?.[namespace]?.[key])
          .map((key) => `${language} ${namespace}:${key}`),
      ),
    )
    expect(missing).toEqual([])
  })
})
