'use client'

import type { ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import type { DictionaryKey } from '../../../i18n/dictionary'
import { evaluateCondition, type ConditionRule } from '../conditions'
import { TITLES } from '../fields'
import { translated } from '../fieldMessage'
import { useFormKit } from './FormKit'

/**
 * Field components of the visitor forms: a visible label, the required mark, the translated error
 * tied to the input (aria-describedby, aria-invalid). They read the form from context (<SiteForm>).
 */

function useField(name: string) {
  const { id, t } = useFormKit()
  const { register, formState, getFieldState } = useFormContext()
  const { error } = getFieldState(name, formState)
  const inputId = `${id}-${name}`
  const errorId = `${inputId}-error`
  const message = error?.message ? translated(t, error.message) : null
  return {
    t,
    register,
    inputId,
    errorId,
    message,
    aria: { 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? errorId : undefined },
  }
}

export function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  const { t } = useFormKit()
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="required-mark">
          <span aria-hidden="true"> *</span>
          <span className="visually-hidden"> ({t('form.requiredMark')})</span>
        </span>
      )}
    </label>
  )
}

export function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p className="field-error" id={id}>
      {message}
    </p>
  ) : null
}

export interface TextFieldProps {
  name: string
  label: DictionaryKey
  required?: boolean
  type?: 'text' | 'email' | 'tel' | 'date' | 'number' | 'password'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email'
  multiline?: boolean
  rows?: number
  min?: string
  className?: string
}

export function TextField({
  name,
  label,
  required,
  type = 'text',
  autoComplete,
  inputMode,
  multiline,
  rows = 5,
  min,
  className,
}: TextFieldProps) {
  const { t, register, inputId, errorId, message, aria } = useField(name)
  return (
    <div className={['field', `field-${name}`, className].filter(Boolean).join(' ')}>
      <Label htmlFor={inputId} label={t(label)} required={required} />
      {multiline ? (
        <textarea id={inputId} rows={rows} aria-required={required || undefined} {...aria} {...register(name)} />
      ) : (
        <input
          id={inputId}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          min={min}
          aria-required={required || undefined}
          {...aria}
          {...register(name)}
        />
      )}
      <FieldError id={errorId} message={message} />
    </div>
  )
}

export interface Option {
  value: string
  label: DictionaryKey
}

export function SelectField({
  name,
  label,
  options,
  required,
  placeholder = 'form.title.choose',
}: {
  name: string
  label: DictionaryKey
  options: Option[]
  required?: boolean
  placeholder?: DictionaryKey
}) {
  const { t, register, inputId, errorId, message, aria } = useField(name)
  return (
    <div className={`field field-${name}`}>
      <Label htmlFor={inputId} label={t(label)} required={required} />
      <select
        id={inputId}
        aria-required={required || undefined}
        {...aria}
        {...register(name, { setValueAs: (v: string) => (v === '' ? undefined : v) })}
      >
        <option value="">{t(placeholder)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={message} />
    </div>
  )
}

export function RadioGroup({
  name,
  legend,
  options,
  required,
}: {
  name: string
  legend: DictionaryKey
  options: Option[]
  required?: boolean
}) {
  const { t, register, inputId, errorId, message } = useField(name)
  return (
    <fieldset className={`field field-${name} radio-group`} aria-describedby={message ? errorId : undefined}>
      <legend>
        {t(legend)}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {options.map((option) => (
        <label key={option.value} htmlFor={`${inputId}-${option.value}`} className="radio">
          <input id={`${inputId}-${option.value}`} type="radio" value={option.value} {...register(name)} /> {t(option.label)}
        </label>
      ))}
      <FieldError id={errorId} message={message} />
    </fieldset>
  )
}

export function CheckboxField({ name, label }: { name: string; label: DictionaryKey }) {
  const { t, register, inputId } = useField(name)
  return (
    <div className={`field field-${name} checkbox`}>
      <input id={inputId} type="checkbox" {...register(name)} />
      <label htmlFor={inputId}>{t(label)}</label>
    </div>
  )
}

const TITLE_OPTIONS: Option[] = TITLES.map((value) => ({ value, label: `form.title.${value}` as DictionaryKey }))

/** Title, first and last name, e-mail and phone (spec section 3 "Person"). */
export function PersonFields({ phoneRequired, withTitle = true }: { phoneRequired: boolean; withTitle?: boolean }) {
  return (
    <div className="field-row person-fields">
      {withTitle && <SelectField name="title" label="form.title" options={TITLE_OPTIONS} required />}
      <TextField name="firstName" label="form.firstName" autoComplete="given-name" required />
      <TextField name="lastName" label="form.lastName" autoComplete="family-name" required />
      <TextField name="email" label="form.email" type="email" autoComplete="email" inputMode="email" required />
      <TextField name="phone" label="form.phone" type="tel" autoComplete="tel" inputMode="tel" required={phoneRequired} />
    </div>
  )
}

/** Shows its fields only while the rule holds (spec "Condition rule"); an erroring rule hides them. */
export function ShowWhen({ rule, children }: { rule: ConditionRule; children: ReactNode }) {
  const values = useWatch()
  return evaluateCondition(rule, values as Record<string, unknown>) ? <>{children}</> : null
}

/** Hidden from people (off-screen, not focusable, not announced); bots that fill every field fill it. */
export function Honeypot() {
  const { id, t } = useFormKit()
  const { register } = useFormContext()
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={`${id}-homepage`}>{t('form.honeypot')}</label>
      <input id={`${id}-homepage`} type="text" tabIndex={-1} autoComplete="off" {...register('homepage')} />
    </div>
  )
}

/** Spec section 5: the privacy statement consent text on every form. */
export function PrivacyNote({ href }: { href?: string | null }) {
  const { t } = useFormKit()
  return (
    <p className="form-privacy">
      {t('form.privacyConsent')}{' '}
      {href && (
        <a href={href} target="_blank" rel="noopener">
          {t('form.privacyLink')}
        </a>
      )}
    </p>
  )
}
