import type { DictionaryKey, Translator } from '@/i18n/dictionary'
import { situationsFor, type BuyerSituation, type CostRegion } from '@/purchase/costs'
import { LOAN_BOUNDS } from '@/purchase/loanInputs'

import { TypedField, type TypedSpec } from './TypedField'
import type { PurchaseCalculator } from './usePurchaseCalculator'

const field = (name: string) => `purchase-${name}`

/** The buyer's situations the law knows on the chosen day, one radio each. */
export function SituationChoice({
  region,
  calc,
  t,
}: {
  region: CostRegion
  calc: Pick<PurchaseCalculator, 'validDay' | 'situation' | 'setSituation'>
  t: Translator
}) {
  return (
    <fieldset className="purchase-situation">
      <legend>{t('purchase.situation')}</legend>
      {situationsFor(region, calc.validDay).map((option: BuyerSituation) => (
        <label key={option} className="purchase-choice">
          <input
            type="radio"
            name={field('situation')}
            id={field(`situation-${option}`)}
            value={option}
            checked={calc.situation === option}
            onChange={() => calc.setSituation(option)}
          />
          <span>{t(`purchase.situation.${option}` as DictionaryKey)}</span>
        </label>
      ))}
    </fieldset>
  )
}

/** Brussels' abatement for one's own home: how many EPC classes a renovation gains (none, or from the law's minimum to 6). */
export function ClassesChoice({
  calc,
  minClasses,
  t,
}: {
  calc: Pick<PurchaseCalculator, 'classesText' | 'setClassesText'>
  minClasses: number
  t: Translator
}) {
  return (
    <label htmlFor={field('classes')}>
      {t('purchase.classes')}
      <select id={field('classes')} name="classes" value={calc.classesText} onChange={(event) => calc.setClassesText(event.target.value)}>
        <option value="0">{t('purchase.classes.none')}</option>
        {[2, 3, 4, 5, 6]
          .filter((n) => n >= minClasses)
          .map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
      </select>
    </label>
  )
}

/** A VAT sale's land share, as a percentage of the price. */
export function LandShareField({ calc, t }: { calc: Pick<PurchaseCalculator, 'typed'>; t: Translator }) {
  const spec: TypedSpec = [field('land'), 'landShare', 'decimal', t('purchase.landShare'), calc.typed.land, t('purchase.error.landShare')]
  return <TypedField spec={spec} notANumber={t('purchase.error.number')} />
}

/** The mortgage's inputs: the loan (up to the price plus costs), the rate and the term. */
export function LoanFields({
  calc,
  money,
  pct,
  t,
}: {
  calc: PurchaseCalculator
  money: (value: number) => string
  pct: (value: number) => string
  t: Translator
}) {
  const { rate, years } = LOAN_BOUNDS
  const specs: TypedSpec[] = [
    [
      field('loan'),
      'loan',
      'numeric',
      t('purchase.loan'),
      calc.typed.loan,
      t('purchase.error.loan', { max: money(Math.ceil(calc.loanMax)) }),
    ],
    [
      field('rate'),
      'rate',
      'decimal',
      t('purchase.rate'),
      calc.typed.rate,
      t('purchase.error.rate', { min: pct(rate.min), max: pct(rate.max) }),
    ],
    [
      field('years'),
      'years',
      'numeric',
      t('purchase.term'),
      calc.typed.years,
      t('purchase.error.years', { min: years.min, max: years.max }),
    ],
  ]
  return (
    <div className="purchase-inputs">
      {specs.map((spec) => (
        <TypedField key={spec[1]} spec={spec} notANumber={t('purchase.error.number')} />
      ))}
    </div>
  )
}
