import { e, type Entry } from './entry'

/** The demand register form (issue part B, spec sections 2 and 5). */
export const demandTexts = {
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
  'demand.zonesChosen': e(
    '{count, plural, one {# gemeente} other {# gemeenten}} gekozen',
    '{count, plural, one {# commune choisie} other {# communes choisies}}',
    '{count, plural, one {# town} other {# towns}} chosen',
  ),
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
  'demand.invalid.passwordLength': e(
    'Het wachtwoord moet minstens 8 tekens hebben',
    'Le mot de passe doit contenir au moins 8 caractères',
    'The password needs at least 8 characters',
  ),
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
} as const satisfies Record<string, Entry>
