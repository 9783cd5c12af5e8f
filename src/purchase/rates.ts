/**
 * Every rate, threshold and flat amount of the purchase-cost estimate (issue point 3), as data: the
 * value, the law it comes from and the date from which it applies. Percentages are written as percent
 * (12 = 12 %). Staff override the values that change in Site settings › Purchase costs (`ratesWith`);
 * an empty setting keeps the value below. Pure: no React, no Payload.
 *
 * A value marked "approximate" is a round, plausible figure (a notary's flat costs vary per office and
 * per file), never a legal amount: the estimate says so on the page.
 */

/** Where a rate comes from: the law (decree, code, royal decree), its article and a page that states it. */
export interface LegalSource {
  law: string
  article?: string
  url: string
}

/** A value with its legal source and the date (ISO) from which it applies. */
export interface Sourced<T> {
  value: T
  source: LegalSource
  since: string
  /** What a reader should know: conditions, what it replaced, why it is approximate. */
  note?: string
}

/** A sliding scale: [upper bound of the band in euro, percent on the part of the amount in that band]. */
export type Scale = ReadonlyArray<readonly [upTo: number, percent: number]>

const VCF: LegalSource = {
  law: 'Vlaamse Codex Fiscaliteit (VCF), titel 2, hoofdstuk 9 (registratiebelasting)',
  article: 'art. 2.9.4.1.1 en 2.9.4.2.4 e.v.',
  url: 'https://www.vlaanderen.be/belastingen-en-begroting/vlaamse-belastingen/registratiebelasting',
}
const BRUSSELS_CODE: LegalSource = {
  law: 'Code des droits d’enregistrement (Région de Bruxelles-Capitale)',
  article: 'art. 44 (taux) et art. 46bis (abattement)',
  url: 'https://fiscalite.brussels/fr/droits-d-enregistrement',
}
const WALLOON_CODE: LegalSource = {
  law: 'Code des droits d’enregistrement (Région wallonne), décret du 5 décembre 2024 (MB 13.12.2024)',
  article: 'art. 44 (taux ordinaire), art. 53 (taux réduit, habitation propre et unique)',
  url: 'https://finances.wallonie.be/home/fiscalite/droits-denregistrement.html',
}
const NOTARY_TARIFF: LegalSource = {
  law: 'Koninklijk Besluit van 16 december 1950 houdende het tarief der honoraria van de notarissen',
  article: 'bijlage, tabel (evenredige erelonen)',
  url: 'https://www.notaris.be/kopen-verkopen/verkopen/de-kosten',
}
const VAT_CODE: LegalSource = {
  law: 'Wetboek van de belasting over de toegevoegde waarde, KB nr. 20 (tarieven)',
  article: 'art. 37 WBTW; KB nr. 20, tabel A',
  url: 'https://financien.belgium.be/nl/ondernemingen/btw/tarieven',
}
const MORTGAGE_DUTIES: LegalSource = {
  law: 'Wetboek der registratierechten (art. 87: 1 % op de vestiging van een hypotheek); Burgerlijk Wetboek / hypotheekwet (inschrijvingsrecht 0,3 %)',
  article: 'W.Reg. art. 87; W.Hyp.R. art. 2 (recht op de inschrijving)',
  url: 'https://www.notaris.be/lenen/hypothecair-krediet/kosten-van-een-hypothecair-krediet',
}
const NOTARY_COSTS: LegalSource = {
  law: 'Fednot, kosten van een notariële akte (administratieve kosten, retributies, recht op geschriften)',
  url: 'https://www.notaris.be/rekenmodules',
}

export const PURCHASE_RATES = {
  flanders: {
    /** Verkooprecht, algemeen tarief. Raised from 10 % to 12 % on 1 January 2022. */
    standard: { value: 12, source: VCF, since: '2022-01-01' } satisfies Sourced<number>,
    /**
     * Enige eigen woning: 2 % since 1 January 2025 (3 % in 2022-2024). Conditions: natural persons buy the
     * whole full ownership of a home, own no other home or building plot in full ownership (or sell it
     * within 3 years), and register there within 3 years. The reduction for a modest home (the
     * abatement, €2,800) and the "meeneembaarheid" were abolished: since 2025 there is no abatement.
     */
    ownHome: {
      value: 2,
      source: { ...VCF, article: 'art. 2.9.4.2.4 VCF' },
      since: '2025-01-01',
      note: 'Was 3 % from 2022-01-01 to 2024-12-31; the modest-home reduction (abatement) was abolished when the 2 % rate came in.',
    } satisfies Sourced<number>,
    /**
     * Enige eigen woning with a commitment to a major energy renovation (ingrijpende energetische
     * renovatie) proven by an EPB declaration within 5 years of the deed: 1 % (since 2022; 5 % before).
     */
    ownHomeRenovation: {
      value: 1,
      source: { ...VCF, article: 'art. 2.9.4.2.5 VCF' },
      since: '2022-01-01',
      note: 'Unchanged by the 2025 reform. Article number to verify against the consolidated VCF.',
    } satisfies Sourced<number>,
  },
  brussels: {
    standard: { value: 12.5, source: BRUSSELS_CODE, since: '2002-01-01' } satisfies Sourced<number>,
    /**
     * Abattement: no duty on the first €200,000 (a saving of €25,000) for natural persons buying their
     * sole home, price at most €600,000, domicile there within 3 years and kept 5 years.
     */
    abatement: {
      value: 200_000,
      source: BRUSSELS_CODE,
      since: '2023-04-01',
      note: '€175,000 before 2023-04-01. Conditions (no other home, domicile within 3 years, 5 years stay) as the Brussels tax office states them.',
    } satisfies Sourced<number>,
    abatementPriceCap: { value: 600_000, source: BRUSSELS_CODE, since: '2023-04-01' } satisfies Sourced<number>,
  },
  wallonia: {
    standard: { value: 12.5, source: WALLOON_CODE, since: '2002-01-01' } satisfies Sourced<number>,
    /**
     * Habitation propre et unique: 3 % since 1 January 2025, no price cap. Natural persons in full
     * ownership, no other home (or sold within 3 years), main residence within 3 years (5 for a plot or a
     * build) kept 3 years. It replaced the first-home abatement, the modest-home rate and the chèque habitat.
     */
    ownHome: {
      value: 3,
      source: WALLOON_CODE,
      since: '2025-01-01',
      note: 'Replaced the abattement primo-acquérant (€20,000-€40,000 of the base), the taux réduit habitation modeste and the chèque habitat.',
    } satisfies Sourced<number>,
  },
  /** VAT on the notary's fee and costs, and on a new build (instead of registration duty). */
  vat: { value: 21, source: VAT_CODE, since: '1996-01-01' } satisfies Sourced<number>,
  /** Notary fee on a sale: the legal sliding scale on the price. */
  notarySaleScale: {
    value: [
      [7_500, 4.56],
      [17_500, 2.85],
      [30_000, 2.28],
      [45_495, 1.71],
      [64_095, 1.14],
      [250_095, 0.57],
      [Infinity, 0.057],
    ],
    source: NOTARY_TARIFF,
    since: '1950-12-16',
  } satisfies Sourced<Scale>,
  /** Notary fee on a credit (the mortgage deed): the legal sliding scale on the loan. */
  notaryCreditScale: {
    value: [
      [7_500, 1.425],
      [17_500, 1.14],
      [30_000, 0.684],
      [45_495, 0.57],
      [64_095, 0.456],
      [250_095, 0.228],
      [Infinity, 0.0456],
    ],
    source: NOTARY_TARIFF,
    since: '1950-12-16',
  } satisfies Sourced<Scale>,
  /** Purchase deed: the notary's administrative costs (searches, certificates, copies), VAT on top. Approximate. */
  deedAdminCosts: {
    value: 1_100,
    source: NOTARY_COSTS,
    since: '2024-01-01',
    note: 'Approximate: varies per notary and file.',
  } satisfies Sourced<number>,
  /** Purchase deed: duty on writings (€50) and the retribution for recording the deed (about €230); no VAT. Approximate. */
  deedFixedCosts: {
    value: 280,
    source: NOTARY_COSTS,
    since: '2024-01-01',
    note: 'Approximate: recht op geschriften €50 + retributie overschrijving about €230.',
  } satisfies Sourced<number>,
  mortgage: {
    /** Registration duty on the mortgage: 1 % of the secured amount. */
    registrationRate: { value: 1, source: MORTGAGE_DUTIES, since: '1939-01-01' } satisfies Sourced<number>,
    /** Mortgage-register fee (inschrijvingsrecht): 0.3 % of the secured amount. */
    registerFeeRate: { value: 0.3, source: MORTGAGE_DUTIES, since: '1939-01-01' } satisfies Sourced<number>,
    /**
     * The secured amount is the loan plus a margin for interest and costs ("accessoria"): 10 % is the
     * norm in Belgian mortgage deeds.
     */
    accessoryMargin: {
      value: 10,
      source: MORTGAGE_DUTIES,
      since: '1939-01-01',
      note: 'Custom, not a legal rate: banks ask 10 % in most deeds.',
    } satisfies Sourced<number>,
    /** The mortgage deed's administrative costs, VAT on top. Approximate. */
    adminCosts: {
      value: 1_000,
      source: NOTARY_COSTS,
      since: '2024-01-01',
      note: 'Approximate: varies per notary and file.',
    } satisfies Sourced<number>,
    /** Duty on writings (€50) and the retribution for the inscription (about €230); no VAT. Approximate. */
    fixedCosts: {
      value: 280,
      source: NOTARY_COSTS,
      since: '2024-01-01',
      note: 'Approximate: recht op geschriften €50 + retributie inschrijving about €230.',
    } satisfies Sourced<number>,
  },
  /** The calculator's starting values: a typical fixed rate and term, never an offer. */
  defaults: {
    mortgageRate: {
      value: 3.3,
      source: { law: 'Not a legal rate: a typical fixed rate of Belgian banks, late 2026', url: 'https://www.nbb.be/nl/statistieken' },
      since: '2026-11-01',
      note: 'Approximate: staff set the current one in Site settings.',
    } satisfies Sourced<number>,
    termYears: {
      value: 25,
      source: { law: 'Not a legal rate: a common term', url: 'https://www.nbb.be/nl/statistieken' },
      since: '2026-11-01',
    } satisfies Sourced<number>,
    /** Share of the price a bank lends without extra guarantees (the NBB's 80 % guideline for a home). */
    loanShare: {
      value: 80,
      source: {
        law: 'Nationale Bank van België, macroprudentiële verwachtingen hypothecair krediet (LTV 90 % / 80 %)',
        url: 'https://www.nbb.be/nl/financieel-toezicht/macroprudentieel-toezicht',
      },
      since: '2020-01-01',
    } satisfies Sourced<number>,
  },
} as const

export type PurchaseRates = {
  flanders: { standard: number; ownHome: number; ownHomeRenovation: number }
  brussels: { standard: number; abatement: number; abatementPriceCap: number }
  wallonia: { standard: number; ownHome: number }
  vat: number
  notarySaleScale: Scale
  notaryCreditScale: Scale
  deedAdminCosts: number
  deedFixedCosts: number
  mortgage: { registrationRate: number; registerFeeRate: number; accessoryMargin: number; adminCosts: number; fixedCosts: number }
  defaults: { mortgageRate: number; termYears: number; loanShare: number }
}

/** The rates staff may change in Site settings (each empty = the value above). */
export interface RateOverrides {
  flandersStandard?: number | null
  flandersOwnHome?: number | null
  flandersOwnHomeRenovation?: number | null
  brusselsStandard?: number | null
  brusselsAbatement?: number | null
  brusselsAbatementPriceCap?: number | null
  walloniaStandard?: number | null
  walloniaOwnHome?: number | null
  vat?: number | null
  deedAdminCosts?: number | null
  deedFixedCosts?: number | null
  mortgageAdminCosts?: number | null
  mortgageFixedCosts?: number | null
  mortgageRate?: number | null
}

/** The keys of RateOverrides, in the order Site settings shows them. */
export const RATE_OVERRIDE_KEYS = [
  'flandersStandard',
  'flandersOwnHome',
  'flandersOwnHomeRenovation',
  'brusselsStandard',
  'brusselsAbatement',
  'brusselsAbatementPriceCap',
  'walloniaStandard',
  'walloniaOwnHome',
  'vat',
  'deedAdminCosts',
  'deedFixedCosts',
  'mortgageAdminCosts',
  'mortgageFixedCosts',
  'mortgageRate',
] as const satisfies ReadonlyArray<keyof RateOverrides>

/** A setting counts when it is a finite number of at least 0; empty (null, undefined) or anything else keeps the default. */
const pick = (override: number | null | undefined, fallback: number): number =>
  typeof override === 'number' && Number.isFinite(override) && override >= 0 ? override : fallback

/** The rates in force: the data above with the staff's overrides where they set one. */
export function ratesWith(overrides: RateOverrides | null | undefined = {}): PurchaseRates {
  const o = overrides ?? {}
  const r = PURCHASE_RATES
  return {
    flanders: {
      standard: pick(o.flandersStandard, r.flanders.standard.value),
      ownHome: pick(o.flandersOwnHome, r.flanders.ownHome.value),
      ownHomeRenovation: pick(o.flandersOwnHomeRenovation, r.flanders.ownHomeRenovation.value),
    },
    brussels: {
      standard: pick(o.brusselsStandard, r.brussels.standard.value),
      abatement: pick(o.brusselsAbatement, r.brussels.abatement.value),
      abatementPriceCap: pick(o.brusselsAbatementPriceCap, r.brussels.abatementPriceCap.value),
    },
    wallonia: {
      standard: pick(o.walloniaStandard, r.wallonia.standard.value),
      ownHome: pick(o.walloniaOwnHome, r.wallonia.ownHome.value),
    },
    vat: pick(o.vat, r.vat.value),
    notarySaleScale: r.notarySaleScale.value,
    notaryCreditScale: r.notaryCreditScale.value,
    deedAdminCosts: pick(o.deedAdminCosts, r.deedAdminCosts.value),
    deedFixedCosts: pick(o.deedFixedCosts, r.deedFixedCosts.value),
    mortgage: {
      registrationRate: r.mortgage.registrationRate.value,
      registerFeeRate: r.mortgage.registerFeeRate.value,
      accessoryMargin: r.mortgage.accessoryMargin.value,
      adminCosts: pick(o.mortgageAdminCosts, r.mortgage.adminCosts.value),
      fixedCosts: pick(o.mortgageFixedCosts, r.mortgage.fixedCosts.value),
    },
    defaults: {
      mortgageRate: pick(o.mortgageRate, r.defaults.mortgageRate.value),
      termYears: r.defaults.termYears.value,
      loanShare: r.defaults.loanShare.value,
    },
  }
}

export const DEFAULT_RATES: PurchaseRates = ratesWith({})
