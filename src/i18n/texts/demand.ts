import type { Entry } from './entry'

const e = (nl: string, fr: string, en: string): Entry => ({ nl, fr, en })

/** Demand register, its alerts, unsubscribe and the demander's password (issue part B, spec sections 2, 5, 6, 8). */
export const demandTexts = {
  // Alert e-mail (plain text)
  'demandAlert.subject': e('Nieuw aanbod voor uw zoekopdracht: {title}', 'Nouvelle offre pour votre recherche : {title}', 'New listing for your search: {title}'),
  'demandAlert.greeting': e('Beste {name},', 'Bonjour {name},', 'Dear {name},'),
  'demandAlert.intro': e(
    'Dit pand past bij uw zoekopdracht:',
    'Ce bien correspond à votre recherche :',
    'This property matches your search:',
  ),
  'demandAlert.view': e('Bekijk het pand:', 'Voir le bien :', 'View the property:'),
  'demandAlert.unsubscribe': e(
    'Wilt u geen e-mails meer over uw zoekopdracht ontvangen? Schrijf u uit via deze link:',
    'Vous ne souhaitez plus recevoir d’e-mails pour votre recherche ? Désinscrivez-vous via ce lien :',
    'No longer want e-mails about your search? Unsubscribe with this link:',
  ),
  'demandAlert.signature': e('Met vriendelijke groeten,\n{site}', 'Bien cordialement,\n{site}', 'Kind regards,\n{site}'),
  'demandAlert.bedrooms': e('{count} slaapkamers', '{count} chambres', '{count} bedrooms'),

  // Unsubscribe page (spec section 8 "you have been unsubscribed")
  'unsubscribe.title': e('Uitschrijven', 'Désinscription', 'Unsubscribe'),
  'unsubscribe.intro': e(
    'U ontvangt e-mails wanneer er een pand is dat bij uw zoekopdracht past. Wilt u die niet meer ontvangen?',
    'Vous recevez des e-mails lorsqu’un bien correspond à votre recherche. Vous ne souhaitez plus les recevoir ?',
    'You get e-mails when a property matches your search. Do you no longer want them?',
  ),
  'unsubscribe.confirm': e('Ja, schrijf mij uit', 'Oui, me désinscrire', 'Yes, unsubscribe me'),
  'unsubscribe.invalid': e(
    'Deze uitschrijflink is niet geldig. Gebruik de link uit de laatste e-mail of neem contact met ons op.',
    'Ce lien de désinscription n’est pas valide. Utilisez le lien du dernier e-mail ou contactez-nous.',
    'This unsubscribe link is not valid. Use the link in the latest e-mail or contact us.',
  ),
  'unsubscribe.done': e(
    'U ontvangt geen e-mails meer over deze zoekopdracht.',
    'Vous ne recevrez plus d’e-mails pour cette recherche.',
    'You will no longer get e-mails about this search.',
  ),
  // Form types (admin e-mails and confirmations)
  'formType.demand': e('Zoekopdracht', 'Recherche', 'Search demand'),
  'formType.testimonial': e('Getuigenis', 'Témoignage', 'Testimonial'),
  'formType.newsletter': e('Inschrijving nieuwsbrief', 'Inscription à la newsletter', 'Newsletter sign-up'),
  'formType.job-application': e('Sollicitatie', 'Candidature', 'Job application'),

  // Demand register (form 5)
  'demand.title': e('Registreer uw zoekopdracht', 'Enregistrez votre recherche', 'Register your search'),
  'demand.stepOf': e('Stap {step} van {steps}', 'Étape {step} sur {steps}', 'Step {step} of {steps}'),
  'demand.step.criteria': e('Wat zoekt u?', 'Que cherchez-vous ?', 'What are you looking for?'),
  'demand.step.region': e('In welke regio?', 'Dans quelle région ?', 'In which region?'),
  'demand.step.budget': e('Uw budget', 'Votre budget', 'Your budget'),
  'demand.step.contact': e('Uw gegevens', 'Vos coordonnées', 'Your details'),
  'demand.next': e('Volgende', 'Suivant', 'Next'),
  'demand.previous': e('Vorige', 'Précédent', 'Previous'),
  'demand.goal': e('Ik wil', 'Je veux', 'I want to'),
  'demand.types': e('Type pand', 'Type de bien', 'Property type'),
  'demand.minBedrooms': e('Minimum aantal slaapkamers', 'Nombre minimum de chambres', 'Minimum number of bedrooms'),
  'demand.zones': e('Gemeenten', 'Communes', 'Towns'),
  'demand.zonesHelp': e(
    'Klik op de kaart op een gemeente of vink ze aan in de lijst.',
    'Cliquez sur une commune sur la carte ou cochez-la dans la liste.',
    'Click a town on the map or tick it in the list.',
  ),
  'demand.zonesChosen': e('{count} gemeenten gekozen', '{count} communes choisies', '{count} towns chosen'),
  'demand.filterZones': e('Zoek een gemeente', 'Chercher une commune', 'Find a town'),
  'demand.map': e('Kaart van de gemeenten in onze regio', 'Carte des communes de notre région', 'Map of the towns in our region'),
  'demand.mapUnavailable': e(
    'De kaartachtergrond kan nu niet laden. U kunt de gemeenten aanklikken of in de lijst kiezen.',
    'Le fond de carte ne peut pas se charger. Vous pouvez cliquer sur les communes ou les choisir dans la liste.',
    'The map background cannot load right now. You can still click the towns or pick them in the list.',
  ),
  'demand.priceMin': e('Minimumprijs (€)', 'Prix minimum (€)', 'Minimum price (€)'),
  'demand.priceMax': e('Maximumprijs (€)', 'Prix maximum (€)', 'Maximum price (€)'),
  'demand.budget': e('Budget', 'Budget', 'Budget'),
  'demand.budgetHelp': e('Laat leeg als u geen grens wilt.', 'Laissez vide si vous ne voulez pas de limite.', 'Leave empty for no limit.'),
  'demand.password': e('Wachtwoord', 'Mot de passe', 'Password'),
  'demand.passwordConfirm': e('Bevestig het wachtwoord', 'Confirmez le mot de passe', 'Confirm the password'),
  'demand.passwordHelp': e(
    'Met dit wachtwoord kunt u later terugkomen. Minstens 8 tekens.',
    'Ce mot de passe vous permet de revenir plus tard. Au moins 8 caractères.',
    'With this password you can come back later. At least 8 characters.',
  ),
  'demand.submit': e('Zoekopdracht registreren', 'Enregistrer la recherche', 'Register my search'),
  'demand.forgotPassword': e('Wachtwoord vergeten?', 'Mot de passe oublié ?', 'Forgotten your password?'),
  'demand.emailTaken': e(
    'Er bestaat al een zoekopdracht met dit e-mailadres. Wachtwoord vergeten? Vraag een nieuw aan.',
    'Une recherche existe déjà avec cette adresse e-mail. Mot de passe oublié ? Demandez-en un nouveau.',
    'A search already exists for this e-mail address. Forgotten your password? Request a new one.',
  ),
  'demand.invalid.price': e('Vul een geldig bedrag in', 'Saisissez un montant valide', 'Enter a valid amount'),
  'demand.invalid.priceRange': e(
    'De maximumprijs moet hoger zijn dan de minimumprijs',
    'Le prix maximum doit être supérieur au prix minimum',
    'The maximum price must be above the minimum price',
  ),
  'demand.invalid.bedrooms': e('Vul een aantal in (0 tot 99)', 'Saisissez un nombre (0 à 99)', 'Enter a number (0 to 99)'),
  'demand.invalid.passwordLength': e('Het wachtwoord moet minstens 8 tekens hebben', 'Le mot de passe doit contenir au moins 8 caractères', 'The password needs at least 8 characters'),
  'demand.email.confirm': e(
    'Wij hebben uw zoekopdracht geregistreerd. U krijgt een e-mail zodra een pand aan uw wensen voldoet.',
    'Nous avons enregistré votre recherche. Vous recevrez un e-mail dès qu’un bien correspond à vos critères.',
    'We have registered your search. You will get an e-mail as soon as a property matches your wishes.',
  ),

  'demand.email.login': e(
    'Uw zoekopdracht bekijken of aanpassen, of de e-mails stopzetten? Log in met uw e-mailadres en wachtwoord: {link}',
    'Consulter ou modifier votre recherche, ou arrêter les e-mails ? Connectez-vous avec votre adresse e-mail et votre mot de passe : {link}',
    'Want to see or change your search, or stop the e-mails? Log in with your e-mail address and password: {link}',
  ),
  'demand.alreadyRegistered': e('Al geregistreerd?', 'Déjà inscrit ?', 'Already registered?'),
  'demand.logIn': e('Log in op uw zoekopdracht', 'Connectez-vous à votre recherche', 'Log in to your search'),

  // The demander's account page (/[lang]/account/)
  'account.loginTitle': e('Mijn zoekopdracht: inloggen', 'Ma recherche : connexion', 'My search demand: log in'),
  'account.loginIntro': e(
    'Log in met het e-mailadres en het wachtwoord van uw zoekopdracht.',
    'Connectez-vous avec l’adresse e-mail et le mot de passe de votre recherche.',
    'Log in with the e-mail address and password of your search.',
  ),
  'account.title': e('Mijn zoekopdracht', 'Ma recherche', 'My search demand'),
  'account.greeting': e('Welkom {name}. Hier past u uw zoekopdracht aan.', 'Bienvenue {name}. Modifiez ici votre recherche.', 'Welcome {name}. Here you can change your search.'),
  'account.criteria': e('Mijn criteria', 'Mes critères', 'My criteria'),
  'account.save': e('Criteria opslaan', 'Enregistrer les critères', 'Save the criteria'),
  'account.saved': e('Uw zoekopdracht is opgeslagen.', 'Votre recherche est enregistrée.', 'Your search has been saved.'),
  'account.invalid': e('Controleer de gemarkeerde velden.', 'Vérifiez les champs indiqués.', 'Please check the marked fields.'),
  'account.alerts': e('E-mails bij nieuw aanbod', 'E-mails pour les nouvelles offres', 'E-mails about new listings'),
  'account.subscribedOn': e(
    'U krijgt een e-mail zodra een pand bij uw zoekopdracht past.',
    'Vous recevez un e-mail dès qu’un bien correspond à votre recherche.',
    'You get an e-mail as soon as a property matches your search.',
  ),
  'account.subscribedOff': e('U krijgt geen e-mails over deze zoekopdracht.', 'Vous ne recevez pas d’e-mails pour cette recherche.', 'You get no e-mails about this search.'),
  'account.unsubscribe': e('Geen e-mails meer', 'Ne plus recevoir d’e-mails', 'Stop the e-mails'),
  'account.resubscribe': e('Opnieuw e-mails ontvangen', 'Recevoir à nouveau les e-mails', 'Get the e-mails again'),
  'account.logout': e('Uitloggen', 'Se déconnecter', 'Log out'),
  'account.noTypes': e('Geen types voor dit doel.', 'Aucun type pour cet objectif.', 'No types for this goal.'),

  // Forgotten password of a demander (spec section 6)
  'password.forgotTitle': e('Wachtwoord vergeten', 'Mot de passe oublié', 'Forgotten password'),
  'password.forgotIntro': e(
    'Vul het e-mailadres van uw zoekopdracht in. U krijgt een e-mail met een link om een nieuw wachtwoord te kiezen.',
    'Saisissez l’adresse e-mail de votre recherche. Vous recevrez un e-mail avec un lien pour choisir un nouveau mot de passe.',
    'Enter the e-mail address of your search. You will get an e-mail with a link to choose a new password.',
  ),
  'password.forgotSend': e('Stuur mij een link', 'Envoyez-moi un lien', 'Send me a link'),
  'password.forgotSent': e(
    'Als er een zoekopdracht bestaat met dit e-mailadres, krijgt u binnen enkele minuten een e-mail.',
    'Si une recherche existe avec cette adresse e-mail, vous recevrez un e-mail dans quelques minutes.',
    'If a search exists for this e-mail address, you will get an e-mail within a few minutes.',
  ),
  'password.resetTitle': e('Nieuw wachtwoord kiezen', 'Choisir un nouveau mot de passe', 'Choose a new password'),
  'password.new': e('Nieuw wachtwoord', 'Nouveau mot de passe', 'New password'),
  'password.save': e('Wachtwoord opslaan', 'Enregistrer le mot de passe', 'Save the password'),
  'password.saved': e('Uw nieuwe wachtwoord is opgeslagen.', 'Votre nouveau mot de passe est enregistré.', 'Your new password has been saved.'),
  'password.invalidLink': e(
    'Deze link is niet meer geldig. Vraag een nieuwe aan.',
    'Ce lien n’est plus valide. Demandez-en un nouveau.',
    'This link is no longer valid. Request a new one.',
  ),
  'password.email.subject': e('Nieuw wachtwoord voor uw zoekopdracht', 'Nouveau mot de passe pour votre recherche', 'New password for your search'),
  'password.email.body': e(
    'U vroeg een nieuw wachtwoord voor uw zoekopdracht. Kies het via deze link (1 uur geldig):',
    'Vous avez demandé un nouveau mot de passe pour votre recherche. Choisissez-le via ce lien (valable 1 heure) :',
    'You asked for a new password for your search. Choose it with this link (valid for 1 hour):',
  ),
  'password.email.ignore': e(
    'Vroeg u dit niet? Dan hoeft u niets te doen; uw wachtwoord blijft ongewijzigd.',
    'Vous n’avez rien demandé ? Ne faites rien ; votre mot de passe reste inchangé.',
    'Did not ask for this? Then do nothing; your password stays the same.',
  ),
  // Newsletter (form 12a)
  'newsletter.title': e('Schrijf u in op onze nieuwsbrief', 'Inscrivez-vous à notre newsletter', 'Sign up for our newsletter'),
  'newsletter.intro': e('Nieuw aanbod, tips en nieuws uit de Kempen in uw mailbox.', 'Nouvelles offres, conseils et actualités de la Campine dans votre boîte mail.', 'New listings, tips and news from the Kempen in your inbox.'),
  'newsletter.submit': e('Inschrijven', 'M’inscrire', 'Sign up'),
  'newsletter.email.confirm': e('U bent ingeschreven op onze nieuwsbrief.', 'Vous êtes inscrit à notre newsletter.', 'You are signed up for our newsletter.'),
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
  'job.vacancyUnavailable': e('Deze vacature is niet meer beschikbaar.', 'Cette offre n’est plus disponible.', 'This vacancy is no longer available.'),
  'job.email.confirm': e(
    'Wij ontvingen uw sollicitatie voor "{vacancy}" en nemen snel contact met u op.',
    'Nous avons reçu votre candidature pour « {vacancy} » et vous contactons rapidement.',
    'We received your application for "{vacancy}" and will contact you soon.',
  ),
} as const satisfies Record<string, Entry>
