'use client'

import { useId, useState } from 'react'

import type { SearchOption } from '@/listings/searchChoices'
import type { Locale } from '@/i18n/locales'
import { formatMessage } from '@/i18n/message'
import { matchesFilter } from '@/lib/filter'

import { Disclosure } from './Disclosure'

export interface MultiSelectLabels {
  /** The page's language: the count of chosen options is an ICU plural message. */
  locale: Locale
  label: string
  filter: string
  any: string
  /** "{count, plural, …} selected" */
  chosen: string
  noOptions: string
  clear: string
  done: string
}

/** A multi-select with a filter field (spec: filters ignore accents and case; an empty result shows "No results"). */
export function MultiSelect({
  options,
  value,
  onChange,
  labels,
  name,
  sheet,
  onOpenChange,
}: {
  options: SearchOption[]
  value: string[]
  onChange: (value: string[]) => void
  labels: MultiSelectLabels
  name: string
  /** A sheet on phones (the home search box), with this footer. */
  sheet?: { footer?: React.ReactNode }
  onOpenChange?: (open: boolean) => void
}) {
  const [query, setQuery] = useState('')
  const id = useId()
  const shown = options.filter((o) => matchesFilter(o.label, query))
  const chosen = options.filter((o) => value.includes(o.value))
  const summary =
    chosen.length === 0
      ? labels.any
      : chosen.length === 1
        ? chosen[0].label
        : formatMessage(labels.chosen, labels.locale, { count: chosen.length })
  const toggle = (option: string) => onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option])
  return (
    <Disclosure
      label={labels.label}
      summary={summary}
      className={`multi-select multi-select-${name}`}
      doneLabel={labels.done}
      sheet={sheet}
      onOpenChange={onOpenChange}
      // Closed, only the chosen values: a plain form (list filters without JavaScript) still sends them.
      whileClosed={value.map((chosenValue) => (
        <input key={chosenValue} type="hidden" name={name} value={chosenValue} />
      ))}
      actions={
        <button type="button" onClick={() => onChange([])} disabled={!value.length}>
          {labels.clear}
        </button>
      }
    >
      <>
        <label className="visually-hidden" htmlFor={`${id}-filter`}>
          {labels.filter}
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          className="select-filter"
          placeholder={labels.filter}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
        <fieldset>
          <legend className="visually-hidden">{labels.label}</legend>
          {shown.length === 0 ? (
            <p className="select-empty" role="status">
              {labels.noOptions}
            </p>
          ) : (
            <ul className="select-options">
              {shown.map((option) => (
                <li key={option.value}>
                  <label>
                    <input
                      type="checkbox"
                      name={name}
                      value={option.value}
                      checked={value.includes(option.value)}
                      onChange={() => toggle(option.value)}
                    />
                    <span>{option.label}</span>
                    <span className="option-count">({option.count})</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      </>
    </Disclosure>
  )
}
