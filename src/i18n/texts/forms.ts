import { e, type Entry } from './entry'

/** Shared parts of every visitor form (spec sections 5, 8): person fields, validation, spam check, uploads, success texts, form names. */
export const formTexts = {
  'error.mailNotSent': {
    nl: 'Uw e-mail werd niet verzonden. Probeer het opnieuw.',
    fr: 'Votre e-mail n’a pas été envoyé. Veuillez réessayer.',
    en: 'Your e-mail was not sent. Please try again.',
  },
  // Nothing was stored (the database did not answer, or the post never reached the server): the form
  // keeps every field, so "try again" is one tap.
  'error.notStored': {
    nl: 'Uw bericht kon nu niet worden verwerkt. Alles wat u invulde staat nog in het formulier: probeer het over enkele ogenblikken opnieuw.',
    fr: 'Votre message n’a pas pu être traité pour l’instant. Tout ce que vous avez saisi est encore dans le formulaire : réessayez dans quelques instants.',
    en: 'Your message could not be processed just now. Everything you entered is still in the form: please try again in a few moments.',
  },
  'error.appointmentsFull': { nl: 'De afspraken zijn volzet', fr: 'Les rendez-vous sont complets', en: 'The appointments are full' },
  'error.documentsAlreadyRequested': {
    nl: 'Documenten voor dit pand werden al aangevraagd',
    fr: 'Les documents de ce bien ont déjà été demandés',
    en: 'Documents already requested for this property',
  },
  // Success texts (spec section 8)
  'success.thanks': { nl: 'Bedankt voor het vertrouwen', fr: 'Merci pour votre confiance', en: 'Thanks for the confidence' },
  'success.documents': {
    nl: 'De documenten komen per e-mail',
    fr: 'Les documents arrivent par e-mail',
    en: 'The documents will arrive by e-mail',
  },
  'success.unsubscribed': { nl: 'U bent uitgeschreven', fr: 'Vous êtes désinscrit', en: 'You have been unsubscribed' },
  'success.sentToFriend': {
    nl: 'Het pand werd naar uw vriend verstuurd',
    fr: 'Le bien a été envoyé à votre ami',
    en: 'The property was sent to your friend',
  },
  'success.testimonial': { nl: 'Getuigenis verzonden', fr: 'Témoignage envoyé', en: 'Testimonial sent' },
  // Validation (spec section 5)
  'validation.required.address': { nl: 'Adres is verplicht', fr: 'L’adresse est obligatoire', en: 'Address is required' },
  'validation.required.zip': { nl: 'Postcode is verplicht', fr: 'Le code postal est obligatoire', en: 'Postal code is required' },
  'validation.required.city': { nl: 'Gemeente is verplicht', fr: 'La commune est obligatoire', en: 'City is required' },
  'validation.required.firstName': { nl: 'Voornaam is verplicht', fr: 'Le prénom est obligatoire', en: 'First name is required' },
  'validation.required.lastName': { nl: 'Achternaam is verplicht', fr: 'Le nom est obligatoire', en: 'Last name is required' },
  'validation.required.email': { nl: 'E-mailadres is verplicht', fr: 'L’adresse e-mail est obligatoire', en: 'E-mail is required' },
  'validation.invalid.email': {
    nl: 'Vul een geldig e-mailadres in',
    fr: 'Veuillez saisir une adresse e-mail valide',
    en: 'Enter a valid e-mail address',
  },
  'validation.required.phone': {
    nl: 'Telefoonnummer is verplicht',
    fr: 'Le numéro de téléphone est obligatoire',
    en: 'Phone number is required',
  },
  'validation.required.password': { nl: 'Wachtwoord is verplicht', fr: 'Le mot de passe est obligatoire', en: 'Password is required' },
  'validation.confirmPassword': {
    nl: 'Bevestig het wachtwoord',
    fr: 'Veuillez confirmer le mot de passe',
    en: 'Please confirm the password',
  },
  'validation.passwordMismatch': {
    nl: 'De wachtwoorden komen niet overeen',
    fr: 'Les mots de passe ne correspondent pas',
    en: 'The passwords do not match',
  },
  'validation.required.title': { nl: 'Aanspreking is verplicht', fr: 'La civilité est obligatoire', en: 'Title is required' },
  'validation.required.goal': { nl: 'Kies kopen of huren', fr: 'Choisissez acheter ou louer', en: 'Choose buy or rent' },
  'validation.required.type': {
    nl: 'Kies minstens één type pand',
    fr: 'Choisissez au moins un type de bien',
    en: 'Choose at least one property type',
  },
  'validation.required.zone': { nl: 'Kies minstens één regio', fr: 'Choisissez au moins une zone', en: 'Choose at least one zone' },
  'validation.required.friendEmail': {
    nl: 'E-mailadres van uw vriend is verplicht',
    fr: 'L’adresse e-mail de votre ami est obligatoire',
    en: 'Your friend’s e-mail is required',
  },
  'validation.invalid.dates': {
    nl: 'Vul een geldige begin- en einddatum in',
    fr: 'Saisissez des dates de début et de fin valides',
    en: 'Enter valid start and end dates',
  },
  // The spam check (ALTCHA) replaced the spec's text captcha: its messages say what to do now.
  'validation.required.captcha': {
    nl: 'Bevestig dat u geen robot bent',
    fr: 'Confirmez que vous n’êtes pas un robot',
    en: 'Confirm that you are not a robot',
  },
  'validation.invalid.captcha': {
    nl: 'De controle tegen spam is mislukt. Verzend opnieuw.',
    fr: 'La vérification anti-spam a échoué. Envoyez à nouveau.',
    en: 'The spam check failed. Please send again.',
  },
  'form.privacyConsent': {
    nl: 'Door dit formulier te verzenden gaat u akkoord met onze privacyverklaring.',
    fr: 'En envoyant ce formulaire, vous acceptez notre déclaration de confidentialité.',
    en: 'By sending this form you agree to our privacy statement.',
  },

  // Form types (admin e-mails and confirmations)
  'formType.demand': e('Zoekopdracht', 'Recherche', 'Search demand'),
  'formType.testimonial': e('Getuigenis', 'Témoignage', 'Testimonial'),
  'formType.newsletter': e('Inschrijving nieuwsbrief', 'Inscription à la newsletter', 'Newsletter sign-up'),
  'formType.job-application': e('Sollicitatie', 'Candidature', 'Job application'),

  // Person fields (spec section 3 "Person")
  'form.title': e('Aanspreking', 'Civilité', 'Title'),
  'form.title.choose': e('Kies…', 'Choisir…', 'Choose…'),
  'form.title.mr': e('Dhr.', 'M.', 'Mr'),
  'form.title.ms': e('Mevr.', 'Mme', 'Ms'),
  'form.title.miss': e('Juf.', 'Mlle', 'Miss'),
  'form.firstName': e('Voornaam', 'Prénom', 'First name'),
  'form.lastName': e('Achternaam', 'Nom', 'Last name'),
  'form.email': e('E-mailadres', 'Adresse e-mail', 'E-mail address'),
  'form.phone': e('Telefoonnummer', 'Numéro de téléphone', 'Phone number'),
  'form.message': e('Uw bericht', 'Votre message', 'Your message'),
  'form.street': e('Straat', 'Rue', 'Street'),
  'form.houseNumber': e('Huisnummer', 'Numéro', 'House number'),
  'form.zip': e('Postcode', 'Code postal', 'Postal code'),
  'form.city': e('Gemeente', 'Commune', 'Town'),
  'form.requiredMark': e('verplicht', 'obligatoire', 'required'),
  'form.requiredNote': e('Velden met * zijn verplicht.', 'Les champs marqués * sont obligatoires.', 'Fields marked * are required.'),
  'form.send': e('Verzenden', 'Envoyer', 'Send'),
  'form.sending': e('Bezig met verzenden…', 'Envoi en cours…', 'Sending…'),
  'form.privacyLink': e('Lees onze privacyverklaring', 'Lire notre déclaration de confidentialité', 'Read our privacy statement'),
  'form.honeypot': e('Laat dit veld leeg', 'Laissez ce champ vide', 'Leave this field empty'),
  // The spam check (ALTCHA widget, src/forms/shared/ui/SpamCheck.tsx): its own strings and our status line.
  'form.altcha.label': e('Ik ben geen robot', 'Je ne suis pas un robot', 'I am not a robot'),
  'form.altcha.verifying': e('Controle bezig…', 'Vérification…', 'Checking…'),
  'form.altcha.verified': e('Gecontroleerd', 'Vérifié', 'Checked'),
  'form.altcha.error': e(
    'De controle is mislukt. Probeer opnieuw.',
    'La vérification a échoué. Réessayez.',
    'The check failed. Please try again.',
  ),
  'form.altcha.expired': e(
    'De controle is verlopen. Probeer opnieuw.',
    'La vérification a expiré. Réessayez.',
    'The check expired. Please try again.',
  ),
  'form.altcha.required': e('Controle vereist', 'Vérification requise', 'Check required'),
  'form.altcha.wait': e(
    'Even geduld, de controle tegen spam is bezig.',
    'Un instant, la vérification anti-spam est en cours.',
    'One moment, the spam check is running.',
  ),
  'form.altcha.statusVerifying': e(
    'Controle tegen spam bezig, even geduld.',
    'Vérification anti-spam en cours, un instant.',
    'Spam check running, one moment.',
  ),
  'form.altcha.statusVerified': e('Controle tegen spam geslaagd.', 'Vérification anti-spam réussie.', 'Spam check passed.'),
  'form.altcha.statusError': e(
    'De controle tegen spam is mislukt. Verzend opnieuw om het nog eens te proberen.',
    'La vérification anti-spam a échoué. Envoyez à nouveau pour réessayer.',
    'The spam check failed. Send again to retry.',
  ),
  'form.errorSummary': e('Controleer de gemarkeerde velden.', 'Vérifiez les champs signalés.', 'Please check the marked fields.'),
  'form.close': e('Sluiten', 'Fermer', 'Close'),
  // Messages (spec sections 5 and 8)
  // A filled field that is wrong says what is wrong (issue 37.8), never that it is required.
  'validation.tooLong': e(
    'Te lang: maximaal {max} tekens',
    'Trop long : {max} caractères au maximum',
    'Too long: at most {max} characters',
  ),
  'validation.invalid.zipFormat': e(
    'Een postcode bestaat alleen uit cijfers, bijvoorbeeld 2400',
    'Un code postal ne contient que des chiffres, par exemple 2400',
    'A postal code has digits only, for example 2400',
  ),
  'validation.invalid.zipRange': e(
    'Een Belgische postcode heeft 4 cijfers, van 1000 tot 9999',
    'Un code postal belge a 4 chiffres, de 1000 à 9999',
    'A Belgian postal code has 4 digits, from 1000 to 9999',
  ),
  'validation.invalid.phone': e(
    'Vul een geldig telefoonnummer in',
    'Saisissez un numéro de téléphone valide',
    'Enter a valid phone number',
  ),
  'validation.required.date': e('Kies een datum', 'Choisissez une date', 'Choose a date'),
  'validation.invalid.date': e('Kies een datum vanaf vandaag', 'Choisissez une date à partir d’aujourd’hui', 'Choose a date from today on'),
  'validation.required.slot': e('Kies een tijdstip', 'Choisissez un créneau', 'Choose a time slot'),
  'validation.required.valuationGoal': e('Kies verkopen of verhuren', 'Choisissez vendre ou louer', 'Choose sell or rent out'),
  'validation.required.friendFirstName': e(
    'Voornaam van uw vriend is verplicht',
    'Le prénom de votre ami est obligatoire',
    'Your friend’s first name is required',
  ),
  'validation.invalid.name': e(
    'Alleen letters, spaties, apostroffen en koppeltekens',
    'Uniquement des lettres, espaces, apostrophes et traits d’union',
    'Letters, spaces, apostrophes and hyphens only',
  ),
  'validation.required.amount': e('Vul een bedrag in', 'Saisissez un montant', 'Enter an amount'),
  'validation.invalid.amount': e('Vul een geldig bedrag in', 'Saisissez un montant valide', 'Enter a valid amount'),
  'validation.required.income': e(
    'Vul uw maandelijks netto-inkomen in',
    'Saisissez votre revenu mensuel net',
    'Enter your net monthly income',
  ),
  'validation.required.household': e('Vul het aantal personen in', 'Saisissez le nombre de personnes', 'Enter the number of persons'),
  'validation.required.message': e('Vul uw bericht in', 'Saisissez votre message', 'Enter your message'),
  'error.rateLimited': e(
    'U hebt dit formulier te vaak verzonden. Probeer het over een kwartier opnieuw of bel ons.',
    'Vous avez envoyé ce formulaire trop souvent. Réessayez dans un quart d’heure ou appelez-nous.',
    'You have sent this form too often. Please try again in a quarter of an hour or call us.',
  ),
  'error.friendLimit': e(
    'Naar dit e-mailadres zijn vandaag al genoeg panden gestuurd. Probeer het morgen opnieuw.',
    'Assez de biens ont déjà été envoyés à cette adresse aujourd’hui. Réessayez demain.',
    'Enough properties have been sent to this address today. Please try again tomorrow.',
  ),
  'error.friendDomainLimit': e(
    'Naar e-mailadressen van dit domein zijn vandaag al genoeg panden gestuurd. Probeer het morgen opnieuw.',
    'Assez de biens ont déjà été envoyés aux adresses de ce domaine aujourd’hui. Réessayez demain.',
    'Enough properties have been sent to addresses at this domain today. Please try again tomorrow.',
  ),
  'error.friendTotalLimit': e(
    'Panden doorsturen kan vandaag niet meer. Probeer het morgen opnieuw of stuur de link van deze pagina zelf door.',
    'L’envoi de biens n’est plus possible aujourd’hui. Réessayez demain ou envoyez vous-même le lien de cette page.',
    'Sending properties is not possible any more today. Please try again tomorrow or send the link of this page yourself.',
  ),
  'error.propertyUnavailable': e(
    'Dit pand is niet (meer) beschikbaar',
    'Ce bien n’est pas (plus) disponible',
    'This property is not available (any more)',
  ),
  'upload.empty': e('Kies een bestand', 'Choisissez un fichier', 'Choose a file'),
  'upload.tooLarge': e('Het bestand is te groot', 'Le fichier est trop volumineux', 'The file is too large'),
  'upload.type': e('Dit bestandstype is niet toegestaan', 'Ce type de fichier n’est pas autorisé', 'This file type is not allowed'),
  'success.offer': e(
    'Uw bod is goed ontvangen. Uw makelaar neemt contact met u op.',
    'Votre offre a bien été reçue. Votre agent vous contactera.',
    'Your offer has been received. Your agent will contact you.',
  ),
  'success.rentalApplication': e(
    'Uw kandidatuur is goed ontvangen. Uw makelaar neemt contact met u op.',
    'Votre candidature a bien été reçue. Votre agent vous contactera.',
    'Your application has been received. Your agent will contact you.',
  ),
  'formType.site-contact': e('Contactformulier', 'Formulaire de contact', 'Contact form'),
  'formType.site-contact-small': e('Snel contact', 'Contact rapide', 'Quick contact'),
  'formType.property-info': e('Meer info over een pand', 'Plus d’infos sur un bien', 'More information about a property'),
  'formType.visit': e('Bezoekaanvraag', 'Demande de visite', 'Visit request'),
  'formType.valuation': e('Gratis schatting', 'Estimation gratuite', 'Free valuation'),
  'formType.send-to-friend': e('Pand naar een vriend gestuurd', 'Bien envoyé à un ami', 'Property sent to a friend'),
  'formType.documents': e('Documentaanvraag', 'Demande de documents', 'Document request'),
  'formType.offer': e('Bod', 'Offre d’achat', 'Purchase offer'),
  'formType.project-info': e('Vraag over een project', 'Question sur un projet', 'Development enquiry'),
  'formType.rental-application': e('Huurkandidatuur', 'Candidature locative', 'Rental application'),

  'upload.unreadablePdf': e(
    'Dit PDF-bestand is onvolledig of beschadigd. Bewaar het opnieuw als PDF en voeg het opnieuw toe.',
    'Ce fichier PDF est incomplet ou endommagé. Enregistrez-le à nouveau en PDF et joignez-le encore.',
    'This PDF file is incomplete or damaged. Save it as a PDF again and attach it once more.',
  ),
} as const satisfies Record<string, Entry>
