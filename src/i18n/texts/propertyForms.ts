import { e, type Entry } from './entry'

/** The forms on a property or project page (spec section 9): info, visit, documents, send to friend, offer, rental application. */
export const propertyFormTexts = {
  // Property forms (forms 2, 3, 7, 8, 9, 10)
  'propertyForm.applyRent': e('Kandidaat-huurder worden', 'Poser ma candidature', 'Apply to rent'),
  'propertyForm.about': e('Over: {title}', 'Concerne : {title}', 'About: {title}'),
  // The contact bar of a detail page on a phone (issue 37 point 1).
  'contactBar.label': e('Contact over dit aanbod', 'Contact pour cette offre', 'Contact about this listing'),
  'contactBar.call': e('Bellen', 'Appeler', 'Call'),
  'contactBar.whatsapp': e('WhatsApp', 'WhatsApp', 'WhatsApp'),
  'contactBar.ask': e('Vraag', 'Question', 'Ask'),
  'contactBar.visit': e('Bezoek', 'Visite', 'Visit'),
  'contactBar.askTitle': e('Een vraag stellen', 'Poser une question', 'Ask a question'),
  'contactBar.visitTitle': e('Een bezoek plannen', 'Planifier une visite', 'Book a visit'),
  'contactBar.visitMessage': e('Ik wil graag een bezoek plannen.', 'Je souhaite planifier une visite.', 'I would like to book a visit.'),
  'contactBar.whatsappMessage': e(
    'Hallo, ik heb een vraag over {title} (ref. {reference}): {url}',
    'Bonjour, j’ai une question sur {title} (réf. {reference}) : {url}',
    'Hello, I have a question about {title} (ref. {reference}): {url}',
  ),
  'contactBar.whatsappMessageNoRef': e(
    'Hallo, ik heb een vraag over {title}: {url}',
    'Bonjour, j’ai une question sur {title} : {url}',
    'Hello, I have a question about {title}: {url}',
  ),
  'visit.date': e('Gewenste datum', 'Date souhaitée', 'Preferred date'),
  'visit.slot': e('Tijdstip', 'Créneau', 'Time slot'),
  'visit.slot.10-13': e('10:00-13:00', '10:00-13:00', '10:00-13:00'),
  // Spec section 9: the French text has 14:00-16:00 for the middle slot.
  'visit.slot.13-16': e('13:00-16:00', '14:00-16:00', '13:00-16:00'),
  'visit.slot.16-19': e('16:00-19:00', '16:00-19:00', '16:00-19:00'),
  'visit.remark': e('Opmerking', 'Remarque', 'Remark'),
  'visit.conditions': e('Voorwaarden voor huur', 'Conditions de location', 'Rental conditions'),
  'visit.minimumIncome': e(
    'Minimaal maandelijks netto-inkomen: {amount}',
    'Revenu mensuel net minimum : {amount}',
    'Minimum net monthly income: {amount}',
  ),
  'visit.maximumPersons': e(
    'Maximaal {count, plural, one {# persoon} other {# personen}}',
    'Maximum {count, plural, one {# personne} other {# personnes}}',
    'At most {count, plural, one {# person} other {# persons}}',
  ),
  'visit.deposit': e('Huurwaarborg: drie maanden huur', 'Garantie locative : trois mois de loyer', 'Deposit: three months’ rent'),
  'visit.firstPayment': e(
    'Bij ondertekening betaalt u de eerste maand huur en lasten',
    'À la signature, vous payez le premier mois de loyer et les charges',
    'At signing you pay the first month’s rent and charges',
  ),
  'friend.yourDetails': e('Uw gegevens', 'Vos coordonnées', 'Your details'),
  'friend.friendDetails': e('Gegevens van uw vriend', 'Coordonnées de votre ami', 'Your friend’s details'),
  'friend.firstName': e('Voornaam van uw vriend', 'Prénom de votre ami', 'Your friend’s first name'),
  'friend.lastName': e('Achternaam van uw vriend', 'Nom de votre ami', 'Your friend’s last name'),
  'friend.email': e('E-mailadres van uw vriend', 'Adresse e-mail de votre ami', 'Your friend’s e-mail address'),
  'documents.intro': e('De documenten komen per e-mail.', 'Les documents arrivent par e-mail.', 'The documents will arrive by e-mail.'),
  'offer.amount': e('Uw bod (euro)', 'Votre offre (euros)', 'Your offer (euros)'),
  'offer.conditions': e(
    'Voorwaarden (bv. onder voorbehoud van financiering)',
    'Conditions (p. ex. sous réserve de financement)',
    'Conditions (e.g. subject to financing)',
  ),
  'offer.validUntil': e('Bod geldig tot', 'Offre valable jusqu’au', 'Offer valid until'),
  'offer.advance': e(
    'Bij de ondertekening van de verkoopovereenkomst betaalt u een voorschot van 10 % op de verkoopprijs.',
    'À la signature du compromis de vente, vous payez un acompte de 10 % du prix de vente.',
    'At the signing of the sale agreement you pay an advance of 10 % of the sale price.',
  ),
  'rental.income': e(
    'Maandelijks netto-inkomen van het gezin (euro)',
    'Revenu mensuel net du ménage (euros)',
    'Net monthly household income (euros)',
  ),
  'rental.household': e('Aantal personen in het gezin', 'Nombre de personnes du ménage', 'Number of persons in the household'),
  'rental.startDate': e('Gewenste startdatum', 'Date de début souhaitée', 'Preferred start date'),
  'rental.references': e(
    'Referenties (vorige verhuurder, werkgever)',
    'Références (bailleur précédent, employeur)',
    'References (previous landlord, employer)',
  ),
  'projectForm.title': e('Interesse in dit project?', 'Intéressé par ce projet ?', 'Interested in this development?'),
} as const satisfies Record<string, Entry>
