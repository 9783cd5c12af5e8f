import type { ReactNode } from 'react'

import type { Translator } from '@/i18n/dictionary'
import type { MortgageDeedCosts, PurchaseCosts } from '@/purchase/costs'
import type { ModestHomeReduction } from '@/purchase/law'

/** How the calculator writes its figures: money, a "from" sum when built on a "from" price, a rate. */
export interface Figures {
  money: (value: number) => string
  sum: (value: number) => string
  pct: (value: number) => string
}

/** One line of a breakdown: what it is, and its figure (or a message standing in for it). */
export function CostLine({ name, label, children, kind }: { name: string; label: string; children: ReactNode; kind?: 'sum' | 'total' }) {
  return (
    <div data-line={name} className={kind === 'sum' ? 'cost-sum' : kind === 'total' ? 'cost-total' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The purchase's breakdown: price, VAT on a new building, duty (with its abatement or reduction), fees, costs, total. */
export function PurchaseLines(props: {
  purchase: PurchaseCosts
  vatPercent: number
  modest?: ModestHomeReduction
  t: Translator
  f: Figures
}) {
  const { purchase, t, f } = props
  const { registration, vat } = purchase
  const dutyLabel = !registration
    ? ''
    : registration.abatement > 0
      ? t('purchase.registrationAbatement', {
          rate: f.pct(registration.rate),
          base: f.money(registration.base),
          abatement: f.money(registration.abatement),
        })
      : vat
        ? t('purchase.registrationLand', { rate: f.pct(registration.rate), base: f.money(registration.base) })
        : t('purchase.registration', { rate: f.pct(registration.rate) })
  return (
    <dl className="cost-lines" data-testid="purchase-lines">
      <CostLine name="price" label={t('purchase.price')}>
        {f.sum(purchase.price)}
      </CostLine>
      {vat && (
        <CostLine name="vat-building" label={t('purchase.vatBuilding', { rate: f.pct(vat.rate), base: f.money(vat.base) })}>
          {f.sum(vat.amount)}
        </CostLine>
      )}
      {registration && (
        <CostLine name="tax" label={dutyLabel}>
          {f.sum(registration.amount)}
        </CostLine>
      )}
      {registration && registration.reduction > 0 && props.modest && (
        <CostLine name="reduction" label={t('purchase.reduction', { amount: f.money(registration.reduction) })}>
          {t('purchase.included')}
        </CostLine>
      )}
      <CostLine name="notary" label={t('purchase.notaryFee')}>
        {f.sum(purchase.notaryFee)}
      </CostLine>
      {/* Flat costs do not depend on the price: never "from". */}
      <CostLine name="admin" label={t('purchase.adminCosts')}>
        {f.money(purchase.adminCosts)}
      </CostLine>
      <CostLine name="deed" label={t('purchase.fixedCosts')}>
        {f.money(purchase.fixedCosts)}
      </CostLine>
      <CostLine name="vat" label={t('purchase.vatOnFees', { rate: f.pct(props.vatPercent) })}>
        {f.sum(purchase.vatOnFees)}
      </CostLine>
      <CostLine name="costs" label={t('purchase.costs')} kind="sum">
        {f.sum(purchase.costs)}
      </CostLine>
      <CostLine name="total" label={t('purchase.total')} kind="total">
        {f.sum(purchase.total)}
      </CostLine>
    </dl>
  )
}

/** The mortgage deed's breakdown, its duty and fee rates as the law of the day sets them. */
export function MortgageLines(props: {
  mortgage: MortgageDeedCosts
  rates: { registration: number; register: number; vat: number }
  t: Translator
  f: Figures
}) {
  const { mortgage, rates, t, f } = props
  return (
    <dl className="cost-lines" data-testid="mortgage-lines">
      <CostLine
        name="mortgage-registration"
        label={t('purchase.mortgageRegistration', { rate: f.pct(rates.registration), secured: f.money(mortgage.secured) })}
      >
        {f.money(mortgage.registrationDuty)}
      </CostLine>
      <CostLine name="mortgage-register" label={t('purchase.mortgageRegister', { rate: f.pct(rates.register) })}>
        {f.money(mortgage.registerFee)}
      </CostLine>
      <CostLine name="mortgage-notary" label={t('purchase.mortgageNotary')}>
        {f.money(mortgage.notaryFee)}
      </CostLine>
      <CostLine name="mortgage-admin" label={t('purchase.adminCosts')}>
        {f.money(mortgage.adminCosts)}
      </CostLine>
      <CostLine name="mortgage-deed" label={t('purchase.mortgageFixed')}>
        {f.money(mortgage.fixedCosts)}
      </CostLine>
      <CostLine name="mortgage-vat" label={t('purchase.vatOnFees', { rate: f.pct(rates.vat) })}>
        {f.money(mortgage.vatOnFees)}
      </CostLine>
      <CostLine name="mortgage-costs" label={t('purchase.mortgageCosts')} kind="sum">
        {f.money(mortgage.costs)}
      </CostLine>
    </dl>
  )
}

/** What it all comes to: the grand total, the buyer's own funds and the monthly payment (or what stands in for a figure the inputs do not allow). */
export function CostSummary({ total, ownFunds, monthly, t }: { total: ReactNode; ownFunds: ReactNode; monthly: ReactNode; t: Translator }) {
  return (
    <dl className="cost-lines cost-summary" aria-live="polite" data-testid="purchase-summary">
      <CostLine name="grand-total" label={t('purchase.grandTotal')} kind="total">
        {total}
      </CostLine>
      <CostLine name="own-funds" label={t('purchase.ownFunds')}>
        {ownFunds}
      </CostLine>
      <CostLine name="monthly" label={t('purchase.monthly')} kind="total">
        {monthly}
      </CostLine>
    </dl>
  )
}
