import type { AdminLanguage } from '../../i18n/adminLanguage'
import { adminTextIn, type PlaceholderValues } from '../../i18n/admin/adminText'

/** The lead screens' own words (reply template picker, the contact's other leads, "My leads"), in the admin's three languages. */
const TEXTS = {
  template: { nl: 'Sjabloon invoegen', fr: 'Insérer un modèle', en: 'Insert a template' },
  templateNone: { nl: '— Kies een sjabloon —', fr: '— Choisir un modèle —', en: '— Choose a template —' },
  templateHelp: {
    nl: 'Vult onderwerp en bericht in, in de taal van de bezoeker, met naam en pand. Het bericht van de bezoeker wordt onder uw antwoord geciteerd.',
    fr: 'Remplit l’objet et le message, dans la langue du visiteur, avec son nom et le bien. Le message du visiteur est cité sous votre réponse.',
    en: 'Fills in the subject and message, in the visitor’s language, with their name and the property. The visitor’s message is quoted under your reply.',
  },
  templatesFailed: {
    nl: 'De sjablonen konden niet geladen worden.',
    fr: 'Les modèles n’ont pas pu être chargés.',
    en: 'The templates could not be loaded.',
  },
  otherLeads: { nl: 'Andere leads van dit contact', fr: 'Autres leads de ce contact', en: 'This contact’s other leads' },
  otherLeadsNone: {
    nl: 'Geen andere leads met dit e-mailadres.',
    fr: 'Aucun autre lead avec cette adresse e-mail.',
    en: 'No other leads with this e-mail address.',
  },
  myLeads: { nl: 'Mijn leads', fr: 'Mes leads', en: 'My leads' },
  myLeadsNone: { nl: 'U hebt geen open leads.', fr: 'Vous n’avez aucun lead ouvert.', en: 'You have no open leads.' },
  myLeadsAll: { nl: 'Alle {n} open leads bekijken', fr: 'Voir les {n} leads ouverts', en: 'See all {n} open leads' },
  ageColumn: { nl: 'Wacht sinds', fr: 'En attente depuis', en: 'Waiting for' },
  leadColumn: { nl: 'Lead', fr: 'Lead', en: 'Lead' },
  statusColumn: { nl: 'Status', fr: 'Statut', en: 'Status' },
  nameless: { nl: '(zonder naam)', fr: '(sans nom)', en: '(no name)' },
} satisfies Record<string, Record<AdminLanguage, string>>

export function leadText(key: keyof typeof TEXTS, language: AdminLanguage, values: PlaceholderValues = {}): string {
  return adminTextIn(TEXTS, key, language, values)
}

/** Units of a lead's age, singular and plural. */
const UNITS = {
  minute: { nl: ['minuut', 'minuten'], fr: ['minute', 'minutes'], en: ['minute', 'minutes'] },
  hour: { nl: ['uur', 'uur'], fr: ['heure', 'heures'], en: ['hour', 'hours'] },
  day: { nl: ['dag', 'dagen'], fr: ['jour', 'jours'], en: ['day', 'days'] },
} satisfies Record<string, Record<AdminLanguage, [string, string]>>

/**
 * How long a lead has waited, in whole units staff read at a glance: minutes under an hour, hours under
 * two days, days after ("45 minuten", "5 uur", "3 dagen").
 */
export function leadAge(createdAt: string | null | undefined, now: Date, language: AdminLanguage): string {
  const since = createdAt ? Date.parse(createdAt) : Number.NaN
  if (Number.isNaN(since)) return ''
  const minutes = Math.max(0, Math.floor((now.getTime() - since) / 60_000))
  const [count, unit] =
    minutes < 60
      ? [minutes, 'minute' as const]
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), 'hour' as const]
        : [Math.floor(minutes / 1440), 'day' as const]
  return `${count} ${UNITS[unit][language][count === 1 ? 0 : 1]}`
}
