import { CRM_IMPORT_FAILURES, CRM_IMPORT_STATUSES, importReasonText, importWarningText } from '../../../collections/CrmImports/statuses'
import type { AdminLanguage } from '../../i18n/adminLanguage'
import { adminTextIn, type PlaceholderValues } from '../../i18n/admin/adminText'

/** Every text of the progress view (ImportProgress.tsx), in the admin's three languages. */
const IMPORT_VIEW_TEXTS = {
  heading: { en: 'Import', nl: 'Import', fr: 'Import' },
  beforeUpload: {
    en: 'Choose the CRM export (a .json file) and save: the import starts by itself, and this page follows it.',
    nl: 'Kies de CRM-export (een .json-bestand) en bewaar: de import start vanzelf en deze pagina volgt hem.',
    fr: 'Choisissez l’export du CRM (un fichier .json) et enregistrez : l’import démarre seul et cette page le suit.',
  },
  status: { en: 'Status', nl: 'Status', fr: 'Statut' },
  waiting: {
    en: 'Waiting for its turn: imports run one at a time, within about 10 seconds of the previous one.',
    nl: 'Wacht op zijn beurt: imports lopen één tegelijk, binnen een tiental seconden na de vorige.',
    fr: 'En attente de son tour : les imports passent un à la fois, une dizaine de secondes après le précédent.',
  },
  progress: { en: 'Progress', nl: 'Voortgang', fr: 'Progression' },
  stageOf: { en: '{stage}: {done} of {total}', nl: '{stage}: {done} van {total}', fr: '{stage} : {done} sur {total}' },
  refreshed: {
    en: 'The site shows the imported data from now on.',
    nl: 'De site toont de ingelezen gegevens vanaf nu.',
    fr: 'Le site montre les données importées dès maintenant.',
  },
  nothingChanged: {
    en: 'Nothing changed: the database already held this export.',
    nl: 'Niets gewijzigd: de database bevatte deze export al.',
    fr: 'Rien n’a changé : la base de données contenait déjà cet export.',
  },
  tallies: { en: 'What was imported', nl: 'Wat werd ingelezen', fr: 'Ce qui a été importé' },
  what: { en: 'What', nl: 'Wat', fr: 'Quoi' },
  created: { en: 'Created', nl: 'Nieuw', fr: 'Créés' },
  updated: { en: 'Updated', nl: 'Gewijzigd', fr: 'Modifiés' },
  unchanged: { en: 'Unchanged', nl: 'Ongewijzigd', fr: 'Inchangés' },
  types: { en: 'Property types', nl: 'Soorten panden', fr: 'Types de biens' },
  cities: { en: 'Towns', nl: 'Gemeenten', fr: 'Communes' },
  projects: { en: 'Projects', nl: 'Projecten', fr: 'Projets' },
  properties: { en: 'Listings', nl: 'Panden', fr: 'Biens' },
  mediaCreated: {
    en: 'New pictures and documents: {n}',
    nl: 'Nieuwe foto’s en documenten: {n}',
    fr: 'Nouvelles photos et documents : {n}',
  },
  alerts: {
    en: 'Alert e-mails queued: {demand} to search demands, {listing} to followers of a listing.',
    nl: 'Alertmails in de wachtrij: {demand} naar zoekopdrachten, {listing} naar volgers van een pand.',
    fr: 'E-mails d’alerte en file : {demand} pour des recherches, {listing} pour des personnes qui suivent un bien.',
  },
  invalid: { en: 'Rows not imported ({n})', nl: 'Niet ingelezen rijen ({n})', fr: 'Lignes non importées ({n})' },
  noInvalid: { en: 'Every row was imported.', nl: 'Elke rij werd ingelezen.', fr: 'Toutes les lignes ont été importées.' },
  shownOf: {
    en: 'The first {shown} of {n} are listed.',
    nl: 'De eerste {shown} van {n} staan hieronder.',
    fr: 'Les {shown} premières sur {n} sont listées.',
  },
  list: { en: 'List', nl: 'Lijst', fr: 'Liste' },
  position: { en: 'Position', nl: 'Positie', fr: 'Position' },
  rowId: { en: 'ID', nl: 'ID', fr: 'ID' },
  reason: { en: 'Reason', nl: 'Reden', fr: 'Raison' },
  warnings: { en: 'Warnings ({n})', nl: 'Waarschuwingen ({n})', fr: 'Avertissements ({n})' },
  failed: { en: 'The import failed', nl: 'De import is mislukt', fr: 'L’import a échoué' },
  loadError: {
    en: 'The progress could not be loaded; trying again.',
    nl: 'De voortgang kon niet geladen worden; nieuwe poging.',
    fr: 'La progression n’a pas pu être chargée ; nouvel essai.',
  },
} as const

/** The importer's stages (crm/importer/index.ts onProgress, and the job's 'reading'), as staff read them. */
export const IMPORT_STAGES: Record<string, Record<AdminLanguage, string>> = {
  reading: { en: 'Reading the file', nl: 'Bestand lezen', fr: 'Lecture du fichier' },
  types: { en: 'Property types', nl: 'Soorten panden', fr: 'Types de biens' },
  cities: { en: 'Towns', nl: 'Gemeenten', fr: 'Communes' },
  media: { en: 'Pictures and documents', nl: 'Foto’s en documenten', fr: 'Photos et documents' },
  projects: { en: 'Projects', nl: 'Projecten', fr: 'Projets' },
  properties: { en: 'Listings', nl: 'Panden', fr: 'Biens' },
  counts: { en: 'Counts per town and type', nl: 'Tellingen per gemeente en soort', fr: 'Comptages par commune et type' },
}

export { CRM_IMPORT_FAILURES, CRM_IMPORT_STATUSES, importReasonText, importWarningText }

export type ImportViewText = keyof typeof IMPORT_VIEW_TEXTS

/** A text of the view in `language`, with `{name}` placeholders filled in. */
export function importViewText(key: ImportViewText, language: AdminLanguage, values: PlaceholderValues = {}): string {
  return adminTextIn(IMPORT_VIEW_TEXTS, key, language, values)
}

/** How far a stage is, 0-100, for the progress bar; null while its size is unknown (an indeterminate bar). */
export function progressPercent(done: number | null | undefined, total: number | null | undefined): number | null {
  if (!total || total <= 0) return null
  return Math.max(0, Math.min(100, Math.round(((done ?? 0) / total) * 100)))
}
