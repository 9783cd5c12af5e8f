import { answerEstimateQuery, type EstimateAnswer } from '../../data/estimate'
import { getSearchChoices } from '../../data/listings'
import type { DictionaryKey, Translator } from '../../i18n/dictionary'
import type { Locale } from '../../i18n/locales'
import { formatDate, formatNumber, formatPrice } from '../../lib/format'
import {
  CONDITIONS,
  ESTIMATE_BOUNDS,
  ESTIMATE_PARAM,
  type EstimateField,
  type EstimateProblem,
  type EstimateQuery,
} from '../../listings/estimate'
import { EPC_LETTERS } from '../../listings/searchParams'
import { choicesFor } from '../../listings/searchChoices'
import type { ListingSections } from '../../routing/listingPaths'

/**
 * The owner's instant estimate on the valuation page (issue 37.7): a plain GET form, so it works
 * without JavaScript, answered on the server (src/proxy.ts renders a query with ?estimate= per
 * request); the answer (src/data/estimate.ts) and then the valuation request, prefilled.
 */

/** The valuation form's fields this estimate fills in. */
export interface ValuationPrefill {
  zip: string
  city: string
  message: string
}

const PROBLEM_TEXTS: Record<EstimateField, Partial<Record<EstimateProblem, DictionaryKey>>> = {
  town: { required: 'estimate.error.town', format: 'estimate.error.town' },
  kind: { required: 'estimate.error.kind', format: 'estimate.error.kind' },
  living: { required: 'estimate.error.living.required', format: 'estimate.error.living.format', range: 'estimate.error.living.range' },
  beds: { format: 'estimate.error.beds.format', range: 'estimate.error.beds.range' },
  label: { format: 'estimate.error.label' },
  condition: { format: 'estimate.error.condition' },
}

const euro = (value: number) => formatPrice(value, '€\u00a0')
const month = (ms: number) => formatDate(new Date(ms)).slice(3)

export interface EstimateState {
  problems: Partial<Record<EstimateField, EstimateProblem>>
  answer: EstimateAnswer | null
  /** The town's name for the answer. */
  town: string
  prefill: ValuationPrefill | null
}

/** Reads and answers the query: problems per field, or the estimate and the valuation form's prefill. */
export async function answerEstimate(
  query: EstimateQuery | undefined,
  locale: Locale,
  t: Translator,
  sections: ListingSections,
): Promise<EstimateState | null> {
  if (!query) return null
  const reply = await answerEstimateQuery(query, locale, sections)
  if (!reply.ok) return { problems: reply.problems, answer: null, town: '', prefill: null }
  const { input, answer, town, kind } = reply
  const home = t('estimate.prefill.home', {
    kind,
    town,
    living: input.area,
    beds: input.bedrooms === null ? '-' : String(input.bedrooms),
    label: input.epc ? input.epc.toUpperCase() : '-',
    condition: t(`estimate.condition.${input.condition}` as DictionaryKey),
  })
  const range = answer.kind === 'estimate' ? ` ${t('estimate.prefill.range', { low: euro(answer.low), high: euro(answer.high) })}` : ''
  return { problems: {}, answer, town, prefill: { zip: input.zip, city: town, message: `${home}${range}` } }
}

function Problem({ field, state, t }: { field: EstimateField; state: EstimateState | null; t: Translator }) {
  const problem = state?.problems[field]
  const key = problem && PROBLEM_TEXTS[field][problem]
  if (!key) return null
  const bounds = field === 'living' ? ESTIMATE_BOUNDS.area : ESTIMATE_BOUNDS.bedrooms
  return (
    <p className="field-error" id={`estimate-${field}-error`}>
      {t(key, { min: bounds.min, max: bounds.max })}
    </p>
  )
}

const invalid = (state: EstimateState | null, field: EstimateField) =>
  state?.problems[field] ? { 'aria-invalid': true, 'aria-describedby': `estimate-${field}-error` } : {}

function Answer({ answer, townLabel, t }: { answer: EstimateAnswer; townLabel: string; t: Translator }) {
  if (answer.kind === 'too-few') {
    return (
      <div className="estimate-answer estimate-too-few" id="estimate-answer" role="status" tabIndex={-1}>
        <p>{t('estimate.tooFew', { count: answer.count, needed: answer.needed, town: townLabel })}</p>
      </div>
    )
  }
  return (
    <div className="estimate-answer" id="estimate-answer" role="status" tabIndex={-1}>
      <h3>{t('estimate.result.title')}</h3>
      <p className="estimate-range">
        <span className="nowrap">{euro(answer.low)}</span> – <span className="nowrap">{euro(answer.high)}</span>
      </p>
      <p>{t('estimate.result.perM2', { amount: euro(answer.perM2) })}</p>
      <p>
        {t('estimate.result.basis', {
          count: answer.count,
          sold: answer.sold,
          asking: answer.asking,
          town: townLabel,
          oldest: month(answer.oldest),
          newest: month(answer.newest),
        })}
      </p>
      <p className="estimate-disclaimer">
        <strong>{t('estimate.disclaimer')}</strong>
      </p>
      <h4>{t('estimate.comparables')}</h4>
      <ul className="estimate-comparables">
        {answer.comparables.map((comparable) => (
          <li key={comparable.id}>
            <a href={comparable.href}>{comparable.title}</a>
            <span>
              {t(comparable.kind === 'sold' ? 'estimate.comparable.sold' : 'estimate.comparable.asking')}{' '}
              <span className="nowrap">{euro(comparable.price)}</span> · {formatNumber(comparable.area)}&nbsp;m²
              {comparable.bedrooms !== null && <> · {t('estimate.comparable.beds', { count: comparable.bedrooms })}</>} ·{' '}
              {t('estimate.comparable.date', { date: formatDate(new Date(comparable.date)) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A required choice among the list's towns or types, with its problem when the query had one. */
function ChoiceField({
  field,
  label,
  options,
  value,
  state,
  t,
}: {
  field: 'town' | 'kind'
  label: string
  options: Array<{ value: string; label: string }>
  value: string
  state: EstimateState | null
  t: Translator
}) {
  return (
    <div className="field">
      <label htmlFor={`estimate-${field}`}>{label}</label>
      <select id={`estimate-${field}`} name={field} defaultValue={value} required {...invalid(state, field)}>
        <option value="">{t('estimate.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Problem field={field} state={state} t={t} />
    </div>
  )
}

/** The estimate's form and, for a query, its answer. */
export async function EstimateSection({
  locale,
  t,
  path,
  state,
  query,
}: {
  locale: Locale
  t: Translator
  /** The page's own path: the form's action. */
  path: string
  state: EstimateState | null
  query: EstimateQuery | undefined
}) {
  const choices = await getSearchChoices(locale)
  const towns = choicesFor(choices.cities, 'sale')
  const kinds = choicesFor(choices.types, 'sale')
  const value = (field: EstimateField) => {
    const raw = query?.[field]
    return typeof raw === 'string' ? raw.slice(0, 20) : ''
  }
  return (
    <section className="page-form estimate" aria-labelledby="estimate-heading" id="estimate">
      <h2 id="estimate-heading">{t('estimate.title')}</h2>
      <p>{t('estimate.intro')}</p>
      <form className="estimate-form" method="get" action={`${path}#estimate`} noValidate>
        <input type="hidden" name={ESTIMATE_PARAM} value="1" />
        <div className="field-row">
          <ChoiceField field="town" label={t('estimate.town')} options={towns} value={value('town')} state={state} t={t} />
          <ChoiceField field="kind" label={t('estimate.kind')} options={kinds} value={value('kind')} state={state} t={t} />
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor="estimate-living">{t('estimate.living')}</label>
            <input
              id="estimate-living"
              name="living"
              type="number"
              inputMode="numeric"
              min={ESTIMATE_BOUNDS.area.min}
              max={ESTIMATE_BOUNDS.area.max}
              step={1}
              defaultValue={value('living')}
              required
              {...invalid(state, 'living')}
            />
            <Problem field="living" state={state} t={t} />
          </div>
          <div className="field">
            <label htmlFor="estimate-beds">{t('estimate.beds')}</label>
            <input
              id="estimate-beds"
              name="beds"
              type="number"
              inputMode="numeric"
              min={ESTIMATE_BOUNDS.bedrooms.min}
              max={ESTIMATE_BOUNDS.bedrooms.max}
              step={1}
              defaultValue={value('beds')}
              {...invalid(state, 'beds')}
            />
            <Problem field="beds" state={state} t={t} />
          </div>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor="estimate-label">{t('estimate.label')}</label>
            <select id="estimate-label" name="label" defaultValue={value('label').toLowerCase()} {...invalid(state, 'label')}>
              <option value="">{t('estimate.labelUnknown')}</option>
              {EPC_LETTERS.map((letter) => (
                <option key={letter} value={letter}>
                  {letter.toUpperCase()}
                </option>
              ))}
            </select>
            <Problem field="label" state={state} t={t} />
          </div>
          <div className="field">
            <label htmlFor="estimate-condition">{t('estimate.condition')}</label>
            <select id="estimate-condition" name="condition" defaultValue={value('condition') || 'good'} {...invalid(state, 'condition')}>
              {CONDITIONS.map((condition) => (
                <option key={condition} value={condition}>
                  {t(`estimate.condition.${condition}` as DictionaryKey)}
                </option>
              ))}
            </select>
            <Problem field="condition" state={state} t={t} />
          </div>
        </div>
        <p className="form-actions">
          <button type="submit" className="button">
            {t('estimate.submit')}
          </button>
        </p>
      </form>
      {state?.answer && <Answer answer={state.answer} townLabel={state.town} t={t} />}
      {state?.answer && <p className="estimate-next">{t('estimate.next')}</p>}
    </section>
  )
}
