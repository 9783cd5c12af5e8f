import { DEFAULT_LOCALE, type Locale } from './locales'
import { consentTexts } from './texts/consent'
import { portalTexts } from './texts/portal'
import { demandTexts } from './texts/demand'
import { errorTexts } from './texts/errors'
import { formTexts } from './texts/forms'
import { mapTexts } from './texts/map'
import { propertyTexts } from './texts/property'
import { searchTexts } from './texts/search'
import { shellTexts } from './texts/shell'
import type { Entry } from './texts/entry'

/**
 * Code defaults of every interface text (nl, fr, en; German is a slot that falls back to Dutch).
 * Staff override any key in the translations collection; a key missing there uses these, so no raw
 * key ever shows. `{name}` placeholders are filled by t().
 */
export const dictionary = {
  ...shellTexts,
  ...consentTexts,
  ...searchTexts,
  ...mapTexts,
  ...propertyTexts,
  ...portalTexts,
  ...demandTexts,
  ...formTexts,
  ...errorTexts,
  // Shell
  'nav.label': { nl: 'Hoofdmenu', fr: 'Menu principal', en: 'Main menu' },
  'nav.skipToContent': { nl: 'Naar de inhoud', fr: 'Aller au contenu', en: 'Skip to content' },
  'nav.openMenu': { nl: 'Menu openen', fr: 'Ouvrir le menu', en: 'Open menu' },
  'nav.closeMenu': { nl: 'Menu sluiten', fr: 'Fermer le menu', en: 'Close menu' },
  'nav.home': { nl: 'Home', fr: 'Accueil', en: 'Home' },
  'nav.login': { nl: 'Login', fr: 'Connexion', en: 'Login' },
  'nav.backToTop': { nl: 'Terug naar boven', fr: 'Retour en haut', en: 'Back to top' },
  'nav.breadcrumb': { nl: 'Kruimelpad', fr: 'Fil d’Ariane', en: 'Breadcrumb' },
  'language.label': { nl: 'Taal', fr: 'Langue', en: 'Language' },

  // Search box and lists (spec section 2)
  'search.sale': { nl: 'Kopen', fr: 'Acheter', en: 'Buy' },
  'search.rent': { nl: 'Huren', fr: 'Louer', en: 'Rent' },
  'search.city': { nl: 'Gemeente', fr: 'Commune', en: 'Town' },
  'search.type': { nl: 'Type pand', fr: 'Type de bien', en: 'Property type' },
  'search.price': { nl: 'Prijs', fr: 'Prix', en: 'Price' },
  'search.priceMin': { nl: 'Minimumprijs', fr: 'Prix minimum', en: 'Minimum price' },
  'search.priceMax': { nl: 'Maximumprijs', fr: 'Prix maximum', en: 'Maximum price' },
  'search.button': { nl: 'Zoeken', fr: 'Rechercher', en: 'Search' },
  'search.valuationLink': { nl: 'Gratis schatting van uw woning', fr: 'Estimation gratuite de votre bien', en: 'Free valuation of your home' },
  'search.noOptions': { nl: 'Geen resultaten', fr: 'Aucun résultat', en: 'No results' },
  'list.sortBy': { nl: 'Sorteren op', fr: 'Trier par', en: 'Sort by' },
  'list.sort.price': { nl: 'Prijs', fr: 'Prix', en: 'Price' },
  'list.sort.type': { nl: 'Type', fr: 'Type', en: 'Type' },
  'list.sort.city': { nl: 'Gemeente', fr: 'Commune', en: 'Town' },
  'list.sort.date': { nl: 'Datum', fr: 'Date', en: 'Date' },
  'list.view.list': { nl: 'Lijst', fr: 'Liste', en: 'List' },
  'list.view.grid': { nl: 'Raster', fr: 'Grille', en: 'Grid' },
  'list.view.map': { nl: 'Kaart', fr: 'Carte', en: 'Map' },
  'list.paging': { nl: 'Pagina {page} van {pages} [{total} objecten]', fr: 'Page {page} sur {pages} [{total} biens]', en: 'Page {page} of {pages} [{total} objects]' },
  'list.noResults': { nl: 'Geen resultaten voor uw zoekopdracht', fr: 'Aucun résultat pour votre recherche', en: 'No results for your search' },
  'list.noMatch': { nl: 'Er zijn geen panden of projecten die aan uw zoekopdracht voldoen', fr: 'Aucun bien ni projet ne correspond à votre recherche', en: 'No properties or projects match your search' },
  'list.noProjects': { nl: 'Momenteel geen projecten beschikbaar', fr: 'Aucun projet disponible actuellement', en: 'No projects currently available' },

  // Property display (spec sections 3, 4, 9)
  'property.priceOnRequest': { nl: 'Prijs op aanvraag', fr: 'Prix sur demande', en: 'Price on request' },
  'property.startingFrom': { nl: 'Vanaf', fr: 'À partir de', en: 'Starting from' },
  'property.perMonth': { nl: '/maand', fr: '/mois', en: '/month' },
  'property.status.sold': { nl: 'Verkocht', fr: 'Vendu', en: 'Sold' },
  'property.status.rented': { nl: 'Verhuurd', fr: 'Loué', en: 'Rented' },
  'property.status.under-option': { nl: 'In optie', fr: 'Sous option', en: 'Under option' },
  'property.status.to-take-over': { nl: 'Over te nemen', fr: 'À remettre', en: 'To take over' },
  'property.status.sold-out': { nl: 'Uitverkocht', fr: 'Épuisé', en: 'Sold out' },
  'property.marquee.1': { nl: 'Nieuw', fr: 'Nouveau', en: 'New' },
  'property.marquee.2': { nl: 'Prijsdaling', fr: 'Prix réduit', en: 'Price reduced' },
  'property.marquee.15': { nl: 'Binnenkort', fr: 'Bientôt', en: 'Coming soon' },
  'property.bedrooms': { nl: 'Slaapkamers', fr: 'Chambres', en: 'Bedrooms' },
  'property.surface': { nl: 'Oppervlakte', fr: 'Surface', en: 'Surface' },
  'property.noPhoto': { nl: 'Geen foto gevonden', fr: 'Aucune photo trouvée', en: 'No photo found' },
  'property.noDocuments': { nl: 'Geen documenten', fr: 'Aucun document', en: 'No documents' },
  'property.noConstruction': { nl: 'Geen bouwwerken gevonden', fr: 'Aucune construction trouvée', en: 'No construction found' },
  'property.renovationObligation': {
    nl: 'Woningen die vanaf 2023 gekocht worden met EPC-label E of F moeten binnen 5 jaar gerenoveerd worden tot label D of beter.',
    fr: 'Les habitations achetées à partir de 2023 avec un label PEB E ou F doivent être rénovées au label D ou mieux dans les 5 ans.',
    en: 'Homes bought from 2023 with EPC label E or F must be renovated to label D or better within 5 years.',
  },

  // Errors (spec section 8)
  'error.api': { nl: 'Er is een fout opgetreden in de API', fr: 'Une erreur s’est produite dans l’API', en: 'There is an error in the API' },
  'error.propertyNotFound': { nl: 'Het gevraagde pand bestaat niet of is verkocht', fr: 'Le bien demandé n’existe pas ou est vendu', en: 'The requested property does not exist or is sold' },
  'error.propertySold': { nl: 'Dit pand is verkocht', fr: 'Ce bien est vendu', en: 'This property has been sold' },
  'error.propertyRented': { nl: 'Het gevraagde pand is verhuurd', fr: 'Le bien demandé est loué', en: 'The requested property has been rented' },
  'error.viewNotFound': { nl: 'Weergave niet gevonden', fr: 'Vue introuvable', en: 'View not found' },
  'error.notFound': { nl: 'Oeps, deze pagina bestaat niet meer', fr: 'Oups, cette page n’existe plus', en: 'Oops, this page no longer exists' },
  'error.backHome': { nl: 'Terug naar de homepage', fr: 'Retour à l’accueil', en: 'Back to the home page' },
  'error.loginFailed': { nl: 'Het e-mailadres en/of wachtwoord is niet correct', fr: 'L’adresse e-mail et/ou le mot de passe sont incorrects', en: 'Username or password not correct' },
  'error.invalidCredentials': { nl: 'Ongeldig e-mailadres of wachtwoord', fr: 'Adresse e-mail ou mot de passe invalide', en: 'Invalid e-mail or password' },
  'error.personNotFound': { nl: 'Persoon niet gevonden', fr: 'Personne introuvable', en: 'Person not found' },
  'error.mailNotSent': { nl: 'Uw e-mail werd niet verzonden. Probeer het opnieuw.', fr: 'Votre e-mail n’a pas été envoyé. Veuillez réessayer.', en: 'Your e-mail was not sent. Please try again.' },
  'error.appointmentsFull': { nl: 'De afspraken zijn volzet', fr: 'Les rendez-vous sont complets', en: 'The appointments are full' },
  'error.documentsAlreadyRequested': { nl: 'Documenten voor dit pand werden al aangevraagd', fr: 'Les documents de ce bien ont déjà été demandés', en: 'Documents already requested for this property' },

  // Success texts (spec section 8)
  'success.thanks': { nl: 'Bedankt voor het vertrouwen', fr: 'Merci pour votre confiance', en: 'Thanks for the confidence' },
  'success.documents': { nl: 'De documenten komen per e-mail', fr: 'Les documents arrivent par e-mail', en: 'The documents will arrive by e-mail' },
  'success.unsubscribed': { nl: 'U bent uitgeschreven', fr: 'Vous êtes désinscrit', en: 'You have been unsubscribed' },
  'success.sentToFriend': { nl: 'Het pand werd naar uw vriend verstuurd', fr: 'Le bien a été envoyé à votre ami', en: 'The property was sent to your friend' },
  'success.testimonial': { nl: 'Getuigenis verzonden', fr: 'Témoignage envoyé', en: 'Testimonial sent' },

  // Validation (spec section 5)
  'validation.required.address': { nl: 'Adres is verplicht', fr: 'L’adresse est obligatoire', en: 'Address is required' },
  'validation.required.zip': { nl: 'Postcode is verplicht', fr: 'Le code postal est obligatoire', en: 'Postal code is required' },
  'validation.required.city': { nl: 'Gemeente is verplicht', fr: 'La commune est obligatoire', en: 'City is required' },
  'validation.required.firstName': { nl: 'Voornaam is verplicht', fr: 'Le prénom est obligatoire', en: 'First name is required' },
  'validation.required.lastName': { nl: 'Achternaam is verplicht', fr: 'Le nom est obligatoire', en: 'Last name is required' },
  'validation.required.email': { nl: 'E-mailadres is verplicht', fr: 'L’adresse e-mail est obligatoire', en: 'E-mail is required' },
  'validation.invalid.email': { nl: 'Vul een geldig e-mailadres in', fr: 'Veuillez saisir une adresse e-mail valide', en: 'Enter a valid e-mail address' },
  'validation.required.phone': { nl: 'Telefoonnummer is verplicht', fr: 'Le numéro de téléphone est obligatoire', en: 'Phone number is required' },
  'validation.required.password': { nl: 'Wachtwoord is verplicht', fr: 'Le mot de passe est obligatoire', en: 'Password is required' },
  'validation.confirmPassword': { nl: 'Bevestig het wachtwoord', fr: 'Veuillez confirmer le mot de passe', en: 'Please confirm the password' },
  'validation.passwordMismatch': { nl: 'De wachtwoorden komen niet overeen', fr: 'Les mots de passe ne correspondent pas', en: 'The passwords do not match' },
  'validation.required.title': { nl: 'Aanspreking is verplicht', fr: 'La civilité est obligatoire', en: 'Title is required' },
  'validation.required.goal': { nl: 'Kies kopen of huren', fr: 'Choisissez acheter ou louer', en: 'Choose buy or rent' },
  'validation.required.type': { nl: 'Kies minstens één type pand', fr: 'Choisissez au moins un type de bien', en: 'Choose at least one property type' },
  'validation.required.zone': { nl: 'Kies minstens één regio', fr: 'Choisissez au moins une zone', en: 'Choose at least one zone' },
  'validation.required.friendEmail': { nl: 'E-mailadres van uw vriend is verplicht', fr: 'L’adresse e-mail de votre ami est obligatoire', en: 'Your friend’s e-mail is required' },
  'validation.invalid.dates': { nl: 'Vul een geldige begin- en einddatum in', fr: 'Saisissez des dates de début et de fin valides', en: 'Enter valid start and end dates' },
  // The spam check (ALTCHA) replaced the spec's text captcha: its messages say what to do now.
  'validation.required.captcha': { nl: 'Bevestig dat u geen robot bent', fr: 'Confirmez que vous n’êtes pas un robot', en: 'Confirm that you are not a robot' },
  'validation.invalid.captcha': { nl: 'De controle tegen spam is mislukt. Verzend opnieuw.', fr: 'La vérification anti-spam a échoué. Envoyez à nouveau.', en: 'The spam check failed. Please send again.' },
  'form.privacyConsent': {
    nl: 'Door dit formulier te verzenden gaat u akkoord met onze privacyverklaring.',
    fr: 'En envoyant ce formulaire, vous acceptez notre déclaration de confidentialité.',
    en: 'By sending this form you agree to our privacy statement.',
  },
} as const satisfies Record<string, Entry>

export type DictionaryKey = keyof typeof dictionary

/** Staff overrides per key (from the translations collection), for one language. */
export type Overrides = Partial<Record<string, string>>

/**
 * The text of a key: the staff override in the language, else the code default of the language,
 * else (German) the Dutch override, else the Dutch default.
 */
export function translate(
  key: DictionaryKey,
  locale: Locale,
  overrides: Overrides = {},
  values: Record<string, string | number> = {},
  defaultOverrides: Overrides = {},
): string {
  const entry = dictionary[key] as Entry
  const text = overrides[key] || entry[locale as keyof Entry] || defaultOverrides[key] || entry.nl
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}

/** A text in any language: what e-mails use, as they are written in the reader's language. */
export type Translate = (key: DictionaryKey, locale: Locale, values?: Record<string, string | number>) => string

/** Code defaults only (components that need no staff overrides, tests). */
export const t: Translate = (key, locale, values) => translate(key, locale, {}, values)

/** Texts with the staff overrides of every language (German falls back to the Dutch override). */
export function translatorWith(overrides: Partial<Record<Locale, Overrides>>): Translate {
  return (key, locale, values) => translate(key, locale, overrides[locale], values, overrides[DEFAULT_LOCALE])
}
