'use client'

import { useEffect, useState } from 'react'

import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'
import type { DictionaryKey } from '@/i18n/dictionary'
import { formatDate, formatPrice } from '@/lib/format'
import { forgetTypedValues, typedValuesOf } from '@/lib/earlyInput'
import { decidingDay, purchaseEstimate, situationIn, situationsFor, type BuyerSituation, type Sale } from '@/purchase/costs'
import { inForce, LAW } from '@/purchase/law'
import { LOAN_BOUNDS, readLandShare, readLoan, readRate, readYears, type Read } from '@/purchase/loanInputs'
import type { PurchaseRates } from '@/purchase/rates'

import { CostLine, MortgageLines, PurchaseLines } from './CostLines'
import { PurchaseSources } from './PurchaseSources'

export interface PurchaseCostsProps {
  sale: Sale
  /** A VAT sale's land share: from the CRM or assumed (the page says which). */
  landShareSource: 'crm' | 'assumed' | null
  rates: PurchaseRates
  /** What the server shows: the starting situation and day, 80 % loan, the settings' rate, the usual term. */
  initial: { situation: BuyerSituation; day: string; loan: number; rate: number; years: number }
  texts: ClientTexts
}

/** The calculator's form: one per page (the island carries typed text over by its id). */
const FORM_ID = 'purchase-form'

/** "12 %", "12,5 %" (nl, fr, de) or "12.5 %" (en): a rate as the page's language writes it. */
function percent(value: number, locale: string): string {
  return `${new Intl.NumberFormat(locale === 'en' ? 'en-GB' : `${locale}-BE`, { maximumFractionDigits: 3 }).format(value)}\u00a0%`
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * "What does this home really cost?": the purchase costs of a sale for the buyer's situation and the
 * day that decides, the mortgage deed of a loan and the monthly payment, recomputed as the visitor
 * changes them, every figure from src/purchase. Rendered in full on the server (the starting
 * situation), live as an island (src/properties/chunks.tsx). A wrong input says what is wrong.
 */
export function PurchaseCosts({ sale, landShareSource, rates, initial, texts }: PurchaseCostsProps) {
  const t = clientTranslator(texts)
  const locale = t.locale ?? 'nl'
  const { region } = sale
  // What the visitor typed or chose in the server's markup before the code came (src/lib/earlyInput.ts).
  const [early] = useState(() => (typeof window === 'undefined' ? {} : typedValuesOf(FORM_ID)))
  useEffect(() => forgetTypedValues(FORM_ID), [])
  const decimal = (value: number) => String(value).replace('.', locale === 'en' ? '.' : ',')
  const [day, setDay] = useState(early.day ?? initial.day)
  const validDay = DAY.test(day) ? day : initial.day
  const [chosenSituation, setSituation] = useState<BuyerSituation>(() => {
    const checked =
      typeof document === 'undefined' ? null : document.querySelector<HTMLInputElement>(`#${FORM_ID} input[type=radio]:checked`)
    const chosen = checked?.value as BuyerSituation | undefined
    return chosen && situationsFor(region, validDay).includes(chosen) ? chosen : initial.situation
  })
  // A situation the chosen day does not know (the 1 % rate after 2024) shows as the one the law applies.
  const situation = situationIn(region, chosenSituation, validDay)
  const [classesText, setClassesText] = useState(early.classes ?? '0')
  const [landText, setLandText] = useState(early.landShare ?? (sale.vat ? decimal(Math.round(sale.vat.landShare * 1000) / 10) : ''))
  const [loanText, setLoanText] = useState(early.loan ?? String(initial.loan))
  const [rateText, setRateText] = useState(early.rate ?? decimal(initial.rate))
  const [yearsText, setYearsText] = useState(early.years ?? String(initial.years))

  const landShare = sale.vat ? readLandShare(landText) : null
  const actualSale: Sale = sale.vat && landShare?.ok ? { ...sale, vat: { landShare: landShare.value / 100 } } : sale
  const choices = { situation, day: validDay, classesGained: Number(classesText) || 0 }
  // The purchase alone first: the loan's upper bound is the price plus these costs.
  const purchaseOnly = purchaseEstimate(actualSale, { ...choices, loan: 0, rate: 0, years: 0 }, rates)
  const loanMax = purchaseOnly.ok === false ? sale.price : purchaseOnly.purchase.total
  const loan = readLoan(loanText, loanMax)
  const rate = readRate(rateText)
  const years = readYears(yearsText)
  const loanOk = loan.ok && rate.ok && years.ok
  const estimate = purchaseEstimate(
    actualSale,
    { ...choices, loan: loan.ok ? loan.value : 0, rate: rate.ok ? rate.value : 0, years: years.ok ? years.value : 0 },
    rates,
  )

  const money = (value: number) => formatPrice(value)
  // A figure built on a "from" price (the tax, the fee on it, their sums) is a "from" figure; flat costs are not.
  const sum = (value: number) => (sale.from ? t('purchase.from', { amount: money(value) }) : money(value))
  const pct = (value: number) => percent(value, locale)
  const figures = { money, sum, pct }
  const regionName = t(`region.${region}` as DictionaryKey)
  const field = (name: string) => `purchase-${name}`
  const dayKind = decidingDay(region)
  const abatementRule = inForce(LAW.brussels.abatement, validDay)
  const energyAbatement = inForce(LAW.brussels.energyAbatement, validDay)
  const modest = region === 'flanders' ? inForce(LAW.flanders.modestHome, validDay) : undefined
  const vatPercent = inForce(LAW.vat, validDay)?.value ?? 0
  const mortgageRate = inForce(LAW.mortgage.registrationRate, validDay)?.value ?? 0
  const registerRate = inForce(LAW.mortgage.registerFeeRate, validDay)?.value ?? 0

  // What stands in for a figure the inputs do not allow.
  const fix = <span className="purchase-fix">{t('purchase.fixInputs')}</span>
  const purchase = estimate.ok === false ? null : estimate.purchase
  const mortgage = estimate.ok === false ? null : estimate.mortgage

  return (
    <section className="purchase-costs" aria-labelledby={field('title')} data-region={region}>
      <h2 id={field('title')}>{t('purchase.title')}</h2>
      <p className="purchase-estimate">{t('purchase.estimate', { region: regionName })}</p>
      {/* Nothing is sent: the form only groups the controls (and lets the island keep what was typed early). */}
      <form id={FORM_ID} method="post" onSubmit={(event) => event.preventDefault()}>
        <fieldset className="purchase-situation">
          <legend>{t('purchase.situation')}</legend>
          {situationsFor(region, validDay).map((option) => (
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
        <div className="purchase-inputs">
          <label htmlFor={field('day')}>
            {t(dayKind === 'deed' ? 'purchase.day.deed' : 'purchase.day.agreement')}
            <input id={field('day')} name="day" type="date" value={day} onChange={(event) => setDay(event.target.value)} />
          </label>
          {region === 'brussels' && situation === 'own-home' && abatementRule && (
            <label htmlFor={field('classes')}>
              {t('purchase.classes')}
              <select id={field('classes')} name="classes" value={classesText} onChange={(event) => setClassesText(event.target.value)}>
                <option value="0">{t('purchase.classes.none')}</option>
                {[2, 3, 4, 5, 6]
                  .filter((n) => n >= (energyAbatement?.value.minClasses ?? 2))
                  .map((n) => (
                    <option key={n} value={String(n)}>
                      {n}
                    </option>
                  ))}
              </select>
            </label>
          )}
          {sale.vat && (
            <TypedField
              id={field('land')}
              name="landShare"
              label={t('purchase.landShare')}
              inputMode="decimal"
              value={landText}
              onChange={setLandText}
              read={landShare}
              problem={t('purchase.error.landShare')}
              notANumber={t('purchase.error.number')}
            />
          )}
        </div>
        <p className="purchase-day-how">
          {t(dayKind === 'deed' ? 'purchase.dayHow.deed' : 'purchase.dayHow.agreement', { region: regionName })}
          {sale.vat &&
            ' ' +
              t(landShareSource === 'crm' ? 'purchase.landShare.crm' : 'purchase.landShare.assumed', {
                share: pct(Math.round(sale.vat.landShare * 1000) / 10),
              })}
        </p>
        {estimate.ok === false ? (
          <p className="purchase-outside" role="status" data-testid="purchase-outside">
            {t('purchase.outside', { region: regionName, first: formatDate(estimate.firstDay) })}
          </p>
        ) : (
          <PurchaseLines purchase={purchase!} vatPercent={vatPercent} modest={modest?.value} t={t} f={figures} />
        )}
        <p className="purchase-rules">
          {sale.vat
            ? t('purchase.newBuildNote')
            : t(`purchase.rules.${region}` as DictionaryKey, {
                cap: money(abatementRule?.value.priceCap ?? 0),
                abatement: money(abatementRule?.value.amount ?? 0),
                perClass: money(energyAbatement?.value.perClassGained ?? 0),
                reduction: money(modest?.value.amount ?? 0),
                modestCap: money(modest?.value.priceCap ?? 0),
                modestCapHigher: money(modest?.value.priceCapHigher ?? 0),
              })}{' '}
          {t('purchase.conditions')}
        </p>
        {purchase && (purchase.unconfirmed || mortgage?.unconfirmed) && (
          <p className="purchase-unconfirmed" data-testid="purchase-unconfirmed">
            {t('purchase.unconfirmed')}
          </p>
        )}

        <h3>{t('purchase.mortgage')}</h3>
        <div className="purchase-inputs">
          <TypedField
            id={field('loan')}
            name="loan"
            label={t('purchase.loan')}
            inputMode="numeric"
            value={loanText}
            onChange={setLoanText}
            read={loan}
            problem={t('purchase.error.loan', { max: money(Math.ceil(loanMax)) })}
            notANumber={t('purchase.error.number')}
          />
          <TypedField
            id={field('rate')}
            name="rate"
            label={t('purchase.rate')}
            inputMode="decimal"
            value={rateText}
            onChange={setRateText}
            read={rate}
            problem={t('purchase.error.rate', { min: pct(LOAN_BOUNDS.rate.min), max: pct(LOAN_BOUNDS.rate.max) })}
            notANumber={t('purchase.error.number')}
          />
          <TypedField
            id={field('years')}
            name="years"
            label={t('purchase.term')}
            inputMode="numeric"
            value={yearsText}
            onChange={setYearsText}
            read={years}
            problem={t('purchase.error.years', { min: LOAN_BOUNDS.years.min, max: LOAN_BOUNDS.years.max })}
            notANumber={t('purchase.error.number')}
          />
        </div>
        {mortgage && purchase && estimate.ok !== false && (
          <>
            <MortgageLines
              mortgage={mortgage}
              rates={{ registration: mortgageRate, register: registerRate, vat: vatPercent }}
              t={t}
              f={figures}
            />
            <dl className="cost-lines cost-summary" aria-live="polite" data-testid="purchase-summary">
              <CostLine name="grand-total" label={t('purchase.grandTotal')} kind="total">
                {loanOk ? sum(estimate.total) : fix}
              </CostLine>
              <CostLine name="own-funds" label={t('purchase.ownFunds')}>
                {loanOk ? sum(estimate.ownFunds) : fix}
              </CostLine>
              <CostLine name="monthly" label={t('purchase.monthly')} kind="total">
                {loanOk ? t('purchase.monthlyValue', { amount: money(estimate.monthly) }) : fix}
              </CostLine>
            </dl>
          </>
        )}
        <p className="purchase-how">{t('purchase.monthlyHow')}</p>
      </form>
      <PurchaseSources region={region} day={validDay} vatSale={Boolean(sale.vat)} t={t} />
    </section>
  )
}

/**
 * A typed number with its label and, when the calculator cannot read it, the reason beside it (tied to
 * the input by aria-describedby): not a number, or out of its range.
 */
function TypedField(props: {
  id: string
  name: string
  label: string
  inputMode: 'numeric' | 'decimal'
  value: string
  onChange: (value: string) => void
  read: Read | null
  problem: string
  notANumber: string
}) {
  const { id, read } = props
  const wrong = read !== null && !read.ok
  return (
    <label htmlFor={id}>
      {props.label}
      <input
        id={id}
        name={props.name}
        type="text"
        inputMode={props.inputMode}
        autoComplete="off"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${id}-error` : undefined}
      />
      {wrong && (
        <span className="field-error" id={`${id}-error`}>
          {read.problem === 'number' ? props.notANumber : props.problem}
        </span>
      )}
    </label>
  )
}
