import type { Entry } from './entry'

/** Cookie consent dialog and analytics texts (spec section 4). */
export const consentTexts = {
  'consent.title': { nl: 'Wij gebruiken cookies', fr: 'Nous utilisons des cookies', en: 'We use cookies' },
  'consent.intro': {
    nl: 'Wij gebruiken cookies om deze website goed te laten werken, het bezoek te meten en u relevante advertenties te tonen. U kiest zelf welke cookies u toestaat.',
    fr: 'Nous utilisons des cookies pour assurer le bon fonctionnement de ce site, mesurer sa fréquentation et vous montrer des publicités pertinentes. Vous choisissez vous-même les cookies que vous autorisez.',
    en: 'We use cookies to make this website work properly, to measure how it is used and to show you relevant advertising. You choose which cookies you allow.',
  },
  'consent.policyLink': { nl: 'Lees ons cookiebeleid', fr: 'Lire notre politique en matière de cookies', en: 'Read our cookie policy' },
  'consent.agree': { nl: 'Akkoord', fr: 'J’accepte', en: 'Agree' },
  'consent.decline': { nl: 'Weigeren', fr: 'Je refuse', en: 'Decline' },
  'consent.settings': { nl: 'Instellingen wijzigen', fr: 'Modifier les paramètres', en: 'Change settings' },
  'consent.agreePartly': { nl: 'Gedeeltelijk akkoord', fr: 'Accepter partiellement', en: 'Agree partly' },
  'consent.settingsLegend': {
    nl: 'Kies welke cookies u toestaat',
    fr: 'Choisissez les cookies que vous autorisez',
    en: 'Choose which cookies you allow',
  },
  'consent.alwaysOn': { nl: 'Altijd actief', fr: 'Toujours actif', en: 'Always active' },
  'consent.category.necessary': {
    nl: 'Strikt noodzakelijke cookies',
    fr: 'Cookies strictement nécessaires',
    en: 'Strictly necessary cookies',
  },
  'consent.category.necessary.description': {
    nl: 'Deze cookies zijn nodig om de website te laten werken, bijvoorbeeld om uw cookiekeuze te onthouden.',
    fr: 'Ces cookies sont indispensables au fonctionnement du site, par exemple pour retenir votre choix en matière de cookies.',
    en: 'These cookies are needed for the website to work, for example to remember your cookie choice.',
  },
  'consent.category.analytical': { nl: 'Analytische cookies', fr: 'Cookies analytiques', en: 'Analytical cookies' },
  'consent.category.analytical.description': {
    nl: 'Hiermee meten we hoe bezoekers de website gebruiken, zodat we die kunnen verbeteren.',
    fr: 'Ils nous permettent de mesurer comment les visiteurs utilisent le site afin de l’améliorer.',
    en: 'These let us measure how visitors use the website so that we can improve it.',
  },
  'consent.category.marketing': { nl: 'Marketingcookies', fr: 'Cookies marketing', en: 'Marketing cookies' },
  'consent.category.marketing.description': {
    nl: 'Hiermee tonen wij en onze partners u advertenties die aansluiten bij uw interesses.',
    fr: 'Ils nous permettent, ainsi qu’à nos partenaires, de vous montrer des publicités adaptées à vos centres d’intérêt.',
    en: 'These let us and our partners show you advertising that matches your interests.',
  },
  'consent.category.socialMedia': { nl: 'Socialemediacookies', fr: 'Cookies de réseaux sociaux', en: 'Social media cookies' },
  'consent.category.socialMedia.description': {
    nl: 'Hiermee kunt u inhoud delen op sociale netwerken en ingesloten berichten bekijken.',
    fr: 'Ils vous permettent de partager du contenu sur les réseaux sociaux et d’afficher des publications intégrées.',
    en: 'These let you share content on social networks and view embedded posts.',
  },
  'consent.category.unclassified': { nl: 'Niet-geclassificeerde cookies', fr: 'Cookies non classés', en: 'Unclassified cookies' },
  'consent.category.unclassified.description': {
    nl: 'Cookies die we samen met hun aanbieders nog aan het indelen zijn.',
    fr: 'Des cookies que nous sommes encore en train de classer avec leurs fournisseurs.',
    en: 'Cookies that we are still classifying together with their providers.',
  },
} as const satisfies Record<string, Entry>
