/** A range's two number fields (from, to), side by side inside its disclosure (the list filters' and the search box's). */
export function RangeFields({
  labels,
  step,
  min,
  max,
  onMin,
  onMax,
}: {
  labels: { min: string; max: string }
  step: number
  min: string
  max: string
  onMin: (value: string) => void
  onMax: (value: string) => void
}) {
  return (
    <div className="price-fields">
      <label>
        <span>{labels.min}</span>
        <input type="number" inputMode="numeric" min={0} step={step} value={min} onChange={(e) => onMin(e.target.value)} />
      </label>
      <label>
        <span>{labels.max}</span>
        <input type="number" inputMode="numeric" min={0} step={step} value={max} onChange={(e) => onMax(e.target.value)} />
      </label>
    </div>
  )
}
