/**
 * Field conditions (spec section 3 "Condition rule"): a field shows, and is stored, only while another
 * field of the form holds a value. The forms are code, not edited by staff, and their one rule compares a
 * choice with a fixed value (the valuation's rent-only fields); the spec's other logics and its free
 * expression arrive with the first form that needs them.
 */
export interface ConditionRule {
  /** The field whose value is tested. */
  field: string
  /** The value that shows the field; a list of choices shows it when one of them is this value. */
  equals: string
}

/** True when the field with this rule shows. No rule: always shown. */
export function evaluateCondition(rule: ConditionRule | null | undefined, values: Record<string, unknown>): boolean {
  if (!rule) return true
  // Only the form's own values: a field named like a property of every object (constructor) holds nothing.
  const value = Object.prototype.hasOwnProperty.call(values, rule.field) ? values[rule.field] : undefined
  return Array.isArray(value) ? value.some((item) => String(item) === rule.equals) : String(value ?? '') === rule.equals
}
