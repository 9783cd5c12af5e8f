'use client'

import { useTranslation } from '@payloadcms/ui'

import { SCHEDULE_CLASS, type PublishType } from './scheduleChoices'

/** Publish or unpublish, as Payload's radio buttons look. */
export function TypeChoice({
  slug,
  type,
  disabled,
  onChange,
}: {
  slug: string
  type: PublishType
  disabled: boolean
  onChange: (type: PublishType) => void
}) {
  const { t } = useTranslation()
  return (
    <ul className={`${SCHEDULE_CLASS}__type`} role="radiogroup" aria-label={t('version:type')}>
      {(['publish', 'unpublish'] as const).map((value) => (
        <li key={value}>
          <label htmlFor={`${slug}-type-${value}`}>
            <div className={`radio-input${type === value ? ' radio-input--is-selected' : ''}`}>
              <input
                checked={type === value}
                disabled={disabled}
                id={`${slug}-type-${value}`}
                name={`${slug}-type`}
                onChange={() => onChange(value)}
                type="radio"
              />
              <span className="radio-input__styled-radio" />
              <span className="radio-input__label">{t(`version:${value}`)}</span>
            </div>
          </label>
        </li>
      ))}
    </ul>
  )
}
