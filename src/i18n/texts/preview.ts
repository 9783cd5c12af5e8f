import type { Entry } from './entry'

/** The bar above a draft preview, shown only to logged-in staff in draft mode (issue 15.2). */
export const previewTexts = {
  'preview.notice': {
    nl: 'Voorbeeld: u ziet de laatste concepten, nog niet gepubliceerd.',
    fr: 'Aperçu : vous voyez les derniers brouillons, pas encore publiés.',
    en: 'Preview: you see the latest drafts, not yet published.',
  },
  'preview.exit': { nl: 'Voorbeeld sluiten', fr: 'Quitter l’aperçu', en: 'Leave preview' },
} as const satisfies Record<string, Entry>
