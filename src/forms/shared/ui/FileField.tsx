'use client'

import { useFormContext } from 'react-hook-form'

import type { DictionaryKey } from '../../../i18n/dictionary'
import { FieldError, Label } from './Fields'
import { translated } from '../fieldMessage'
import { useFormKit } from './FormKit'

/** A file input: its FileList goes into the form values; the server action receives its files as Blobs. */
export function FileField({
  name,
  label,
  accept,
  help,
  required,
}: {
  name: string
  label: DictionaryKey
  accept: string
  help?: DictionaryKey
  required?: boolean
}) {
  const { id, t } = useFormKit()
  const { register, getFieldState, formState } = useFormContext()
  const fieldState = getFieldState(name, formState)
  const inputId = `${id}-${name}`
  const errorId = `${inputId}-error`
  const helpId = `${inputId}-help`
  const message = fieldState.error?.message ? translated(t, fieldState.error.message) : null
  return (
    <div className={`field field-${name}`}>
      <Label htmlFor={inputId} label={t(label)} required={required} />
      {help && (
        <p className="field-help" id={helpId}>
          {t(help)}
        </p>
      )}
      <input
        id={inputId}
        type="file"
        accept={accept}
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={[help ? helpId : null, message ? errorId : null].filter(Boolean).join(' ') || undefined}
        {...register(name)}
      />
      <FieldError id={errorId} message={message} />
    </div>
  )
}
