'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useMemo, useState } from 'react'

import { HOME_ROOM_OPTIONS, homeSearchQuery, PRICE_PRESETS } from '@/listings/homeSearch'
import { choicesFor, offers, type Goal, type SearchChoices } from '@/listings/searchChoices'
import { formatMessage } from '@/i18n/message'
import { formatPrice } from '@/lib/format'

import { Disclosure } from './Disclosure'
import { MultiSelect, type MultiSelectLabels } from './MultiSelect'

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
  initial: { goal: Goal; city: string[]; type: number[]; price?: { min: number; max: number }; rooms?: number }
  targets: Record<Goal, string>
  valuationHref: string | null
  labels: SearchBoxLabels
}) {
  const router = useRouter()
  const id = useId()
  const locale = labels.city.locale
  const [goal, setGoal] = useState<Goal>(initial.goal)
  const [city, setCity] = useState<string[]>(initial.city)
  const [type, setType] = useState<string[]>(initial.type.map(String))
  const [min, setMin] = useState(initial.price?.min ? String(initial.price.min) : '')
  const [max, setMax] = useState(initial.price?.max ? String(initial.price.max) : '')
  const [rooms, setRooms] = useState<number | undefined>(initial.rooms)
  const [priceOpen, setPriceOpen] = useState(false)
  const [hint, setHint] = useState(false)
  const cityOptions = useMemo(() => choicesFor(choices.cities, goal), [choices.cities, goal])
  const typeOptions = useMemo(() => choicesFor(choices.types, goal), [choices.types, goal])

  const { query, searchable } = homeSearchQuery({ city, type, min, max, rooms })
  const [selectOpen, setSelectOpen] = useState<Record<'city' | 'type', boolean>>({ city: false, type: false })
  // Counts only while a panel is open (its button shows the number): no request for a box left alone.
  const count = useLiveCount(LISTING_OF_GOAL[goal], locale, query, priceOpen || selectOpen.city || selectOpen.type)

  const priceMax = Number(max) || 0
  const priceMin = Math.max(0, Number(min) || 0)
  const priceSummary =
    priceMax > 0
      ? labels.priceFromTo.replace('{min}', formatPrice(Math.min(priceMin, priceMax))).replace('{max}', formatPrice(priceMax))
      : labels.priceAny

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!searchable) {
      setHint(true)
      return
    }
    setHint(false)
    router.push(`${targets[goal]}?${query}`)
  }

  const switchGoal = (next: Goal) => {
    setGoal(next)
    // Towns and types differ per goal: keep only what the other list offers too; prices differ in kind.
    setCity((current) => current.filter((zip) => offers(choices.cities, next, zip)))
    setType((current) => current.filter((t) => offers(choices.types, next, t)))
    setMin('')
    setMax('')
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

  const presets = PRICE_PRESETS[goal]
  const presetRow = (which: 'min' | 'max') => {
    const current = which === 'min' ? min : max
    return (
      <fieldset className="price-presets" data-bound={which}>
        <legend>{which === 'min' ? labels.priceMin : labels.priceMax}</legend>
        <div className="chips">
          {presets.map((value) => (
            <button
              key={value}
              type="button"
              className="chip"
              aria-pressed={current === String(value)}
              onClick={() => {
                if (which === 'min') setMin(current === String(value) ? '' : String(value))
                else {
                  setMax(current === String(value) ? '' : String(value))
                  setPriceOpen(false)
                }
              }}
            >
              {formatPrice(value)}
            </button>
          ))}
        </div>
      </fieldset>
    )
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
      <Disclosure
        label={labels.price}
        summary={priceSummary}
        className="price-range"
        doneLabel={labels.done}
        sheet={sheet}
        open={priceOpen}
        onOpenChange={setPriceOpen}
        actions={
          <button
            type="button"
            onClick={() => {
              setMin('')
              setMax('')
            }}
            disabled={!min && !max}
          >
            {labels.clear}
          </button>
        }
      >
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
        {presetRow('min')}
        {presetRow('max')}
      </Disclosure>
      <fieldset className="rooms-choice">
        <legend>{labels.rooms}</legend>
        <div className="chips">
          {[undefined, ...HOME_ROOM_OPTIONS].map((value) => (
            <label key={value ?? 'any'} className={`chip ${rooms === value ? 'active' : ''}`}>
              <input type="radio" name={`${id}-rooms`} value={value ?? ''} checked={rooms === value} onChange={() => setRooms(value)} />
              {value === undefined ? (
                <span>{labels.any}</span>
              ) : (
                <>
                  <span aria-hidden="true">{formatMessage(labels.roomsChip, locale, { count: value })}</span>
                  <span className="visually-hidden">{formatMessage(labels.roomsAtLeast, locale, { count: value })}</span>
                </>
              )}
            </label>
          ))}
        </div>
      </fieldset>
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

/**
 * How many listings of a list a search gives, asked from /api/site/listings once the choice rests for
 * a moment (one small request: a page of one card and the counts); unknown meanwhile, or when the
 * request fails (the button then reads "Show properties" without a number).
 */
function useLiveCount(listing: string, locale: string, query: string, active: boolean): number | undefined {
  const [counted, setCounted] = useState<{ key: string; total: number } | null>(null)
  const key = `${listing}|${locale}|${query}`
  useEffect(() => {
    if (!active) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/site/listings?listing=${listing}&locale=${locale}&limit=1${query ? `&${query}` : ''}`, {
          signal: controller.signal,
        })
        if (!response.ok) return
        const answer = (await response.json()) as { totalDocs: number }
        setCounted({ key, total: answer.totalDocs })
      } catch {
        // Aborted by a newer choice, or offline.
      }
    }, 200)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [active, key, listing, locale, query])
  return counted?.key === key ? counted.total : undefined
}
