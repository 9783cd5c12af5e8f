import type { AdminLanguage } from '../../i18n/adminLanguage'
import { adminTextIn, type PlaceholderValues } from '../../i18n/admin/adminText'

/** The export drawer's own words (./ExportPreview.tsx), in the admin's three languages; `{n}` a number, `{from}` and `{to}` days. */
const TEXTS = {
  title: { nl: 'Voorbeeld van het bestand', fr: 'Aperçu du fichier', en: 'Preview of the file' },
  loading: { nl: 'Voorbeeld laden…', fr: 'Chargement de l’aperçu…', en: 'Loading the preview…' },
  failed: {
    nl: 'Het voorbeeld kon niet geladen worden. Controleer de periode en probeer opnieuw.',
    fr: 'L’aperçu n’a pas pu être chargé. Vérifiez la période et réessayez.',
    en: 'The preview could not be loaded. Check the period and try again.',
  },
  periodBoth: { nl: 'Van {from} tot en met {to}.', fr: 'Du {from} au {to} inclus.', en: 'From {from} to {to} inclusive.' },
  periodFrom: { nl: 'Vanaf {from}.', fr: 'À partir du {from}.', en: 'From {from} on.' },
  periodTo: { nl: 'Tot en met {to}.', fr: 'Jusqu’au {to} inclus.', en: 'Up to {to} inclusive.' },
  periodAll: { nl: 'Alle dagen.', fr: 'Tous les jours.', en: 'Every day.' },
  count: { nl: 'Het bestand bevat {n} rijen.', fr: 'Le fichier contiendra {n} lignes.', en: 'The file will hold {n} rows.' },
  countOne: { nl: 'Het bestand bevat 1 rij.', fr: 'Le fichier contiendra 1 ligne.', en: 'The file will hold 1 row.' },
  firstRows: { nl: 'Hieronder de eerste {n}.', fr: 'Ci-dessous les {n} premières.', en: 'The first {n} are shown below.' },
} satisfies Record<string, Record<AdminLanguage, string>>

export function exportPreviewText(key: keyof typeof TEXTS, language: AdminLanguage, values: PlaceholderValues = {}): string {
  return adminTextIn(TEXTS, key, language, values)
}
