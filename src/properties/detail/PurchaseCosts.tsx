'use client'

import { useEffect, useState } from 'react'

import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'
import type { DictionaryKey } from '@/i18n/dictionary'
import { formatPrice } from '@/lib/format'
import { forgetTypedValues, typedValuesOf } from '@/lib/earlyInput'
import { purchaseEstimate, situationsFor, type BuyerSituation, type CostRegion } from '@/purchase/costs'
import type { PurchaseRates } from '@/purchase/rates'

export interface PurchaseCostsProps {
  price: number
  region: CostRegion
  newBuild: boolean
  rates: PurchaseRates
  /** What the server shows: the default situation, 80 % loan, the settings' rate, the usual term. */
  initial: { situation: BuyerSituation; loan: number; rate: number; years: number }
  texts: ClientTexts
}

/** The calculator's form: one per page (the island carries typed text over by its id). */
const FORM_ID = 'purchase-form'

/** "12 %", "12,5 %" (nl, fr, de) or "12.5 %" (en): a rate as the page's language writes it. */
function percent(value: number, locale: string): string {
  return `${new Intl.NumberFormat(locale === 'en' ? 'en-GB' : `${locale}-BE`, { maximumFractionDigits: 3 }).format(value)}\u00a0%`
}

/** A typed number ("250000", "3,5") or NaN: a visitor may write a decimal comma. */
const parse = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.replace(/\s/g, '').replace(',', '.')))

/**
 * "What does this home really cost?" (issue point 3): the purchase costs of a sale for the buyer's
 * situation, the mortgage deed of a loan and the monthly payment, recomputed as the visitor changes
 * them, every figure from src/purchase/costs.ts. Rendered in full on the server (the default situation),
 * live as an island (src/properties/chunks.tsx).
 */
export function PurchaseCosts({ price, region, newBuild, rates, initial, texts }: PurchaseCostsProps) {
  const t = clientTranslator(texts)
  const locale = t.locale ?? 'nl'
  // What the visitor typed or chose in the server's markup before the code came (src/lib/earlyInput.ts).
  const [early] = useState(() => (typeof window === 'undefined' ? {} : typedValuesOf(FORM_ID)))
  useEffect(() => forgetTypedValues(FORM_ID), [])
  const [situation, setSituation] = useState<BuyerSituation>(() => {
    const checked =
      typeof document === 'undefined' ? null : document.querySelector<HTMLInputElement>(`#${FORM_ID} input[type=radio]:checked`)
    const chosen = checked?.value as BuyerSituation | undefined
    return chosen && situationsFor(region).includes(chosen) ? chosen : initial.situation
  })
  const [loanText, setLoanText] = useState(early.loan ?? String(initial.loan))
  const [rateText, setRateText] = useState(early.rate ?? String(initial.rate).replace('.', locale === 'en' ? '.' : ','))
  const [yearsText, setYearsText] = useState(early.years ?? String(initial.years))
  const loan = parse(loanText)
  const rate = parse(rateText)
  const years = parse(yearsText)
  const estimate = purchaseEstimate(
    { price, region, situation, newBuild, loan: loan > 0 ? loan : 0, rate: rate >= 0 ? rate : 0, years: years > 0 ? years : 0 },
    rates,
  )
  const { purchase, mortgage } = estimate
  const money = (value: number) => formatPrice(value)
  const pct = (value: number) => percent(value, locale)
  const regionName = t(`region.${region}` as DictionaryKey)
  const taxLabel =
    purchase.tax.kind === 'vat'
      ? t('purchase.vatNewBuild', { rate: pct(purchase.tax.rate) })
      : purchase.tax.abatement > 0
        ? t('purchase.registrationAbatement', {
            rate: pct(purchase.tax.rate),
            base: money(purchase.tax.base),
            abatement: money(purchase.tax.abatement),
          })
        : t('purchase.registration', { rate: pct(purchase.tax.rate) })
  // Fixed ids (one calculator per page): the island carries typed text and focus over by id.
  const field = (name: string) => `purchase-${name}`

  return (
    <section className="purchase-costs" aria-labelledby={field('title')} data-region={region}>
      <h2 id={field('title')}>{t('purchase.title')}</h2>
      <p className="purchase-estimate">{t('purchase.estimate', { region: regionName })}</p>
      {/* Nothing is sent: the form only groups the controls (and lets the island keep what was typed early). */}
      <form id={FORM_ID} method="post" onSubmit={(event) => event.preventDefault()}>
        <fieldset className="purchase-situation">
          <legend>{t('purchase.situation')}</legend>
          {situationsFor(region).map((option) => (
            <label key={option} className="purchase-choice">
              <input
                type="radio"
                name={field('situation')}
                id={field(`situation-${option}`)}
                value={option}
                checked={situation === option}
                onChange={() => setSituation(option)}
              />
              <span>{t(`purchase.situation.${option}` as DictionaryKey)}</span>
            </label>
          ))}
        </fieldset>
        <dl className="cost-lines" data-testid="purchase-lines">
          <div>
            <dt>{t('purchase.price')}</dt>
            <dd>{money(purchase.price)}</dd>
          </div>
          <div data-line="tax">
            <dt>{taxLabel}</dt>
            <dd>{money(purchase.tax.amount)}</dd>
          </div>
          <div data-line="notary">
            <dt>{t('purchase.notaryFee')}</dt>
            <dd>{money(purchase.notaryFee)}</dd>
          </div>
          <div data-line="deed">
            <dt>{t('purchase.deedCosts')}</dt>
            <dd>{money(purchase.deedCosts)}</dd>
          </div>
          <div data-line="vat">
            <dt>{t('purchase.vatOnFees', { rate: pct(rates.vat) })}</dt>
            <dd>{money(purchase.vatOnFees)}</dd>
          </div>
          <div data-line="costs" className="cost-sum">
            <dt>{t('purchase.costs')}</dt>
            <dd>{money(purchase.costs)}</dd>
          </div>
          <div data-line="total" className="cost-total">
            <dt>{t('purchase.total')}</dt>
            <dd>{money(purchase.total)}</dd>
          </div>
        </dl>
        <p className="purchase-rules">
          {newBuild
            ? t('purchase.newBuildNote', { rate: pct(rates.vat) })
            : t(`purchase.rules.${region}` as DictionaryKey, {
                cap: money(rates.brussels.abatementPriceCap),
                abatement: money(rates.brussels.abatement),
              })}{' '}
          {!newBuild && t('purchase.conditions')}
        </p>

        <h3>{t('purchase.mortgage')}</h3>
        <div className="purchase-inputs">
          <label htmlFor={field('loan')}>
            {t('purchase.loan')}
            <input
              id={field('loan')}
              name="loan"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={loanText}
              onChange={(event) => setLoanText(event.target.value)}
            />
          </label>
          <label htmlFor={field('rate')}>
            {t('purchase.rate')}
            <input
              id={field('rate')}
              name="rate"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={rateText}
              onChange={(event) => setRateText(event.target.value)}
            />
          </label>
          <label htmlFor={field('years')}>
            {t('purchase.term')}
            <input
              id={field('years')}
              name="years"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={yearsText}
              onChange={(event) => setYearsText(event.target.value)}
            />
          </label>
        </div>
        <dl className="cost-lines" data-testid="mortgage-lines">
          <div data-line="mortgage-registration">
            <dt>{t('purchase.mortgageRegistration', { rate: pct(rates.mortgage.registrationRate), secured: money(mortgage.secured) })}</dt>
            <dd>{money(mortgage.registrationDuty)}</dd>
          </div>
          <div data-line="mortgage-register">
            <dt>{t('purchase.mortgageRegister', { rate: pct(rates.mortgage.registerFeeRate) })}</dt>
            <dd>{money(mortgage.registerFee)}</dd>
          </div>
          <div data-line="mortgage-notary">
            <dt>{t('purchase.mortgageNotary')}</dt>
            <dd>{money(mortgage.notaryFee)}</dd>
          </div>
          <div data-line="mortgage-deed">
            <dt>{t('purchase.deedCosts')}</dt>
            <dd>{money(mortgage.deedCosts)}</dd>
          </div>
          <div data-line="mortgage-vat">
            <dt>{t('purchase.vatOnFees', { rate: pct(rates.vat) })}</dt>
            <dd>{money(mortgage.vatOnFees)}</dd>
          </div>
          <div data-line="mortgage-costs" className="cost-sum">
            <dt>{t('purchase.mortgageCosts')}</dt>
            <dd>{money(mortgage.costs)}</dd>
          </div>
        </dl>
        <dl className="cost-lines cost-summary" aria-live="polite" data-testid="purchase-summary">
          <div data-line="grand-total" className="cost-total">
            <dt>{t('purchase.grandTotal')}</dt>
            <dd>{money(estimate.total)}</dd>
          </div>
          <div data-line="own-funds">
            <dt>{t('purchase.ownFunds')}</dt>
            <dd>{money(estimate.ownFunds)}</dd>
          </div>
          <div data-line="monthly" className="cost-total">
            <dt>{t('purchase.monthly')}</dt>
            <dd>{t('purchase.monthlyValue', { amount: money(estimate.monthly) })}</dd>
          </div>
        </dl>
        <p className="purchase-how">{t('purchase.monthlyHow')}</p>
      </form>
    </section>
  )
}
