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

export type CrmImportStatus = keyof typeof CRM_IMPORT_STATUSES

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

/** The queue the imports run on, one at a time (payload.config.ts jobs.autoRun, crm/importJob.ts). */
export const CRM_IMPORT_QUEUE = 'crm-import'
export const CRM_IMPORT_TASK = 'crmImport'

/** Largest export file staff may upload (CRM_IMPORT_MAX_MB): one rule with the request body limit. */
export { crmImportMaxBytes } from '../../src/lib/uploadLimits'
