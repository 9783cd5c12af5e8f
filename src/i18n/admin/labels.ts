import type { AdminText } from './adminText'

/**
 * The admin's words that many collections and globals share, written once so that one field reads the
 * same on every screen. A word only one screen uses stays in that screen's config.
 */
export const LABELS = {
  title: { en: 'Title', nl: 'Titel', fr: 'Titre' },
  description: { en: 'Description', nl: 'Omschrijving', fr: 'Description' },
  name: { en: 'Name', nl: 'Naam', fr: 'Nom' },
  firstName: { en: 'First Name', nl: 'Voornaam', fr: 'Prénom' },
  lastName: { en: 'Last Name', nl: 'Familienaam', fr: 'Nom' },
  label: { en: 'Label', nl: 'Label', fr: 'Libellé' },
  link: { en: 'Link', nl: 'Link', fr: 'Lien' },
  url: { en: 'Url', nl: 'URL', fr: 'URL' },
  type: { en: 'Type', nl: 'Type', fr: 'Type' },
  show: { en: 'Show', nl: 'Tonen', fr: 'Afficher' },
  content: { en: 'Content', nl: 'Inhoud', fr: 'Contenu' },
  address: { en: 'Address', nl: 'Adres', fr: 'Adresse' },
  media: { en: 'Media', nl: 'Media', fr: 'Médias' },
  image: { en: 'Image', nl: 'Afbeelding', fr: 'Image' },
  images: { en: 'Images', nl: 'Afbeeldingen', fr: 'Images' },
  photos: { en: 'Photos', nl: 'Foto’s', fr: 'Photos' },
  video: { en: 'Video', nl: 'Video', fr: 'Vidéo' },
  file: { en: 'File', nl: 'Bestand', fr: 'Fichier' },
  logo: { en: 'Logo', nl: 'Logo', fr: 'Logo' },
  email: { en: 'Email', nl: 'E-mail', fr: 'E-mail' },
  phone: { en: 'Phone', nl: 'Telefoon', fr: 'Téléphone' },
  remark: { en: 'Remark', nl: 'Opmerking', fr: 'Remarque' },
  subject: { en: 'Subject', nl: 'Onderwerp', fr: 'Objet' },
  message: { en: 'Message', nl: 'Bericht', fr: 'Message' },
  locale: { en: 'Locale', nl: 'Taal', fr: 'Langue' },
  date: { en: 'Date', nl: 'Datum', fr: 'Date' },
  property: { en: 'Property', nl: 'Pand', fr: 'Bien' },
  project: { en: 'Project', nl: 'Project', fr: 'Projet' },
  counts: { en: 'Counts', nl: 'Aantallen', fr: 'Nombres' },
  published: { en: 'Published', nl: 'Gepubliceerd', fr: 'Publié' },
  status: { en: 'Status', nl: 'Status', fr: 'Statut' },
  goal: { en: 'Goal', nl: 'Doel', fr: 'Objectif' },
  advisor: { en: 'Advisor', nl: 'Adviseur', fr: 'Conseiller' },
  externalId: { en: 'CRM ID', nl: 'CRM-ID', fr: 'ID CRM' },
  legacyId: { en: 'Original id', nl: 'Oorspronkelijke id', fr: 'Id d’origine' },
  backgroundColour: { en: 'Background colour', nl: 'Achtergrondkleur', fr: 'Couleur de fond' },
  textColour: { en: 'Text colour', nl: 'Tekstkleur', fr: 'Couleur du texte' },
} satisfies Record<string, AdminText>

/** The tabs of the edit screens. */
export const TABS = {
  general: { en: 'General', nl: 'Algemeen', fr: 'Général' },
  content: LABELS.content,
  address: LABELS.address,
  media: LABELS.media,
  seo: { en: 'SEO', nl: 'SEO', fr: 'SEO' },
} satisfies Record<string, AdminText>

/** The groups of the admin's navigation. */
export const ADMIN_GROUPS = {
  listings: { en: 'Listings', nl: 'Aanbod', fr: 'Offre' },
  site: { en: 'Site', nl: 'Site', fr: 'Site' },
  leads: { en: 'Leads', nl: 'Leads', fr: 'Leads' },
  content: LABELS.content,
  people: { en: 'People', nl: 'Mensen', fr: 'Personnes' },
  settings: { en: 'Settings', nl: 'Instellingen', fr: 'Paramètres' },
} satisfies Record<string, AdminText>

/** The address fields' labels, shared by people, offices, towns, properties and projects (English as Payload made it from the names). */
export const ADDRESS = {
  street: { en: 'Street', nl: 'Straat', fr: 'Rue' },
  houseNumber: { en: 'House Number', nl: 'Huisnummer', fr: 'Numéro' },
  box: { en: 'Box', nl: 'Bus', fr: 'Boîte' },
  zip: { en: 'Zip', nl: 'Postcode', fr: 'Code postal' },
  city: { en: 'City', nl: 'Gemeente', fr: 'Commune' },
  latitude: { en: 'Latitude', nl: 'Breedtegraad', fr: 'Latitude' },
  longitude: { en: 'Longitude', nl: 'Lengtegraad', fr: 'Longitude' },
  country: { en: 'Country Id', nl: 'Land', fr: 'Pays' },
  belgium: { en: 'Belgium (10)', nl: 'België (10)', fr: 'Belgique (10)' },
  luxembourg: { en: 'Luxembourg (50)', nl: 'Luxemburg (50)', fr: 'Luxembourg (50)' },
} satisfies Record<string, AdminText>

/** A banner's fields (a page's own banner and the home page's). */
export const BANNER = {
  banner: { en: 'Banner', nl: 'Banner', fr: 'Bannière' },
  gallery: { en: 'Gallery', nl: 'Galerij', fr: 'Galerie' },
  videoPoster: { en: 'Video Poster', nl: 'Videoposter', fr: 'Affiche de la vidéo' },
  videoMobile: { en: 'Video Mobile', nl: 'Video mobiel', fr: 'Vidéo mobile' },
  videoMobilePoster: { en: 'Video Mobile Poster', nl: 'Videoposter mobiel', fr: 'Affiche de la vidéo mobile' },
} satisfies Record<string, AdminText>

/** The checkboxes that show a text on the site or keep it for staff (`<text>Public`). */
export const SHOWN = {
  title: { en: 'Title Public', nl: 'Titel tonen', fr: 'Afficher le titre' },
  description: { en: 'Description Public', nl: 'Omschrijving tonen', fr: 'Afficher la description' },
  introText: { en: 'Intro Text Public', nl: 'Introtekst tonen', fr: 'Afficher le texte d’introduction' },
  fullText: { en: 'Full Text Public', nl: 'Volledige tekst tonen', fr: 'Afficher le texte complet' },
} satisfies Record<string, AdminText>

/** A column's width per breakpoint (12 is the full width), of modules and footer columns. */
export const COLUMN_SIZES = {
  sm: { en: 'Sm', nl: 'Klein (sm)', fr: 'Petit (sm)' },
  md: { en: 'Md', nl: 'Middel (md)', fr: 'Moyen (md)' },
  lg: { en: 'Lg', nl: 'Groot (lg)', fr: 'Grand (lg)' },
} satisfies Record<string, AdminText>

/** Descriptions several screens share. */
export const HINTS = {
  perLanguage: {
    en: 'Per language: switch the locale at the top of the page.',
    nl: 'Per taal: wissel de taal bovenaan de pagina.',
    fr: 'Par langue : changez la langue en haut de la page.',
  },
} satisfies Record<string, AdminText>
