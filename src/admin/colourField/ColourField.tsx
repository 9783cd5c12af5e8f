'use client'

import { FieldDescription, FieldError, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

import { useState } from 'react'

import { hexColourMessage, isHexColour, normaliseHexColour } from '../../lib/colour'

const PICKER_LABEL: Record<string, string> = { nl: 'Kleur kiezen', fr: 'Choisir une couleur', en: 'Pick a colour' }

/**
 * A colour field for staff: the browser's own colour picker beside the hex text (#rrggbb), which stays
 * editable for pasting a brand colour. Typed values are normalised on leaving the box (#ABC → #aabbcc);
 * the field's validate (collections/fields/colour.ts) refuses anything else on save.
 */
export const ColourField: TextFieldClientComponent = ({ field, path: pathProp, readOnly }) => {
  const path = pathProp ?? field.name
  const { i18n } = useTranslation()
  const { value, setValue, showError, errorMessage, disabled } = useField<string>({ path })
  const locked = Boolean(readOnly || disabled || field.admin?.readOnly)
  const inputId = `field-${path.replace(/\./g, '__')}`
  const text = value ?? ''
  // Said at once when the box is left, not only after Save (a refused save names the field only).
  const [left, setLeft] = useState(false)
  const hint = left && text && !isHexColour(text) ? hexColourMessage(i18n.language) : null
  const hintId = `${inputId}-hint`
  const label =
    typeof field.label === 'string' ? field.label : field.label ? (field.label as Record<string, string>)[i18n.language] : field.name
  return (
    <div className={['field-type', 'text', 'colour-field', showError ? 'error' : null].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={inputId} label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap" style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <FieldError path={path} showError={showError} message={errorMessage} />
        <input
          type="color"
          aria-label={`${PICKER_LABEL[i18n.language] ?? PICKER_LABEL.en}: ${label}`}
          value={isHexColour(text) ? text.toLowerCase() : '#000000'}
          disabled={locked}
          onChange={(event) => setValue(event.target.value)}
          style={{ width: '3rem', height: '2.5rem', padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
        />
        <input
          id={inputId}
          name={path}
          type="text"
          inputMode="text"
          spellCheck={false}
          placeholder="#rrggbb"
          value={text}
          disabled={locked}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={hint ? true : undefined}
          aria-describedby={hint ? hintId : undefined}
          onBlur={() => {
            setLeft(true)
            if (!text) return
            const hex = normaliseHexColour(text)
            if (hex && hex !== text) setValue(hex)
          }}
          style={{ maxWidth: '10rem' }}
        />
      </div>
      {hint && (
        <p id={hintId} role="alert" style={{ color: 'var(--theme-error-500)', margin: '0.25rem 0 0' }}>
          {hint}
        </p>
      )}
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
