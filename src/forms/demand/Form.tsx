'use client'

import { useEffect, useRef, useState } from 'react'
import { useController, useFormContext } from 'react-hook-form'

import type { DemandOptions } from '../../data/demandOptions'
import type { ClientTexts } from '../../i18n/clientTexts'
import type { DictionaryKey } from '../../i18n/dictionary'
import type { Locale } from '../../i18n/locales'
import { submitDemand } from './action'
import { PersonFields, RadioGroup, TextField, type Option } from '../shared/ui/Fields'
import { useFormKit } from '../shared/ui/FormKit'
import { SiteForm } from '../shared/ui/SiteForm'
import { RegionPicker } from './RegionPicker'
import { DEMAND_STEPS, demandSchema } from './schema'

export interface DemandFormProps {
  locale: Locale
  texts: ClientTexts
  privacyHref: string | null
  forgotPasswordHref: string
  options: DemandOptions
}

/** Form 5, the demand register: four steps with next and previous (spec section 4), one submission. */
export function DemandForm({ locale, texts, privacyHref, forgotPasswordHref, options }: DemandFormProps) {
  const [step, setStep] = useState(0)
  return (
    <SiteForm
      id="demand"
      schema={demandSchema}
      action={submitDemand}
      texts={texts}
      locale={locale}
      privacyHref={privacyHref}
      submitLabel="demand.submit"
      final={step === DEMAND_STEPS.length - 1}
      defaultValues={{ types: [], cities: [], minBedrooms: '', priceMin: '', priceMax: '', password: '', passwordConfirm: '' }}
    >
      <DemandSteps step={step} setStep={setStep} options={options} forgotPasswordHref={forgotPasswordHref} />
    </SiteForm>
  )
}

function DemandSteps({
  step,
  setStep,
  options,
  forgotPasswordHref,
}: {
  step: number
  setStep: (step: number) => void
  options: DemandOptions
  forgotPasswordHref: string
}) {
  const { id, t } = useFormKit()
  const { trigger, formState, watch } = useFormContext()
  const headings = useRef<Array<HTMLHeadingElement | null>>([])
  const moved = useRef(false)
  // Steps whose Next was refused: their messages follow every change from then on, not only on blur.
  const refused = useRef(new Set<number>())

  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      const fields: readonly string[] = DEMAND_STEPS[step].fields
      if (name && refused.current.has(step) && fields.includes(name)) void trigger(name as never)
    })
    return () => subscription.unsubscribe()
  }, [watch, trigger, step])

  // Focus the new step's heading after next/previous, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (moved.current) headings.current[step]?.focus()
    moved.current = false
  }, [step])

  // A server answer about a field of an earlier step (e-mail already used…) opens that step.
  const { errors, submitCount } = formState
  useEffect(() => {
    const first = DEMAND_STEPS.findIndex((s) => s.fields.some((name) => name in errors))
    if (first >= 0 && first < step) setStep(first)
    // Only after a submission: errors of later steps while walking forward are shown in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, errors])

  const go = async (to: number) => {
    if (to > step && !(await trigger([...DEMAND_STEPS[step].fields] as never, { shouldFocus: true }))) {
      refused.current.add(step)
      return
    }
    moved.current = true
    setStep(to)
  }

  const typeError = errors.types?.message ? t(errors.types.message as DictionaryKey) : null

  return (
    <div className="form-steps">
      <p className="step-progress" aria-live="polite">
        {t('demand.stepOf', { step: step + 1, steps: DEMAND_STEPS.length })}
      </p>
      {DEMAND_STEPS.map((s, index) => (
        <fieldset key={s.title} className="form-step" hidden={index !== step} data-step={index + 1}>
          <legend className="visually-hidden">{t(s.title)}</legend>
          <h2 tabIndex={-1} ref={(el) => void (headings.current[index] = el)}>
            {t(s.title)}
          </h2>
          {index === 0 && (
            <>
              <GoalField />
              <TypeChoices types={options.types} error={typeError} />
              <TextField name="minBedrooms" label="demand.minBedrooms" type="number" inputMode="numeric" min="0" />
            </>
          )}
          {index === 1 && <RegionPicker zones={options.zones} showMap={step === 1} />}
          {index === 2 && (
            <>
              <p className="field-help">{t('demand.budgetHelp')}</p>
              <div className="field-row">
                <TextField name="priceMin" label="demand.priceMin" inputMode="numeric" />
                <TextField name="priceMax" label="demand.priceMax" inputMode="numeric" />
              </div>
            </>
          )}
          {index === 3 && (
            <>
              <PersonFields phoneRequired={false} />
              <p className="field-help" id={`${id}-password-help`}>
                {t('demand.passwordHelp')}
              </p>
              <div className="field-row">
                <TextField name="password" label="demand.password" type="password" autoComplete="new-password" required />
                <TextField name="passwordConfirm" label="demand.passwordConfirm" type="password" autoComplete="new-password" required />
              </div>
              <p>
                <a href={forgotPasswordHref}>{t('demand.forgotPassword')}</a>
              </p>
            </>
          )}
        </fieldset>
      ))}
      <p className="step-actions">
        {step > 0 && (
          <button type="button" className="button button-secondary" onClick={() => go(step - 1)}>
            {t('demand.previous')}
          </button>
        )}
        {step < DEMAND_STEPS.length - 1 && (
          <button type="button" className="button" onClick={() => go(step + 1)}>
            {t('demand.next')}
          </button>
        )}
      </p>
    </div>
  )
}

const GOAL_OPTIONS: Option[] = [
  { value: 'sale', label: 'search.sale' },
  { value: 'rent', label: 'search.rent' },
]

/** Buy or rent: the first criterion of a demand (register and account page). */
export function GoalField() {
  return <RadioGroup name="goal" legend="demand.goal" required options={GOAL_OPTIONS} />
}

export function TypeChoices({ types, error }: { types: DemandOptions['types']; error: string | null }) {
  const { id, t } = useFormKit()
  const { control } = useFormContext()
  // Controlled: the chosen ids live in the form state, so a re-render never unticks a box.
  const { field } = useController({ name: 'types', control })
  const chosen = Array.isArray(field.value) ? (field.value as Array<string | number>).map(String) : []
  const toggle = (value: string) => field.onChange(chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value])
  const errorId = `${id}-types-error`
  return (
    <fieldset className="field field-types checkbox-group" aria-describedby={error ? errorId : undefined}>
      <legend>
        {t('demand.types')}
        <span className="required-mark">
          <span aria-hidden="true"> *</span>
          <span className="visually-hidden"> ({t('form.requiredMark')})</span>
        </span>
      </legend>
      {types.map((type) => (
        <label key={type.id} htmlFor={`${id}-type-${type.id}`} className="checkbox">
          <input
            id={`${id}-type-${type.id}`}
            type="checkbox"
            name="types"
            value={String(type.id)}
            checked={chosen.includes(String(type.id))}
            aria-invalid={error ? true : undefined}
            onChange={() => toggle(String(type.id))}
            onBlur={field.onBlur}
          />{' '}
          {type.name}
        </label>
      ))}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
