/** A submission's codes and their words in the admin's languages: the fields' options, list cells and CSV exports read them. */
export const SUBMISSION_TYPES = [
  ['site-contact', { en: 'Site contact', nl: 'Contact via de site', fr: 'Contact via le site' }],
  ['site-contact-small', { en: 'Site contact (small)', nl: 'Contact via de site (klein)', fr: 'Contact via le site (petit)' }],
  [
    'property-info',
    { en: 'More information about a property', nl: 'Meer informatie over een pand', fr: 'Plus d’informations sur un bien' },
  ],
  ['visit', { en: 'Visit appointment', nl: 'Bezoekafspraak', fr: 'Rendez-vous de visite' }],
  ['valuation', { en: 'Free valuation', nl: 'Gratis schatting', fr: 'Estimation gratuite' }],
  ['demand', { en: 'Demand register', nl: 'Zoekopdracht registreren', fr: 'Enregistrement de recherche' }],
  ['send-to-friend', { en: 'Send to a friend', nl: 'Doorsturen naar een vriend', fr: 'Envoyer à un ami' }],
  ['documents', { en: 'Document request', nl: 'Documentaanvraag', fr: 'Demande de documents' }],
  ['offer', { en: 'Purchase offer', nl: 'Bod', fr: 'Offre d’achat' }],
  ['rental-application', { en: 'Rental application', nl: 'Kandidaat-huurder', fr: 'Candidature locative' }],
  ['testimonial', { en: 'Testimonial', nl: 'Getuigenis', fr: 'Témoignage' }],
  ['newsletter', { en: 'Newsletter sign-up', nl: 'Inschrijving nieuwsbrief', fr: 'Inscription à la newsletter' }],
  ['job-application', { en: 'Job application', nl: 'Sollicitatie', fr: 'Candidature' }],
  ['project-info', { en: 'Project enquiry', nl: 'Vraag over een project', fr: 'Demande sur un projet' }],
  ['listing-alert', { en: 'Follow this property', nl: 'Volg deze woning', fr: 'Suivre ce bien' }],
  ['saved-search', { en: 'Saved search', nl: 'Bewaarde zoekopdracht', fr: 'Recherche enregistrée' }],
] as const

/** A lead's follow-up: new until someone takes it, in progress while it is being answered, handled after. */
export const SUBMISSION_STATUSES = [
  ['new', { en: 'New', nl: 'Nieuw', fr: 'Nouveau' }],
  ['in-progress', { en: 'In progress', nl: 'In behandeling', fr: 'En cours' }],
  ['handled', { en: 'Handled', nl: 'Behandeld', fr: 'Traité' }],
] as const
