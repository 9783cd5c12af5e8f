import type { ReactNode } from 'react'

import { PRICE_PRESETS } from '@/listings/homeSearch'
import { formatPrice } from '@/lib/format'

import { Disclosure } from '../Disclosure'
import { RangeFields } from '../RangeFields'
import { PricePresets } from './PricePresets'
import type { SearchChoice } from './useSearchChoice'

/**
 * The search box's price range: typed bounds and one-tap amounts of the goal's kind, in a disclosure
 * (a sheet on a phone) that says the chosen range; picking a maximum, the range's last choice, closes it.
 */
export function PriceChoice({
  choice,
  open,
  onOpenChange,
  sheet,
  labels,
}: {
  choice: Pick<SearchChoice, 'goal' | 'min' | 'max' | 'setMin' | 'setMax'>
  open: boolean
  onOpenChange: (open: boolean) => void
  sheet: { footer?: ReactNode }
  labels: { price: string; priceAny: string; priceMin: string; priceMax: string; priceFromTo: string; done: string; clear: string }
}) {
  const { goal, min, max, setMin, setMax } = choice
  const priceMax = Number(max) || 0
  const priceMin = Math.max(0, Number(min) || 0)
  const summary =
    priceMax > 0
      ? labels.priceFromTo.replace('{min}', formatPrice(Math.min(priceMin, priceMax))).replace('{max}', formatPrice(priceMax))
      : labels.priceAny
  return (
    <Disclosure
      label={labels.price}
      summary={summary}
      className="price-range"
      doneLabel={labels.done}
      sheet={sheet}
      open={open}
      onOpenChange={onOpenChange}
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
      <RangeFields labels={{ min: labels.priceMin, max: labels.priceMax }} step={5000} min={min} max={max} onMin={setMin} onMax={setMax} />
      <PricePresets bound="min" legend={labels.priceMin} presets={PRICE_PRESETS[goal]} current={min} onPick={setMin} />
      <PricePresets
        bound="max"
        legend={labels.priceMax}
        presets={PRICE_PRESETS[goal]}
        current={max}
        onPick={(value) => {
          setMax(value)
          onOpenChange(false)
        }}
      />
    </Disclosure>
  )
}
