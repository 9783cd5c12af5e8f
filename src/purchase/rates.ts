/**
 * The estimate's values that are practice, not law: a notary's administrative costs (they differ per
 * office and file), the mortgage's accessory margin and the calculator's starting loan, rate and term.
 * Staff set the ones that move in Site settings › Purchase costs (`ratesWith`); an empty setting keeps
 * the value below. Every legal rate, threshold and fixed duty lives in ./law.ts, by date, and is not a
 * setting: a law is not changed by a form. Pure: no React, no Payload.
 */
import { LAW, type LegalSource } from './law'

/** A practice value with where it comes from and since when it is used. */
export interface Sourced<T> {
  value: T
  source: LegalSource
  since: string
  note?: string
}

const NOTARY_COSTS: LegalSource = {
  law: 'Administratieve kosten van een aankoopakte (opzoekingen, attesten, kopieën; btw erop): geen wettelijk barema, meestal € 800 tot € 1.100 per akte',
  url: 'https://www.notaris.be/rekenmodules/aankoop',
}
const MORTGAGE_PRACTICE: LegalSource = {
  law: 'Hypotheekakte: de hypotheek waarborgt de lening plus een bedrag voor intresten en kosten (accessoria)',
  url: 'https://www.notaris.be/lenen/hypothecair-krediet/kosten-van-een-hypothecair-krediet',
}
const MARKET: LegalSource = {
  law: 'Geen wettelijk tarief: een gangbare vaste rente en looptijd bij Belgische banken',
  url: 'https://www.nbb.be/nl/statistieken/financiele-rekeningen/rentetarieven',
}

export const PRACTICE = {
  /** Purchase deed: the notary's administrative costs, VAT on top. Varies per notary and file. */
  deedAdminCosts: { value: 1_100, source: NOTARY_COSTS, since: '2024-01-01', note: 'Approximate.' } satisfies Sourced<number>,
  /** Mortgage deed: the notaries' published flat administrative costs, VAT on top (./law.ts). */
  mortgageAdminCosts: {
    value: LAW.mortgage.adminCosts[0].value,
    source: LAW.mortgage.adminCosts[0].source,
    since: LAW.mortgage.adminCosts[0].since,
  } satisfies Sourced<number>,
  /** The secured amount is the loan plus 10 % for interest and costs, as most deeds write it. */
  accessoryMargin: { value: 10, source: MORTGAGE_PRACTICE, since: '1939-01-01' } satisfies Sourced<number>,
  defaults: {
    mortgageRate: { value: 3.3, source: MARKET, since: '2026-11-01', note: 'Staff set the current one.' } satisfies Sourced<number>,
    termYears: { value: 25, source: MARKET, since: '2026-11-01' } satisfies Sourced<number>,
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

export interface PurchaseRates {
  deedAdminCosts: number
  mortgageAdminCosts: number
  accessoryMargin: number
  defaults: { mortgageRate: number; termYears: number; loanShare: number }
}

/**
 * The group Site settings › Purchase costs stores. Only the keys of RATE_OVERRIDE_KEYS count; the
 * others held legal rates before the law moved to ./law.ts and stay in the schema, hidden and unread.
 */
export interface RateOverrides {
  deedAdminCosts?: number | null
  mortgageAdminCosts?: number | null
  mortgageRate?: number | null
  [retired: string]: number | null | undefined
}

/** The settings staff may change, in the order Site settings shows them. */
export const RATE_OVERRIDE_KEYS = ['deedAdminCosts', 'mortgageAdminCosts', 'mortgageRate'] as const

/** Settings that held a legal rate or a fixed duty: now in ./law.ts by date; hidden in the admin and ignored. */
export const RETIRED_RATE_KEYS = [
  'flandersStandard',
  'flandersOwnHome',
  'flandersOwnHomeRenovation',
  'brusselsStandard',
  'brusselsAbatement',
  'brusselsAbatementPriceCap',
  'walloniaStandard',
  'walloniaOwnHome',
  'vat',
  'deedFixedCosts',
  'mortgageFixedCosts',
] as const

/** A setting counts when it is a finite number of at least 0; empty (null, undefined) or anything else keeps the default. */
const pick = (override: number | null | undefined, fallback: number): number =>
  typeof override === 'number' && Number.isFinite(override) && override >= 0 ? override : fallback

/** The practice values in force: the defaults above with the staff's settings where they set one. */
export function ratesWith(overrides: RateOverrides | null | undefined = {}): PurchaseRates {
  const o = overrides ?? {}
  const p = PRACTICE
  return {
    deedAdminCosts: pick(o.deedAdminCosts, p.deedAdminCosts.value),
    mortgageAdminCosts: pick(o.mortgageAdminCosts, p.mortgageAdminCosts.value),
    accessoryMargin: p.accessoryMargin.value,
    defaults: {
      mortgageRate: pick(o.mortgageRate, p.defaults.mortgageRate.value),
      termYears: p.defaults.termYears.value,
      loanShare: p.defaults.loanShare.value,
    },
  }
}

export const DEFAULT_RATES: PurchaseRates = ratesWith({})
