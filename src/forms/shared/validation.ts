import type { z } from 'zod'

import type { DictionaryKey } from '../../i18n/dictionary'
import { evaluateCondition, type ConditionRule } from './conditions'

/** The first message per field, keyed by the field's top-level name. */
export function fieldErrorsOf(error: z.ZodError): Partial<Record<string, DictionaryKey>> {
  const errors: Partial<Record<string, DictionaryKey>> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_form')
    if (!errors[field]) errors[field] = issue.message as DictionaryKey
  }
  return errors
}

/** Values of fields whose condition fails are not stored (they were not shown). */
export function dropHiddenFields<T extends Record<string, unknown>>(data: T, conditions: Record<string, ConditionRule> = {}): T {
  const kept = { ...data }
  for (const [field, rule] of Object.entries(conditions)) if (!evaluateCondition(rule, data)) delete kept[field]
  return kept
}
