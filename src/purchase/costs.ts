import type { Region } from '../lib/region'
import { FIRST_DAY, hasHigherModestCap, inForce, LAW, type Dated, type Scale, type Timeline } from './law'
import { DEFAULT_RATES, type PurchaseRates } from './rates'

/**
 * What buying a home costs on top of its price, and the monthly payment of a loan: registration duty
 * by region, the buyer's situation and the day that decides (./law.ts), VAT on a new building with
 * duty on its land share, the notary's fee on its legal scale, the deed's duties and costs, the
 * mortgage deed and an annuity. The one home of these figures: the detail page, the compare page and
 * anything else that names a cost of buying call it. The result is an ESTIMATE: the notary's statement
 * is the only exact one. Pure: no React, no Payload.
 */

/** The regions with a calculator: Belgian ones (a Luxembourg listing has none). */
export type CostRegion = Exclude<Region, 'luxembourg'>

/**
 * The buyer's situation: the home will be their only own home, the same with a major energy renovation
 * (Flanders' 1 % rate, for agreements up to 2024), or anything else (a second home, an investment, a company).
 */
export type BuyerSituation = 'own-home' | 'own-home-renovation' | 'other'

/** What the page shows first, and what a total without a chosen situation assumes: the buyer's only own home. */
export const DEFAULT_SITUATION: BuyerSituation = 'own-home'

export function isCostRegion(region: Region | undefined | null): region is CostRegion {
  return region === 'flanders' || region === 'brussels' || region === 'wallonia'
}

/** The situations that change the duty in a region on a day: Flanders' renovation rate ended with 2024. */
export function situationsFor(region: CostRegion, day: string): BuyerSituation[] {
  return region === 'flanders' && inForce(LAW.flanders.ownHomeRenovation, day)
    ? ['own-home', 'own-home-renovation', 'other']
    : ['own-home', 'other']
}

/** A situation the region does not know on that day counts as the nearest one it does (renovation → own home). */
export function situationIn(region: CostRegion, situation: BuyerSituation, day: string): BuyerSituation {
  return situationsFor(region, day).includes(situation) ? situation : 'own-home'
}

/** Euro amounts to the cent. */
const cents = (amount: number): number => Math.round(amount * 100) / 100

/** The fee of a sliding scale: each band's percent on the part of the amount inside the band. */
export function scaleFee(amount: number, scale: Scale): number {
  if (!(amount > 0)) return 0
  let fee = 0
  let lower = 0
  for (const [upTo, percent] of scale) {
    if (amount <= lower) break
    fee += ((Math.min(amount, upTo) - lower) * percent) / 100
    lower = upTo
  }
  return cents(fee)
}

/** A sale as the law taxes it. */
export interface Sale {
  price: number
  /** The price is a "from" price (a project's cheapest finish): every figure built on it is "from" too. */
  from?: boolean
  region: CostRegion
  /** The postal code: Flanders' modest-home cap is higher in some municipalities. */
  zip?: string | null
  /** A new building sold with VAT: its land share (0 to 1) bears registration duty, the rest 21 % VAT. */
  vat?: { landShare: number } | null
}

/** What the buyer tells the calculator. */
export interface BuyerChoices {
  situation?: BuyerSituation
  /** The day that decides (yyyy-mm-dd): the sale agreement's in Flanders, the deed's in Brussels and Wallonia. */
  day: string
  /** Brussels: the PEB classes the buyer commits to gain by renovating (extra abatement). */
  classesGained?: number
}

export interface RegistrationLine {
  /** Percent applied. */
  rate: number
  /** The amount taxed: the price (or a new build's land share) less an abatement. */
  base: number
  /** Brussels' duty-free part (0 when none). */
  abatement: number
  /** Flanders' reduction for a modest home, in euro off the duty (0 when none). */
  reduction: number
  amount: number
}

export interface VatLine {
  rate: number
  /** The building's part of the price. */
  base: number
  amount: number
}

export interface PurchaseCosts {
  ok: true
  price: number
  from: boolean
  region: CostRegion
  situation: BuyerSituation
  day: string
  /** Registration duty on the price, or on a new build's land share (null when that share is 0). */
  registration: RegistrationLine | null
  /** VAT on a new building's part (null for a sale under registration duty). */
  vat: VatLine | null
  /** The notary's fee on the sale scale, without VAT. */
  notaryFee: number
  /** The notary's administrative costs (VAT applies). */
  adminCosts: number
  /** Duty on writings and the recording fee (no VAT). */
  fixedCosts: number
  /** VAT on the notary's fee and the administrative costs. */
  vatOnFees: number
  /** Everything above the price. */
  costs: number
  /** Price plus costs. */
  total: number
  /** A rule behind a figure could not be confirmed on the official page: the page says it may differ. */
  unconfirmed: boolean
}

/** The day is before the rules this module holds for the region: no figure rather than a wrong one. */
export interface OutsideRules {
  ok: false
  region: CostRegion
  day: string
  firstDay: string
}

/** Which day decides in a region (the calculator asks for that one). */
export const decidingDay = (region: CostRegion) => LAW[region].decidingDay

const must = <T>(rule: Dated<T> | undefined, what: string): Dated<T> => {
  if (!rule) throw new RangeError(`No rule for ${what}`)
  return rule
}

/**
 * The registration duty on `base` (the price, or a new build's land share), for a sale at `price`. The
 * caller checked the day lies within the region's rules.
 */
export function registrationDuty(
  sale: Pick<Sale, 'price' | 'region' | 'zip'> & { base: number; vatSale: boolean },
  choices: Required<Pick<BuyerChoices, 'situation' | 'day'>> & { classesGained?: number },
): RegistrationLine & { unconfirmed: boolean } {
  const { price, region, base: taxed, vatSale } = sale
  const { day } = choices
  const situation = situationIn(region, choices.situation, day)
  let rule: Dated<number>
  let abatement = 0
  let reduction = 0
  let unconfirmed = false
  if (region === 'flanders') {
    const law = LAW.flanders
    rule =
      situation === 'own-home-renovation'
        ? must(inForce(law.ownHomeRenovation, day), 'flanders renovation rate')
        : situation === 'own-home'
          ? must(inForce(law.ownHome, day), 'flanders own home')
          : must(inForce(law.standard, day), 'flanders standard')
    const modest = inForce(law.modestHome, day)
    // The reduction is for a modest home bought under registration duty; the cap, included, is on the price.
    if (situation !== 'other' && !vatSale && modest) {
      const cap = hasHigherModestCap(sale.zip) ? modest.value.priceCapHigher : modest.value.priceCap
      if (price <= cap) {
        reduction = situation === 'own-home-renovation' ? modest.value.amountRenovation : modest.value.amount
        unconfirmed ||= !modest.confirmed
      }
    }
  } else if (region === 'wallonia') {
    rule =
      situation === 'own-home'
        ? must(inForce(LAW.wallonia.ownHome, day), 'wallonia own home')
        : must(inForce(LAW.wallonia.standard, day), 'wallonia standard')
  } else {
    rule = must(inForce(LAW.brussels.standard, day), 'brussels standard')
    const abate = must(inForce(LAW.brussels.abatement, day), 'brussels abatement')
    // The abatement holds up to the cap, the cap included; above it there is none at all.
    if (situation === 'own-home' && price <= abate.value.priceCap) {
      // A commitment below the minimum (two classes) gives no extra abatement.
      const extra = must(inForce(LAW.brussels.energyAbatement, day), 'brussels energy abatement').value
      const committed = Math.max(0, Math.floor(choices.classesGained ?? 0))
      const classes = committed >= extra.minClasses ? committed : 0
      abatement = Math.min(taxed, abate.value.amount + classes * extra.perClassGained)
      unconfirmed ||= !abate.confirmed
    }
  }
  unconfirmed ||= !rule.confirmed
  const base = Math.max(0, taxed - abatement)
  const gross = cents((base * rule.value) / 100)
  const cut = Math.min(reduction, gross)
  return { rate: rule.value, base, abatement, reduction: cut, amount: cents(gross - cut), unconfirmed }
}

/** The flat duties and fees of one deed on a day (no VAT on them): the rules named, added up. */
function flatCosts(day: string, rules: ReadonlyArray<Timeline<number>>): { amount: number; unconfirmed: boolean } {
  const found = rules.map((timeline) => must(inForce(timeline, day), 'flat deed cost'))
  return { amount: cents(found.reduce((sum, rule) => sum + rule.value, 0)), unconfirmed: found.some((rule) => !rule.confirmed) }
}

/** A purchase deed: duty on writings and the transcription fee. */
const SALE_FLAT = [LAW.writingsDuty, LAW.transcriptionFee]
/** A credit deed: duty on writings, the annexes' flat duty, the inscription fee and the outlays to third parties. */
const CREDIT_FLAT = [LAW.writingsDuty, LAW.annexDuty, LAW.inscriptionFee, LAW.mortgage.thirdParties]

const vatRate = (day: string) => must(inForce(LAW.vat, day), 'vat').value

/** The estimated costs of buying, or why there is no figure for that day. */
export function purchaseCosts(sale: Sale, choices: BuyerChoices, rates: PurchaseRates = DEFAULT_RATES): PurchaseCosts | OutsideRules {
  const { region } = sale
  const day = choices.day ?? ''
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day < FIRST_DAY[region]) return { ok: false, region, day, firstDay: FIRST_DAY[region] }
  const price = Math.max(0, Number.isFinite(sale.price) ? sale.price : 0)
  const situation = situationIn(region, choices.situation ?? DEFAULT_SITUATION, day)
  const vatPercent = vatRate(day)
  const landShare = sale.vat ? Math.min(1, Math.max(0, sale.vat.landShare)) : 1
  const land = cents(price * landShare)
  const registration =
    land > 0
      ? registrationDuty(
          { price, region, zip: sale.zip, base: land, vatSale: Boolean(sale.vat) },
          { situation, day, classesGained: choices.classesGained },
        )
      : null
  const building = cents(price - land)
  const vat = sale.vat ? { rate: vatPercent, base: building, amount: cents((building * vatPercent) / 100) } : null
  const scale = must(inForce(LAW.notarySaleScale, day), 'notary scale')
  const fixed = flatCosts(day, SALE_FLAT)
  const adminCosts = rates.deedAdminCosts
  const notaryFee = scaleFee(price, scale.value)
  const vatOnFees = cents(((notaryFee + adminCosts) * vatPercent) / 100)
  const costs = cents((registration?.amount ?? 0) + (vat?.amount ?? 0) + notaryFee + adminCosts + fixed.amount + vatOnFees)
  const line = registration ? (({ unconfirmed: _, ...rest }) => rest)(registration) : null
  return {
    ok: true,
    price,
    from: sale.from === true,
    region,
    situation,
    day,
    registration: line,
    vat,
    notaryFee,
    adminCosts,
    fixedCosts: fixed.amount,
    vatOnFees,
    costs,
    total: cents(price + costs),
    unconfirmed: Boolean(registration?.unconfirmed) || fixed.unconfirmed || !scale.confirmed,
  }
}

export interface MortgageDeedCosts {
  loan: number
  /** The amount the mortgage secures: the loan plus the accessory margin (10 %). */
  secured: number
  registrationDuty: number
  registerFee: number
  /** The notary's fee on the credit scale, without VAT. */
  notaryFee: number
  /** The notary's administrative costs (VAT applies). */
  adminCosts: number
  /** Duty on writings, the annexes' duty, the inscription fee and outlays to third parties (no VAT). */
  fixedCosts: number
  /** VAT on the notary's fee and the administrative costs. */
  vatOnFees: number
  costs: number
  /** A rule behind a figure could not be confirmed on the official page. */
  unconfirmed: boolean
}

const NO_DEED: MortgageDeedCosts = {
  loan: 0,
  secured: 0,
  registrationDuty: 0,
  registerFee: 0,
  notaryFee: 0,
  adminCosts: 0,
  fixedCosts: 0,
  vatOnFees: 0,
  costs: 0,
  unconfirmed: false,
}

/** The estimated costs of the mortgage deed for a loan signed on `day` (nothing for no loan). */
export function mortgageDeedCosts(loan: number, day: string, rates: PurchaseRates = DEFAULT_RATES): MortgageDeedCosts {
  const amount = Number.isFinite(loan) && loan > 0 ? loan : 0
  if (amount === 0) return NO_DEED
  const m = LAW.mortgage
  const secured = cents(amount * (1 + rates.accessoryMargin / 100))
  const registrationDuty = cents((secured * must(inForce(m.registrationRate, day), 'mortgage duty').value) / 100)
  const registerFee = cents((secured * must(inForce(m.registerFeeRate, day), 'register fee').value) / 100)
  const scale = must(inForce(LAW.notaryCreditScale, day), 'credit scale')
  const notaryFee = scaleFee(amount, scale.value)
  const adminCosts = rates.mortgageAdminCosts
  const flat = flatCosts(day, CREDIT_FLAT)
  const fixedCosts = flat.amount
  const vatOnFees = cents(((notaryFee + adminCosts) * vatRate(day)) / 100)
  return {
    loan: amount,
    secured,
    registrationDuty,
    registerFee,
    notaryFee,
    adminCosts,
    fixedCosts,
    vatOnFees,
    costs: cents(registrationDuty + registerFee + notaryFee + adminCosts + fixedCosts + vatOnFees),
    unconfirmed: flat.unconfirmed || !scale.confirmed,
  }
}

/**
 * The monthly payment of an annuity loan. Belgian banks turn the annual rate into the equivalent
 * monthly rate, (1 + r)^(1/12) - 1, not r / 12 (the law on consumer credit states the rate as an
 * annual percentage). Zero rate: the loan in equal parts. Nothing to pay without a loan or a term.
 */
export function monthlyPayment(amount: number, annualRatePercent: number, years: number): number {
  const months = Math.round(years * 12)
  if (!(amount > 0) || !(months > 0) || !Number.isFinite(annualRatePercent) || annualRatePercent < 0) return 0
  const monthly = Math.pow(1 + annualRatePercent / 100, 1 / 12) - 1
  if (monthly === 0) return cents(amount / months)
  return cents((amount * monthly) / (1 - Math.pow(1 + monthly, -months)))
}

/** The loan the calculator starts with: the bank's usual share of the price (80 %), to the thousand. */
export function defaultLoan(price: number, rates: PurchaseRates = DEFAULT_RATES): number {
  return price > 0 ? Math.round((price * rates.defaults.loanShare) / 100 / 1000) * 1000 : 0
}

export interface PurchaseEstimate {
  ok: true
  purchase: PurchaseCosts
  mortgage: MortgageDeedCosts
  monthly: number
  /** Price, purchase costs and mortgage-deed costs. */
  total: number
  /** What the buyer brings: the total less the loan. */
  ownFunds: number
}

export interface LoanChoices {
  loan: number
  /** Annual rate in percent. */
  rate: number
  years: number
}

/** The calculator's whole answer: purchase, mortgage deed and monthly payment (or why there is none). */
export function purchaseEstimate(
  sale: Sale,
  choices: BuyerChoices & LoanChoices,
  rates: PurchaseRates = DEFAULT_RATES,
): PurchaseEstimate | OutsideRules {
  const purchase = purchaseCosts(sale, choices, rates)
  if (!purchase.ok) return purchase
  const mortgage = mortgageDeedCosts(choices.loan, choices.day, rates)
  const total = cents(purchase.total + mortgage.costs)
  return {
    ok: true,
    purchase,
    mortgage,
    monthly: monthlyPayment(mortgage.loan, choices.rate, choices.years),
    total,
    ownFunds: cents(Math.max(0, total - mortgage.loan)),
  }
}
