import type { Region } from '../lib/region'
import { DEFAULT_RATES, type PurchaseRates, type Scale } from './rates'

/**
 * What buying a home costs on top of its price, and the monthly payment of a loan (issue point 3):
 * registration duty by region and the buyer's situation (or VAT for a new build), the notary's fee on
 * its legal scale, the deed's other costs, VAT, the mortgage deed's costs and an annuity. Every figure
 * comes from the rates (./rates.ts, with their legal sources); the result is an ESTIMATE: the notary's
 * statement is the only exact one. Pure: no React, no Payload.
 */

/** The regions with a calculator: Belgian ones (a Luxembourg listing has none). */
export type CostRegion = Exclude<Region, 'luxembourg'>

/**
 * The buyer's situation: the home will be their only own home, the same with a major energy renovation
 * (Flanders' 1 % rate), or anything else (a second home, an investment, a company).
 */
export type BuyerSituation = 'own-home' | 'own-home-renovation' | 'other'

/** What the page shows first, and what a total without a chosen situation assumes: the buyer's only own home. */
export const DEFAULT_SITUATION: BuyerSituation = 'own-home'

export function isCostRegion(region: Region | undefined | null): region is CostRegion {
  return region === 'flanders' || region === 'brussels' || region === 'wallonia'
}

/** The situations that change the duty in a region: only Flanders has a rate for a major energy renovation. */
export function situationsFor(region: CostRegion): BuyerSituation[] {
  return region === 'flanders' ? ['own-home', 'own-home-renovation', 'other'] : ['own-home', 'other']
}

/** A situation the region does not know counts as the nearest one it does (renovation → own home). */
export function situationIn(region: CostRegion, situation: BuyerSituation): BuyerSituation {
  return situationsFor(region).includes(situation) ? situation : 'own-home'
}

/** Euro amounts to the cent. */
export const cents = (amount: number): number => Math.round(amount * 100) / 100

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

/** The tax on the purchase: registration duty, or VAT on a new build. */
export interface PurchaseTax {
  kind: 'registration' | 'vat'
  /** Percent applied. */
  rate: number
  /** The amount taxed: the price, less an abatement. */
  base: number
  /** Part of the price free of duty (Brussels' abatement), 0 when none. */
  abatement: number
  amount: number
}

export interface PurchaseCosts {
  price: number
  region: CostRegion
  situation: BuyerSituation
  newBuild: boolean
  tax: PurchaseTax
  /** The notary's fee on the sale scale, without VAT. */
  notaryFee: number
  /** The deed's administrative costs (VAT applies) and fixed costs (duty on writings, recording; no VAT). */
  deedCosts: number
  /** VAT on the notary's fee and the administrative costs. */
  vatOnFees: number
  /** Everything above the price. */
  costs: number
  /** Price plus costs. */
  total: number
}

export interface PurchaseInput {
  price: number
  region: CostRegion
  situation?: BuyerSituation
  /** A new build: VAT on the price instead of registration duty. */
  newBuild?: boolean
}

/** The registration duty of a purchase in a region and situation (no new build). */
export function registrationDuty(
  price: number,
  region: CostRegion,
  situation: BuyerSituation,
  rates: PurchaseRates = DEFAULT_RATES,
): PurchaseTax {
  const s = situationIn(region, situation)
  let rate: number
  let abatement = 0
  if (region === 'flanders') {
    rate =
      s === 'own-home-renovation' ? rates.flanders.ownHomeRenovation : s === 'own-home' ? rates.flanders.ownHome : rates.flanders.standard
  } else if (region === 'wallonia') {
    rate = s === 'own-home' ? rates.wallonia.ownHome : rates.wallonia.standard
  } else {
    rate = rates.brussels.standard
    // The abatement holds up to the cap, the cap included; above it there is none at all.
    if (s === 'own-home' && price <= rates.brussels.abatementPriceCap) abatement = Math.min(price, rates.brussels.abatement)
  }
  const base = Math.max(0, price - abatement)
  return { kind: 'registration', rate, base, abatement, amount: cents((base * rate) / 100) }
}

/**
 * The estimated costs of buying at `price`. A new build bears VAT on the whole price instead of
 * registration duty (a simplification: in law the land share bears duty and the building VAT).
 */
export function purchaseCosts(input: PurchaseInput, rates: PurchaseRates = DEFAULT_RATES): PurchaseCosts {
  const price = Math.max(0, Number.isFinite(input.price) ? input.price : 0)
  const situation = situationIn(input.region, input.situation ?? DEFAULT_SITUATION)
  const newBuild = input.newBuild === true
  const tax: PurchaseTax = newBuild
    ? { kind: 'vat', rate: rates.vat, base: price, abatement: 0, amount: cents((price * rates.vat) / 100) }
    : registrationDuty(price, input.region, situation, rates)
  const notaryFee = scaleFee(price, rates.notarySaleScale)
  const deedCosts = cents(rates.deedAdminCosts + rates.deedFixedCosts)
  const vatOnFees = cents(((notaryFee + rates.deedAdminCosts) * rates.vat) / 100)
  const costs = cents(tax.amount + notaryFee + deedCosts + vatOnFees)
  return { price, region: input.region, situation, newBuild, tax, notaryFee, deedCosts, vatOnFees, costs, total: cents(price + costs) }
}

export interface MortgageDeedCosts {
  loan: number
  /** The amount the mortgage secures: the loan plus the accessory margin (10 %). */
  secured: number
  registrationDuty: number
  registerFee: number
  /** The notary's fee on the credit scale, without VAT. */
  notaryFee: number
  /** Administrative and fixed costs of the mortgage deed. */
  deedCosts: number
  /** VAT on the notary's fee and the administrative costs. */
  vatOnFees: number
  costs: number
}

/** The estimated costs of the mortgage deed for a loan (0 for no loan). */
export function mortgageDeedCosts(loan: number, rates: PurchaseRates = DEFAULT_RATES): MortgageDeedCosts {
  const amount = Number.isFinite(loan) && loan > 0 ? loan : 0
  if (amount === 0) return { loan: 0, secured: 0, registrationDuty: 0, registerFee: 0, notaryFee: 0, deedCosts: 0, vatOnFees: 0, costs: 0 }
  const m = rates.mortgage
  const secured = cents(amount * (1 + m.accessoryMargin / 100))
  const registrationDuty = cents((secured * m.registrationRate) / 100)
  const registerFee = cents((secured * m.registerFeeRate) / 100)
  const notaryFee = scaleFee(amount, rates.notaryCreditScale)
  const deedCosts = cents(m.adminCosts + m.fixedCosts)
  const vatOnFees = cents(((notaryFee + m.adminCosts) * rates.vat) / 100)
  return {
    loan: amount,
    secured,
    registrationDuty,
    registerFee,
    notaryFee,
    deedCosts,
    vatOnFees,
    costs: cents(registrationDuty + registerFee + notaryFee + deedCosts + vatOnFees),
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
  purchase: PurchaseCosts
  mortgage: MortgageDeedCosts
  monthly: number
  /** Price, purchase costs and mortgage-deed costs. */
  total: number
  /** What the buyer brings: the total less the loan. */
  ownFunds: number
}

export interface EstimateInput extends PurchaseInput {
  loan: number
  /** Annual rate in percent. */
  rate: number
  years: number
}

/** The calculator's whole answer: purchase, mortgage deed and monthly payment. */
export function purchaseEstimate(input: EstimateInput, rates: PurchaseRates = DEFAULT_RATES): PurchaseEstimate {
  const purchase = purchaseCosts(input, rates)
  const mortgage = mortgageDeedCosts(input.loan, rates)
  const total = cents(purchase.total + mortgage.costs)
  return {
    purchase,
    mortgage,
    monthly: monthlyPayment(mortgage.loan, input.rate, input.years),
    total,
    ownFunds: cents(Math.max(0, total - mortgage.loan)),
  }
}

/**
 * The estimated total cost of buying a listing (price + duty or VAT + notary and deed costs), for the
 * default situation and without a loan: the one figure a comparison of listings shows. Undefined when
 * the listing has no calculator (no published price, Luxembourg, unknown region).
 */
export function estimatedTotalCost(
  listing: { price: number | null | undefined; region: Region | undefined | null; newBuild?: boolean },
  rates: PurchaseRates = DEFAULT_RATES,
): number | undefined {
  if (!isCostRegion(listing.region) || typeof listing.price !== 'number' || !(listing.price > 0)) return undefined
  return purchaseCosts({ price: listing.price, region: listing.region, newBuild: listing.newBuild }, rates).total
}
