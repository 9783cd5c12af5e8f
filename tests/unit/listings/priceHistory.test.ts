import { describe, expect, it } from '@jest/globals'

import {
  currentReduction,
  nextPriceHistory,
  PRICE_HISTORY_MAX,
  priceHistoryRows,
  readPriceHistory,
} from '../../../src/listings/priceHistory'

const jan = new Date('2026-01-10T09:00:00.000Z')
const mar = new Date('2026-03-02T14:30:00.000Z')
const may = new Date('2026-05-20T08:00:00.000Z')

describe('priceHistory (issue 37.6)', () => {
  it('records the first asking price when a listing is created with a shown price', () => {
    expect(nextPriceHistory(null, { price: 325000, publishPrice: true }, jan)).toEqual([{ price: 325000, at: jan.toISOString() }])
    // "Price on request" or no price: nothing.
    expect(nextPriceHistory(null, { price: 325000, publishPrice: false }, jan)).toEqual([])
    expect(nextPriceHistory(null, { price: null }, jan)).toEqual([])
  })

  it('adds each new shown price with its date and ignores the same price saved again', () => {
    const first = nextPriceHistory(null, { price: 325000 }, jan)
    const same = nextPriceHistory({ price: 325000, priceHistory: first }, { price: 325000 }, mar)
    expect(same).toEqual(first)
    const lowered = nextPriceHistory({ price: 325000, priceHistory: first }, { price: 309000 }, mar)
    expect(lowered).toEqual([
      { price: 325000, at: jan.toISOString() },
      { price: 309000, at: mar.toISOString() },
    ])
  })

  it('never records a price the public does not see', () => {
    const first = nextPriceHistory(null, { price: 325000 }, jan)
    const hidden = nextPriceHistory({ price: 325000, priceHistory: first }, { price: 280000, publishPrice: false }, mar)
    expect(hidden).toEqual(first)
    // Shown again at a new price: that price from then on.
    expect(
      nextPriceHistory({ price: 280000, publishPrice: false, priceHistory: hidden }, { price: 279000, publishPrice: true }, may),
    ).toEqual([...first, { price: 279000, at: may.toISOString() }])
  })

  it('starts a listing saved before the record existed with its previous price, dated at its publication', () => {
    expect(nextPriceHistory({ price: 250000, since: '2025-11-01T10:00:00.000Z' }, { price: 240000 }, mar)).toEqual([
      { price: 250000, at: '2025-11-01T10:00:00.000Z' },
      { price: 240000, at: mar.toISOString() },
    ])
    // Without a known date: the save's.
    expect(nextPriceHistory({ price: 250000, since: 'not a date' }, { price: 240000 }, mar)[0].at).toBe(mar.toISOString())
  })

  it('keeps the newest entries only and drops malformed ones', () => {
    let history = nextPriceHistory(null, { price: 100000 }, jan)
    for (let i = 1; i <= PRICE_HISTORY_MAX + 5; i++)
      history = nextPriceHistory({ price: 100000 + i - 1, priceHistory: history }, { price: 100000 + i }, mar)
    expect(history).toHaveLength(PRICE_HISTORY_MAX)
    expect(history.at(-1)!.price).toBe(100000 + PRICE_HISTORY_MAX + 5)
    expect(readPriceHistory([{ price: 'x', at: 'y' }, { price: 5, at: 'nope' }, null, { price: 7, at: jan.toISOString() }])).toEqual([
      { price: 7, at: jan.toISOString() },
    ])
    expect(readPriceHistory('[1,2]')).toEqual([])
  })

  it('shows the first price and each change, only for a shown price that changed', () => {
    const priceHistory = [
      { price: 325000, at: jan.toISOString() },
      { price: 309000, at: mar.toISOString() },
      { price: 315000, at: may.toISOString() },
    ]
    expect(priceHistoryRows({ price: 315000, priceHistory })).toEqual([
      { price: 325000, at: jan.toISOString(), change: null },
      { price: 309000, at: mar.toISOString(), change: -16000 },
      { price: 315000, at: may.toISOString(), change: 6000 },
    ])
    // Raised again after the drop: the current price is no reduction.
    expect(currentReduction({ price: 315000, priceHistory })).toBeNull()
    expect(currentReduction({ price: 309000, priceHistory: priceHistory.slice(0, 2) })).toBe(mar.toISOString())
    // Hidden price: no history at all, whatever is stored.
    expect(priceHistoryRows({ price: 315000, publishPrice: false, priceHistory })).toEqual([])
    expect(currentReduction({ price: 309000, publishPrice: false, priceHistory: priceHistory.slice(0, 2) })).toBeNull()
    // Never changed, or a history that does not end at the shown price: nothing to show.
    expect(priceHistoryRows({ price: 325000, priceHistory: priceHistory.slice(0, 1) })).toEqual([])
    expect(priceHistoryRows({ price: 299000, priceHistory })).toEqual([])
    expect(
      currentReduction({
        price: 325000,
        priceHistory: [
          { price: 300000, at: jan.toISOString() },
          { price: 325000, at: mar.toISOString() },
        ],
      }),
    ).toBeNull()
  })
})
