import { e, type Entry } from './entry'

/** The words of the e-mails the site sends: form confirmations and notices, demand alerts, login notices, password resets (plain text). */
export const mailTexts = {
  // E-mails (sent through the outbox)
  'email.loginNotice.subject': {
    nl: 'Eigenaar aangemeld: {name}',
    fr: 'Connexion d’un propriétaire : {name}',
    en: 'Owner logged in: {name}',
  },
  'email.loginNotice.text': {
    nl: 'Eigenaar {name} ({email}) heeft zich op {date} om {time} aangemeld op het eigenaarsportaal.\n\nPanden: {properties}',
    fr: 'Le propriétaire {name} ({email}) s’est connecté au portail propriétaires le {date} à {time}.\n\nBiens : {properties}',
    en: 'Owner {name} ({email}) logged in to the owner portal on {date} at {time}.\n\nProperties: {properties}',
  },
  'email.resetPassword.subject': {
    nl: 'Nieuw wachtwoord voor uw eigenaarsportaal',
    fr: 'Nouveau mot de passe pour votre portail propriétaire',
    en: 'New password for your owner portal',
  },
  'email.resetPassword.body': {
    nl: 'U vroeg een nieuw wachtwoord aan voor het eigenaarsportaal. Kies het via deze link (1 uur geldig):',
    fr: 'Vous avez demandé un nouveau mot de passe pour le portail propriétaire. Choisissez-le via ce lien (valable 1 heure) :',
    en: 'You asked for a new password for the owner portal. Choose it with this link (valid for 1 hour):',
  },
  // Links staff send an owner from the admin (issue 36.7): an invitation, or a reset link asked by phone.
  'email.ownerInvite.subject': {
    nl: 'Uw toegang tot het eigenaarsportaal',
    fr: 'Votre accès au portail propriétaire',
    en: 'Your access to the owner portal',
  },
  'email.ownerInvite.body': {
    nl: 'Uw makelaar heeft een account voor u gemaakt op het eigenaarsportaal, waar u de bezoeken en statistieken van uw pand volgt. Kies uw wachtwoord via deze link (7 dagen geldig):',
    fr: 'Votre agent vous a créé un compte sur le portail propriétaire, où vous suivez les visites et les statistiques de votre bien. Choisissez votre mot de passe via ce lien (valable 7 jours) :',
    en: 'Your agent has made you an account on the owner portal, where you follow the visits and statistics of your property. Choose your password with this link (valid for 7 days):',
  },
  'email.ownerResetLink.body': {
    nl: 'Uw makelaar stuurt u een link om een nieuw wachtwoord te kiezen voor het eigenaarsportaal (24 uur geldig):',
    fr: 'Votre agent vous envoie un lien pour choisir un nouveau mot de passe pour le portail propriétaire (valable 24 heures) :',
    en: 'Your agent sends you a link to choose a new password for the owner portal (valid for 24 hours):',
  },

  // Alert e-mail (plain text)
  'demandAlert.subject': e(
    'Nieuw aanbod voor uw zoekopdracht: {title}',
    'Nouvelle offre pour votre recherche : {title}',
    'New listing for your search: {title}',
  ),
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
  'demandAlert.bedrooms': e(
    '{count, plural, one {# slaapkamer} other {# slaapkamers}}',
    '{count, plural, one {# chambre} other {# chambres}}',
    '{count, plural, one {# bedroom} other {# bedrooms}}',
  ),

  // E-mails (plain text)
  'email.greeting': e('Beste {name},', 'Bonjour {name},', 'Dear {name},'),
  'email.signature': e('Met vriendelijke groeten,\n{site}', 'Cordialement,\n{site}', 'Kind regards,\n{site}'),
  'email.yourMessage': e(
    'Uw gegevens zoals u ze ons stuurde:',
    'Vos données telles que vous nous les avez envoyées :',
    'Your details as you sent them:',
  ),
  'email.confirm.subject': e('Wij ontvingen uw aanvraag', 'Nous avons reçu votre demande', 'We received your request'),
  'email.confirm.body': e(
    'Bedankt voor uw bericht. Wij nemen zo snel mogelijk contact met u op.',
    'Merci pour votre message. Nous vous contacterons dans les plus brefs délais.',
    'Thank you for your message. We will contact you as soon as possible.',
  ),
  'email.confirm.visit': e(
    'Wij ontvingen uw aanvraag voor een bezoek op {date} tussen {slot}. Wij bevestigen het tijdstip zo snel mogelijk.',
    'Nous avons reçu votre demande de visite le {date} entre {slot}. Nous confirmons le créneau au plus vite.',
    'We received your request for a visit on {date} between {slot}. We will confirm the time as soon as possible.',
  ),
  'email.confirm.documents': e(
    'De documenten van dit pand komen per e-mail. Hier zijn ze al:',
    'Les documents de ce bien arrivent par e-mail. Les voici déjà :',
    'The documents of this property arrive by e-mail. Here they are already:',
  ),
  'email.friend.subject': e('{name} stuurt u een pand', '{name} vous envoie un bien', '{name} sends you a property'),
  'email.friend.price': e('Prijs: {price}', 'Prix : {price}', 'Price: {price}'),
  'email.friend.rent': e('Huurprijs: {price} per maand', 'Loyer : {price} par mois', 'Rent: {price} a month'),
  'email.friend.body': e(
    '{name} denkt dat dit pand u kan interesseren:',
    '{name} pense que ce bien peut vous intéresser :',
    '{name} thinks this property may interest you:',
  ),
  'email.notify.subject': e('{form}: {name}', '{form} : {name}', '{form}: {name}'),
  'email.notify.open': e('Openen in de beheeromgeving:', 'Ouvrir dans l’administration :', 'Open in the admin:'),
  'email.notify.property': e('Pand', 'Bien', 'Property'),
  'email.notify.project': e('Project', 'Projet', 'Development'),
  // A staff reply to a lead quotes the visitor's message under this line (src/email/replyTemplate.ts).
  'email.reply.quote': e('Op {date} schreef {name}:', 'Le {date}, {name} a écrit :', 'On {date}, {name} wrote:'),
} as const satisfies Record<string, Entry>
