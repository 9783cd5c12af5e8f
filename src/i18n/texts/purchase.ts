import { e, type Entry } from './entry'

/**
 * A sale's detail page: what buying it costs (src/purchase/costs.ts) and what its EPC label means,
 * with the Flemish renovation obligation (src/purchase/renovation.ts). Amounts and rates come in as
 * formatted values.
 */
export const purchaseTexts = {
  'purchase.title': e('Wat kost deze woning echt?', 'Combien coûte vraiment ce bien ?', 'What does this home really cost?'),
  'purchase.estimate': e(
    'Een raming, geen offerte: de bedragen volgen de wettelijke tarieven van {region} en vaste kosten die per notaris verschillen. Enkel de afrekening van de notaris is exact.',
    'Une estimation, pas une offre : les montants suivent les taux légaux en {region} et des frais forfaitaires qui varient d’un notaire à l’autre. Seul le décompte du notaire est exact.',
    'An estimate, not a quote: the amounts follow the legal rates of {region} and flat costs that vary per notary. Only the notary’s statement is exact.',
  ),
  'purchase.situation': e('Uw situatie', 'Votre situation', 'Your situation'),
  'purchase.situation.own-home': e(
    'Dit wordt mijn enige eigen woning',
    'Ce sera mon habitation propre et unique',
    'This will be my only own home',
  ),
  'purchase.situation.own-home-renovation': e(
    'Mijn enige eigen woning, met een ingrijpende energetische renovatie',
    'Mon habitation unique, avec une rénovation énergétique importante',
    'My only own home, with a major energy renovation',
  ),
  'purchase.situation.other': e(
    'Andere (tweede woning, investering, vennootschap)',
    'Autre (seconde résidence, investissement, société)',
    'Other (second home, investment, company)',
  ),
  'purchase.price': e('Prijs', 'Prix', 'Price'),
  'purchase.registration': e('Registratiebelasting ({rate})', 'Droits d’enregistrement ({rate})', 'Registration duty ({rate})'),
  'purchase.registrationAbatement': e(
    'Registratierechten ({rate} op {base}: de eerste {abatement} zijn vrijgesteld)',
    'Droits d’enregistrement ({rate} sur {base} : abattement sur les premiers {abatement})',
    'Registration duty ({rate} on {base}: the first {abatement} are exempt)',
  ),
  'purchase.vatNewBuild': e('Btw nieuwbouw ({rate})', 'TVA construction neuve ({rate})', 'VAT on a new build ({rate})'),
  'purchase.notaryFee': e('Ereloon notaris (wettelijk barema)', 'Honoraires du notaire (barème légal)', 'Notary’s fee (legal scale)'),
  'purchase.deedCosts': e(
    'Aktekosten (administratie, retributies, recht op geschriften)',
    'Frais d’acte (administratifs, rétributions, droit d’écriture)',
    'Deed costs (administration, fees, duty on writings)',
  ),
  'purchase.vatOnFees': e('Btw op ereloon en kosten ({rate})', 'TVA sur honoraires et frais ({rate})', 'VAT on fee and costs ({rate})'),
  'purchase.costs': e('Kosten bovenop de prijs', 'Frais en plus du prix', 'Costs on top of the price'),
  'purchase.total': e('Totaal aankoop', 'Total de l’achat', 'Purchase total'),
  'purchase.mortgage': e('Lening en hypotheekakte', 'Crédit et acte de crédit', 'Loan and mortgage deed'),
  'purchase.loan': e('Leenbedrag in euro', 'Montant emprunté en euros', 'Loan amount in euro'),
  'purchase.rate': e('Rentevoet in % per jaar', 'Taux en % par an', 'Interest rate in % a year'),
  'purchase.term': e('Looptijd in jaren', 'Durée en années', 'Term in years'),
  'purchase.mortgageRegistration': e(
    'Registratierecht hypotheek ({rate} op {secured})',
    'Droit d’enregistrement hypothécaire ({rate} sur {secured})',
    'Mortgage registration duty ({rate} on {secured})',
  ),
  'purchase.mortgageRegister': e(
    'Inschrijvingsrecht hypotheekkantoor ({rate})',
    'Droit d’inscription hypothécaire ({rate})',
    'Mortgage register fee ({rate})',
  ),
  'purchase.mortgageNotary': e(
    'Ereloon notaris krediet (wettelijk barema)',
    'Honoraires du notaire, crédit (barème légal)',
    'Notary’s fee on the loan (legal scale)',
  ),
  'purchase.mortgageCosts': e('Kosten hypotheekakte', 'Frais de l’acte de crédit', 'Mortgage deed costs'),
  'purchase.grandTotal': e('Totaal met hypotheekakte', 'Total avec l’acte de crédit', 'Total with the mortgage deed'),
  'purchase.ownFunds': e(
    'Eigen inbreng (totaal min lening)',
    'Apport personnel (total moins le crédit)',
    'Own funds (total less the loan)',
  ),
  'purchase.monthly': e('Maandlast', 'Mensualité', 'Monthly payment'),
  'purchase.monthlyValue': e('{amount} per maand', '{amount} par mois', '{amount} a month'),
  'purchase.monthlyHow': e(
    'Vaste maandlast (annuïteit); de maandrente is (1 + jaarrente)^(1/12) − 1, zoals Belgische banken rekenen. Geen kredietaanbod.',
    'Mensualité constante (annuité) ; le taux mensuel est (1 + taux annuel)^(1/12) − 1, comme le calculent les banques belges. Pas une offre de crédit.',
    'Fixed monthly payment (annuity); the monthly rate is (1 + annual rate)^(1/12) − 1, as Belgian banks compute it. Not a credit offer.',
  ),
  'purchase.newBuildNote': e(
    'Nieuwbouw: {rate} btw in plaats van registratiebelasting, hier op de volledige prijs gerekend. In werkelijkheid betaalt u op het grondaandeel registratiebelasting; uw situatie verandert de btw niet.',
    'Construction neuve : {rate} de TVA au lieu des droits d’enregistrement, calculée ici sur le prix entier. En réalité, la quote-part du terrain supporte des droits d’enregistrement ; votre situation ne change pas la TVA.',
    'New build: {rate} VAT instead of registration duty, here on the whole price. In fact the land share bears registration duty; your situation does not change the VAT.',
  ),
  'purchase.rules.flanders': e(
    'Vlaanderen: 12 %; 2 % voor uw enige eigen woning (sinds 1 januari 2025, voordien 3 %); 1 % als u ze binnen 5 jaar ingrijpend energetisch renoveert. Het abattement (de korting voor een bescheiden woning) bestaat sinds 2025 niet meer.',
    'Flandre : 12 % ; 2 % pour votre habitation propre et unique (depuis le 1er janvier 2025, 3 % avant) ; 1 % si vous la rénovez énergétiquement en profondeur dans les 5 ans. L’abattement (réduction pour une habitation modeste) n’existe plus depuis 2025.',
    'Flanders: 12 %; 2 % for your only own home (since 1 January 2025, 3 % before); 1 % if you give it a major energy renovation within 5 years. The abatement (the modest-home reduction) no longer exists since 2025.',
  ),
  'purchase.rules.brussels': e(
    'Brussel: 12,5 %; voor uw enige woning tot {cap} geen registratierechten op de eerste {abatement} (sinds 1 april 2023).',
    'Bruxelles : 12,5 % ; pour votre habitation unique jusqu’à {cap}, pas de droits sur les premiers {abatement} (depuis le 1er avril 2023).',
    'Brussels: 12.5 %; for your only home up to {cap}, no duty on the first {abatement} (since 1 April 2023).',
  ),
  'purchase.rules.wallonia': e(
    'Wallonië: 12,5 %; 3 % voor uw eigen en enige woning (sinds 1 januari 2025, zonder prijsgrens).',
    'Wallonie : 12,5 % ; 3 % pour votre habitation propre et unique (depuis le 1er janvier 2025, sans plafond de prix).',
    'Wallonia: 12.5 %; 3 % for your own and only home (since 1 January 2025, no price cap).',
  ),
  'purchase.conditions': e(
    'Voorwaarden van het lage tarief: u koopt als natuurlijke persoon de volle eigendom, bezit geen andere woning (of verkoopt ze binnen de termijn) en gaat er binnen 3 jaar wonen.',
    'Conditions du taux réduit : vous achetez en personne physique la pleine propriété, ne possédez pas d’autre habitation (ou la vendez dans le délai) et y établissez votre résidence dans les 3 ans.',
    'Conditions of the low rate: you buy the full ownership as a natural person, own no other home (or sell it in time) and live there within 3 years.',
  ),
  'purchase.luxembourg': e(
    'Voor een woning in Luxemburg gelden andere kosten; vraag ze ons.',
    'Pour un bien au Luxembourg, les frais sont différents ; demandez-les-nous.',
    'A home in Luxembourg has other costs; ask us.',
  ),
  'region.flanders': e('Vlaanderen', 'Flandre', 'Flanders'),
  'region.brussels': e('Brussel', 'Bruxelles', 'Brussels'),
  'region.wallonia': e('Wallonië', 'Wallonie', 'Wallonia'),

  'epc.meaning': e('Wat betekent het EPC-label?', 'Que signifie le label PEB ?', 'What does the EPC label mean?'),
  'epc.thisLabel': e(
    'Deze woning heeft label {label}: {meaning}.',
    'Ce bien a le label {label} : {meaning}.',
    'This home has label {label}: {meaning}.',
  ),
  'epc.tableCaption': e(
    'EPC-labels in {region} (energiescore in kWh/m² per jaar)',
    'Labels PEB en {region} (score en kWh/m² par an)',
    'EPC labels in {region} (energy score in kWh/m² a year)',
  ),
  'epc.column.label': e('Label', 'Label', 'Label'),
  'epc.column.range': e('Energiescore', 'Score', 'Energy score'),
  'epc.column.meaning': e('Betekenis', 'Signification', 'Meaning'),
  'epc.thisHome': e('deze woning', 'ce bien', 'this home'),
  'epc.range.under': e('onder {value}', 'moins de {value}', 'below {value}'),
  'epc.range.upTo': e('tot {value}', 'jusqu’à {value}', 'up to {value}'),
  'epc.range.between': e('{low} tot {high}', '{low} à {high}', '{low} to {high}'),
  'epc.range.above': e('boven {value}', 'plus de {value}', 'above {value}'),
  'epc.grade.a': e('zeer energiezuinig', 'très économe en énergie', 'very energy-efficient'),
  'epc.grade.b': e('energiezuinig', 'économe en énergie', 'energy-efficient'),
  'epc.grade.c': e('redelijk energiezuinig', 'assez économe', 'fairly efficient'),
  'epc.grade.d': e('matig', 'moyen', 'moderate'),
  'epc.grade.e': e('weinig energiezuinig', 'peu économe', 'inefficient'),
  'epc.grade.f': e('zeer weinig energiezuinig', 'très peu économe', 'very inefficient'),
  'epc.grade.g': e('energieverslindend', 'très énergivore', 'extremely inefficient'),
  'epc.obligationTitle': e('Renovatieplicht', 'Obligation de rénovation', 'Renovation obligation'),
  'epc.obligation': e(
    'Wie in Vlaanderen sinds 2023 een woning met label E of F koopt, moet ze binnen 5 jaar na de akte renoveren tot minstens label D.',
    'En Flandre, qui achète depuis 2023 une habitation au label E ou F doit la rénover au moins jusqu’au label D dans les 5 ans suivant l’acte.',
    'In Flanders, whoever buys a home with label E or F since 2023 must renovate it to at least label D within 5 years of the deed.',
  ),
  'epc.deadline': e(
    'Wordt de akte verleden op {deed}, dan moet de woning uiterlijk op {deadline} label D of beter halen.',
    'Si l’acte est passé le {deed}, le bien doit atteindre le label D ou mieux au plus tard le {deadline}.',
    'If the deed is signed on {deed}, the home must reach label D or better by {deadline}.',
  ),
  'epc.deadlineHow': e(
    'We rekenen met een akte 4 maanden na vandaag ({today}); kies een andere datum om de termijn te herberekenen.',
    'Nous comptons avec un acte 4 mois après aujourd’hui ({today}) ; choisissez une autre date pour recalculer le délai.',
    'We assume a deed 4 months after today ({today}); pick another date to compute the deadline again.',
  ),
  'epc.deedDate': e('Datum van de akte', 'Date de l’acte', 'Date of the deed'),
  'epc.cost': e(
    'Wat die renovatie kost, hangt af van de woning en de werken: enkel een energiedeskundige of aannemer kan het ramen. Wij noemen hier geen bedrag.',
    'Le coût de cette rénovation dépend du bien et des travaux : seul un expert en énergie ou un entrepreneur peut l’estimer. Nous ne donnons pas de montant ici.',
    'What the renovation costs depends on the home and the works: only an energy expert or a contractor can estimate it. We give no amount here.',
  ),
} as const satisfies Record<string, Entry>
