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
} as const satisfies Record<string, Entry>
