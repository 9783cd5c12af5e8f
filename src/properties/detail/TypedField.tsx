import type { Read } from '@/purchase/loanInputs'

/**
 * A typed number with its label and, when the calculator cannot read it, the reason beside it (tied to
 * the input by aria-describedby): not a number, or out of its range.
 */
export function TypedField(props: {
  id: string
  name: string
  label: string
  inputMode: 'numeric' | 'decimal'
  value: string
  onChange: (value: string) => void
  read: Read | null
  problem: string
  notANumber: string
}) {
  const { id, read } = props
  const wrong = read !== null && !read.ok
  return (
    <label htmlFor={id}>
      {props.label}
      <input
        id={id}
        name={props.name}
        type="text"
        inputMode={props.inputMode}
        autoComplete="off"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${id}-error` : undefined}
      />
      {wrong && (
        <span className="field-error" id={`${id}-error`}>
          {read.problem === 'number' ? props.notANumber : props.problem}
        </span>
      )}
    </label>
  )
}
