import type { BodyBlock, SeedArticle, Text3 } from './types'

/** The selling approach, testimonials, home services, the vacancy and the team (spec section 2, article sections). */

const t = (nl: string, fr: string, en: string): Text3 => ({ nl, fr, en })
const p = (nl: string, fr: string, en: string): BodyBlock => ({ kind: 'p', text: t(nl, fr, en) })
const h2 = (nl: string, fr: string, en: string): BodyBlock => ({ kind: 'h2', text: t(nl, fr, en) })
const ul = (...items: Text3[]): BodyBlock => ({ kind: 'ul', items })

const selling: SeedArticle[] = [
  {
    category: 'selling',
    originalSlug: 'gratis-schatting',
    slug: t('gratis-schatting', 'estimation-gratuite', 'free-valuation'),
    title: t('Stap 1: een gratis schatting', 'Étape 1 : une estimation gratuite', 'Step 1: a free valuation'),
    excerpt: t(
      'Een correcte vraagprijs is de basis van een vlotte verkoop.',
      'Un prix correct est la base d’une vente rapide.',
      'A fair asking price is the basis of a smooth sale.',
    ),
    body: [
      p(
        'Uw adviseur bezoekt de woning, bekijkt de afwerking, de ligging en de attesten en vergelijkt met recente verkopen in de buurt.',
        'Votre conseiller visite le bien, examine les finitions, la situation et les attestations, et compare avec les ventes récentes du quartier.',
        'Your adviser visits the home, looks at the finish, the location and the certificates, and compares it with recent sales nearby.',
      ),
      ul(
        t(
          'Marktwaarde op basis van echte verkoopprijzen',
          'Valeur de marché basée sur des prix de vente réels',
          'Market value based on real sale prices',
        ),
        t(
          'Advies over kleine werken vóór de verkoop',
          'Conseils sur les petits travaux avant la vente',
          'Advice on small jobs before the sale',
        ),
        t('Schriftelijk verslag binnen de week', 'Rapport écrit dans la semaine', 'Written report within the week'),
      ),
    ],
    publishDate: '2024-02-01',
    image: 4,
  },
  {
    category: 'selling',
    originalSlug: 'online-visibiliteit',
    slug: t('online-visibiliteit', 'visibilite-en-ligne', 'online-visibility'),
    title: t('Stap 2: maximale online zichtbaarheid', 'Étape 2 : une visibilité en ligne maximale', 'Step 2: maximum online visibility'),
    excerpt: t(
      'Professionele foto’s, een virtuele tour en de grote vastgoedportalen.',
      'Photos professionnelles, visite virtuelle et grands portails immobiliers.',
      'Professional photos, a virtual tour and the big property portals.',
    ),
    body: [
      p(
        'Wij laten uw woning fotograferen door een vakfotograaf en publiceren ze op onze website, Immoweb en Zimmo en op sociale media.',
        'Nous faisons photographier votre bien par un professionnel et le publions sur notre site, Immoweb, Zimmo et les réseaux sociaux.',
        'We have your home photographed by a professional and publish it on our website, Immoweb, Zimmo and social media.',
      ),
      p(
        'Kandidaat-kopers die zich registreerden krijgen het pand als eersten in hun mailbox.',
        'Les candidats acheteurs inscrits reçoivent le bien en premier dans leur boîte mail.',
        'Registered buyers are the first to receive the listing in their inbox.',
      ),
    ],
    publishDate: '2024-02-02',
    image: 7,
  },
  {
    category: 'selling',
    originalSlug: 'wij-doen-alle-administratie-voor-jou',
    slug: t('wij-doen-alle-administratie-voor-jou', 'nous-gerons-toute-l-administration', 'we-handle-all-the-paperwork'),
    title: t(
      'Stap 3: wij doen alle administratie voor jou',
      'Étape 3 : nous gérons toute l’administration',
      'Step 3: we handle all the paperwork',
    ),
    excerpt: t(
      'EPC, asbestattest, bodemattest en stedenbouwkundige inlichtingen: geregeld.',
      'PEB, amiante, attestation de sol et renseignements urbanistiques : réglés.',
      'EPC, asbestos and soil certificates and planning information: arranged.',
    ),
    body: [
      h2('Alle attesten op tijd', 'Toutes les attestations à temps', 'Every certificate on time'),
      ul(
        t('EPC-attest en asbestinventaris', 'Certificat PEB et inventaire amiante', 'EPC certificate and asbestos inventory'),
        t('Bodemattest en watertoets', 'Attestation de sol et test d’eau', 'Soil certificate and water test'),
        t('Keuring van de elektrische installatie', 'Contrôle de l’installation électrique', 'Inspection of the electrical installation'),
      ),
      p(
        'U hoeft niets na te lopen: wij bundelen alles voor de notaris.',
        'Vous n’avez rien à vérifier : nous rassemblons tout pour le notaire.',
        'You need not chase anything: we bundle everything for the notary.',
      ),
    ],
    publishDate: '2024-02-03',
    image: 9,
  },
  {
    category: 'selling',
    originalSlug: 'overtuigend-plaatsbezoek',
    slug: t('overtuigend-plaatsbezoek', 'visite-convaincante', 'convincing-viewings'),
    title: t('Stap 4: een overtuigend plaatsbezoek', 'Étape 4 : une visite convaincante', 'Step 4: convincing viewings'),
    excerpt: t(
      'Wij tonen uw woning aan gescreende kandidaten, ook ’s avonds en op zaterdag.',
      'Nous faisons visiter votre bien à des candidats sélectionnés, même le soir et le samedi.',
      'We show your home to screened buyers, evenings and Saturdays included.',
    ),
    body: [
      p(
        'Elke kandidaat wordt vooraf gescreend op budget en financiering. Na elk bezoek krijgt u feedback.',
        'Chaque candidat est vérifié au préalable (budget et financement). Après chaque visite, vous recevez un retour.',
        'Every buyer is screened for budget and financing beforehand. After each viewing you get feedback.',
      ),
    ],
    publishDate: '2024-02-04',
    image: 11,
  },
  {
    category: 'selling',
    originalSlug: 'verkocht-proficiat',
    slug: t('verkocht-proficiat', 'vendu-felicitations', 'sold-congratulations'),
    title: t('Stap 5: verkocht, proficiat!', 'Étape 5 : vendu, félicitations !', 'Step 5: sold, congratulations!'),
    excerpt: t(
      'Van compromis tot akte: wij begeleiden u tot de sleuteloverdracht.',
      'Du compromis à l’acte : nous vous accompagnons jusqu’à la remise des clés.',
      'From contract to deed: we stay with you until the keys change hands.',
    ),
    body: [
      p(
        'Wij stellen het compromis op, plannen de akte bij de notaris en regelen de meterstanden en de sleuteloverdracht.',
        'Nous rédigeons le compromis, planifions l’acte chez le notaire et réglons les relevés de compteurs et la remise des clés.',
        'We draw up the sale agreement, book the deed with the notary and arrange the meter readings and the handover of keys.',
      ),
    ],
    publishDate: '2024-02-05',
    image: 13,
  },
]

const testimonial = (slug: string, who: string, date: string, image: number, title: Text3, body: Text3): SeedArticle => ({
  category: 'testimonials',
  originalSlug: slug,
  slug: t(slug, slug, slug),
  title,
  subtitle: t(who, who, who),
  excerpt: body,
  body: [p(body.nl, body.fr, body.en)],
  publishDate: date,
  image,
})

const testimonials: SeedArticle[] = [
  testimonial(
    'familie-peeters-lommel',
    'Familie Peeters, Lommel',
    '2025-03-12',
    14,
    t('“Binnen zes weken verkocht”', '« Vendu en six semaines »', '“Sold within six weeks”'),
    t(
      'Jan schatte onze woning realistisch in en hield ons na elk bezoek op de hoogte. Binnen zes weken tekenden we het compromis.',
      'Jan a estimé notre maison de façon réaliste et nous a tenus informés après chaque visite. En six semaines, le compromis était signé.',
      'Jan valued our house realistically and updated us after every viewing. Within six weeks we signed the sale agreement.',
    ),
  ),
  testimonial(
    'sarah-en-tim-mol',
    'Sarah en Tim, Mol',
    '2025-06-03',
    16,
    t('“Ons eerste huis, zonder stress”', '« Notre première maison, sans stress »', '“Our first home, without stress”'),
    t(
      'Als starters hadden we veel vragen over registratierechten en de lening. Els nam er telkens de tijd voor.',
      'Primo-acquéreurs, nous avions beaucoup de questions sur les droits d’enregistrement et le prêt. Els a toujours pris le temps.',
      'As first-time buyers we had many questions about registration duties and the mortgage. Els always took the time.',
    ),
  ),
  testimonial(
    'marc-janssen-geel',
    'Marc Janssen, Geel',
    '2025-09-21',
    18,
    t('“Een correcte huurder gevonden”', '« Un locataire fiable trouvé »', '“A reliable tenant found”'),
    t(
      'Tom zocht een huurder voor mijn appartement en regelde contract, waarborg en plaatsbeschrijving. Zeer professioneel.',
      'Tom a trouvé un locataire pour mon appartement et a réglé le bail, la garantie et l’état des lieux. Très professionnel.',
      'Tom found a tenant for my apartment and arranged the lease, deposit and inventory. Very professional.',
    ),
  ),
  testimonial(
    'anja-vos-peer',
    'Anja Vos, Peer',
    '2026-01-15',
    20,
    t('“Eerlijk advies over renovatie”', '« Des conseils honnêtes sur la rénovation »', '“Honest advice on renovation”'),
    t(
      'Lies legde duidelijk uit wat de renovatieplicht betekende voor onze woning met label E. Dat gaf kopers vertrouwen.',
      'Lies a clairement expliqué ce que l’obligation de rénovation signifiait pour notre maison en label E. Cela a rassuré les acheteurs.',
      'Lies clearly explained what the renovation obligation meant for our label E house. That gave buyers confidence.',
    ),
  ),
]

const service = (slug: Text3, title: Text3, excerpt: Text3, body: BodyBlock[], image: number): SeedArticle => ({
  category: 'home-services',
  originalSlug: slug.nl,
  slug,
  title,
  excerpt,
  body,
  publishDate: '2024-03-01',
  image,
})

const homeServices: SeedArticle[] = [
  service(
    t('onze-mensen', 'nos-collaborateurs', 'our-people'),
    t('Onze mensen', 'Nos collaborateurs', 'Our people'),
    t(
      'Erkende vastgoedmakelaars met wortels in de Kempen.',
      'Des agents agréés enracinés en Campine.',
      'Licensed agents rooted in the Kempen.',
    ),
    [
      p(
        'Ons team bestaat uit BIV-erkende makelaars en een vaste backoffice. Iedereen woont en werkt in de regio.',
        'Notre équipe compte des agents agréés IPI et un back-office fixe. Tous vivent et travaillent dans la région.',
        'Our team consists of BIV-licensed agents and a permanent back office. Everyone lives and works in the area.',
      ),
    ],
    22,
  ),
  service(
    t('ons-advies', 'nos-conseils', 'our-advice'),
    t('Ons advies', 'Nos conseils', 'Our advice'),
    t(
      'Eerlijk advies, ook als dat betekent: nog even wachten.',
      'Des conseils honnêtes, même s’il faut attendre.',
      'Honest advice, even when that means waiting a little.',
    ),
    [
      p(
        'Wij adviseren over prijs, timing, renovatie en fiscaliteit, altijd in uw belang.',
        'Nous conseillons sur le prix, le moment, la rénovation et la fiscalité, toujours dans votre intérêt.',
        'We advise on price, timing, renovation and tax, always in your interest.',
      ),
    ],
    24,
  ),
  service(
    t('onze-service', 'notre-service', 'our-service'),
    t('Onze service', 'Notre service', 'Our service'),
    t(
      'Eén aanspreekpunt, korte lijnen en een duidelijke planning.',
      'Un seul interlocuteur, des contacts directs et un planning clair.',
      'One contact, short lines and a clear schedule.',
    ),
    [
      ul(
        t('Bereikbaar zes dagen per week', 'Joignable six jours sur sept', 'Reachable six days a week'),
        t(
          'Online opvolging via het eigenaarsportaal',
          'Suivi en ligne via le portail propriétaire',
          'Online follow-up in the owner portal',
        ),
        t('Feedback na elk bezoek', 'Un retour après chaque visite', 'Feedback after every viewing'),
      ),
    ],
    26,
  ),
  service(
    t('onze-beloften', 'nos-engagements', 'our-promises'),
    t('Onze beloften', 'Nos engagements', 'Our promises'),
    t(
      'Wat u van ons mag verwachten, zwart op wit.',
      'Ce que vous pouvez attendre de nous, noir sur blanc.',
      'What you can expect from us, in black and white.',
    ),
    [
      p(
        'Geen verrassingen in de kosten, een realistische vraagprijs en een antwoord binnen één werkdag.',
        'Pas de surprise dans les frais, un prix réaliste et une réponse dans un jour ouvrable.',
        'No surprises in the costs, a realistic asking price and an answer within one working day.',
      ),
    ],
    28,
  ),
]

const vacancy: SeedArticle = {
  category: 'vacancies',
  originalSlug: 'regio-noord-limburg',
  slug: t('regio-noord-limburg', 'region-nord-limbourg', 'north-limburg-region'),
  title: t(
    'Vastgoedadviseur regio Noord-Limburg',
    'Conseiller immobilier région nord du Limbourg',
    'Property adviser, North Limburg region',
  ),
  excerpt: t(
    'Wij zoeken een gedreven adviseur voor ons kantoor in Lommel.',
    'Nous cherchons un conseiller motivé pour notre agence de Lommel.',
    'We are looking for a driven adviser for our Lommel office.',
  ),
  body: [
    h2('Jouw taken', 'Tes missions', 'Your tasks'),
    ul(
      t('Woningen schatten en verkopers adviseren', 'Estimer des biens et conseiller les vendeurs', 'Value homes and advise sellers'),
      t('Bezoeken begeleiden en onderhandelen', 'Accompagner les visites et négocier', 'Lead viewings and negotiate'),
      t('Dossiers opvolgen tot aan de akte', 'Suivre les dossiers jusqu’à l’acte', 'Follow files through to the deed'),
    ),
    h2('Jouw profiel', 'Ton profil', 'Your profile'),
    ul(
      t('BIV-erkenning of stagiair', 'Agréation IPI ou stagiaire', 'BIV licence or trainee'),
      t('Rijbewijs B en kennis van de regio', 'Permis B et connaissance de la région', 'Driving licence and local knowledge'),
      t('Klantgericht en nauwkeurig', 'Orienté client et rigoureux', 'Customer-focused and accurate'),
    ),
    p(
      'Wij bieden een vast contract, bedrijfswagen en een hecht team. Stuur je cv naar jobs@kempenvastgoed.be.',
      'Nous offrons un CDI, une voiture de société et une équipe soudée. Envoie ton CV à jobs@kempenvastgoed.be.',
      'We offer a permanent contract, a company car and a close team. Send your CV to jobs@kempenvastgoed.be.',
    ),
  ],
  publishDate: '2026-09-01',
  image: 29,
}

const member = (name: string, role: Text3, bio: Text3, image: number): SeedArticle => {
  const slug = name.toLowerCase().replace(/ /g, '-')
  return {
    category: 'team',
    originalSlug: slug,
    slug: t(slug, slug, slug),
    title: t(name, name, name),
    subtitle: role,
    excerpt: bio,
    body: [p(bio.nl, bio.fr, bio.en)],
    publishDate: '2024-01-10',
    image,
  }
}

const team: SeedArticle[] = [
  member(
    'Jan Peeters',
    t('Zaakvoerder, vastgoedadviseur Lommel', 'Gérant, conseiller à Lommel', 'Managing director, adviser Lommel'),
    t(
      'Jan richtte het kantoor op in 2004 en verkocht sindsdien honderden woningen in Lommel en Pelt.',
      'Jan a fondé l’agence en 2004 et a vendu depuis des centaines de biens à Lommel et Pelt.',
      'Jan founded the agency in 2004 and has since sold hundreds of homes in Lommel and Pelt.',
    ),
    30,
  ),
  member(
    'Els Vermeulen',
    t('Vastgoedadviseur Mol', 'Conseillère à Mol', 'Adviser Mol'),
    t(
      'Els kent Mol, Balen en Dessel als haar broekzak en begeleidt vooral gezinnen en starters.',
      'Els connaît Mol, Balen et Dessel comme sa poche et accompagne surtout familles et primo-acquéreurs.',
      'Els knows Mol, Balen and Dessel like the back of her hand and mainly helps families and first-time buyers.',
    ),
    31,
  ),
  member(
    'Tom Janssens',
    t('Verhuur en beheer', 'Location et gestion', 'Lettings and management'),
    t(
      'Tom zoekt huurders, stelt contracten op en beheert een honderdtal huurpanden.',
      'Tom trouve des locataires, rédige les baux et gère une centaine de biens loués.',
      'Tom finds tenants, drafts leases and manages about a hundred rental properties.',
    ),
    32,
  ),
  member(
    'Sofie Claes',
    t('Vastgoedadviseur Geel en Herentals', 'Conseillère à Geel et Herentals', 'Adviser Geel and Herentals'),
    t(
      'Sofie is ons gezicht in de Antwerpse Kempen en specialiste in nieuwbouwprojecten.',
      'Sofie est notre visage en Campine anversoise et spécialiste des projets neufs.',
      'Sofie is our face in the Antwerp Kempen and a specialist in new-build developments.',
    ),
    33,
  ),
  member(
    'Pieter Wouters',
    t('Bedrijfsvastgoed', 'Immobilier d’entreprise', 'Commercial property'),
    t(
      'Pieter helpt ondernemers aan handelspanden, kantoren en KMO-units.',
      'Pieter aide les entrepreneurs à trouver commerces, bureaux et unités PME.',
      'Pieter helps business owners find shops, offices and business units.',
    ),
    34,
  ),
  member(
    'Lies Mertens',
    t('Vastgoedadviseur Peer en Bree', 'Conseillère à Peer et Bree', 'Adviser Peer and Bree'),
    t(
      'Lies combineert een scherpe schatting met veel geduld voor elke vraag.',
      'Lies allie une estimation précise à beaucoup de patience.',
      'Lies combines a sharp valuation with plenty of patience for every question.',
    ),
    35,
  ),
  member(
    'Karen Smets',
    t('Office manager', 'Office manager', 'Office manager'),
    t(
      'Karen houdt de planning, de attesten en de notarisdossiers op orde.',
      'Karen gère le planning, les attestations et les dossiers de notaire.',
      'Karen keeps the schedule, the certificates and the notary files in order.',
    ),
    30,
  ),
  member(
    'Bram Aerts',
    t('Marketing en fotografie', 'Marketing et photographie', 'Marketing and photography'),
    t(
      'Bram maakt de foto’s, video’s en virtuele tours van onze panden.',
      'Bram réalise les photos, vidéos et visites virtuelles de nos biens.',
      'Bram makes the photos, videos and virtual tours of our listings.',
    ),
    31,
  ),
]

export const sectionArticles: SeedArticle[] = [...selling, ...testimonials, ...homeServices, vacancy, ...team]
