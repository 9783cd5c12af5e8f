/**
 * The law behind the purchase-cost estimate, as dated data: every rate, threshold, reduction and
 * abatement with its legal source and the days between which it applies. Where the law decides by the
 * date of the sale agreement (Flanders) or of the deed (Brussels, Wallonia), the calculator asks for that
 * date and reads the rule in force on it (`inForce`). A day outside every rule's period is answered as
 * such, never with today's rule. Pure data and lookups: no React, no Payload.
 *
 * `confirmed: false` marks a rule that could not be read on the official page: the page calls the
 * figure an estimate that may differ, and the table of rules under "Cost of buying" in
 * docs/public-site.md lists it.
 */

/** Where a rule comes from: the law (decree, code, royal decree), its article and the official page. */
export interface LegalSource {
  law: string
  article?: string
  url: string
}

/** A rule with its source and the days (yyyy-mm-dd, both included) between which it applies. */
export interface Dated<T> {
  value: T
  since: string
  /** The last day it applies; none while it is in force. */
  until?: string
  source: LegalSource
  /** False when the official page could not confirm it: shown as an estimate that may differ. */
  confirmed: boolean
  note?: string
}

/** A rule's successive versions, oldest first, periods not overlapping. */
export type Timeline<T> = ReadonlyArray<Dated<T>>

/** The version in force on a day, or undefined when none is (before the first, or in a gap). */
export function inForce<T>(timeline: Timeline<T>, day: string): Dated<T> | undefined {
  return timeline.find((rule) => rule.since <= day && (rule.until === undefined || day <= rule.until))
}

/** The first day any version applies. */
export const firstDay = (timeline: Timeline<unknown>): string => timeline[0].since

/** A sliding scale: [upper bound of the band in euro, percent on the part of the amount in that band]. */
export type Scale = ReadonlyArray<readonly [upTo: number, percent: number]>

/** Which day decides the rate in a region: the sale agreement's (compromis) or the deed's. */
export type DecidingDay = 'agreement' | 'deed'

const VLABEL: LegalSource = {
  law: 'Vlaamse Codex Fiscaliteit (VCF), titel 2, hoofdstuk 9: verkooprecht',
  article: 'art. 2.9.4.1.1 (12 %), art. 2.9.4.2.11 e.v. (enige eigen woning), art. 2.9.6.0.1 (vermindering)',
  url: 'https://www.vlaanderen.be/belastingen-en-begroting/vlaamse-belastingen/registratiebelasting/verkooprecht/tarieven-in-het-verkooprecht/verlaagd-tarief-in-het-verkooprecht-voor-de-aankoop-van-de-enige-eigen-woning',
}
const VLABEL_2025: LegalSource = {
  ...VLABEL,
  law: 'Vlaamse Codex Fiscaliteit, gewijzigd bij het programmadecreet bij de begroting 2025 (20 december 2024, BS 30.12.2024)',
}
const VLABEL_MODEST: LegalSource = {
  ...VLABEL,
  article: 'art. 2.9.6.0.1 VCF (bijkomende vermindering voor een bescheiden enige eigen woning)',
  url: 'https://www.vlaanderen.be/het-verkooprecht-bij-de-aankoop-van-de-enige-eigen-woning/bijkomende-vermindering-voor-een-enige-eigen-bescheiden-woning',
}
const BRUSSELS: LegalSource = {
  law: 'Code des droits d’enregistrement (Région de Bruxelles-Capitale), ordonnance du 17 novembre 2022 (MB 05.12.2022)',
  article: 'art. 44 (12,5 %), art. 46bis (abattement), art. 46ter (abattement complémentaire)',
  url: 'https://fiscalite.brussels/fr/abattement',
}
const BRUSSELS_ENERGY: LegalSource = {
  ...BRUSSELS,
  article: 'art. 46ter (25 000 € par classe énergétique gagnée, au moins deux)',
  url: 'https://www.notaris.be/wonen/kosten-verbonden-aan-de-aankoop/de-registratierechten-in-brussel',
}
const WALLONIA: LegalSource = {
  law: 'Code des droits d’enregistrement (Région wallonne), décret du 5 décembre 2024 (MB 13.12.2024)',
  article: 'art. 44 (12,5 %), art. 44bis (3 %, habitation propre et unique)',
  url: 'https://www.notaire.be/immobilier/acheter-et-vendre-un-bien-immobilier/les-frais-lies-lachat/droits-denregistrement-en-region-wallonne',
}
const VAT: LegalSource = {
  law: 'Wetboek van de belasting over de toegevoegde waarde, art. 1 § 9 en art. 12 § 2 (nieuw gebouw); KB nr. 20, tabel A (21 %)',
  url: 'https://www.vlaanderen.be/nl/bouwen-wonen-en-energie/kopen-en-verkopen/betaal-ik-btw-registratierechten-bij-aankoop-van-een-woning-bouwgrond',
}
const NOTARY_TARIFF: LegalSource = {
  law: 'Koninklijk besluit van 16 december 1950 houdende het tarief der honoraria van de notarissen',
  article: 'bijlage: barema J (verkopingen uit de hand), barema F (kredieten met hypotheekvestiging)',
  url: 'https://www.notaris.be/rekenmodules/aankoop',
}
const NOTARY_CREDIT: LegalSource = {
  law: 'Fednot, kosten van een hypothecair krediet (recht op geschriften, forfaitair registratierecht op de bijlagen, administratieve kosten, uitgaven aan derden)',
  url: 'https://www.notaris.be/wonen/kosten-verbonden-aan-de-aankoop/kosten-verbonden-aan-het-hypothecair-krediet',
}
const RETRIBUTIONS: LegalSource = {
  law: 'KB van 14 september 2016 tot vaststelling van de retributies voor de hypothecaire formaliteiten (geïndexeerd)',
  article: 'art. 1, 2° (overschrijving), art. 1, 5° (inschrijving)',
  url: 'https://financien.belgium.be/nl/Actueel/indexering-retributies-vanaf-1-januari-2021',
}
const MORTGAGE: LegalSource = {
  law: 'W.Reg. art. 87 (1 % op het gewaarborgde bedrag, hoofdsom en aanhorigheden); hypotheekrecht 0,3 %',
  url: 'https://belastingen.vlaanderen.be/recht_op_hypotheekvestiging_tarief',
}

/** The reduction of the Flemish duty for a modest only own home, and the price up to which it applies. */
export interface ModestHomeReduction {
  /** Euro off the duty (never below zero). */
  amount: number
  /** The same with the 1 % renovation rate (2022-2024). */
  amountRenovation: number
  /** The highest price that still gets it, included ("maximaal"). */
  priceCap: number
  /** The same in the core cities and the Vlaamse Rand (HIGHER_CAP_MUNICIPALITIES). */
  priceCapHigher: number
}

/** Brussels' abatement on the sole home: duty-free first part of the price, and the price cap (included). */
export interface BrusselsAbatement {
  amount: number
  priceCap: number
}

/** Brussels' extra abatement for the sole home's energy renovation (with the abatement, within its cap). */
export interface BrusselsEnergyAbatement {
  /** Per energy class the buyer commits to gain within 5 years. */
  perClassGained: number
  /** The fewest classes that count (a commitment of one class gives nothing). */
  minClasses: number
}

export const LAW = {
  flanders: {
    /** The authentic deed's day decides (a 2024 agreement with a 2025 deed pays 2 %). */
    decidingDay: 'deed' as DecidingDay,
    standard: [{ value: 12, since: '2022-01-01', source: VLABEL, confirmed: true, note: '10 % before 2022.' }] satisfies Timeline<number>,
    ownHome: [
      { value: 3, since: '2022-01-01', until: '2024-12-31', source: VLABEL, confirmed: true },
      { value: 2, since: '2025-01-01', source: VLABEL_2025, confirmed: true },
    ] satisfies Timeline<number>,
    /** The only own home with a major energy renovation within 5 years: gone for deeds from 2025. */
    ownHomeRenovation: [
      {
        value: 1,
        since: '2022-01-01',
        until: '2024-12-31',
        source: { ...VLABEL, article: 'art. 2.9.4.2.5 VCF (opgeheven)' },
        confirmed: false,
        note: 'Abolished with its €960 reduction for deeds from 1 January 2025 (programmadecreet of 20 December 2024); read on secondary pages only.',
      },
    ] satisfies Timeline<number>,
    modestHome: [
      {
        value: { amount: 2_800, amountRenovation: 960, priceCap: 220_000, priceCapHigher: 240_000 },
        since: '2022-01-01',
        until: '2024-12-31',
        source: VLABEL_MODEST,
        confirmed: false,
      },
      {
        value: { amount: 1_867, amountRenovation: 0, priceCap: 220_000, priceCapHigher: 240_000 },
        since: '2025-01-01',
        source: VLABEL_MODEST,
        confirmed: false,
        note: 'The official page names the reduction; its amounts and caps were read on secondary pages only.',
      },
    ] satisfies Timeline<ModestHomeReduction>,
  },
  brussels: {
    /** The sale agreement's day decides (or the adjudication report's at a public sale). */
    decidingDay: 'agreement' as DecidingDay,
    standard: [{ value: 12.5, since: '2002-01-01', source: BRUSSELS, confirmed: true }] satisfies Timeline<number>,
    abatement: [
      {
        value: { amount: 200_000, priceCap: 600_000 },
        since: '2023-04-01',
        source: BRUSSELS,
        confirmed: true,
        note: '€175,000 up to €500,000 before 1 April 2023.',
      },
    ] satisfies Timeline<BrusselsAbatement>,
    energyAbatement: [
      {
        value: { perClassGained: 25_000, minClasses: 2 },
        since: '2023-04-01',
        source: BRUSSELS_ENERGY,
        confirmed: true,
        note: 'Adjusted afterwards to the classes the PEB certificates show after 5 years.',
      },
    ] satisfies Timeline<BrusselsEnergyAbatement>,
  },
  wallonia: {
    /** The authentic deed's day decides. */
    decidingDay: 'deed' as DecidingDay,
    standard: [{ value: 12.5, since: '2002-01-01', source: WALLONIA, confirmed: true }] satisfies Timeline<number>,
    ownHome: [
      {
        value: 3,
        since: '2025-01-01',
        source: WALLONIA,
        confirmed: true,
        note: 'Replaced the first-home abatement and the modest-home rates; no price cap; also for building land and homes on plan.',
      },
    ] satisfies Timeline<number>,
  },
  /** VAT on a new building (and on the notary's fee and costs). */
  vat: [{ value: 21, since: '1996-01-01', source: VAT, confirmed: true }] satisfies Timeline<number>,
  /**
   * A home is new for VAT up to 31 December of the second year after the year of its first occupation.
   * The construction year stands in for the first occupation.
   */
  newBuildingYears: [{ value: 2, since: '1996-01-01', source: VAT, confirmed: true }] satisfies Timeline<number>,
  notarySaleScale: [
    {
      value: [
        [7_500, 4.56],
        [17_500, 2.85],
        [30_000, 2.28],
        [45_495, 1.71],
        [64_095, 1.14],
        [250_095, 0.57],
        [Infinity, 0.057],
      ],
      since: '2000-07-20',
      source: NOTARY_TARIFF,
      confirmed: true,
      note: 'Bands in euro since the KB of 20 July 2000; read on secondary pages that quote the barema.',
    },
  ] satisfies Timeline<Scale>,
  notaryCreditScale: [
    {
      value: [
        [7_500, 1.425],
        [17_500, 1.14],
        [30_000, 0.684],
        [45_495, 0.57],
        [64_095, 0.456],
        [250_095, 0.228],
        [Infinity, 0.0456],
      ],
      since: '2000-07-20',
      source: NOTARY_TARIFF,
      confirmed: false,
      note: 'Not read on an official page; a bank’s published example differs by about €90 on €100,000.',
    },
  ] satisfies Timeline<Scale>,
  /** Duty on writings of a notarial deed (recht op geschriften), no VAT. */
  writingsDuty: [{ value: 50, since: '2017-01-01', source: NOTARY_CREDIT, confirmed: true }] satisfies Timeline<number>,
  /** The flat registration duty on a deed's annexes. */
  annexDuty: [{ value: 100, since: '2017-01-01', source: NOTARY_CREDIT, confirmed: true }] satisfies Timeline<number>,
  /** Retribution for recording (overschrijving) a purchase deed. */
  transcriptionFee: [
    { value: 230, since: '2021-01-01', source: RETRIBUTIONS, confirmed: false, note: 'The 2021 amount; indexed since.' },
  ] satisfies Timeline<number>,
  /** Retribution for inscribing a mortgage. */
  inscriptionFee: [
    { value: 240, since: '2021-01-01', source: RETRIBUTIONS, confirmed: false, note: 'The 2021 amount; indexed since.' },
  ] satisfies Timeline<number>,
  mortgage: {
    registrationRate: [{ value: 1, since: '1939-01-01', source: MORTGAGE, confirmed: true }] satisfies Timeline<number>,
    registerFeeRate: [{ value: 0.3, since: '1939-01-01', source: MORTGAGE, confirmed: true }] satisfies Timeline<number>,
    /** The notary's flat administrative costs of a credit deed, and the outlays to third parties (VAT on the first). */
    adminCosts: [{ value: 550, since: '2024-01-01', source: NOTARY_CREDIT, confirmed: true }] satisfies Timeline<number>,
    thirdParties: [{ value: 40, since: '2024-01-01', source: NOTARY_CREDIT, confirmed: true }] satisfies Timeline<number>,
  },
} as const

/** The first day of a region's rules in this module: an earlier day is outside what the calculator knows. */
export const FIRST_DAY = {
  flanders: LAW.flanders.modestHome[0].since,
  brussels: LAW.brussels.abatement[0].since,
  wallonia: LAW.wallonia.ownHome[0].since,
} as const

/**
 * The municipalities where the Flemish modest-home reduction has the higher price cap (€240,000): the
 * core cities and the Vlaamse Rand, their whole territory with the former municipalities, by NIS code
 * with the postal codes of that territory, since a listing carries a postal code. The list was read on
 * secondary pages (not on an official one); the 2025 mergers (Kortessem into Hasselt, Borsbeek into
 * Antwerpen) are not counted until the Vlaamse Belastingdienst says they are.
 */
export const HIGHER_CAP_MUNICIPALITIES: ReadonlyArray<{ nis: string; name: string; zips: readonly string[] }> = [
  // Kernsteden
  { nis: '41002', name: 'Aalst', zips: ['9300', '9308', '9310', '9320'] },
  { nis: '11005', name: 'Boom', zips: ['2850'] },
  { nis: '42006', name: 'Dendermonde', zips: ['9200'] },
  {
    nis: '11002',
    name: 'Antwerpen',
    zips: ['2000', '2018', '2020', '2030', '2040', '2050', '2060', '2100', '2140', '2170', '2180', '2600', '2610', '2660'],
  },
  { nis: '31005', name: 'Brugge', zips: ['8000', '8200', '8310', '8380'] },
  { nis: '71016', name: 'Genk', zips: ['3600'] },
  { nis: '44021', name: 'Gent', zips: ['9000', '9030', '9031', '9032', '9040', '9041', '9042', '9050', '9051', '9052'] },
  { nis: '71022', name: 'Hasselt', zips: ['3500', '3501', '3510', '3511', '3512'] },
  { nis: '34022', name: 'Kortrijk', zips: ['8500', '8501', '8510', '8511'] },
  { nis: '24062', name: 'Leuven', zips: ['3000', '3001', '3010', '3012', '3018'] },
  { nis: '12025', name: 'Mechelen', zips: ['2800', '2801', '2811', '2812'] },
  { nis: '35013', name: 'Oostende', zips: ['8400'] },
  { nis: '36015', name: 'Roeselare', zips: ['8800'] },
  { nis: '46021', name: 'Sint-Niklaas', zips: ['9100', '9111', '9112'] },
  { nis: '13040', name: 'Turnhout', zips: ['2300'] },
  // Vlaamse Rand
  { nis: '23002', name: 'Asse', zips: ['1730', '1731'] },
  { nis: '23003', name: 'Beersel', zips: ['1650', '1651', '1652', '1653', '1654'] },
  { nis: '23016', name: 'Dilbeek', zips: ['1700', '1701', '1702', '1703'] },
  { nis: '23098', name: 'Drogenbos', zips: ['1620'] },
  { nis: '23025', name: 'Grimbergen', zips: ['1850', '1851', '1852', '1853'] },
  { nis: '23033', name: 'Hoeilaart', zips: ['1560'] },
  { nis: '23099', name: 'Kraainem', zips: ['1950'] },
  { nis: '23100', name: 'Linkebeek', zips: ['1630'] },
  { nis: '23047', name: 'Machelen', zips: ['1830', '1831'] },
  { nis: '23050', name: 'Meise', zips: ['1860', '1861'] },
  { nis: '23052', name: 'Merchtem', zips: ['1785'] },
  { nis: '23062', name: 'Overijse', zips: ['3090'] },
  { nis: '23101', name: 'Sint-Genesius-Rode', zips: ['1640'] },
  { nis: '23077', name: 'Sint-Pieters-Leeuw', zips: ['1600', '1601', '1602'] },
  { nis: '24104', name: 'Tervuren', zips: ['3080'] },
  { nis: '23088', name: 'Vilvoorde', zips: ['1800'] },
  { nis: '23102', name: 'Wemmel', zips: ['1780'] },
  { nis: '23103', name: 'Wezembeek-Oppem', zips: ['1970'] },
  { nis: '23094', name: 'Zaventem', zips: ['1930', '1932', '1933'] },
]

const HIGHER_CAP_ZIPS = new Set(HIGHER_CAP_MUNICIPALITIES.flatMap((m) => m.zips))

/** Whether a Flemish postal code lies in a municipality with the higher modest-home cap. */
export const hasHigherModestCap = (zip: string | number | null | undefined): boolean => HIGHER_CAP_ZIPS.has(String(zip ?? '').trim())

/** A rule as the page cites it: its law, the official page and since when the version in force applies. */
export interface Citation extends LegalSource {
  since: string
  confirmed: boolean
}

const cite = (rule: Dated<unknown> | undefined): Citation[] =>
  rule ? [{ ...rule.source, since: rule.since, confirmed: rule.confirmed }] : []

/** The rules behind a region's estimate on a day, each cited once (by its page), for the page's list of sources. */
export function citationsFor(region: 'flanders' | 'brussels' | 'wallonia', day: string, vatSale: boolean): Citation[] {
  const regional =
    region === 'flanders'
      ? [LAW.flanders.standard, LAW.flanders.ownHome, LAW.flanders.modestHome]
      : region === 'brussels'
        ? [LAW.brussels.standard, LAW.brussels.abatement, LAW.brussels.energyAbatement]
        : [LAW.wallonia.standard, LAW.wallonia.ownHome]
  const rules: Array<Timeline<unknown>> = [
    ...regional,
    ...(vatSale ? [LAW.vat] : []),
    LAW.notarySaleScale,
    LAW.notaryCreditScale,
    LAW.writingsDuty,
    LAW.transcriptionFee,
    LAW.mortgage.registrationRate,
    LAW.mortgage.adminCosts,
  ]
  const seen = new Set<string>()
  return rules
    .flatMap((timeline) => cite(inForce(timeline, day)))
    .filter((citation) => {
      const key = `${citation.url}|${citation.law}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}
