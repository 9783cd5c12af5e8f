'use client'

import { getTranslation } from '@payloadcms/translations'
import { FieldLabel, ReactSelect, useField, useTranslation } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'

import { useEffect } from 'react'

/**
 * The export's sort order, in the admin's language: the plugin's own field (SortOrder) names its two
 * options in English whatever the language. The order is read from the sort itself ("-createdAt" is
 * descending), so the two never disagree; a change rewrites the sort's leading "-".
 */
export const SortOrderField: SelectFieldClientComponent = ({ field, path, readOnly }) => {
  const { i18n } = useTranslation()
  const { setValue: setOrder, value: order } = useField<string>({ path })
  const { setValue: setSort, value: sort } = useField<string>({ path: 'sort' })
  const descending = typeof sort === 'string' && sort.startsWith('-')
  const options = field.options.map((option) =>
    typeof option === 'string'
      ? { label: option, value: option }
      : { label: getTranslation(option.label, i18n) as string, value: option.value },
  )

  useEffect(() => {
    const wanted = descending ? 'desc' : 'asc'
    if (order !== wanted) setOrder(wanted)
  }, [descending, order, setOrder])

  return (
    <div className="sort-order-field">
      <FieldLabel label={field.label} path={path} />
      <ReactSelect
        disabled={readOnly}
        inputId={`field-${path.replace(/\./g, '__')}`}
        isClearable={false}
        isSearchable={false}
        options={options}
        value={options.find((option) => option.value === (descending ? 'desc' : 'asc'))}
        onChange={(option) => {
          const next = !Array.isArray(option) && option && 'value' in option ? String(option.value) : 'asc'
          const base = typeof sort === 'string' ? sort.replace(/^-/, '') : ''
          setOrder(next)
          if (base) setSort(next === 'desc' ? `-${base}` : base)
        }}
      />
    </div>
  )
}
