import { describe, expect, it } from '@jest/globals'

import { evaluateCondition, evaluateExpression } from '../../../../src/forms/shared/conditions'

describe('field conditions (spec "Condition rule")', () => {
  const values = { goal: 'rent', persons: '3', income: 2500, newsletter: false, types: ['1', '2'], remark: '' }

  it('shows a field without a rule', () => {
    expect(evaluateCondition(undefined, values)).toBe(true)
    expect(evaluateCondition({}, values)).toBe(true)
  })

  it('compares a field with a value', () => {
    expect(evaluateCondition({ field: 'goal', logic: 'equals', compareWithValue: 'rent' }, values)).toBe(true)
    expect(evaluateCondition({ field: 'goal', logic: 'equals', compareWithValue: 'sale' }, values)).toBe(false)
    expect(evaluateCondition({ field: 'goal', logic: 'notEquals', compareWithValue: 'sale' }, values)).toBe(true)
    expect(evaluateCondition({ field: 'persons', logic: 'greaterThan', compareWithValue: 2 }, values)).toBe(true)
    expect(evaluateCondition({ field: 'persons', logic: 'lessThan', compareWithValue: '2' }, values)).toBe(false)
    expect(evaluateCondition({ field: 'types', logic: 'contains', compareWithValue: '2' }, values)).toBe(true)
    expect(evaluateCondition({ field: 'remark', logic: 'empty' }, values)).toBe(true)
    expect(evaluateCondition({ field: 'goal', logic: 'notEmpty' }, values)).toBe(true)
  })

  it('compares a field with another field', () => {
    expect(evaluateCondition({ field: 'income', logic: 'greaterThan', compareWithField: 'persons' }, values)).toBe(true)
    expect(evaluateCondition({ field: 'goal', logic: 'equals', compareWithField: 'remark' }, values)).toBe(false)
  })

  it('lets an advanced expression decide', () => {
    expect(
      evaluateCondition({ field: 'goal', compareWithValue: 'sale', advancedCondition: 'goal == "rent" && income >= 2000' }, values),
    ).toBe(true)
    expect(evaluateCondition({ advancedCondition: "goal == 'rent' && (persons > 4 || newsletter)" }, values)).toBe(false)
    expect(evaluateCondition({ advancedCondition: '!newsletter and not (goal != "rent")' }, values)).toBe(true)
    expect(evaluateExpression('income <= -1 || persons == 3', values)).toBe(true)
  })

  it('fails a condition whose expression errors, without throwing', () => {
    for (const broken of [
      'goal ==',
      '(goal == "rent"',
      'goal == "rent',
      'alert(1)',
      'constructor.constructor("return process")()',
      'goal = "rent"',
      '1 +',
      'x'.repeat(600),
    ]) {
      expect([broken.slice(0, 30), evaluateCondition({ advancedCondition: broken }, values)]).toEqual([broken.slice(0, 30), false])
    }
    expect(evaluateCondition({ field: 'goal', logic: 'bogus' as never, compareWithValue: 'rent' }, values)).toBe(false)
  })

  it('reads only the form values, never properties of the prototype', () => {
    expect(evaluateExpression('constructor', values)).toBeUndefined()
    expect(evaluateCondition({ advancedCondition: '__proto__' }, values)).toBe(false)
  })
})
