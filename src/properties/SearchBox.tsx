'use client'

import { useRouter } from 'next/navigation'
import { useId, useMemo, useState } from 'react'

import { homeSearchQuery } from '@/listings/homeSearch'
import { choicesFor, type Goal, type SearchChoices } from '@/listings/searchChoices'
import { formatMessage } from '@/i18n/message'

import { MultiSelect, type MultiSelectLabels } from './MultiSelect'
import { PriceChoice } from './searchBox/PriceChoice'
import { RoomsChoice } from './searchBox/RoomsChoice'
import { useLiveCount } from './searchBox/useLiveCount'
import { useSearchChoice, type SearchBoxInitial } from './searchBox/useSearchChoice'

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
  clear: string
  rooms: string
  any: string
  /** "{count}+" (ICU), beside "{count} or more" for screen readers. */
  roomsChip: string
  roomsAtLeast: string
  /** "Show {count, plural, …}" (ICU), the sheets' button with the live count. */
  show: string
  /** The same button while counting. */
  showCounting: string
}

/** The list a goal searches, for the live count of /api/site/listings. */
const LISTING_OF_GOAL: Record<Goal, string> = { sale: 'for-sale', rent: 'for-rent' }

/**
 * The property search box (spec "Property search box", issue 37.2): sale/rent toggle, towns and types
 * with counts, the bedrooms as one-tap choices, a price range with one-tap amounts, and a search that
 * goes to the sale or rent list only when a filter is set. On a phone the town, type and price choices
 * open as full-width sheets whose own button says how many listings the choice so far gives ("Show 24
 * properties", counted by /api/site/listings) and shows them; picking a maximum price, the range's
 * last choice, closes its sheet, as a select closes on a pick.
 */
export function SearchBox({
  choices,
  initial,
  targets,
  valuationHref,
  labels,
}: {
  choices: SearchChoices
  initial: SearchBoxInitial
  targets: Record<Goal, string>
  valuationHref: string | null
  labels: SearchBoxLabels
}) {
  const router = useRouter()
  const id = useId()
  const locale = labels.city.locale
  const choice = useSearchChoice(choices, initial)
  const { goal, switchGoal, city, setCity, type, setType, min, max, rooms, setRooms } = choice
  const [priceOpen, setPriceOpen] = useState(false)
  const [hint, setHint] = useState(false)
  const cityOptions = useMemo(() => choicesFor(choices.cities, goal), [choices.cities, goal])
  const typeOptions = useMemo(() => choicesFor(choices.types, goal), [choices.types, goal])

  const { query, searchable } = homeSearchQuery({ city, type, min, max, rooms })
  const [selectOpen, setSelectOpen] = useState<Record<'city' | 'type', boolean>>({ city: false, type: false })
  // Counts only while a panel is open (its button shows the number): no request for a box left alone.
  const count = useLiveCount(LISTING_OF_GOAL[goal], locale, query, priceOpen || selectOpen.city || selectOpen.type)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!searchable) {
      setHint(true)
      return
    }
    setHint(false)
    router.push(`${targets[goal]}?${query}`)
  }

  const showLabel = count === undefined ? labels.showCounting : formatMessage(labels.show, locale, { count })
  const sheet = {
    footer: (
      <button type="submit" className="sheet-submit" aria-live="polite">
        {showLabel}
      </button>
    ),
  }
  const track = (name: 'city' | 'type') => (open: boolean) => setSelectOpen((current) => ({ ...current, [name]: open }))

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
      <MultiSelect
        name="city"
        options={cityOptions}
        value={city}
        onChange={setCity}
        labels={labels.city}
        sheet={sheet}
        onOpenChange={track('city')}
      />
      <MultiSelect
        name="type"
        options={typeOptions}
        value={type}
        onChange={setType}
        labels={labels.type}
        sheet={sheet}
        onOpenChange={track('type')}
      />
      <PriceChoice choice={choice} open={priceOpen} onOpenChange={setPriceOpen} sheet={sheet} labels={labels} />
      <RoomsChoice name={`${id}-rooms`} rooms={rooms} onChange={setRooms} locale={locale} labels={labels} />
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
