import type { BodyBlock, SeedPageText, Text3 } from './types'

export type PageKey =
  | 'home'
  | 'for-sale'
  | 'for-rent'
  | 'new-build'
  | 'sold'
  | 'selling'
  | 'about'
  | 'blog'
  | 'contact'
  | 'vacancies'
  | 'valuation'
  | 'demand'
  | 'login'
  | 'disclaimer'
  | 'cookie-policy'
  | 'privacy-statement'
  | 'projects'
  | 'thank-you'
  | 'services'
  | 'testimonials'

const page = (
  title: Text3,
  path: Text3,
  description: Text3,
  metaTitle: Text3,
  metaDescription: Text3,
  banner?: { title: Text3; description: Text3 },
): SeedPageText => ({
  title,
  path,
  description,
  metaTitle,
  metaDescription,
  bannerTitle: banner?.title,
  bannerDescription: banner?.description,
})

/** The site's pages (spec section 2): Dutch paths exactly as the spec lists them, French and English translated. */
export const pages: Record<PageKey, SeedPageText> = {
  home: page(
    { nl: 'Welkom bij Kempen Vastgoed', fr: 'Bienvenue chez Kempen Vastgoed', en: 'Welcome to Kempen Vastgoed' },
    { nl: '', fr: '', en: '' },
    {
      nl: 'Uw vastgoedkantoor in Noord-Limburg en de Antwerpse Kempen.',
      fr: 'Votre agence immobilière dans le nord du Limbourg et la Campine anversoise.',
      en: 'Your estate agent in North Limburg and the Antwerp Kempen.',
    },
    {
      nl: 'Kempen Vastgoed | Woningen te koop en te huur',
      fr: 'Kempen Vastgoed | Biens à vendre et à louer',
      en: 'Kempen Vastgoed | Homes for sale and to rent',
    },
    {
      nl: 'Huizen, appartementen en bouwgronden te koop en te huur in Lommel, Mol en de Kempen. Gratis schatting van uw woning.',
      fr: 'Maisons, appartements et terrains à vendre et à louer à Lommel, Mol et en Campine. Estimation gratuite de votre bien.',
      en: 'Houses, apartments and building plots for sale and to rent in Lommel, Mol and the Kempen. Free valuation of your home.',
    },
    {
      title: { nl: 'Uw thuis in de Kempen', fr: 'Votre chez-vous en Campine', en: 'Your home in the Kempen' },
      description: {
        nl: 'Kopen, verkopen of huren met een makelaar die de regio kent.',
        fr: 'Acheter, vendre ou louer avec un agent qui connaît la région.',
        en: 'Buy, sell or rent with an agent who knows the area.',
      },
    },
  ),
  'for-sale': page(
    { nl: 'Te koop', fr: 'À vendre', en: 'For sale' },
    { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale' },
    {
      nl: 'Ons volledige aanbod woningen, appartementen en gronden te koop.',
      fr: 'Toute notre offre de maisons, appartements et terrains à vendre.',
      en: 'All our houses, apartments and land for sale.',
    },
    { nl: 'Vastgoed te koop in de Kempen', fr: 'Immobilier à vendre en Campine', en: 'Property for sale in the Kempen' },
    {
      nl: 'Bekijk alle huizen, appartementen en bouwgronden te koop in Noord-Limburg en de Antwerpse Kempen.',
      fr: 'Découvrez toutes les maisons, appartements et terrains à vendre dans le nord du Limbourg et en Campine anversoise.',
      en: 'Browse all houses, apartments and building plots for sale in North Limburg and the Antwerp Kempen.',
    },
    {
      title: { nl: 'Te koop', fr: 'À vendre', en: 'For sale' },
      description: {
        nl: 'Vind de woning die bij u past.',
        fr: 'Trouvez le bien qui vous correspond.',
        en: 'Find the home that suits you.',
      },
    },
  ),
  'for-rent': page(
    { nl: 'Te huur', fr: 'À louer', en: 'For rent' },
    { nl: 'te-huur', fr: 'a-louer', en: 'for-rent' },
    {
      nl: 'Appartementen, woningen en garages te huur.',
      fr: 'Appartements, maisons et garages à louer.',
      en: 'Apartments, houses and garages to rent.',
    },
    { nl: 'Vastgoed te huur in de Kempen', fr: 'Immobilier à louer en Campine', en: 'Property to rent in the Kempen' },
    {
      nl: 'Appartementen, huizen en garages te huur in Lommel, Mol en omgeving. Bekijk het actuele huuraanbod.',
      fr: 'Appartements, maisons et garages à louer à Lommel, Mol et environs. Consultez l’offre locative actuelle.',
      en: 'Apartments, houses and garages to rent in Lommel, Mol and the surrounding area. See what is available now.',
    },
    {
      title: { nl: 'Te huur', fr: 'À louer', en: 'For rent' },
      description: { nl: 'Huren zonder zorgen.', fr: 'Louer en toute sérénité.', en: 'Renting without worries.' },
    },
  ),
  'new-build': page(
    { nl: 'Nieuwbouw', fr: 'Construction neuve', en: 'New build' },
    { nl: 'nieuwbouw', fr: 'construction-neuve', en: 'new-build' },
    {
      nl: 'Energiezuinige nieuwbouwprojecten en -woningen.',
      fr: 'Projets et logements neufs économes en énergie.',
      en: 'Energy-efficient new-build developments and homes.',
    },
    { nl: 'Nieuwbouwprojecten in de Kempen', fr: 'Projets neufs en Campine', en: 'New-build developments in the Kempen' },
    {
      nl: 'Ontdek onze nieuwbouwappartementen en -woningen: BEN-normen, afwerking naar keuze en centrale liggingen.',
      fr: 'Découvrez nos appartements et maisons neufs : normes Q-ZEN, finitions au choix et situations centrales.',
      en: 'Discover our new-build apartments and houses: nearly-zero-energy, finishes of your choice and central locations.',
    },
  ),
  sold: page(
    { nl: 'Verkocht', fr: 'Vendu', en: 'Sold' },
    { nl: 'verkocht', fr: 'vendu', en: 'sold' },
    {
      nl: 'Een greep uit de panden die wij recent verkochten en verhuurden.',
      fr: 'Une sélection des biens récemment vendus et loués.',
      en: 'A selection of the properties we recently sold and let.',
    },
    { nl: 'Verkochte en verhuurde panden', fr: 'Biens vendus et loués', en: 'Sold and let properties' },
    {
      nl: 'Referenties van Kempen Vastgoed: woningen die wij recent verkochten en verhuurden in de regio.',
      fr: 'Références de Kempen Vastgoed : biens récemment vendus et loués dans la région.',
      en: 'References from Kempen Vastgoed: homes we recently sold and let in the area.',
    },
  ),
  selling: page(
    { nl: 'Onze aanpak', fr: 'Notre approche', en: 'Our approach' },
    { nl: 'onze-aanpak', fr: 'notre-approche', en: 'our-approach' },
    {
      nl: 'Zo verkopen wij uw woning: stap voor stap, met één vast aanspreekpunt.',
      fr: 'Voici comment nous vendons votre bien : étape par étape, avec un seul interlocuteur.',
      en: 'How we sell your home: step by step, with one dedicated contact.',
    },
    {
      nl: 'Uw woning verkopen met Kempen Vastgoed',
      fr: 'Vendre votre bien avec Kempen Vastgoed',
      en: 'Selling your home with Kempen Vastgoed',
    },
    {
      nl: 'Van gratis schatting tot verkocht: ontdek hoe wij uw woning snel en aan de juiste prijs verkopen.',
      fr: 'De l’estimation gratuite à la vente : découvrez comment nous vendons votre bien vite et au bon prix.',
      en: 'From free valuation to sold: see how we sell your home quickly and at the right price.',
    },
  ),
  testimonials: page(
    { nl: 'Getuigenissen', fr: 'Témoignages', en: 'Testimonials' },
    { nl: 'getuigenissen', fr: 'temoignages', en: 'testimonials' },
    { nl: 'Wat klanten over ons zeggen.', fr: 'Ce que nos clients disent de nous.', en: 'What our customers say about us.' },
    { nl: 'Getuigenissen van klanten', fr: 'Témoignages de clients', en: 'Customer testimonials' },
    {
      nl: 'Lees hoe verkopers, kopers en verhuurders hun ervaring met Kempen Vastgoed beschrijven.',
      fr: 'Découvrez comment vendeurs, acheteurs et bailleurs décrivent leur expérience avec Kempen Vastgoed.',
      en: 'Read how sellers, buyers and landlords describe their experience with Kempen Vastgoed.',
    },
  ),
  about: page(
    { nl: 'Over ons', fr: 'À propos', en: 'About us' },
    { nl: 'over-ons', fr: 'a-propos', en: 'about-us' },
    {
      nl: 'Een lokaal team met twintig jaar ervaring.',
      fr: 'Une équipe locale forte de vingt ans d’expérience.',
      en: 'A local team with twenty years of experience.',
    },
    { nl: 'Over Kempen Vastgoed', fr: 'À propos de Kempen Vastgoed', en: 'About Kempen Vastgoed' },
    {
      nl: 'Leer ons team kennen: vastgoedadviseurs in Lommel en Mol die de Kempen door en door kennen.',
      fr: 'Découvrez notre équipe : des conseillers immobiliers à Lommel et Mol qui connaissent la Campine.',
      en: 'Meet our team: property advisers in Lommel and Mol who know the Kempen inside out.',
    },
  ),
  blog: page(
    { nl: 'Blog', fr: 'Blog', en: 'Blog' },
    { nl: 'blog', fr: 'blog', en: 'blog' },
    {
      nl: 'Tips en nieuws over kopen, verkopen, huren en renoveren.',
      fr: 'Conseils et actualités sur l’achat, la vente, la location et la rénovation.',
      en: 'Tips and news on buying, selling, renting and renovating.',
    },
    { nl: 'Vastgoedblog | Kempen Vastgoed', fr: 'Blog immobilier | Kempen Vastgoed', en: 'Property blog | Kempen Vastgoed' },
    {
      nl: 'Praktische artikels over EPC, asbestattest, registratierechten, renoveren en de vastgoedmarkt in de Kempen.',
      fr: 'Articles pratiques sur le PEB, l’attestation amiante, les droits d’enregistrement, la rénovation et le marché en Campine.',
      en: 'Practical articles on EPC, asbestos certificates, registration duties, renovation and the Kempen property market.',
    },
  ),
  contact: page(
    { nl: 'Contact', fr: 'Contact', en: 'Contact' },
    { nl: 'contact', fr: 'contact', en: 'contact' },
    {
      nl: 'Kom langs op een van onze kantoren of stuur ons een bericht.',
      fr: 'Passez dans l’une de nos agences ou envoyez-nous un message.',
      en: 'Visit one of our offices or send us a message.',
    },
    { nl: 'Contacteer Kempen Vastgoed', fr: 'Contactez Kempen Vastgoed', en: 'Contact Kempen Vastgoed' },
    {
      nl: 'Onze kantoren in Lommel en Mol, openingsuren en contactformulier.',
      fr: 'Nos agences à Lommel et Mol, heures d’ouverture et formulaire de contact.',
      en: 'Our offices in Lommel and Mol, opening hours and contact form.',
    },
  ),
  vacancies: page(
    { nl: 'Vacatures', fr: 'Offres d’emploi', en: 'Vacancies' },
    { nl: 'vacatures', fr: 'emplois', en: 'vacancies' },
    {
      nl: 'Werk mee aan het vastgoedkantoor van de Kempen.',
      fr: 'Rejoignez l’agence immobilière de la Campine.',
      en: 'Join the Kempen’s estate agency.',
    },
    { nl: 'Vacatures bij Kempen Vastgoed', fr: 'Emplois chez Kempen Vastgoed', en: 'Jobs at Kempen Vastgoed' },
    {
      nl: 'Bekijk onze openstaande vacatures en solliciteer bij een groeiend lokaal team.',
      fr: 'Consultez nos postes vacants et rejoignez une équipe locale en pleine croissance.',
      en: 'See our open positions and join a growing local team.',
    },
  ),
  valuation: page(
    { nl: 'Gratis schatting', fr: 'Estimation gratuite', en: 'Free valuation' },
    { nl: 'gratis-schatting', fr: 'estimation-gratuite', en: 'free-valuation' },
    {
      nl: 'Wat is uw woning waard? Vraag vrijblijvend een schatting aan, om te verkopen of te verhuren.',
      fr: 'Que vaut votre bien ? Demandez une estimation sans engagement, pour vendre ou louer.',
      en: 'What is your home worth? Request a no-obligation valuation, to sell or to let.',
    },
    { nl: 'Gratis schatting van uw woning', fr: 'Estimation gratuite de votre bien', en: 'Free valuation of your home' },
    {
      nl: 'Een van onze adviseurs komt langs en bezorgt u een correcte marktwaarde, gratis en vrijblijvend.',
      fr: 'Un de nos conseillers passe chez vous et vous communique une valeur de marché correcte, gratuitement.',
      en: 'One of our advisers visits and gives you a fair market value, free and without obligation.',
    },
  ),
  demand: page(
    { nl: 'Ik zoek', fr: 'Je cherche', en: 'I am looking' },
    { nl: 'ik-zoek', fr: 'je-cherche', en: 'i-am-looking' },
    {
      nl: 'Laat ons weten wat u zoekt en ontvang nieuwe panden als eerste.',
      fr: 'Dites-nous ce que vous cherchez et recevez les nouveaux biens en premier.',
      en: 'Tell us what you are looking for and be the first to hear about new properties.',
    },
    { nl: 'Zoekopdracht registreren', fr: 'Enregistrer une recherche', en: 'Register your search' },
    {
      nl: 'Registreer uw zoekcriteria en ontvang een e-mail zodra een passend pand te koop of te huur komt.',
      fr: 'Enregistrez vos critères et recevez un e-mail dès qu’un bien correspondant est disponible.',
      en: 'Register your criteria and get an e-mail as soon as a matching property comes on the market.',
    },
  ),
  login: page(
    { nl: 'Login eigenaars', fr: 'Connexion propriétaires', en: 'Owner login' },
    { nl: 'login', fr: 'login', en: 'login' },
    {
      nl: 'Volg de statistieken van uw pand.',
      fr: 'Suivez les statistiques de votre bien.',
      en: 'Follow the statistics of your property.',
    },
    { nl: 'Login eigenaars', fr: 'Connexion propriétaires', en: 'Owner login' },
    {
      nl: 'Eigenaars loggen hier in om bezoeken, statistieken en de historiek van hun pand te volgen.',
      fr: 'Les propriétaires se connectent ici pour suivre visites, statistiques et historique de leur bien.',
      en: 'Owners log in here to follow the visits, statistics and history of their property.',
    },
  ),
  disclaimer: page(
    { nl: 'Disclaimer', fr: 'Mentions légales', en: 'Disclaimer' },
    { nl: 'disclaimer', fr: 'mentions-legales', en: 'disclaimer' },
    {
      nl: 'Juridische informatie over deze website.',
      fr: 'Informations juridiques sur ce site.',
      en: 'Legal information about this website.',
    },
    { nl: 'Disclaimer', fr: 'Mentions légales', en: 'Disclaimer' },
    {
      nl: 'Voorwaarden voor het gebruik van de website van Kempen Vastgoed.',
      fr: 'Conditions d’utilisation du site de Kempen Vastgoed.',
      en: 'Terms of use of the Kempen Vastgoed website.',
    },
  ),
  'cookie-policy': page(
    { nl: 'Cookiebeleid', fr: 'Politique de cookies', en: 'Cookie policy' },
    { nl: 'cookie-policy', fr: 'politique-cookies', en: 'cookie-policy' },
    { nl: 'Welke cookies wij gebruiken en waarom.', fr: 'Quels cookies nous utilisons et pourquoi.', en: 'Which cookies we use and why.' },
    { nl: 'Cookiebeleid', fr: 'Politique de cookies', en: 'Cookie policy' },
    {
      nl: 'Uitleg over de vijf categorieën cookies op onze website en hoe u uw voorkeuren wijzigt.',
      fr: 'Explication des cinq catégories de cookies de notre site et comment modifier vos préférences.',
      en: 'The five categories of cookies on our website and how to change your preferences.',
    },
  ),
  'privacy-statement': page(
    { nl: 'Privacyverklaring', fr: 'Déclaration de confidentialité', en: 'Privacy statement' },
    { nl: 'privacy-statement', fr: 'declaration-confidentialite', en: 'privacy-statement' },
    {
      nl: 'Hoe wij met uw persoonsgegevens omgaan.',
      fr: 'Comment nous traitons vos données personnelles.',
      en: 'How we handle your personal data.',
    },
    { nl: 'Privacyverklaring', fr: 'Déclaration de confidentialité', en: 'Privacy statement' },
    {
      nl: 'Welke gegevens Kempen Vastgoed verwerkt, waarom, hoe lang en welke rechten u hebt onder de AVG.',
      fr: 'Quelles données Kempen Vastgoed traite, pourquoi, combien de temps et vos droits selon le RGPD.',
      en: 'What data Kempen Vastgoed processes, why, for how long and your rights under the GDPR.',
    },
  ),
  projects: page(
    { nl: 'Projecten', fr: 'Projets', en: 'Projects' },
    { nl: 'projecten', fr: 'projets', en: 'projects' },
    { nl: 'Al onze nieuwbouwprojecten.', fr: 'Tous nos projets neufs.', en: 'All our new-build developments.' },
    { nl: 'Nieuwbouwprojecten', fr: 'Projets neufs', en: 'New-build developments' },
    {
      nl: 'Overzicht van de nieuwbouwprojecten van Kempen Vastgoed met prijslijst en beschikbare units.',
      fr: 'Aperçu des projets neufs de Kempen Vastgoed avec liste de prix et unités disponibles.',
      en: 'Overview of Kempen Vastgoed’s new-build developments with price lists and available units.',
    },
  ),
  'thank-you': page(
    { nl: 'Bedankt', fr: 'Merci', en: 'Thank you' },
    { nl: 'bedankt', fr: 'merci', en: 'thank-you' },
    { nl: 'Bedankt voor uw bericht.', fr: 'Merci pour votre message.', en: 'Thank you for your message.' },
    { nl: 'Bedankt', fr: 'Merci', en: 'Thank you' },
    { nl: 'Wij hebben uw aanvraag goed ontvangen.', fr: 'Nous avons bien reçu votre demande.', en: 'We have received your request.' },
  ),
  services: page(
    { nl: 'Diensten', fr: 'Services', en: 'Services' },
    { nl: 'diensten', fr: 'services', en: 'services' },
    { nl: 'Wat wij voor u kunnen doen.', fr: 'Ce que nous pouvons faire pour vous.', en: 'What we can do for you.' },
    { nl: 'Onze diensten', fr: 'Nos services', en: 'Our services' },
    {
      nl: 'Verkopen, verhuren, schatten en beheren: de diensten van Kempen Vastgoed.',
      fr: 'Vendre, louer, estimer et gérer : les services de Kempen Vastgoed.',
      en: 'Selling, letting, valuing and managing: the services of Kempen Vastgoed.',
    },
  ),
}

const thanks = (original: string, path: Text3, title: Text3, message: Text3) => ({ original, path, title, message })

/** Thank-you pages after each form (spec section 2, "Thank-you pages"), under /nl/bedankt/. */
export const thankYouPages = [
  thanks(
    '/feedback/contact-me/',
    { nl: 'contact-pand', fr: 'contact-bien', en: 'property-contact' },
    { nl: 'Bedankt voor uw interesse', fr: 'Merci pour votre intérêt', en: 'Thank you for your interest' },
    {
      nl: 'Uw vraag over dit pand is goed aangekomen. Uw makelaar neemt binnen één werkdag contact met u op.',
      fr: 'Votre question sur ce bien nous est bien parvenue. Votre agent vous contacte dans un jour ouvrable.',
      en: 'Your question about this property has arrived. Your agent will contact you within one working day.',
    },
  ),
  thanks(
    '/feedback/contact-appointment/',
    { nl: 'contact-appointment', fr: 'rendez-vous', en: 'appointment' },
    { nl: 'Uw bezoekaanvraag is ontvangen', fr: 'Votre demande de visite est reçue', en: 'Your viewing request has been received' },
    {
      nl: 'Wij bevestigen het gekozen tijdstip zo snel mogelijk per e-mail of telefoon.',
      fr: 'Nous confirmons le créneau choisi au plus vite par e-mail ou par téléphone.',
      en: 'We will confirm the chosen time slot as soon as possible by e-mail or phone.',
    },
  ),
  thanks(
    '/feedback/contact-construction/',
    { nl: 'contact-project', fr: 'contact-projet', en: 'project-contact' },
    {
      nl: 'Bedankt voor uw interesse in dit project',
      fr: 'Merci pour votre intérêt pour ce projet',
      en: 'Thank you for your interest in this development',
    },
    {
      nl: 'U ontvangt de brochure en prijslijst binnenkort in uw mailbox.',
      fr: 'Vous recevrez bientôt la brochure et la liste de prix par e-mail.',
      en: 'You will shortly receive the brochure and price list by e-mail.',
    },
  ),
  thanks(
    '/feedback/contact-demand/',
    { nl: 'gratis-schatting', fr: 'estimation-gratuite', en: 'free-valuation' },
    { nl: 'Bedankt voor het vertrouwen', fr: 'Merci pour votre confiance', en: 'Thanks for the confidence' },
    {
      nl: 'Wij bellen u om een afspraak voor de schatting van uw woning te maken.',
      fr: 'Nous vous appelons pour fixer un rendez-vous pour l’estimation de votre bien.',
      en: 'We will call you to book a visit to value your home.',
    },
  ),
  thanks(
    '/feedback/demand-register/',
    { nl: 'ik-zoek', fr: 'je-cherche', en: 'i-am-looking' },
    { nl: 'Uw zoekopdracht is geregistreerd', fr: 'Votre recherche est enregistrée', en: 'Your search has been registered' },
    {
      nl: 'U krijgt een e-mail zodra er een pand is dat aan uw wensen voldoet. Uw zoekopdracht bekijken of aanpassen? Log in met uw e-mailadres en wachtwoord op /nl/account/.',
      fr: 'Vous recevrez un e-mail dès qu’un bien correspond à vos critères. Consulter ou modifier votre recherche ? Connectez-vous avec votre adresse e-mail et votre mot de passe sur /fr/account/.',
      en: 'You will get an e-mail as soon as a property matches your wishes. Want to see or change your search? Log in with your e-mail address and password at /en/account/.',
    },
  ),
  thanks(
    '/feedback/send-to-friend/',
    { nl: 'send-to-friend', fr: 'envoyer-a-un-ami', en: 'send-to-friend' },
    { nl: 'Het pand werd naar uw vriend verstuurd', fr: 'Le bien a été envoyé à votre ami', en: 'The property was sent to your friend' },
    {
      nl: 'Uw vriend ontvangt een e-mail met een link naar dit pand.',
      fr: 'Votre ami reçoit un e-mail avec un lien vers ce bien.',
      en: 'Your friend receives an e-mail with a link to this property.',
    },
  ),
  thanks(
    '/feedback/site-contact/',
    { nl: 'contact', fr: 'contact', en: 'contact' },
    { nl: 'Bedankt voor uw bericht', fr: 'Merci pour votre message', en: 'Thank you for your message' },
    {
      nl: 'Wij antwoorden zo snel mogelijk, meestal nog dezelfde werkdag.',
      fr: 'Nous répondons au plus vite, généralement le jour même.',
      en: 'We will reply as soon as possible, usually the same working day.',
    },
  ),
  thanks(
    '/feedback/sign-newsletter/',
    { nl: 'sign-newsletter', fr: 'inscription-newsletter', en: 'newsletter-sign-up' },
    { nl: 'U bent ingeschreven', fr: 'Vous êtes inscrit', en: 'You are subscribed' },
    {
      nl: 'Vanaf nu ontvangt u onze nieuwsbrief met het nieuwste aanbod en praktische tips.',
      fr: 'Vous recevrez désormais notre newsletter avec les nouveautés et des conseils pratiques.',
      en: 'From now on you will receive our newsletter with new listings and practical tips.',
    },
  ),
  thanks(
    '/feedback/testing-testing/',
    { nl: 'testing-testing', fr: 'testing-testing', en: 'testing-testing' },
    { nl: 'Testbevestiging', fr: 'Confirmation de test', en: 'Test confirmation' },
    {
      nl: 'Deze pagina bevestigt een testformulier.',
      fr: 'Cette page confirme un formulaire de test.',
      en: 'This page confirms a test form.',
    },
  ),
  thanks(
    '/feedback/site-contact-small/',
    { nl: 'site-contact-small', fr: 'contact-rapide', en: 'quick-contact' },
    { nl: 'Bedankt voor uw bericht', fr: 'Merci pour votre message', en: 'Thank you for your message' },
    { nl: 'Wij nemen snel contact met u op.', fr: 'Nous vous contactons rapidement.', en: 'We will get back to you shortly.' },
  ),
]

const p = (nl: string, fr: string, en: string): BodyBlock => ({ kind: 'p', text: { nl, fr, en } })
const h2 = (nl: string, fr: string, en: string): BodyBlock => ({ kind: 'h2', text: { nl, fr, en } })

export const legalPages: Record<'disclaimer' | 'cookie-policy' | 'privacy-statement', BodyBlock[]> = {
  disclaimer: [
    p(
      'De informatie op deze website is met de grootste zorg samengesteld, maar kan onvolledig zijn of fouten bevatten. Aan de gepubliceerde prijzen, oppervlaktes en plannen kunnen geen rechten worden ontleend.',
      'Les informations de ce site sont rédigées avec le plus grand soin mais peuvent être incomplètes ou contenir des erreurs. Les prix, surfaces et plans publiés ne sont pas contractuels.',
      'The information on this website is compiled with the greatest care but may be incomplete or contain errors. Published prices, surfaces and plans are not binding.',
    ),
    h2('Intellectuele eigendom', 'Propriété intellectuelle', 'Intellectual property'),
    p(
      'Teksten, foto’s en logo’s op deze website zijn eigendom van Kempen Vastgoed of haar partners en mogen niet zonder toestemming worden hergebruikt.',
      'Les textes, photos et logos de ce site appartiennent à Kempen Vastgoed ou à ses partenaires et ne peuvent être réutilisés sans autorisation.',
      'Texts, photos and logos on this website belong to Kempen Vastgoed or its partners and may not be reused without permission.',
    ),
    p(
      'Kempen Vastgoed is erkend vastgoedmakelaar-bemiddelaar (BIV) en onderworpen aan de deontologische code van het BIV.',
      'Kempen Vastgoed est agent immobilier intermédiaire agréé (IPI) et soumis au code de déontologie de l’IPI.',
      'Kempen Vastgoed is a licensed estate agent (BIV/IPI) bound by the BIV/IPI code of ethics.',
    ),
  ],
  'cookie-policy': [
    p(
      'Wij gebruiken cookies om de website goed te laten werken en, met uw toestemming, om het gebruik te meten en relevante advertenties te tonen.',
      'Nous utilisons des cookies pour le bon fonctionnement du site et, avec votre accord, pour mesurer son utilisation et afficher des publicités pertinentes.',
      'We use cookies to make the website work and, with your consent, to measure its use and show relevant advertising.',
    ),
    h2('De vijf categorieën', 'Les cinq catégories', 'The five categories'),
    {
      kind: 'ul',
      items: [
        {
          nl: 'Strikt noodzakelijke cookies: altijd actief, nodig voor de werking van de site.',
          fr: 'Cookies strictement nécessaires : toujours actifs, indispensables au fonctionnement du site.',
          en: 'Strictly necessary cookies: always on, needed for the site to work.',
        },
        {
          nl: 'Analytische cookies: anonieme statistieken over het bezoek.',
          fr: 'Cookies analytiques : statistiques anonymes de fréquentation.',
          en: 'Analytical cookies: anonymous visit statistics.',
        },
        {
          nl: 'Marketingcookies: advertenties die aansluiten bij uw interesses.',
          fr: 'Cookies marketing : publicités adaptées à vos intérêts.',
          en: 'Marketing cookies: advertising that matches your interests.',
        },
        {
          nl: 'Sociale-mediacookies: delen en ingesloten inhoud van sociale netwerken.',
          fr: 'Cookies de réseaux sociaux : partage et contenus intégrés.',
          en: 'Social media cookies: sharing and embedded social content.',
        },
        {
          nl: 'Niet-geclassificeerde cookies: cookies die nog worden ingedeeld.',
          fr: 'Cookies non classés : cookies en cours de classification.',
          en: 'Unclassified cookies: cookies still being classified.',
        },
      ],
    },
    p(
      'U kunt uw keuze altijd wijzigen via de link "Cookie-instellingen" onderaan elke pagina.',
      'Vous pouvez modifier votre choix à tout moment via le lien « Paramètres des cookies » en bas de chaque page.',
      'You can change your choice at any time through the "Cookie settings" link at the bottom of every page.',
    ),
  ],
  'privacy-statement': [
    p(
      'Kempen Vastgoed verwerkt uw persoonsgegevens volgens de Algemene Verordening Gegevensbescherming (AVG).',
      'Kempen Vastgoed traite vos données personnelles conformément au Règlement général sur la protection des données (RGPD).',
      'Kempen Vastgoed processes your personal data in accordance with the General Data Protection Regulation (GDPR).',
    ),
    h2('Welke gegevens en waarom', 'Quelles données et pourquoi', 'What data and why'),
    p(
      'Wij bewaren de gegevens die u via onze formulieren bezorgt (naam, e-mail, telefoon, uw vraag) om uw aanvraag te behandelen en u op de hoogte te houden van passend aanbod, nooit langer dan nodig.',
      'Nous conservons les données transmises via nos formulaires (nom, e-mail, téléphone, votre question) pour traiter votre demande et vous informer des biens correspondants, jamais plus longtemps que nécessaire.',
      'We keep the data you send through our forms (name, e-mail, phone, your question) to handle your request and inform you of matching properties, never longer than necessary.',
    ),
    h2('Uw rechten', 'Vos droits', 'Your rights'),
    p(
      'U hebt recht op inzage, verbetering en verwijdering van uw gegevens. Mail naar privacy@kempenvastgoed.be. U kunt ook klacht indienen bij de Gegevensbeschermingsautoriteit.',
      'Vous avez un droit d’accès, de rectification et d’effacement. Écrivez à privacy@kempenvastgoed.be. Vous pouvez aussi introduire une plainte auprès de l’Autorité de protection des données.',
      'You have the right to access, correct and erase your data. E-mail privacy@kempenvastgoed.be. You may also complain to the Data Protection Authority.',
    ),
  ],
}

export const homeIntro: BodyBlock[] = [
  p(
    'Kempen Vastgoed helpt al twintig jaar gezinnen, starters en investeerders in Noord-Limburg en de Antwerpse Kempen. Met kantoren in Lommel en Mol zijn we altijd dichtbij.',
    'Depuis vingt ans, Kempen Vastgoed accompagne familles, primo-acquéreurs et investisseurs dans le nord du Limbourg et en Campine anversoise. Avec nos agences à Lommel et Mol, nous sommes toujours proches.',
    'For twenty years Kempen Vastgoed has helped families, first-time buyers and investors in North Limburg and the Antwerp Kempen. With offices in Lommel and Mol, we are always close by.',
  ),
]

export const aboutIntro: BodyBlock[] = [
  h2('Lokaal, persoonlijk en eerlijk', 'Local, personnel et honnête', 'Local, personal and honest'),
  p(
    'Wij zijn geen keten maar een team van buren. Elke klant krijgt één vaste adviseur die de verkoop of verhuur van begin tot eind opvolgt.',
    'Nous ne sommes pas une chaîne mais une équipe de voisins. Chaque client a un seul conseiller qui suit la vente ou la location du début à la fin.',
    'We are not a chain but a team of neighbours. Every client has one adviser who follows the sale or letting from start to finish.',
  ),
]

export const contactIntro: BodyBlock[] = [
  h2('Onze kantoren', 'Nos agences', 'Our offices'),
  {
    kind: 'ul',
    items: [
      {
        nl: 'Lommel – Stationsstraat 42, 3920 Lommel – 011 54 32 10',
        fr: 'Lommel – Stationsstraat 42, 3920 Lommel – 011 54 32 10',
        en: 'Lommel – Stationsstraat 42, 3920 Lommel – 011 54 32 10',
      },
      {
        nl: 'Mol – Markt 18, 2400 Mol – 014 31 22 40',
        fr: 'Mol – Markt 18, 2400 Mol – 014 31 22 40',
        en: 'Mol – Markt 18, 2400 Mol – 014 31 22 40',
      },
    ],
  },
  p(
    'Open van maandag tot vrijdag van 9 tot 18 uur, zaterdag van 10 tot 13 uur en op afspraak. Mail ons op info@kempenvastgoed.be.',
    'Ouvert du lundi au vendredi de 9 h à 18 h, le samedi de 10 h à 13 h et sur rendez-vous. Écrivez-nous à info@kempenvastgoed.be.',
    'Open Monday to Friday 9 am to 6 pm, Saturday 10 am to 1 pm and by appointment. E-mail us at info@kempenvastgoed.be.',
  ),
]

export const homeArticleBlocks: Array<{ title: Text3; text: Text3 }> = [
  {
    title: { nl: 'Gratis schatting', fr: 'Estimation gratuite', en: 'Free valuation' },
    text: {
      nl: 'Een correcte marktwaarde, onderbouwd met recente verkopen in uw buurt.',
      fr: 'Une valeur de marché correcte, basée sur les ventes récentes de votre quartier.',
      en: 'A fair market value, backed by recent sales in your neighbourhood.',
    },
  },
  {
    title: { nl: 'Alles geregeld', fr: 'Tout est réglé', en: 'Everything arranged' },
    text: {
      nl: 'Attesten, EPC, asbestattest en notaris: wij regelen de administratie.',
      fr: 'Attestations, PEB, amiante et notaire : nous gérons l’administratif.',
      en: 'Certificates, EPC, asbestos report and notary: we handle the paperwork.',
    },
  },
  {
    title: { nl: 'Eén vaste adviseur', fr: 'Un seul conseiller', en: 'One dedicated adviser' },
    text: {
      nl: 'Van de eerste schatting tot de sleuteloverdracht hetzelfde gezicht.',
      fr: 'De la première estimation à la remise des clés, le même interlocuteur.',
      en: 'From the first valuation to handing over the keys, the same face.',
    },
  },
]
