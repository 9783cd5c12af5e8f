import type { BodyBlock, SeedArticle, Text3 } from './types'

/** The blog (category 11): about 25 articles on buying, selling, EPC, asbestos rules, renovation and trends. */

const t = (nl: string, fr: string, en: string): Text3 => ({ nl, fr, en })
const p = (nl: string, fr: string, en: string): BodyBlock => ({ kind: 'p', text: t(nl, fr, en) })
const h2 = (nl: string, fr: string, en: string): BodyBlock => ({ kind: 'h2', text: t(nl, fr, en) })
const ul = (...items: Text3[]): BodyBlock => ({ kind: 'ul', items })

const post = (
  slug: Text3,
  title: Text3,
  excerpt: Text3,
  body: BodyBlock[],
  publishDate: string,
  image: number,
  originalSlug = slug.nl,
): SeedArticle => ({
  category: 'blog',
  originalSlug,
  slug,
  title,
  excerpt,
  body,
  publishDate,
  image,
})

export const blogArticles: SeedArticle[] = [
  post(
    t('epc-label-uitgelegd', 'label-peb-explique', 'epc-label-explained'),
    t('Het EPC-label uitgelegd', 'Le label PEB expliqué', 'The EPC label explained'),
    t(
      'Wat zegt het energielabel van een woning en waarom telt het bij verkoop?',
      'Que dit le label énergétique d’un bien et pourquoi compte-t-il à la vente ?',
      'What does a home’s energy label say and why does it matter when selling?',
    ),
    [
      h2('Van A+ tot F', 'De A+ à F', 'From A+ to F'),
      p(
        'In Vlaanderen drukt het EPC het energieverbruik uit in kWh per m² per jaar. Hoe lager de waarde, hoe beter het label: onder 100 is label A, boven 500 label F.',
        'En Flandre, le PEB exprime la consommation en kWh par m² et par an. Plus la valeur est basse, meilleur est le label : sous 100 c’est A, au-dessus de 500 c’est F.',
        'In Flanders the EPC expresses energy use in kWh per m² per year. The lower the value, the better the label: under 100 is label A, over 500 is label F.',
      ),
      {
        kind: 'link',
        text: t('Meer over het EPC op vlaanderen.be', 'En savoir plus sur le PEB (vlaanderen.be)', 'More about the EPC on vlaanderen.be'),
        url: 'https://www.vlaanderen.be/epc',
      },
      p(
        'Een EPC is verplicht zodra u een woning te koop of te huur aanbiedt, en het label moet in elke advertentie staan.',
        'Un PEB est obligatoire dès que vous mettez un bien en vente ou en location, et le label doit figurer dans chaque annonce.',
        'An EPC is required as soon as you offer a home for sale or rent, and the label must appear in every advert.',
      ),
    ],
    '2024-01-18',
    1,
    'epc-attest-uitgelegd',
  ),
  post(
    t('renovatieplicht-label-e-en-f', 'obligation-de-renovation-label-e-f', 'renovation-obligation-label-e-f'),
    t(
      'Renovatieplicht voor woningen met label E of F',
      'Obligation de rénovation pour les labels E et F',
      'Renovation obligation for label E and F homes',
    ),
    t(
      'Wie sinds 2023 een woning met label E of F koopt, moet binnen vijf jaar renoveren.',
      'Qui achète depuis 2023 un bien en label E ou F doit rénover dans les cinq ans.',
      'Buy a label E or F home since 2023 and you must renovate within five years.',
    ),
    [
      h2('Wat zegt de regel?', 'Que dit la règle ?', 'What does the rule say?'),
      p(
        'Koopt u vanaf 2023 een woning met EPC-label E of F, dan moet u ze binnen vijf jaar na de akte renoveren tot minstens label D.',
        'Si vous achetez à partir de 2023 un bien en label E ou F, vous devez le rénover au moins jusqu’au label D dans les cinq ans suivant l’acte.',
        'If you buy a home with EPC label E or F from 2023, you must renovate it to at least label D within five years of the deed.',
      ),
      ul(
        t('Dak- en gevelisolatie', 'Isolation du toit et des façades', 'Roof and wall insulation'),
        t('Hoogrendementsglas', 'Vitrage à haut rendement', 'High-efficiency glazing'),
        t('Een zuinige verwarming', 'Un chauffage économe', 'Efficient heating'),
      ),
      { kind: 'video', url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' },
    ],
    '2024-02-20',
    2,
  ),
  post(
    t('asbestattest-bij-verkoop', 'attestation-amiante-vente', 'asbestos-certificate-when-selling'),
    t('Het asbestattest bij verkoop', 'L’attestation amiante à la vente', 'The asbestos certificate when selling'),
    t(
      'Voor gebouwen van vóór 2001 is een asbestattest verplicht bij verkoop.',
      'Pour les bâtiments d’avant 2001, une attestation amiante est obligatoire à la vente.',
      'Buildings from before 2001 need an asbestos certificate when sold.',
    ),
    [
      h2('Sinds 23 november 2022', 'Depuis le 23 novembre 2022', 'Since 23 November 2022'),
      p(
        'Wie in Vlaanderen een gebouw verkoopt dat gebouwd werd vóór 2001, moet een asbestinventarisattest kunnen voorleggen. Een gecertificeerde deskundige stelt het op.',
        'En Flandre, qui vend un bâtiment construit avant 2001 doit présenter une attestation d’inventaire amiante, établie par un expert certifié.',
        'In Flanders, anyone selling a building from before 2001 must present an asbestos inventory certificate, drawn up by a certified expert.',
      ),
      p(
        'Het attest vermeldt of het gebouw asbestveilig is. Tegen 2032 moeten risicovolle toepassingen verwijderd zijn.',
        'L’attestation indique si le bâtiment est sûr. D’ici 2032, les applications à risque doivent être retirées.',
        'The certificate says whether the building is asbestos-safe. By 2032 risky applications must be removed.',
      ),
    ],
    '2024-03-14',
    3,
  ),
  post(
    t('eerste-woning-kopen', 'acheter-son-premier-logement', 'buying-your-first-home'),
    t('Uw eerste woning kopen: de stappen', 'Acheter son premier logement : les étapes', 'Buying your first home: the steps'),
    t(
      'Van budget tot akte: zo pakt u de aankoop van uw eerste huis aan.',
      'Du budget à l’acte : comment aborder l’achat de votre premier logement.',
      'From budget to deed: how to approach buying your first home.',
    ),
    [
      h2('Begin bij uw budget', 'Commencez par votre budget', 'Start with your budget'),
      p(
        'Laat uw bank berekenen hoeveel u kunt lenen en reken de kosten erbij: registratierechten, notaris en eventuele werken.',
        'Faites calculer par votre banque combien vous pouvez emprunter et ajoutez les frais : droits d’enregistrement, notaire et travaux éventuels.',
        'Ask your bank how much you can borrow and add the costs: registration duties, notary and any works.',
      ),
      ul(
        t('Bezoek meerdere woningen', 'Visitez plusieurs biens', 'View several homes'),
        t('Lees alle attesten', 'Lisez toutes les attestations', 'Read every certificate'),
        t(
          'Onderhandel met een bod onder opschortende voorwaarde',
          'Négociez avec une offre sous condition suspensive',
          'Negotiate with a conditional offer',
        ),
      ),
    ],
    '2024-04-09',
    5,
  ),
  post(
    t('registratierechten-vlaanderen', 'droits-enregistrement-flandre', 'registration-duties-flanders'),
    t('Registratierechten in Vlaanderen', 'Droits d’enregistrement en Flandre', 'Registration duties in Flanders'),
    t(
      'Hoeveel registratierechten betaalt u bij de aankoop van uw enige eigen woning?',
      'Combien de droits d’enregistrement payez-vous pour votre unique habitation propre ?',
      'How much registration duty do you pay on your only own home?',
    ),
    [
      h2(
        'Verlaagd tarief voor de enige eigen woning',
        'Taux réduit pour l’habitation propre et unique',
        'Reduced rate for your only own home',
      ),
      p(
        'Voor de aankoop van uw enige eigen woning geldt een sterk verlaagd tarief; voor een tweede woning of een investering betaalt u het gewone tarief van 12 %.',
        'Pour l’achat de votre unique habitation propre, un taux fortement réduit s’applique ; pour une seconde résidence ou un investissement, c’est le taux normal de 12 %.',
        'A much lower rate applies to buying your only own home; a second home or investment pays the standard 12% rate.',
      ),
      p(
        'Uw notaris berekent het exacte bedrag. Vraag het vooraf op, zodat u niet voor verrassingen staat.',
        'Votre notaire calcule le montant exact. Demandez-le à l’avance pour éviter les surprises.',
        'Your notary calculates the exact amount. Ask in advance to avoid surprises.',
      ),
    ],
    '2024-05-02',
    6,
  ),
  post(
    t('home-staging-tips', 'conseils-home-staging', 'home-staging-tips'),
    t('Home staging: vijf tips die werken', 'Home staging : cinq conseils efficaces', 'Home staging: five tips that work'),
    t(
      'Met kleine ingrepen laat u kopers zich meteen thuis voelen.',
      'Avec de petites interventions, les acheteurs se sentent tout de suite chez eux.',
      'Small changes make buyers feel at home straight away.',
    ),
    [
      h2('Minder is meer', 'Moins, c’est mieux', 'Less is more'),
      ul(
        t('Ruim persoonlijke spullen op', 'Rangez les objets personnels', 'Clear away personal items'),
        t('Zorg voor veel licht', 'Apportez beaucoup de lumière', 'Let in plenty of light'),
        t('Herstel kleine gebreken', 'Réparez les petits défauts', 'Fix small defects'),
        t('Verzorg de tuin en de inkom', 'Soignez le jardin et l’entrée', 'Tidy the garden and entrance'),
      ),
      p(
        'Goede foto’s beginnen bij een opgeruimde woning: dat ziet u terug in het aantal bezoeken.',
        'De bonnes photos commencent par un intérieur rangé : cela se voit dans le nombre de visites.',
        'Good photos start with a tidy home: you will see it in the number of viewings.',
      ),
    ],
    '2024-05-28',
    8,
  ),
  post(
    t('bodemattest', 'attestation-de-sol', 'soil-certificate'),
    t('Het bodemattest: waarom en wanneer', 'L’attestation de sol : pourquoi et quand', 'The soil certificate: why and when'),
    t(
      'Zonder bodemattest geen compromis: zo zit het.',
      'Sans attestation de sol, pas de compromis : voici pourquoi.',
      'No soil certificate, no sale agreement: here is why.',
    ),
    [
      h2('Verplicht bij elke verkoop', 'Obligatoire à chaque vente', 'Required for every sale'),
      p(
        'Het bodemattest van de OVAM vermeldt of er gegevens over bodemverontreiniging bekend zijn. De inhoud moet in het compromis staan.',
        'L’attestation de sol de l’OVAM indique si une pollution du sol est connue. Son contenu doit figurer dans le compromis.',
        'OVAM’s soil certificate states whether any soil pollution is known. Its content must be included in the sale agreement.',
      ),
    ],
    '2024-06-19',
    10,
  ),
  post(
    t('watertoets-g-score-p-score', 'test-eau-score-g-score-p', 'water-test-g-score-p-score'),
    t(
      'Overstromingsgevoeligheid: de G-score en P-score',
      'Sensibilité aux inondations : scores G et P',
      'Flood sensitivity: the G-score and P-score',
    ),
    t(
      'Sinds 2023 krijgt elke woning een score voor overstromingsgevoeligheid.',
      'Depuis 2023, chaque bien reçoit un score de sensibilité aux inondations.',
      'Since 2023 every home has a flood-sensitivity score.',
    ),
    [
      h2('Wat betekenen de letters?', 'Que signifient les lettres ?', 'What do the letters mean?'),
      p(
        'De G-score beoordeelt het gebouw, de P-score het perceel. Een A betekent geen risico, een D een groot risico.',
        'Le score G évalue le bâtiment, le score P la parcelle. A signifie aucun risque, D un risque élevé.',
        'The G-score rates the building, the P-score the plot. A means no risk, D a high risk.',
      ),
      p(
        'De scores moeten in de advertentie en in het compromis staan.',
        'Les scores doivent figurer dans l’annonce et le compromis.',
        'The scores must appear in the advert and in the sale agreement.',
      ),
    ],
    '2024-07-11',
    12,
  ),
  post(
    t('vastgoedmarkt-kempen-2024', 'marche-immobilier-campine-2024', 'kempen-property-market-2024'),
    t('De vastgoedmarkt in de Kempen in 2024', 'Le marché immobilier en Campine en 2024', 'The Kempen property market in 2024'),
    t(
      'Stabiele prijzen, meer aandacht voor energiezuinigheid.',
      'Des prix stables et plus d’attention à l’efficacité énergétique.',
      'Stable prices and more attention to energy efficiency.',
    ),
    [
      h2('Energie bepaalt de prijs', 'L’énergie détermine le prix', 'Energy drives the price'),
      p(
        'Energiezuinige woningen verkopen sneller en aan een hogere prijs. Woningen met een slecht label vragen een realistische prijszetting.',
        'Les biens économes se vendent plus vite et plus cher. Les biens mal labellisés demandent un prix réaliste.',
        'Energy-efficient homes sell faster and for more. Homes with a poor label need realistic pricing.',
      ),
      { kind: 'image', pool: 12, alt: t('Gezinswoning in de Kempen', 'Maison familiale en Campine', 'Family home in the Kempen') },
    ],
    '2024-08-22',
    14,
  ),
  post(
    t('hypothecaire-lening-tips', 'conseils-pret-hypothecaire', 'mortgage-tips'),
    t('Tips voor uw hypothecaire lening', 'Conseils pour votre prêt hypothécaire', 'Tips for your mortgage'),
    t(
      'Vergelijk niet alleen de rentevoet, maar ook de voorwaarden.',
      'Comparez non seulement le taux mais aussi les conditions.',
      'Compare not just the rate but also the conditions.',
    ),
    [
      h2('Vast of variabel?', 'Fixe ou variable ?', 'Fixed or variable?'),
      p(
        'Een vaste rente geeft zekerheid, een variabele rente kan goedkoper starten. Let ook op de verplichte verzekeringen.',
        'Un taux fixe apporte la sécurité, un taux variable peut démarrer moins cher. Attention aussi aux assurances obligatoires.',
        'A fixed rate gives certainty, a variable rate may start cheaper. Also watch the required insurance.',
      ),
    ],
    '2024-09-17',
    15,
  ),
  post(
    t('btw-op-nieuwbouw', 'tva-sur-construction-neuve', 'vat-on-new-builds'),
    t('Btw bij de aankoop van nieuwbouw', 'La TVA à l’achat d’un bien neuf', 'VAT when buying a new build'),
    t(
      'Bij nieuwbouw betaalt u btw op het gebouw in plaats van registratierechten.',
      'Pour un bien neuf, vous payez la TVA sur le bâtiment au lieu des droits d’enregistrement.',
      'On a new build you pay VAT on the building instead of registration duty.',
    ),
    [
      h2('Grond en gebouw apart', 'Terrain et bâtiment séparés', 'Land and building separately'),
      p(
        'Op de grond betaalt u meestal registratierechten, op de constructie 21 % btw. Onder voorwaarden geldt een verlaagd tarief.',
        'Sur le terrain, vous payez généralement des droits d’enregistrement, sur la construction 21 % de TVA. Sous conditions, un taux réduit s’applique.',
        'You usually pay registration duty on the land and 21% VAT on the building. A reduced rate applies under conditions.',
      ),
    ],
    '2024-10-08',
    17,
  ),
  post(
    t('huurwaarborg-en-huurwet', 'garantie-locative-et-bail', 'rental-deposit-and-law'),
    t('Huurwaarborg en het Vlaamse huurdecreet', 'Garantie locative et décret flamand', 'Rental deposit and the Flemish rental decree'),
    t(
      'De waarborg bedraagt maximaal drie maanden huur.',
      'La garantie s’élève à trois mois de loyer maximum.',
      'The deposit is at most three months’ rent.',
    ),
    [
      h2('Wat moet u weten?', 'Que faut-il savoir ?', 'What should you know?'),
      ul(
        t('Waarborg op een geblokkeerde rekening', 'Garantie sur un compte bloqué', 'Deposit in a blocked account'),
        t('Plaatsbeschrijving bij begin en einde', 'État des lieux d’entrée et de sortie', 'Inventory at the start and end'),
        t('Registratie van het contract', 'Enregistrement du bail', 'Registration of the lease'),
      ),
    ],
    '2024-11-05',
    19,
  ),
  post(
    t('lijfrente-verkopen', 'vente-en-viager', 'selling-as-life-annuity'),
    t('Verkopen op lijfrente', 'Vendre en viager', 'Selling as a life annuity'),
    t(
      'Een woning verkopen en er blijven wonen: zo werkt een lijfrente.',
      'Vendre son bien et continuer à y vivre : voici le viager.',
      'Sell your home and keep living in it: how a life annuity works.',
    ),
    [
      h2('Boeket en rente', 'Bouquet et rente', 'Lump sum and annuity'),
      p(
        'De koper betaalt een boeket bij de akte en daarna een maandelijkse rente zolang de verkoper leeft.',
        'L’acheteur paie un bouquet à l’acte puis une rente mensuelle tant que le vendeur est en vie.',
        'The buyer pays a lump sum at the deed and then a monthly annuity for as long as the seller lives.',
      ),
    ],
    '2024-12-03',
    21,
  ),
  post(
    t('virtuele-rondleiding', 'visite-virtuelle', 'virtual-tours'),
    t('Waarom een virtuele rondleiding loont', 'Pourquoi une visite virtuelle est rentable', 'Why a virtual tour pays off'),
    t(
      'Kandidaat-kopers bezoeken uw woning al online, wanneer het hen past.',
      'Les acheteurs visitent déjà votre bien en ligne, quand cela leur convient.',
      'Buyers already visit your home online, whenever it suits them.',
    ),
    [
      h2('Betere bezoeken', 'De meilleures visites', 'Better viewings'),
      p(
        'Wie de 3D-tour bekeek, komt goed geïnformeerd op bezoek. Dat bespaart tijd voor iedereen.',
        'Qui a vu la visite 3D arrive bien informé. Cela fait gagner du temps à tous.',
        'People who watched the 3D tour arrive well informed. That saves everyone time.',
      ),
    ],
    '2025-01-14',
    23,
  ),
  post(
    t('notariskosten', 'frais-de-notaire', 'notary-costs'),
    t('Notariskosten bij aankoop', 'Les frais de notaire à l’achat', 'Notary costs when buying'),
    t('Wat betaalt u precies aan de notaris?', 'Que payez-vous exactement au notaire ?', 'What exactly do you pay the notary?'),
    [
      h2('Ereloon en kosten', 'Honoraires et frais', 'Fees and costs'),
      p(
        'Het ereloon van de notaris ligt wettelijk vast. Daarbij komen administratiekosten, btw en de registratierechten die de notaris voor de overheid int.',
        'Les honoraires du notaire sont fixés par la loi. S’y ajoutent les frais administratifs, la TVA et les droits perçus pour l’État.',
        'The notary’s fee is set by law. Administrative costs, VAT and the duties the notary collects for the government come on top.',
      ),
    ],
    '2025-02-11',
    25,
  ),
  post(
    t('investeren-in-een-studio', 'investir-dans-un-studio', 'investing-in-a-studio'),
    t('Investeren in een studio', 'Investir dans un studio', 'Investing in a studio'),
    t(
      'Een studio kan een mooi rendement opleveren, mits de ligging klopt.',
      'Un studio peut offrir un bon rendement si l’emplacement est bon.',
      'A studio can give a good return, provided the location is right.',
    ),
    [
      h2('Rendement berekenen', 'Calculer le rendement', 'Calculating the return'),
      p(
        'Deel de jaarhuur door de totale aankoopprijs inclusief kosten. Houd rekening met leegstand en onderhoud.',
        'Divisez le loyer annuel par le prix total frais compris. Tenez compte de la vacance et de l’entretien.',
        'Divide the annual rent by the total purchase price including costs. Allow for vacancy and maintenance.',
      ),
    ],
    '2025-03-18',
    27,
  ),
  post(
    t('mijn-verbouwpremie', 'prime-mijn-verbouwpremie', 'renovation-grants'),
    t('Premies voor uw renovatie', 'Primes pour votre rénovation', 'Grants for your renovation'),
    t(
      'Met Mijn VerbouwPremie krijgt u een deel van de kosten terug.',
      'Avec Mijn VerbouwPremie, vous récupérez une partie des coûts.',
      'With Mijn VerbouwPremie you get part of the costs back.',
    ),
    [
      h2('Voor welke werken?', 'Pour quels travaux ?', 'For which works?'),
      ul(
        t('Isolatie van dak, muren en vloer', 'Isolation du toit, des murs et du sol', 'Insulating roof, walls and floor'),
        t('Warmtepomp en zonneboiler', 'Pompe à chaleur et chauffe-eau solaire', 'Heat pump and solar water heater'),
        t('Nieuw buitenschrijnwerk', 'Nouvelles menuiseries extérieures', 'New windows and doors'),
      ),
    ],
    '2025-04-22',
    0,
  ),
  post(
    t('warmtepomp-in-bestaande-woning', 'pompe-a-chaleur-logement-existant', 'heat-pump-in-an-existing-home'),
    t('Een warmtepomp in een bestaande woning', 'Une pompe à chaleur dans un logement existant', 'A heat pump in an existing home'),
    t(
      'Goed isoleren eerst, dan pas een warmtepomp.',
      'D’abord bien isoler, ensuite la pompe à chaleur.',
      'Insulate first, then fit a heat pump.',
    ),
    [
      h2('De volgorde telt', 'L’ordre compte', 'Order matters'),
      p(
        'Een warmtepomp werkt het best op lage temperatuur. Dat lukt alleen in een goed geïsoleerde woning met vloerverwarming of grote radiatoren.',
        'Une pompe à chaleur fonctionne mieux à basse température, ce qui suppose une bonne isolation et un chauffage par le sol ou de grands radiateurs.',
        'A heat pump works best at low temperature, which needs good insulation and underfloor heating or large radiators.',
      ),
    ],
    '2025-05-27',
    2,
  ),
  post(
    t('van-compromis-tot-akte', 'du-compromis-a-l-acte', 'from-contract-to-deed'),
    t('Van compromis tot akte: de tijdlijn', 'Du compromis à l’acte : le calendrier', 'From sale agreement to deed: the timeline'),
    t(
      'Binnen vier maanden na het compromis volgt de akte.',
      'L’acte suit dans les quatre mois après le compromis.',
      'The deed follows within four months of the sale agreement.',
    ),
    [
      h2('De belangrijkste stappen', 'Les étapes principales', 'The main steps'),
      ul(
        t('Ondertekening van het compromis en voorschot', 'Signature du compromis et acompte', 'Signing the agreement and deposit'),
        t('Goedkeuring van de lening', 'Accord du prêt', 'Mortgage approval'),
        t(
          'Verlijden van de akte en sleuteloverdracht',
          'Passation de l’acte et remise des clés',
          'Signing the deed and handing over the keys',
        ),
      ),
    ],
    '2025-06-24',
    4,
  ),
  post(
    t('erfdienstbaarheden', 'servitudes', 'easements'),
    t('Erfdienstbaarheden: een recht van doorgang en meer', 'Servitudes : droit de passage et plus', 'Easements: rights of way and more'),
    t(
      'Wat als de buren over uw grond mogen?',
      'Et si les voisins peuvent passer sur votre terrain ?',
      'What if the neighbours may cross your land?',
    ),
    [
      h2('Lees de titel', 'Lisez le titre', 'Read the title deed'),
      p(
        'Erfdienstbaarheden staan meestal in de eigendomstitel. Uw notaris en makelaar controleren ze vóór de verkoop.',
        'Les servitudes figurent généralement dans le titre de propriété. Votre notaire et votre agent les vérifient avant la vente.',
        'Easements are usually set out in the title deed. Your notary and agent check them before the sale.',
      ),
    ],
    '2025-08-19',
    6,
  ),
  post(
    t('verhuizen-checklist', 'check-list-demenagement', 'moving-checklist'),
    t('Checklist voor uw verhuis', 'Check-list pour votre déménagement', 'Your moving checklist'),
    t(
      'Niets vergeten bij de verhuis naar uw nieuwe woning.',
      'Ne rien oublier en déménageant dans votre nouveau logement.',
      'Forget nothing when moving to your new home.',
    ),
    [
      h2('Vóór de verhuisdag', 'Avant le jour J', 'Before moving day'),
      ul(
        t('Meterstanden noteren', 'Relever les compteurs', 'Record the meter readings'),
        t('Adres wijzigen bij de gemeente', 'Changer d’adresse à la commune', 'Change your address at the town hall'),
        t('Energie- en internetcontracten overzetten', 'Transférer énergie et internet', 'Transfer energy and internet contracts'),
      ),
    ],
    '2025-09-23',
    8,
  ),
  post(
    t('wat-is-mijn-woning-waard', 'que-vaut-mon-bien', 'what-is-my-home-worth'),
    t('Wat is mijn woning waard?', 'Que vaut mon bien ?', 'What is my home worth?'),
    t(
      'Online calculators geven een indicatie; een schatting ter plaatse geeft zekerheid.',
      'Les calculateurs en ligne donnent une indication ; une estimation sur place donne une certitude.',
      'Online calculators give an idea; a valuation on site gives certainty.',
    ),
    [
      h2('Factoren die de prijs bepalen', 'Les facteurs du prix', 'What drives the price'),
      ul(
        t('Ligging en bereikbaarheid', 'Situation et accessibilité', 'Location and access'),
        t('Staat en EPC-label', 'État et label PEB', 'Condition and EPC label'),
        t('Oppervlakte en indeling', 'Surface et agencement', 'Size and layout'),
      ),
      p(
        'Vraag een gratis schatting aan: wij vergelijken met echte verkoopprijzen in uw straat.',
        'Demandez une estimation gratuite : nous comparons avec les prix de vente réels de votre rue.',
        'Request a free valuation: we compare with real sale prices in your street.',
      ),
    ],
    '2025-10-14',
    10,
  ),
  post(
    t('plaatsbezoek-voorbereiden', 'preparer-une-visite', 'preparing-a-viewing'),
    t('Een plaatsbezoek goed voorbereiden', 'Bien préparer une visite', 'Preparing well for a viewing'),
    t(
      'Met deze vragen haalt u het meeste uit een bezoek.',
      'Avec ces questions, vous tirez le meilleur d’une visite.',
      'These questions help you get the most out of a viewing.',
    ),
    [
      h2('Vragen om te stellen', 'Questions à poser', 'Questions to ask'),
      ul(
        t('Waarom wordt de woning verkocht?', 'Pourquoi le bien est-il vendu ?', 'Why is the home for sale?'),
        t('Welke werken zijn recent gebeurd?', 'Quels travaux récents ?', 'What work was done recently?'),
        t('Wat zijn de maandelijkse kosten?', 'Quels sont les frais mensuels ?', 'What are the monthly costs?'),
      ),
    ],
    '2026-01-20',
    12,
  ),
  post(
    t('keuring-elektriciteit', 'controle-electrique', 'electrical-inspection'),
    t('De keuring van de elektrische installatie', 'Le contrôle de l’installation électrique', 'The electrical installation inspection'),
    t(
      'Bij verkoop is een elektriciteitskeuring verplicht.',
      'À la vente, un contrôle électrique est obligatoire.',
      'An electrical inspection is required when selling.',
    ),
    [
      h2('Negatief verslag?', 'Rapport négatif ?', 'Negative report?'),
      p(
        'Is het verslag negatief, dan heeft de koper achttien maanden om de installatie in orde te brengen.',
        'Si le rapport est négatif, l’acheteur dispose de dix-huit mois pour mettre l’installation en ordre.',
        'If the report is negative, the buyer has eighteen months to bring the installation up to standard.',
      ),
    ],
    '2026-04-07',
    14,
  ),
  post(
    t('vastgoedtrends-2026', 'tendances-immobilieres-2026', 'property-trends-2026'),
    t('Vastgoedtrends in 2026', 'Tendances immobilières en 2026', 'Property trends in 2026'),
    t(
      'Kleinere woningen, betere isolatie en meer nieuwbouw in de dorpskernen.',
      'Des logements plus petits, mieux isolés et plus de neuf dans les centres de village.',
      'Smaller homes, better insulation and more new builds in village centres.',
    ),
    [
      h2('Wat verandert er?', 'Qu’est-ce qui change ?', 'What is changing?'),
      p(
        'Kopers zoeken compacte, energiezuinige woningen dicht bij voorzieningen. Nieuwbouwprojecten in de kernen van Lommel en Mol spelen daarop in.',
        'Les acheteurs cherchent des logements compacts et économes, proches des services. Les projets neufs au centre de Lommel et Mol y répondent.',
        'Buyers look for compact, energy-efficient homes close to amenities. New developments in the centres of Lommel and Mol respond to that.',
      ),
    ],
    '2026-10-20',
    16,
  ),
]
