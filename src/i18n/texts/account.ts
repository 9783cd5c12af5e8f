import { e, type Entry } from './entry'

/** The demander's account: criteria, alerts on or off, and the unsubscribe page. */
export const accountTexts = {
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
  // The demander's account page (/[lang]/account/)
  'account.loginTitle': e('Mijn zoekopdracht: inloggen', 'Ma recherche : connexion', 'My search demand: log in'),
  'account.loginIntro': e(
    'Log in met het e-mailadres en het wachtwoord van uw zoekopdracht.',
    'Connectez-vous avec l’adresse e-mail et le mot de passe de votre recherche.',
    'Log in with the e-mail address and password of your search.',
  ),
  'account.title': e('Mijn zoekopdracht', 'Ma recherche', 'My search demand'),
  'account.greeting': e(
    'Welkom {name}. Hier past u uw zoekopdracht aan.',
    'Bienvenue {name}. Modifiez ici votre recherche.',
    'Welcome {name}. Here you can change your search.',
  ),
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
  'account.subscribedOff': e(
    'U krijgt geen e-mails over deze zoekopdracht.',
    'Vous ne recevez pas d’e-mails pour cette recherche.',
    'You get no e-mails about this search.',
  ),
  'account.unsubscribe': e('Geen e-mails meer', 'Ne plus recevoir d’e-mails', 'Stop the e-mails'),
  'account.resubscribe': e('Opnieuw e-mails ontvangen', 'Recevoir à nouveau les e-mails', 'Get the e-mails again'),
  'account.logout': e('Uitloggen', 'Se déconnecter', 'Log out'),
  'account.noTypes': e('Geen types voor dit doel.', 'Aucun type pour cet objectif.', 'No types for this goal.'),
} as const satisfies Record<string, Entry>
