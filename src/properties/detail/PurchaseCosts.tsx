'use client'

import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'
import type { DictionaryKey } from '@/i18n/dictionary'
import { formatDate, formatPrice } from '@/lib/format'
import { decidingDay, type BuyerSituation, type Sale } from '@/purchase/costs'
import { inForce, LAW } from '@/purchase/law'
import type { PurchaseRates } from '@/purchase/rates'

import { CostSummary, MortgageLines, PurchaseLines } from './CostLines'
import { ClassesChoice, LandShareField, LoanFields, SituationChoice } from './PurchaseFields'
import { PurchaseSources } from './PurchaseSources'
import { PURCHASE_FORM_ID, usePurchaseCalculator } from './usePurchaseCalculator'

export interface PurchaseCostsProps {
  sale: Sale
  /** A VAT sale's land share: from the CRM or assumed (the page says which). */
  landShareSource: 'crm' | 'assumed' | null
  rates: PurchaseRates
  /** What the server shows: the starting situation and day, 80 % loan, the settings' rate, the usual term. */
  initial: { situation: BuyerSituation; day: string; loan: number; rate: number; years: number }
  texts: ClientTexts
}

/** "12 %", "12,5 %" (nl, fr, de) or "12.5 %" (en): a rate as the page's language writes it. */
function percent(value: number, locale: string): string {
  return `${new Intl.NumberFormat(locale === 'en' ? 'en-GB' : `${locale}-BE`, { maximumFractionDigits: 3 }).format(value)}\u00a0%`
}

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
  const calc = usePurchaseCalculator({ sale, rates, initial, locale })
  const { day, validDay, situation, estimate, loanOk } = calc
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
      <form id={PURCHASE_FORM_ID} method="post" onSubmit={(event) => event.preventDefault()}>
        <SituationChoice region={region} calc={calc} t={t} />
        <div className="purchase-inputs">
          <label htmlFor={field('day')}>
            {t(dayKind === 'deed' ? 'purchase.day.deed' : 'purchase.day.agreement')}
            <input id={field('day')} name="day" type="date" value={day} onChange={(event) => calc.setDay(event.target.value)} />
          </label>
          {region === 'brussels' && situation === 'own-home' && abatementRule && (
            <ClassesChoice calc={calc} minClasses={energyAbatement?.value.minClasses ?? 2} t={t} />
          )}
          {sale.vat && <LandShareField calc={calc} t={t} />}
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
        <LoanFields calc={calc} money={money} pct={pct} t={t} />
        {mortgage && purchase && estimate.ok !== false && (
          <>
            <MortgageLines
              mortgage={mortgage}
              rates={{ registration: mortgageRate, register: registerRate, vat: vatPercent }}
              t={t}
              f={figures}
            />
            <CostSummary
              total={loanOk ? sum(estimate.total) : fix}
              ownFunds={loanOk ? sum(estimate.ownFunds) : fix}
              monthly={loanOk ? t('purchase.monthlyValue', { amount: money(estimate.monthly) }) : fix}
              t={t}
            />
          </>
        )}
        <p className="purchase-how">{t('purchase.monthlyHow')}</p>
      </form>
      <PurchaseSources region={region} day={validDay} vatSale={Boolean(sale.vat)} t={t} />
    </section>
  )
}
