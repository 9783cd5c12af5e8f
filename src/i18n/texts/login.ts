import { e, type Entry } from './entry'

/** Log in, forgotten password and new password, for owners and demanders (spec sections 2, 6 and 8). */
export const loginTexts = {
  'error.loginFailed': {
    nl: 'Het e-mailadres en/of wachtwoord is niet correct',
    fr: 'L’adresse e-mail et/ou le mot de passe sont incorrects',
    en: 'Username or password not correct',
  },
  'error.invalidCredentials': {
    nl: 'Ongeldig e-mailadres of wachtwoord',
    fr: 'Adresse e-mail ou mot de passe invalide',
    en: 'Invalid e-mail or password',
  },
  'error.personNotFound': { nl: 'Persoon niet gevonden', fr: 'Personne introuvable', en: 'Person not found' },

  // Login (the login page itself is the menu page of type "login")
  'login.intro': {
    nl: 'Meld u aan met het e-mailadres en het wachtwoord die u van uw makelaar kreeg.',
    fr: 'Connectez-vous avec l’adresse e-mail et le mot de passe reçus de votre agent.',
    en: 'Log in with the e-mail address and password you received from your agent.',
  },
  'login.email': { nl: 'E-mailadres', fr: 'Adresse e-mail', en: 'E-mail address' },
  'login.password': { nl: 'Wachtwoord', fr: 'Mot de passe', en: 'Password' },
  'login.submit': { nl: 'Inloggen', fr: 'Se connecter', en: 'Log in' },
  'login.busy': { nl: 'Even geduld…', fr: 'Un instant…', en: 'One moment…' },
  'login.sessionExpired': {
    nl: 'Uw sessie is verlopen. Meld u opnieuw aan.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    en: 'Your session has expired. Please log in again.',
  },
  'login.loggedOut': { nl: 'U bent uitgelogd.', fr: 'Vous êtes déconnecté.', en: 'You have been logged out.' },
  'login.forgotLink': { nl: 'Wachtwoord vergeten?', fr: 'Mot de passe oublié ?', en: 'Forgotten your password?' },
  'login.forgotTitle': { nl: 'Wachtwoord vergeten', fr: 'Mot de passe oublié', en: 'Forgotten password' },
  'login.forgotIntro': {
    nl: 'Vul uw e-mailadres in. U ontvangt een e-mail met een link om een nieuw wachtwoord te kiezen.',
    fr: 'Saisissez votre adresse e-mail. Vous recevrez un e-mail avec un lien pour choisir un nouveau mot de passe.',
    en: 'Enter your e-mail address. You will receive an e-mail with a link to choose a new password.',
  },
  'login.forgotSubmit': { nl: 'Link versturen', fr: 'Envoyer le lien', en: 'Send the link' },
  'login.forgotSent': {
    nl: 'Als er een eigenaarsaccount bestaat voor dit e-mailadres, ontvangt u binnen enkele minuten een e-mail met een link (1 uur geldig).',
    fr: 'Si un compte propriétaire existe pour cette adresse, vous recevrez dans quelques minutes un e-mail avec un lien (valable 1 heure).',
    en: 'If an owner account exists for this address, you will receive an e-mail with a link (valid for 1 hour) within a few minutes.',
  },
  'login.resetTitle': { nl: 'Nieuw wachtwoord kiezen', fr: 'Choisir un nouveau mot de passe', en: 'Choose a new password' },
  'login.resetPassword': { nl: 'Nieuw wachtwoord', fr: 'Nouveau mot de passe', en: 'New password' },
  'login.resetConfirm': { nl: 'Bevestig het nieuwe wachtwoord', fr: 'Confirmez le nouveau mot de passe', en: 'Confirm the new password' },
  'login.resetHint': { nl: 'Minstens {min} tekens.', fr: 'Au moins {min} caractères.', en: 'At least {min} characters.' },
  'login.resetSubmit': { nl: 'Wachtwoord opslaan', fr: 'Enregistrer le mot de passe', en: 'Save the password' },
  'login.resetInvalid': {
    nl: 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan via de loginpagina.',
    fr: 'Ce lien n’est pas valide ou a expiré. Demandez un nouveau lien sur la page de connexion.',
    en: 'This link is invalid or has expired. Ask for a new link on the login page.',
  },
  'login.backToLogin': { nl: 'Terug naar de loginpagina', fr: 'Retour à la page de connexion', en: 'Back to the login page' },
  'validation.passwordTooShort': {
    nl: 'Het wachtwoord moet minstens {min} tekens hebben',
    fr: 'Le mot de passe doit compter au moins {min} caractères',
    en: 'The password must have at least {min} characters',
  },

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
  'password.saved': e(
    'Uw nieuwe wachtwoord is opgeslagen.',
    'Votre nouveau mot de passe est enregistré.',
    'Your new password has been saved.',
  ),
  // After a new password the visitor is logged in, and the page leads on (issue 37.8).
  'password.savedLoggedIn': e(
    'Uw nieuwe wachtwoord is opgeslagen en u bent ingelogd.',
    'Votre nouveau mot de passe est enregistré et vous êtes connecté.',
    'Your new password has been saved and you are logged in.',
  ),
  'password.toPortal': e('Naar mijn eigenaarsportaal', 'Vers mon portail propriétaire', 'Go to my owner portal'),
  'password.toAccount': e('Naar mijn zoekprofiel', 'Vers mon profil de recherche', 'Go to my search profile'),
  'password.invalidLink': e(
    'Deze link is niet meer geldig. Vraag een nieuwe aan.',
    'Ce lien n’est plus valide. Demandez-en un nouveau.',
    'This link is no longer valid. Request a new one.',
  ),
  'password.email.subject': e(
    'Nieuw wachtwoord voor uw zoekopdracht',
    'Nouveau mot de passe pour votre recherche',
    'New password for your search',
  ),
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
} as const satisfies Record<string, Entry>
