import { readFileSync } from 'node:fs'

import { describe, expect, it } from '@jest/globals'

import { purchaseTextKeys } from '../../../../src/properties/detail/purchaseLabels'
import { situationsFor } from '../../../../src/purchase/costs'

/**
 * The calculator is handed only the texts its listing needs (its region's, a VAT sale's): every text the
 * component names must be among them, or the visitor would read a key instead of words.
 */
const source = ['PurchaseCosts.tsx', 'PurchaseFields.tsx', 'CostLines.tsx', 'PurchaseSources.tsx']
  .map((file) => readFileSync(new URL(`../../../../src/properties/detail/${file}`, import.meta.url), 'utf8'))
  .join('\n')
const literalKeys = [...source.matchAll(/\bt\(\s*'([a-z][\w.-]+)'/g)].map((m) => m[1])
// `cond ? 'a' : 'b'` passed to t(…).
const choiceKeys = [...source.matchAll(/'((?:purchase|region)\.[\w.-]+)'/g)].map((m) => m[1])

/** Texts the component shows only in some regions (behind a region test or the region's deciding day). */
const ONLY_IN: Record<string, readonly string[]> = {
  'purchase.reduction': ['flanders'],
  'purchase.included': ['flanders'],
  'purchase.classes': ['brussels'],
  'purchase.classes.none': ['brussels'],
  'purchase.registrationAbatement': ['brussels'],
  'purchase.day.deed': ['flanders', 'wallonia'],
  'purchase.dayHow.deed': ['flanders', 'wallonia'],
  'purchase.day.agreement': ['brussels'],
  'purchase.dayHow.agreement': ['brussels'],
}
const VAT_ONLY = /^purchase\.(vatBuilding|registrationLand|landShare|error\.landShare|newBuildNote)/

describe('the calculator’s texts', () => {
  it.each([
    ['flanders', false],
    ['flanders', true],
    ['brussels', false],
    ['wallonia', true],
  ] as const)('%s (VAT sale: %s) has every text it can show', (region, vat) => {
    const keys = new Set(purchaseTextKeys(region, vat))
    const shown = [
      ...literalKeys,
      ...choiceKeys,
      `purchase.rules.${region}`,
      `region.${region}`,
      ...situationsFor(region, '2024-06-01').map((s) => `purchase.situation.${s}`),
    ]
      .filter((key) => !/^purchase\.rules\.|^region\./.test(key) || key.endsWith(region))
      .filter((key) => !ONLY_IN[key] || ONLY_IN[key].includes(region))
      .filter((key) => vat || !VAT_ONLY.test(key))
    expect(shown.filter((key) => !keys.has(key as never))).toEqual([])
    expect(literalKeys.length).toBeGreaterThan(20)
  })
})
