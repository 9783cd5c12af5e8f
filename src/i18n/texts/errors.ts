import { e, type Entry } from './entry'

/** Error pages and messages (spec section 8), and answers to requests the site cannot read (issue 13.14). */
export const errorTexts = {
  // Errors (spec section 8)
  'error.api': {
    nl: 'Er is een fout opgetreden in de API',
    fr: 'Une erreur s’est produite dans l’API',
    en: 'There is an error in the API',
  },
  'error.propertyNotFound': {
    nl: 'Het gevraagde pand bestaat niet of is verkocht',
    fr: 'Le bien demandé n’existe pas ou est vendu',
    en: 'The requested property does not exist or is sold',
  },
  'error.propertySold': { nl: 'Dit pand is verkocht', fr: 'Ce bien est vendu', en: 'This property has been sold' },
  'error.propertyRented': {
    nl: 'Het gevraagde pand is verhuurd',
    fr: 'Le bien demandé est loué',
    en: 'The requested property has been rented',
  },
  'error.viewNotFound': { nl: 'Weergave niet gevonden', fr: 'Vue introuvable', en: 'View not found' },
  'error.notFound': {
    nl: 'Oeps, deze pagina bestaat niet meer',
    fr: 'Oups, cette page n’existe plus',
    en: 'Oops, this page no longer exists',
  },
  'error.backHome': { nl: 'Terug naar de homepage', fr: 'Retour à l’accueil', en: 'Back to the home page' },

  'error.retry': { nl: 'Opnieuw proberen', fr: 'Réessayer', en: 'Try again' },
  'notFound.intro': {
    nl: 'Zoek in ons aanbod of ga terug naar de homepage.',
    fr: 'Cherchez dans notre offre ou retournez à l’accueil.',
    en: 'Search our listings or go back to the home page.',
  },
  'notFound.searchLabel': {
    nl: 'Zoek een pand op gemeente of trefwoord',
    fr: 'Cherchez un bien par commune ou mot-clé',
    en: 'Search a property by town or keyword',
  },

  'error.badRequest.title': e('Ongeldig adres', 'Adresse invalide', 'Invalid address'),
  'error.badRequest.body': e(
    'Dit adres bevat tekens die we niet kunnen lezen. Controleer de link of begin opnieuw op de homepage.',
    'Cette adresse contient des caractères illisibles. Vérifiez le lien ou recommencez depuis l’accueil.',
    'This address contains characters we cannot read. Check the link or start again from the home page.',
  ),
  'error.crossSite': e(
    'Dit formulier kwam niet van onze website. Open de pagina op onze website en probeer het daar opnieuw.',
    'Ce formulaire ne venait pas de notre site. Ouvrez la page sur notre site et réessayez.',
    'This form did not come from our website. Open the page on our website and try again there.',
  ),
  'error.methodNotAllowed': e(
    'Deze aanvraag wordt hier niet aanvaard.',
    'Cette requête n’est pas acceptée ici.',
    'This request is not accepted here.',
  ),
  'error.badForm': e(
    'Dit formulier kon niet gelezen worden. Laad de pagina opnieuw en probeer nog eens.',
    'Ce formulaire n’a pas pu être lu. Rechargez la page et réessayez.',
    'This form could not be read. Reload the page and try again.',
  ),
  'error.tooLarge': e(
    'Wat u verstuurde is te groot (ten hoogste 5 MB per bestand).',
    'Votre envoi est trop volumineux (5 Mo maximum par fichier).',
    'What you sent is too large (at most 5 MB per file).',
  ),
} as const satisfies Record<string, Entry>
