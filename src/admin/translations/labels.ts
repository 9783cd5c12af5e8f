import type { AdminLanguage } from '../../i18n/adminLanguage'
import { adminTextIn, type PlaceholderValues } from '../../i18n/admin/adminText'
import type { Locale } from '../../i18n/locales'

/** The admin's own words for the text list, in the admin's language (nl, fr, en). */
const words = {
  title: { nl: 'Vertalingen', fr: 'Traductions', en: 'Translations' },
  intro: {
    nl: 'Elke tekst van de site, per scherm, met de standaardtekst per taal en uw aangepaste tekst ernaast. Een bewaarde tekst staat op de site bij de volgende paginaweergave. Duits valt terug op Nederlands waar het geen eigen tekst heeft.',
    fr: 'Chaque texte du site, par écran, avec le texte par défaut par langue et votre texte modifié à côté. Un texte enregistré apparaît sur le site dès l’affichage suivant. L’allemand reprend le néerlandais quand il n’a pas de texte propre.',
    en: 'Every text of the site, by screen, with the default per language and your override beside it. A saved text shows on the site at the next page view. German falls back to Dutch where it has no text of its own.',
  },
  search: { nl: 'Zoek op sleutel of tekst', fr: 'Rechercher par clé ou texte', en: 'Search by key or text' },
  onlyOverridden: { nl: 'Alleen aangepaste teksten', fr: 'Seulement les textes modifiés', en: 'Only overridden texts' },
  onlyGermanFallback: { nl: 'Alleen Duits dat terugvalt', fr: 'Seulement l’allemand qui se replie', en: 'Only German that falls back' },
  count: { nl: '{n} van {total} teksten', fr: '{n} sur {total} textes', en: '{n} of {total} texts' },
  none: { nl: 'Geen tekst gevonden.', fr: 'Aucun texte trouvé.', en: 'No text found.' },
  key: { nl: 'Sleutel', fr: 'Clé', en: 'Key' },
  language: { nl: 'Taal', fr: 'Langue', en: 'Language' },
  defaultText: { nl: 'Standaardtekst', fr: 'Texte par défaut', en: 'Default text' },
  override: { nl: 'Aangepaste tekst', fr: 'Texte modifié', en: 'Override' },
  noOverride: { nl: '—', fr: '—', en: '—' },
  fallsBack: { nl: 'valt terug op Nederlands', fr: 'reprend le néerlandais', en: 'falls back to Dutch' },
  shows: { nl: 'toont', fr: 'affiche', en: 'shows' },
  edit: { nl: 'Bewerken', fr: 'Modifier', en: 'Edit' },
  save: { nl: 'Bewaren', fr: 'Enregistrer', en: 'Save' },
  cancel: { nl: 'Annuleren', fr: 'Annuler', en: 'Cancel' },
  saving: { nl: 'Bezig met bewaren…', fr: 'Enregistrement…', en: 'Saving…' },
  saved: {
    nl: 'Bewaard: staat op de site bij de volgende paginaweergave.',
    fr: 'Enregistré : visible sur le site dès l’affichage suivant.',
    en: 'Saved: on the site at the next page view.',
  },
  failed: { nl: 'Niet bewaard', fr: 'Non enregistré', en: 'Not saved' },
  emptyHint: { nl: 'Leeg laten = standaardtekst', fr: 'Laisser vide = texte par défaut', en: 'Leave empty = default text' },
  overrideIn: { nl: 'Aangepaste tekst ({language})', fr: 'Texte modifié ({language})', en: 'Override ({language})' },
  help: {
    nl: 'Behoud de {namen} van de standaardtekst. Meervoud: {count, plural, one {# foto} other {# foto’s}} (# is het getal).',
    fr: 'Gardez les {noms} du texte par défaut. Pluriel : {count, plural, one {# photo} other {# photos}} (# est le nombre).',
    en: 'Keep the {names} of the default text. Plural: {count, plural, one {# photo} other {# photos}} (# is the number).',
  },
} satisfies Record<string, Record<AdminLanguage, string>>

export type AdminWord = keyof typeof words

export function adminWord(word: AdminWord, language: AdminLanguage, values: PlaceholderValues = {}): string {
  return adminTextIn(words, word, language, values)
}

export const LOCALE_NAMES: Record<Locale, string> = { nl: 'Nederlands', fr: 'Français', en: 'English', de: 'Deutsch' }

/** The screens of src/i18n/texts, as staff know them. */
export const SCREEN_NAMES: Record<string, Record<AdminLanguage, string>> = {
  shell: { nl: 'Algemeen: kop, menu, voettekst', fr: 'Général : en-tête, menu, pied de page', en: 'General: header, menu, footer' },
  search: { nl: 'Zoeken en lijsten', fr: 'Recherche et listes', en: 'Search and lists' },
  map: { nl: 'Kaart', fr: 'Carte', en: 'Map' },
  property: { nl: 'Pand (detailpagina)', fr: 'Bien (page de détail)', en: 'Property (detail page)' },
  project: { nl: 'Project', fr: 'Projet', en: 'Project' },
  forms: { nl: 'Formulieren: algemeen', fr: 'Formulaires : général', en: 'Forms: general' },
  propertyForms: { nl: 'Formulieren bij een pand', fr: 'Formulaires d’un bien', en: 'Property forms' },
  purchase: { nl: 'Aankoopkosten en EPC', fr: 'Frais d’achat et PEB', en: 'Purchase costs and EPC' },
  pageForms: { nl: 'Formulieren op pagina’s', fr: 'Formulaires des pages', en: 'Page forms' },
  demand: { nl: 'Zoekopdracht registreren', fr: 'Enregistrer une recherche', en: 'Demand register' },
  listingAlerts: { nl: 'Volg deze woning (pandmeldingen)', fr: 'Suivre ce bien (alertes)', en: 'Follow this property (alerts)' },
  account: { nl: 'Account', fr: 'Compte', en: 'Account' },
  login: { nl: 'Aanmelden en wachtwoord', fr: 'Connexion et mot de passe', en: 'Login and password' },
  portal: { nl: 'Eigenaarsportaal', fr: 'Portail propriétaires', en: 'Owner portal' },
  consent: { nl: 'Cookies', fr: 'Cookies', en: 'Cookies' },
  errors: { nl: 'Foutmeldingen', fr: 'Messages d’erreur', en: 'Error messages' },
  emails: { nl: 'E-mails', fr: 'E-mails', en: 'E-mails' },
}
