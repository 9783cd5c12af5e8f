import type { Read } from '@/purchase/loanInputs'

/** A typed number: its text as typed, how to change it, and what it reads as (null: not asked for). */
export type Typed = { text: string; set: (value: string) => void; read: Read | null }

/** One typed number: its element id and form name, input mode, label, what was typed, and what is wrong when it cannot be read. */
export type TypedSpec = [id: string, name: string, inputMode: 'numeric' | 'decimal', label: string, typed: Typed, problem: string]

/**
 * A typed number with its label and, when the calculator cannot read it, the reason beside it (tied to
 * the input by aria-describedby): not a number, or out of its range.
 */
export function TypedField({ spec, notANumber }: { spec: TypedSpec; notANumber: string }) {
  const [id, name, inputMode, label, { text, set, read }, problem] = spec
  const wrong = read !== null && !read.ok
  return (
    <label htmlFor={id}>
      {label}
      <input
        id={id}
        name={name}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={text}
        onChange={(event) => set(event.target.value)}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${id}-error` : undefined}
      />
      {wrong && (
        <span className="field-error" id={`${id}-error`}>
          {read.problem === 'number' ? notANumber : problem}
        </span>
      )}
    </label>
  )
}
