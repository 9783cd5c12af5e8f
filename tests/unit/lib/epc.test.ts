import { describe, expect, it } from '@jest/globals'

import { epcLabel, epcLabelText, epcLetterOf, epcValueBound, needsRenovation } from '../../../src/lib/epc'

/** Every row boundary of the spec's EPC tables (section 9). */
describe('epcLabel', () => {
  it.each([
    [-1, 'a_plus'],
    [0, 'a'],
    [100, 'a'],
    [100.5, 'b'],
    [200, 'b'],
    [201, 'c'],
    [300, 'c'],
    [301, 'd'],
    [400, 'd'],
    [401, 'e'],
    [500, 'e'],
    [501, 'f'],
  ])('Flanders %d → %s', (value, label) => {
    expect(epcLabel('flanders', value)).toBe(label)
  })

  it.each([
    [-5, 'a_plus'],
    [0, 'a_plus'],
    [1, 'a'],
    [23, 'a'],
    [24, 'a_sub'],
    [45, 'a_sub'],
    [46, 'b_plus'],
    [62, 'b_plus'],
    [63, 'b'],
    [79, 'b'],
    [80, 'b_sub'],
    [95, 'b_sub'],
    [96, 'c_plus'],
    [113, 'c_plus'],
    [114, 'c'],
    [132, 'c'],
    [133, 'c_sub'],
    [150, 'c_sub'],
    [151, 'd_plus'],
    [170, 'd_plus'],
    [171, 'd'],
    [190, 'd'],
    [191, 'd_sub'],
    [210, 'd_sub'],
    [211, 'e_plus'],
    [232, 'e_plus'],
    [233, 'e'],
    [253, 'e'],
    [254, 'e_sub'],
    [275, 'e_sub'],
    [276, 'f_plus'],
    [298, 'f_plus'],
    [299, 'f'],
    [322, 'f'],
    [323, 'f_sub'],
    [345, 'f_sub'],
    [346, 'g'],
  ])('Brussels %d → %s', (value, label) => {
    expect(epcLabel('brussels', value)).toBe(label)
  })

  it.each([
    [-3, 'a_plusplus'],
    [0, 'a_plusplus'],
    [1, 'a_plus'],
    [45, 'a_plus'],
    [46, 'a'],
    [85, 'a'],
    [86, 'b'],
    [170, 'b'],
    [171, 'c'],
    [255, 'c'],
    [256, 'd'],
    [340, 'd'],
    [341, 'e'],
    [425, 'e'],
    [426, 'f'],
    [510, 'f'],
    [511, 'g'],
  ])('Wallonia %d → %s', (value, label) => {
    expect(epcLabel('wallonia', value)).toBe(label)
  })

  it('uses the label text of a Luxembourg certificate as it is', () => {
    expect(epcLabel('luxembourg', 120, 'B')).toBe('b')
    expect(epcLabel('luxembourg', 120, '')).toBeUndefined()
  })

  it('has no label without a value or region', () => {
    expect(epcLabel('flanders', undefined)).toBeUndefined()
    expect(epcLabel(undefined, 150)).toBeUndefined()
    expect(epcLabel('flanders', Number.NaN)).toBeUndefined()
  })
})

describe('epcLabelText and the renovation rule', () => {
  it('prints labels as on the certificate', () => {
    expect(epcLabelText('a_plus')).toBe('A+')
    expect(epcLabelText('a_plusplus')).toBe('A++')
    expect(epcLabelText('b_sub')).toBe('B-')
    expect(epcLabelText('c')).toBe('C')
  })

  it('asks renovation for E and F labels only', () => {
    expect(needsRenovation('e')).toBe(true)
    expect(needsRenovation('f')).toBe(true)
    expect(needsRenovation('d')).toBe(false)
    expect(needsRenovation('g')).toBe(false)
  })
})

describe('EPC letters for the search filter', () => {
  it('reads the letter of every label, finer labels as their letter', () => {
    expect(['a_plusplus', 'a_plus', 'a', 'a_sub', 'b_plus', 'b_sub', 'f_sub', 'g'].map(epcLetterOf)).toEqual([
      'a',
      'a',
      'a',
      'a',
      'b',
      'b',
      'f',
      'g',
    ])
    expect([undefined, '', 'h', 'klasse b', 'ab'].map(epcLetterOf)).toEqual([undefined, undefined, undefined, undefined, undefined])
  })

  it.each([
    ['flanders', 'a', 100],
    ['flanders', 'e', 500],
    ['flanders', 'f', 'any'],
    ['brussels', 'a', 45],
    ['brussels', 'b', 95],
    ['brussels', 'f', 345],
    ['brussels', 'g', 'any'],
    ['wallonia', 'a', 85],
    ['wallonia', 'f', 510],
    ['wallonia', 'g', 'any'],
  ] as const)('%s, %s or better: value up to %s', (region, letter, bound) => {
    expect(epcValueBound(region, letter)).toBe(bound)
  })

  it('agrees with epcLabel on every value: at most the bound exactly when the label has the letter or a better one', () => {
    const disagreements: unknown[] = []
    for (const region of ['flanders', 'brussels', 'wallonia'] as const) {
      for (const letter of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) {
        const bound = epcValueBound(region, letter)
        for (let value = -20; value <= 700; value += 0.5) {
          const passes = bound === 'any' || (bound !== null && value <= bound)
          if (passes !== epcLetterOf(epcLabel(region, value) as string)! <= letter) disagreements.push([region, letter, value])
        }
      }
    }
    expect(disagreements).toEqual([])
  })
})
