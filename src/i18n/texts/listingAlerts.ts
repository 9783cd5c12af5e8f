import { e, type Entry } from './entry'

/** Alerts for one listing ("Volg deze woning"): the detail page's form, its e-mails and the confirm and unsubscribe pages. */
export const listingAlertTexts = {
  // The form on the detail page
  'listingAlert.title': e('Volg deze woning', 'Suivre ce bien', 'Follow this property'),
  'listingAlert.intro': e(
    'Ontvang een e-mail als de prijs daalt of als het pand in optie gaat of verkocht wordt.',
    'Recevez un e-mail si le prix baisse ou si le bien passe sous option ou est vendu.',
    'Get an e-mail when the price drops or the property goes under option or is sold.',
  ),
  'listingAlert.consent': e(
    'U krijgt eerst een e-mail om uw inschrijving te bevestigen. Elke melding bevat een link om u met één klik uit te schrijven. Wij gebruiken uw e-mailadres alleen hiervoor.',
    'Vous recevrez d’abord un e-mail pour confirmer votre inscription. Chaque alerte contient un lien pour vous désinscrire en un clic. Nous n’utilisons votre adresse e-mail que pour cela.',
    'You will first get an e-mail to confirm. Every alert has a link to unsubscribe with one click. We use your e-mail address for this only.',
  ),
  'listingAlert.submit': e('Volg deze woning', 'Suivre ce bien', 'Follow this property'),
  'listingAlert.success': e(
    'Bijna klaar: bevestig uw inschrijving met de link in de e-mail die we u stuurden.',
    'Presque terminé : confirmez votre inscription avec le lien de l’e-mail que nous vous avons envoyé.',
    'Almost done: confirm with the link in the e-mail we sent you.',
  ),

  // Confirmation e-mail (plain text)
  'listingAlert.email.confirmSubject': e(
    'Bevestig uw meldingen voor {title}',
    'Confirmez vos alertes pour {title}',
    'Confirm your alerts for {title}',
  ),
  'listingAlert.email.confirmBody': e(
    'U vroeg e-mails aan over dit pand: als de prijs daalt of als het in optie gaat of verkocht wordt.',
    'Vous avez demandé des e-mails sur ce bien : si le prix baisse ou s’il passe sous option ou est vendu.',
    'You asked for e-mails about this property: when the price drops or it goes under option or is sold.',
  ),
  'listingAlert.email.confirmLink': e(
    'Bevestig met deze link ({days, plural, one {# dag} other {# dagen}} geldig):',
    'Confirmez avec ce lien (valable {days, plural, one {# jour} other {# jours}}) :',
    'Confirm with this link (valid for {days, plural, one {# day} other {# days}}):',
  ),
  'listingAlert.email.notYou': e(
    'Vroeg u dit niet aan? Dan hoeft u niets te doen: zonder bevestiging krijgt u niets.',
    'Vous n’avez rien demandé ? Ne faites rien : sans confirmation, vous ne recevrez rien.',
    'Did not ask for this? Do nothing: without confirmation you get nothing.',
  ),

  // Alert e-mail (plain text)
  'listingAlert.email.priceSubject': e('Prijsdaling: {title}', 'Baisse de prix : {title}', 'Price drop: {title}'),
  'listingAlert.email.priceBody': e(
    'De prijs van het pand dat u volgt, daalde van {from} naar {to}.',
    'Le prix du bien que vous suivez est passé de {from} à {to}.',
    'The price of the property you follow dropped from {from} to {to}.',
  ),
  'listingAlert.email.statusSubject': e(
    '{status, select, sold {Verkocht} rented {Verhuurd} other {In optie}}: {title}',
    '{status, select, sold {Vendu} rented {Loué} other {Sous option}} : {title}',
    '{status, select, sold {Sold} rented {Rented} other {Under option}}: {title}',
  ),
  'listingAlert.email.statusBody': e(
    'Het pand dat u volgt, is {status, select, sold {verkocht} rented {verhuurd} other {in optie}}.',
    'Le bien que vous suivez est {status, select, sold {vendu} rented {loué} other {sous option}}.',
    'The property you follow is {status, select, sold {sold} rented {rented} other {under option}}.',
  ),
  'listingAlert.email.view': e('Bekijk het pand:', 'Voir le bien :', 'View the property:'),
  'listingAlert.email.unsubscribe': e(
    'Geen e-mails meer over dit pand? Schrijf u uit met één klik via deze link:',
    'Plus d’e-mails sur ce bien ? Désinscrivez-vous en un clic via ce lien :',
    'No more e-mails about this property? Unsubscribe with one click here:',
  ),

  // Confirm and unsubscribe pages
  'listingAlert.confirm.title': e('Meldingen bevestigd', 'Alertes confirmées', 'Alerts confirmed'),
  'listingAlert.confirm.done': e(
    'Bedankt. U krijgt een e-mail als de prijs van dit pand daalt of als het in optie gaat of verkocht wordt.',
    'Merci. Vous recevrez un e-mail si le prix de ce bien baisse ou s’il passe sous option ou est vendu.',
    'Thank you. You will get an e-mail when the price of this property drops or it goes under option or is sold.',
  ),
  'listingAlert.confirm.invalidTitle': e('Link niet geldig', 'Lien non valable', 'Link not valid'),
  'listingAlert.confirm.invalid': e(
    'Deze bevestigingslink is niet geldig. Schrijf u opnieuw in op de pagina van het pand.',
    'Ce lien de confirmation n’est pas valable. Inscrivez-vous à nouveau sur la page du bien.',
    'This confirmation link is not valid. Sign up again on the property’s page.',
  ),
  'listingAlert.confirm.expired': e(
    'Deze bevestigingslink is verlopen. Schrijf u opnieuw in op de pagina van het pand.',
    'Ce lien de confirmation a expiré. Inscrivez-vous à nouveau sur la page du bien.',
    'This confirmation link has expired. Sign up again on the property’s page.',
  ),
  'listingAlert.confirm.view': e('Naar het pand', 'Voir le bien', 'Go to the property'),
  'listingAlert.confirm.askTitle': e('Meldingen bevestigen', 'Confirmer les alertes', 'Confirm the alerts'),
  'listingAlert.confirm.ask': e(
    'Wilt u een e-mail krijgen als de prijs van dit pand daalt of als het in optie gaat of verkocht wordt? Bevestig dan met de knop.',
    'Souhaitez-vous recevoir un e-mail si le prix de ce bien baisse ou s’il passe sous option ou est vendu ? Confirmez avec le bouton.',
    'Do you want an e-mail when the price of this property drops or it goes under option or is sold? Confirm with the button.',
  ),
  'listingAlert.confirm.notYou': e(
    'Hebt u zich niet ingeschreven? Dan hoeft u niets te doen: zonder bevestiging krijgt u geen e-mails.',
    'Vous ne vous êtes pas inscrit ? Ne faites rien : sans confirmation, vous ne recevrez pas d’e-mails.',
    'Did not sign up? Then do nothing: without a confirmation you get no e-mails.',
  ),
  'listingAlert.confirm.button': e('Ja, bevestig mijn meldingen', 'Oui, confirmer mes alertes', 'Yes, confirm my alerts'),
  'listingAlert.confirm.already': e(
    'Uw meldingen voor dit pand waren al bevestigd. U hoeft niets meer te doen.',
    'Vos alertes pour ce bien étaient déjà confirmées. Vous n’avez plus rien à faire.',
    'Your alerts for this property were already confirmed. There is nothing more to do.',
  ),
  'listingAlert.confirm.crossSite': e(
    'Deze bevestiging kwam niet van onze website. Open de link uit de e-mail en druk daar op de knop.',
    'Cette confirmation ne venait pas de notre site. Ouvrez le lien de l’e-mail et appuyez sur le bouton.',
    'This confirmation did not come from our website. Open the link in the e-mail and press the button there.',
  ),
  'listingAlert.unsubscribe.intro': e(
    'Wilt u geen e-mails meer over dit pand ontvangen?',
    'Vous ne souhaitez plus recevoir d’e-mails sur ce bien ?',
    'Stop the e-mails about this property?',
  ),
  'listingAlert.unsubscribe.done': e(
    'U krijgt geen e-mails meer over dit pand.',
    'Vous ne recevrez plus d’e-mails sur ce bien.',
    'You will get no more e-mails about this property.',
  ),
  'formType.listing-alert': e('Volg deze woning', 'Suivre ce bien', 'Follow this property'),
} as const satisfies Record<string, Entry>
