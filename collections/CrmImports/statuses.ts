/**
 * The life of an import uploaded in the admin, and why one failed as a whole. Plain data (no Payload):
 * the collection's options and the admin's progress view (src/admin/crmImports) read the same words.
 */
export const CRM_IMPORT_STATUSES = {
  queued: { en: 'Queued', nl: 'In wachtrij', fr: 'En file d’attente' },
  running: { en: 'Running', nl: 'Bezig', fr: 'En cours' },
  done: { en: 'Done', nl: 'Klaar', fr: 'Terminé' },
  failed: { en: 'Failed', nl: 'Mislukt', fr: 'Échec' },
} as const

export const CRM_IMPORT_FAILURES = {
  'not-json': { en: 'The file is not valid JSON.', nl: 'Het bestand is geen geldige JSON.', fr: 'Le fichier n’est pas du JSON valide.' },
  'not-an-export': {
    en: 'The file is JSON, but not a CRM export.',
    nl: 'Het bestand is JSON, maar geen CRM-export.',
    fr: 'Le fichier est du JSON, mais pas un export du CRM.',
  },
  'file-missing': {
    en: 'The uploaded file could not be read on the server.',
    nl: 'Het opgeladen bestand kon op de server niet gelezen worden.',
    fr: 'Le fichier téléversé n’a pas pu être lu sur le serveur.',
  },
  crashed: {
    en: 'The import stopped on an error. It is tried again automatically; a new run finishes what is missing.',
    nl: 'De import stopte op een fout. Hij wordt automatisch opnieuw geprobeerd; een nieuwe run vult aan wat ontbreekt.',
    fr: 'L’import s’est arrêté sur une erreur. Il est relancé automatiquement ; une nouvelle exécution complète ce qui manque.',
  },
} as const

export type CrmImportFailure = keyof typeof CRM_IMPORT_FAILURES

/**
 * Why a picture or document of an import was left out: the report's warnings (crm/importer/media.ts).
 * One text for every failure of a fetch (refused host or address, redirect, timeout, too large, error
 * status, closed port): the report must not tell staff, or whoever wrote the export, what the server's
 * network holds. The server log has the detail.
 */
const CRM_IMPORT_WARNINGS = {
  'media-unavailable': {
    en: 'could not be fetched or read; left out.',
    nl: 'kon niet opgehaald of gelezen worden; weggelaten.',
    fr: 'n’a pas pu être récupéré ou lu ; laissé de côté.',
  },
  'no-files-folder': {
    en: 'a relative path, and no folder for them is set on the server (CRM_FILES_DIR); left out.',
    nl: 'een relatief pad, en op de server is geen map daarvoor ingesteld (CRM_FILES_DIR); weggelaten.',
    fr: 'un chemin relatif, et aucun dossier n’est défini pour eux sur le serveur (CRM_FILES_DIR) ; laissé de côté.',
  },
  'outside-files-folder': {
    en: 'the path leads out of the CRM files folder; left out.',
    nl: 'het pad leidt buiten de map met CRM-bestanden; weggelaten.',
    fr: 'le chemin sort du dossier des fichiers du CRM ; laissé de côté.',
  },
} as const

export type CrmImportWarning = keyof typeof CRM_IMPORT_WARNINGS

/**
 * A warning as the report stores it (one text column): `[code] subject`, so the admin shows it in the
 * reader's language (src/admin/crmImports) and the command line in English.
 */
export function importWarning(code: CrmImportWarning, subject: string): string {
  return `[${code}] ${subject}`
}

/** A stored warning in `language`: `subject: text`. A message of another form (an older import) as it is. */
export function importWarningText(message: string, language: 'en' | 'nl' | 'fr'): string {
  const match = /^\[([a-z-]+)\] ([\s\S]*)$/.exec(message)
  const texts = match && Object.hasOwn(CRM_IMPORT_WARNINGS, match[1]) ? CRM_IMPORT_WARNINGS[match[1] as CrmImportWarning] : null
  return texts ? `${match![2]}: ${texts[language]}` : message
}

type Say = (...parts: string[]) => string

/**
 * Why a row was not imported, as the importer words it (crm/importer/validate.ts and index.ts, in
 * English for the command line and the stored report) against its Dutch and French: the admin's report
 * showed "Zip must be a 4-digit postal code" in the Dutch admin (issue 36.8). Read when shown, so older
 * imports read in the staff member's language too. Each pattern matches the whole message.
 */
const REASONS: Array<[RegExp, Record<'nl' | 'fr', Say>]> = [
  [
    /^Zip must be a 4-digit postal code$/,
    { nl: () => 'de postcode moet uit 4 cijfers bestaan', fr: () => 'le code postal doit compter 4 chiffres' },
  ],
  [
    /^Goal must be 0 \(sale\) or 1 \(rent\)$/,
    { nl: () => 'moet 0 (verkoop) of 1 (verhuur) zijn', fr: () => 'doit valoir 0 (vente) ou 1 (location)' },
  ],
  [/^Unknown Marquee code$/, { nl: () => 'onbekende Marquee-code', fr: () => 'code Marquee inconnu' }],
  [
    /^No entry in the default language \((\w+)\)$/,
    { nl: (l) => `geen rij in de standaardtaal (${l})`, fr: (l) => `aucune ligne dans la langue par défaut (${l})` },
  ],
  [/^unknown property type (.+)$/, { nl: (id) => `onbekend soort pand ${id}`, fr: (id) => `type de bien inconnu ${id}` }],
  [/^unknown project (.+)$/, { nl: (id) => `onbekend project ${id}`, fr: (id) => `projet inconnu ${id}` }],
  [/^Invalid input: expected \w+, received undefined$/, { nl: () => 'ontbreekt', fr: () => 'manquant' }],
  [
    /^Invalid input: expected (\w+), received (\w+)$/,
    {
      nl: (want, got) => `ongeldige waarde (verwacht: ${want}, gekregen: ${got})`,
      fr: (want, got) => `valeur invalide (attendu : ${want}, reçu : ${got})`,
    },
  ],
  [
    /^Invalid option: expected one of (.+)$/,
    { nl: (list) => `ongeldige keuze (een van ${list})`, fr: (list) => `choix invalide (l’un de ${list})` },
  ],
  [/^Too small: expected string to have >=1 characters$/, { nl: () => 'is leeg', fr: () => 'est vide' }],
  [
    /^Too small: expected \w+ to be (.+)$/,
    { nl: (bound) => `te klein (moet ${bound} zijn)`, fr: (bound) => `trop petit (doit être ${bound})` },
  ],
  [
    /^Too big: expected \w+ to be (.+)$/,
    { nl: (bound) => `te groot (moet ${bound} zijn)`, fr: (bound) => `trop grand (doit être ${bound})` },
  ],
]

/** A stored reason ("Zip: Zip must be a 4-digit postal code") in `language`; one it does not know as it is. */
export function importReasonText(reason: string, language: 'en' | 'nl' | 'fr'): string {
  if (language === 'en') return reason
  const field = /^([A-Za-z][\w.]*): ([\s\S]+)$/.exec(reason)
  const message = field ? field[2] : reason
  for (const [pattern, say] of REASONS) {
    const match = pattern.exec(message)
    if (match) return `${field ? `${field[1]}: ` : ''}${say[language](...match.slice(1))}`
  }
  return reason
}

/** The queue the imports run on, one at a time (payload.config.ts jobs.autoRun, crm/importJob.ts). */
export const CRM_IMPORT_QUEUE = 'crm-import'
export const CRM_IMPORT_TASK = 'crmImport'

/** Largest export file staff may upload (CRM_IMPORT_MAX_MB): one rule with the request body limit. */
export { crmImportMaxBytes } from '../../src/lib/uploadLimits'
