import { e, type Entry } from './entry'

/** The forms on menu pages: contact, free valuation, testimonial, job application, newsletter. */
export const pageFormTexts = {
  // Newsletter (form 12a)
  'newsletter.title': e('Schrijf u in op onze nieuwsbrief', 'Inscrivez-vous à notre newsletter', 'Sign up for our newsletter'),
  'newsletter.intro': e(
    'Nieuw aanbod, tips en nieuws uit de Kempen in uw mailbox.',
    'Nouvelles offres, conseils et actualités de la Campine dans votre boîte mail.',
    'New listings, tips and news from the Kempen in your inbox.',
  ),
  'newsletter.submit': e('Inschrijven', 'M’inscrire', 'Sign up'),
  'newsletter.email.confirm': e(
    'U bent ingeschreven op onze nieuwsbrief.',
    'Vous êtes inscrit à notre newsletter.',
    'You are signed up for our newsletter.',
  ),
  // Testimonials (form 11)
  'testimonial.title': e('Deel uw ervaring', 'Partagez votre expérience', 'Share your experience'),
  'testimonial.intro': e(
    'Uw getuigenis verschijnt op de site nadat wij ze nagelezen hebben.',
    'Votre témoignage paraît sur le site après relecture.',
    'Your testimonial appears on the site once we have read it.',
  ),
  'testimonial.listTitle': e('Wat klanten zeggen', 'Ce que disent nos clients', 'What customers say'),
  'testimonial.name': e('Naam', 'Nom', 'Name'),
  'testimonial.aboutYou': e('Over u', 'À propos de vous', 'About you'),
  'testimonial.website': e('Website', 'Site web', 'Website'),
  'testimonial.comment': e('Uw getuigenis', 'Votre témoignage', 'Your testimonial'),
  'testimonial.image': e('Foto', 'Photo', 'Photo'),
  'testimonial.imageHelp': e('JPG, PNG of WebP, maximaal 5 MB.', 'JPG, PNG ou WebP, 5 Mo maximum.', 'JPG, PNG or WebP, 5 MB at most.'),
  'testimonial.submit': e('Getuigenis versturen', 'Envoyer le témoignage', 'Send testimonial'),
  'testimonial.postedOn': e('Geplaatst op {date}', 'Publié le {date}', 'Posted on {date}'),
  'testimonial.required.name': e('Naam is verplicht', 'Le nom est obligatoire', 'Name is required'),
  'testimonial.required.comment': e('Schrijf uw getuigenis', 'Écrivez votre témoignage', 'Write your testimonial'),
  'testimonial.invalid.website': e('Vul een geldig webadres in', 'Saisissez une adresse web valide', 'Enter a valid web address'),
  'testimonial.email.confirm': e(
    'Bedankt voor uw getuigenis. Wij lezen ze na en plaatsen ze daarna op onze site.',
    'Merci pour votre témoignage. Nous le relisons puis le publions sur notre site.',
    'Thank you for your testimonial. We will read it and then publish it on our site.',
  ),
  // Job application (form 12b)
  'job.title': e('Solliciteer voor deze vacature', 'Postulez pour cette offre', 'Apply for this vacancy'),
  'job.vacancy': e('Vacature', 'Offre d’emploi', 'Vacancy'),
  'job.message': e('Uw motivatie', 'Votre motivation', 'Your motivation'),
  'job.cv': e('Uw cv (PDF)', 'Votre CV (PDF)', 'Your CV (PDF)'),
  'job.cvHelp': e('Een PDF-bestand van maximaal 5 MB.', 'Un fichier PDF de 5 Mo maximum.', 'A PDF file of 5 MB at most.'),
  'job.submit': e('Sollicitatie versturen', 'Envoyer la candidature', 'Send application'),
  'job.sent': e(
    'Bedankt voor uw sollicitatie. Wij nemen snel contact met u op.',
    'Merci pour votre candidature. Nous vous contactons rapidement.',
    'Thank you for your application. We will contact you soon.',
  ),
  'job.vacancyUnavailable': e(
    'Deze vacature is niet meer beschikbaar.',
    'Cette offre n’est plus disponible.',
    'This vacancy is no longer available.',
  ),
  'job.email.confirm': e(
    'Wij ontvingen uw sollicitatie voor "{vacancy}" en nemen snel contact met u op.',
    'Nous avons reçu votre candidature pour « {vacancy} » et vous contactons rapidement.',
    'We received your application for "{vacancy}" and will contact you soon.',
  ),

  // Site contact (form 1)
  'contactForm.title': e('Stuur ons een bericht', 'Envoyez-nous un message', 'Send us a message'),
  'contactForm.smallTitle': e('Snel contact', 'Contact rapide', 'Quick contact'),
  // Free valuation (form 4)
  'valuation.title': e('Vraag uw gratis schatting aan', 'Demandez votre estimation gratuite', 'Request your free valuation'),
  'valuation.goal': e('Ik wil mijn pand', 'Je souhaite', 'I want to'),
  'valuation.goal.sell': e('verkopen', 'vendre mon bien', 'sell my property'),
  'valuation.goal.rent': e('verhuren', 'louer mon bien', 'rent out my property'),
  'valuation.address': e('Adres van het pand', 'Adresse du bien', 'Address of the property'),
  'valuation.propertyType': e('Type pand', 'Type de bien', 'Property type'),
  'valuation.furnished': e('Het pand wordt gemeubeld verhuurd', 'Le bien est loué meublé', 'The property is let furnished'),
  'valuation.availableFrom': e('Beschikbaar vanaf', 'Disponible à partir du', 'Available from'),
  'valuation.advisor': e(
    'Uw aanvraag gaat rechtstreeks naar {name}.',
    'Votre demande est envoyée directement à {name}.',
    'Your request goes straight to {name}.',
  ),
} as const satisfies Record<string, Entry>
