import { describe, expect, it } from '@jest/globals'

import { evaluateCondition } from '../../../../src/forms/shared/conditions'

describe('field conditions (spec "Condition rule")', () => {
  const values = { goal: 'rent', persons: 3, newsletter: false, types: ['1', '2'], remark: '' }

  it('shows a field without a rule', () => {
    expect(evaluateCondition(undefined, values)).toBe(true)
    expect(evaluateCondition(null, values)).toBe(true)
  })

  it('shows the field while the other field holds the value', () => {
    expect(evaluateCondition({ field: 'goal', equals: 'rent' }, values)).toBe(true)
  })

  it('hides it for another value, an empty field or a field the form does not have', () => {
    expect(evaluateCondition({ field: 'goal', equals: 'sell' }, values)).toBe(false)
    expect(evaluateCondition({ field: 'remark', equals: 'rent' }, values)).toBe(false)
    expect(evaluateCondition({ field: 'budget', equals: 'rent' }, values)).toBe(false)
  })

  it('shows it when one choice of a list is the value', () => {
    expect(evaluateCondition({ field: 'types', equals: '2' }, values)).toBe(true)
    expect(evaluateCondition({ field: 'types', equals: '3' }, values)).toBe(false)
  })

  it('compares numbers and booleans as the text a form field holds', () => {
    expect(evaluateCondition({ field: 'persons', equals: '3' }, values)).toBe(true)
    expect(evaluateCondition({ field: 'newsletter', equals: 'false' }, values)).toBe(true)
  })

  it('reads only the form values, never properties of the prototype', () => {
    expect(evaluateCondition({ field: 'constructor', equals: String(Object) }, values)).toBe(false)
    expect(evaluateCondition({ field: '__proto__', equals: String({}) }, values)).toBe(false)
  })
})
