import { e, type Entry } from './entry'

/**
 * Keeping a search (issue 37.5): "save this search" on the list pages, its double opt-in e-mail and
 * confirmation page (the demand register's alerts, src/alerts/savedSearch.ts), and the "recently
 * viewed" strip kept in the browser.
 */
export const savedSearchTexts = {
  // The box on every result list
  'savedSearch.open': e('Bewaar deze zoekopdracht', 'Enregistrer cette recherche', 'Save this search'),
  'savedSearch.intro': e(
    'Krijg een e-mail zodra een pand dat hierbij past te koop of te huur komt of in prijs verandert.',
    'Recevez un e-mail dès qu’un bien correspondant est mis en vente ou en location, ou change de prix.',
    'Get an e-mail as soon as a matching property comes on the market or changes price.',
  ),
  'savedSearch.criteria': e('Uw zoekopdracht', 'Votre recherche', 'Your search'),
  'savedSearch.allTypes': e('alle types', 'tous types', 'all types'),
  'savedSearch.maxPrice': e('tot {price}', 'jusqu’à {price}', 'up to {price}'),
  'savedSearch.minPrice': e('vanaf {price}', 'à partir de {price}', 'from {price}'),
  'savedSearch.bedrooms': e(
    '{count, plural, one {# slaapkamer of meer} other {# slaapkamers of meer}}',
    '{count, plural, one {# chambre ou plus} other {# chambres ou plus}}',
    '{count, plural, one {# bedroom or more} other {# bedrooms or more}}',
  ),
  'savedSearch.needTown': e(
    'Kies eerst minstens één gemeente in de filters om deze zoekopdracht te bewaren.',
    'Choisissez d’abord au moins une commune dans les filtres pour enregistrer cette recherche.',
    'First choose at least one town in the filters to save this search.',
  ),
  'savedSearch.password': e('Wachtwoord (niet verplicht)', 'Mot de passe (facultatif)', 'Password (optional)'),
  'savedSearch.passwordNote': e(
    'Met een wachtwoord past u uw zoekopdracht later zelf aan. Zonder account krijgt u gewoon de e-mails.',
    'Avec un mot de passe, vous modifiez vous-même votre recherche plus tard. Sans compte, vous recevez simplement les e-mails.',
    'With a password you can change your search yourself later. Without an account you simply get the e-mails.',
  ),
  'savedSearch.consent': e(
    'U krijgt eerst een e-mail om te bevestigen. Elke melding bevat een link om u uit te schrijven.',
    'Vous recevrez d’abord un e-mail de confirmation. Chaque alerte contient un lien de désinscription.',
    'You will first get an e-mail to confirm. Every alert has a link to unsubscribe.',
  ),
  'savedSearch.submit': e('Bewaar en volg', 'Enregistrer et suivre', 'Save and follow'),
  'savedSearch.success': e(
    'Bijna klaar: bevestig uw zoekopdracht met de link in de e-mail die we u stuurden.',
    'Presque terminé : confirmez votre recherche avec le lien de l’e-mail que nous vous avons envoyé.',
    'Almost done: confirm your search with the link in the e-mail we sent you.',
  ),
  'savedSearch.invalid.search': e(
    'Deze zoekopdracht kan niet bewaard worden: kies een gemeente in de filters en probeer opnieuw.',
    'Cette recherche ne peut pas être enregistrée : choisissez une commune dans les filtres et réessayez.',
    'This search cannot be saved: choose a town in the filters and try again.',
  ),

  // The double opt-in e-mail (plain text)
  'savedSearch.email.subject': e('Bevestig uw zoekopdracht', 'Confirmez votre recherche', 'Confirm your search'),
  'savedSearch.email.body': e(
    'U vroeg e-mails aan over panden die passen bij deze zoekopdracht:',
    'Vous avez demandé des e-mails sur les biens correspondant à cette recherche :',
    'You asked for e-mails about properties that match this search:',
  ),
  'savedSearch.email.account': e(
    'Uw zoekopdracht aanpassen of stopzetten kan ook in uw account: {link}',
    'Vous pouvez aussi modifier ou arrêter votre recherche dans votre compte : {link}',
    'You can also change or stop your search in your account: {link}',
  ),

  // The confirmation page
  'savedSearch.confirm.askTitle': e('Zoekopdracht bevestigen', 'Confirmer la recherche', 'Confirm your search'),
  'savedSearch.confirm.ask': e(
    'Bevestig dat u e-mails wilt krijgen over panden die bij deze zoekopdracht passen.',
    'Confirmez que vous souhaitez recevoir des e-mails sur les biens correspondant à cette recherche.',
    'Confirm that you want e-mails about properties that match this search.',
  ),
  'savedSearch.confirm.button': e('Bevestigen', 'Confirmer', 'Confirm'),
  'savedSearch.confirm.title': e('Zoekopdracht bevestigd', 'Recherche confirmée', 'Search confirmed'),
  'savedSearch.confirm.done': e(
    'Dank u. U krijgt voortaan een e-mail voor elk pand dat bij uw zoekopdracht past.',
    'Merci. Vous recevrez désormais un e-mail pour chaque bien correspondant à votre recherche.',
    'Thank you. From now on you get an e-mail for every property that matches your search.',
  ),
  'savedSearch.confirm.invalid': e(
    'Deze bevestigingslink is niet geldig. Bewaar de zoekopdracht opnieuw op de lijst van panden.',
    'Ce lien de confirmation n’est pas valable. Enregistrez à nouveau la recherche sur la liste des biens.',
    'This confirmation link is not valid. Save the search again on the list of properties.',
  ),
  'savedSearch.confirm.expired': e(
    'Deze bevestigingslink is verlopen. Bewaar de zoekopdracht opnieuw op de lijst van panden.',
    'Ce lien de confirmation a expiré. Enregistrez à nouveau la recherche sur la liste des biens.',
    'This confirmation link has expired. Save the search again on the list of properties.',
  ),
  'savedSearch.confirm.already': e(
    'Deze zoekopdracht was al bevestigd.',
    'Cette recherche était déjà confirmée.',
    'This search was already confirmed.',
  ),

  // Recently viewed (kept in this browser only)
  'recent.title': e('Recent bekeken', 'Vus récemment', 'Recently viewed'),
  'recent.clear': e('Wis deze lijst', 'Effacer cette liste', 'Clear this list'),
  'recent.note': e(
    'Deze lijst staat alleen in deze browser.',
    'Cette liste n’est conservée que dans ce navigateur.',
    'This list is kept in this browser only.',
  ),
} as const satisfies Record<string, Entry>
