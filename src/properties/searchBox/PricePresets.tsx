import { formatPrice } from '@/lib/format'

/** One-tap amounts for one bound of the price range; tapping the chosen one again clears it. */
export function PricePresets({
  bound,
  legend,
  presets,
  current,
  onPick,
}: {
  bound: 'min' | 'max'
  legend: string
  presets: readonly number[]
  current: string
  onPick: (value: string) => void
}) {
  return (
    <fieldset className="price-presets" data-bound={bound}>
      <legend>{legend}</legend>
      <div className="chips">
        {presets.map((value) => (
          <button
            key={value}
            type="button"
            className="chip"
            aria-pressed={current === String(value)}
            onClick={() => onPick(current === String(value) ? '' : String(value))}
          >
            {formatPrice(value)}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
