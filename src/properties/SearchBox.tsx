'use client'

import { useRouter } from 'next/navigation'
import { useId, useMemo, useState } from 'react'

import { choicesFor, offers, type Goal, type SearchChoices } from '@/listings/searchChoices'
import { formatPrice } from '@/lib/format'

import { Disclosure } from './Disclosure'
import { MultiSelect, type MultiSelectLabels } from './MultiSelect'
import { hasFilter, serializeSearch, type PropertySearch } from '../listings/searchParams'

export interface SearchBoxLabels {
  title: string
  goal: string
  sale: string
  rent: string
  city: Omit<MultiSelectLabels, 'label'> & { label: string }
  type: Omit<MultiSelectLabels, 'label'> & { label: string }
  price: string
  priceAny: string
  priceMin: string
  priceMax: string
  priceFromTo: string
  search: string
  valuation: string
  needFilter: string
  done: string
}

/**
 * The property search box (spec "Property search box"): sale/rent toggle, towns and types with counts,
 * a price range, and a search that goes to the sale or rent list only when a filter is set.
 */
export function SearchBox({
  choices,
  initial,
  targets,
  valuationHref,
  labels,
}: {
  choices: SearchChoices
  initial: { goal: Goal; city: string[]; type: number[]; price?: { min: number; max: number } }
  targets: Record<Goal, string>
  valuationHref: string | null
  labels: SearchBoxLabels
}) {
  const router = useRouter()
  const id = useId()
  const [goal, setGoal] = useState<Goal>(initial.goal)
  const [city, setCity] = useState<string[]>(initial.city)
  const [type, setType] = useState<string[]>(initial.type.map(String))
  const [min, setMin] = useState(initial.price?.min ? String(initial.price.min) : '')
  const [max, setMax] = useState(initial.price?.max ? String(initial.price.max) : '')
  const [hint, setHint] = useState(false)
  const cityOptions = useMemo(() => choicesFor(choices.cities, goal), [choices.cities, goal])
  const typeOptions = useMemo(() => choicesFor(choices.types, goal), [choices.types, goal])

  const priceMax = Number(max) || 0
  const priceMin = Math.max(0, Number(min) || 0)
  const price = priceMax > 0 ? { min: Math.min(priceMin, priceMax), max: priceMax } : undefined
  const priceSummary = price
    ? labels.priceFromTo.replace('{min}', formatPrice(price.min)).replace('{max}', formatPrice(price.max))
    : labels.priceAny

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const search: Pick<PropertySearch, 'city' | 'type' | 'price'> = { city, type: type.map(Number), price }
    if (!hasFilter(search)) {
      setHint(true)
      return
    }
    setHint(false)
    const query = serializeSearch(search)
    router.push(`${targets[goal]}?${query}`)
  }

  const switchGoal = (next: Goal) => {
    setGoal(next)
    // Towns and types differ per goal: keep only what the other list offers too.
    setCity((current) => current.filter((zip) => offers(choices.cities, next, zip)))
    setType((current) => current.filter((t) => offers(choices.types, next, t)))
  }

  return (
    <form className="search-box" role="search" aria-label={labels.title} onSubmit={submit} noValidate>
      <fieldset className="goal-toggle">
        <legend className="visually-hidden">{labels.goal}</legend>
        {(['sale', 'rent'] as const).map((value) => (
          <label key={value} className={goal === value ? 'active' : undefined}>
            <input type="radio" name={`${id}-goal`} value={value} checked={goal === value} onChange={() => switchGoal(value)} />
            <span>{labels[value]}</span>
          </label>
        ))}
      </fieldset>
      <MultiSelect name="city" options={cityOptions} value={city} onChange={setCity} labels={labels.city} />
      <MultiSelect name="type" options={typeOptions} value={type} onChange={setType} labels={labels.type} />
      <Disclosure label={labels.price} summary={priceSummary} className="price-range" doneLabel={labels.done}>
        <div className="price-fields">
          <label>
            <span>{labels.priceMin}</span>
            <input type="number" inputMode="numeric" min={0} step={5000} value={min} onChange={(e) => setMin(e.target.value)} />
          </label>
          <label>
            <span>{labels.priceMax}</span>
            <input type="number" inputMode="numeric" min={0} step={5000} value={max} onChange={(e) => setMax(e.target.value)} />
          </label>
        </div>
      </Disclosure>
      <button type="submit" className="search-submit">
        {labels.search}
      </button>
      {hint && (
        <p className="search-hint" role="alert">
          {labels.needFilter}
        </p>
      )}
      {valuationHref && (
        <p className="search-valuation">
          <a href={valuationHref}>{labels.valuation}</a>
        </p>
      )}
    </form>
  )
}
