import {
  ASKING_DISCOUNT,
  ESTIMATE_BOUNDS,
  MIN_REFERENCES,
  estimatePrice,
  readEstimateQuery,
  weightOf,
  type EstimateInput,
  type EstimateReference,
} from '../../../src/listings/estimate'

/** Fixed references: houses (type 1) in Mol (2400), a day fixed at 1 June 2026. */
const NOW = Date.UTC(2026, 5, 1)
const MONTH = 30.44 * 24 * 60 * 60 * 1000
const monthsAgo = (months: number) => NOW - months * MONTH

const ref = (id: number, over: Partial<EstimateReference> = {}): EstimateReference => ({
  id,
  zip: '2400',
  typeIds: [1],
  kind: 'sold',
  price: 300_000,
  area: 150,
  bedrooms: 3,
  epc: 'c',
  date: monthsAgo(6),
  ...over,
})

const house: EstimateInput = { zip: '2400', type: 1, area: 150, bedrooms: 3, epc: 'c', condition: 'good' }

describe('estimatePrice', () => {
  test('identical sold references give their price per m² times the area, with the minimum spread either side', () => {
    const result = estimatePrice(house, [ref(1), ref(2), ref(3)], NOW)
    expect(result).toMatchObject({ kind: 'estimate', mid: 300_000, low: 285_000, high: 315_000, perM2: 2000, count: 3, sold: 3, asking: 0 })
  })

  test('the range follows the spread of the references', () => {
    const result = estimatePrice(house, [ref(1, { price: 240_000 }), ref(2, { price: 300_000 }), ref(3, { price: 360_000 })], NOW)
    if (result.kind !== 'estimate') throw new Error(result.kind)
    expect(result.mid).toBe(300_000)
    // Equal weights: a standard deviation of 49,000 around 300,000 (16.3 %).
    expect(result.low).toBe(250_000)
    expect(result.high).toBe(350_000)
  })

  test('with too few references it says so instead of guessing', () => {
    expect(estimatePrice(house, [ref(1), ref(2)], NOW)).toEqual({ kind: 'too-few', count: 2, needed: MIN_REFERENCES })
    // Other towns, other types, too old, too small or without a price do not count.
    const others = [
      ref(3, { zip: '2490' }),
      ref(4, { typeIds: [2] }),
      ref(5, { date: monthsAgo(61) }),
      ref(6, { area: 60 }),
      ref(7, { price: 0 }),
      ref(8, { date: NOW + MONTH }),
    ]
    expect(estimatePrice(house, [ref(1), ref(2), ...others], NOW)).toEqual({ kind: 'too-few', count: 2, needed: MIN_REFERENCES })
    expect(estimatePrice(house, [], NOW)).toEqual({ kind: 'too-few', count: 0, needed: MIN_REFERENCES })
  })

  test('recent references weigh more: the middle leans to the newest price', () => {
    const recent = [
      ref(1, { price: 360_000, date: monthsAgo(1) }),
      ref(2, { price: 240_000, date: monthsAgo(36) }),
      ref(3, { date: monthsAgo(12) }),
    ]
    const result = estimatePrice(house, recent, NOW)
    if (result.kind !== 'estimate') throw new Error(result.kind)
    expect(result.mid).toBeGreaterThan(315_000)
    expect(result.comparables.map((c) => c.id)).toEqual([1, 3, 2])
    expect(result.newest).toBe(monthsAgo(1))
    expect(result.oldest).toBe(monthsAgo(36))
    // Half the weight every 18 months.
    expect(weightOf(ref(9, { date: monthsAgo(18) }), NOW)).toBeCloseTo(0.5, 5)
    expect(weightOf(ref(9, { date: monthsAgo(36) }), NOW)).toBeCloseTo(0.25, 5)
  })

  test('asking prices count lowered and weigh less than sales', () => {
    const result = estimatePrice(house, [ref(1, { kind: 'asking' }), ref(2, { kind: 'asking' }), ref(3, { kind: 'asking' })], NOW)
    if (result.kind !== 'estimate') throw new Error(result.kind)
    expect(result.mid).toBe(Math.round((300_000 * (1 - ASKING_DISCOUNT)) / 5000) * 5000)
    expect(result).toMatchObject({ sold: 0, asking: 3 })
    expect(weightOf(ref(4, { kind: 'asking', date: NOW }), NOW)).toBeLessThan(weightOf(ref(5, { date: NOW }), NOW))
  })

  test('the condition, EPC label, area and bedrooms move the estimate the documented way', () => {
    const refs = [ref(1), ref(2), ref(3)]
    const mid = (input: Partial<EstimateInput>) => {
      const result = estimatePrice({ ...house, ...input }, refs, NOW)
      if (result.kind !== 'estimate') throw new Error(result.kind)
      return result.mid
    }
    expect(mid({ condition: 'to-renovate' })).toBe(240_000)
    expect(mid({ condition: 'new' })).toBe(345_000)
    expect(mid({ epc: 'a' })).toBe(330_000)
    expect(mid({ epc: 'f' })).toBe(265_000)
    expect(mid({ area: 200 })).toBe(400_000)
    expect(mid({ bedrooms: 5 })).toBe(310_000)
    expect(mid({ bedrooms: null })).toBe(300_000)
    // A reference with a worse label is worth more per m² once brought to the owner's C.
    expect(estimatePrice(house, [ref(1, { epc: 'f' }), ref(2, { epc: 'f' }), ref(3, { epc: 'f' })], NOW)).toMatchObject({ mid: 340_000 })
  })

  test('lists at most six comparables, each with its adjusted price per m²', () => {
    const many = Array.from({ length: 9 }, (_, i) => ref(i + 1, { date: monthsAgo(i) }))
    const result = estimatePrice(house, many, NOW)
    if (result.kind !== 'estimate') throw new Error(result.kind)
    expect(result.count).toBe(9)
    expect(result.comparables).toHaveLength(6)
    expect(result.comparables[0]).toEqual({
      id: 1,
      kind: 'sold',
      price: 300_000,
      area: 150,
      bedrooms: 3,
      date: monthsAgo(0),
      adjustedPerM2: 2000,
    })
  })
})

describe('readEstimateQuery', () => {
  test('reads a complete query', () => {
    expect(readEstimateQuery({ town: '2400', kind: '1', living: '150', beds: '3', label: 'C', condition: 'renovated' })).toEqual({
      input: { zip: '2400', type: 1, area: 150, bedrooms: 3, epc: 'c', condition: 'renovated' },
      problems: null,
    })
    expect(readEstimateQuery({ town: '2400', kind: '1', living: '150' }).input).toEqual({
      zip: '2400',
      type: 1,
      area: 150,
      bedrooms: null,
      epc: null,
      condition: 'good',
    })
  })

  test('names what is wrong with each field', () => {
    expect(readEstimateQuery({}).problems).toEqual({ town: 'required', kind: 'required', living: 'required' })
    expect(readEstimateQuery({ town: 'ABCD', kind: 'villa', living: '12.5', beds: '-1', label: 'Z', condition: 'ruin' }).problems).toEqual({
      town: 'format',
      kind: 'format',
      living: 'format',
      beds: 'format',
      label: 'format',
      condition: 'format',
    })
    expect(readEstimateQuery({ town: '2400', kind: '1', living: String(ESTIMATE_BOUNDS.area.max + 1), beds: '21' }).problems).toEqual({
      living: 'range',
      beds: 'range',
    })
    expect(readEstimateQuery({ town: '24000', kind: '1', living: '5' }).problems).toEqual({ town: 'format', living: 'range' })
  })

  test('refuses long, repeated and odd values without reading them', () => {
    expect(readEstimateQuery({ town: '2'.repeat(10_000), kind: '1', living: '150' }).problems).toEqual({ town: 'format' })
    expect(readEstimateQuery({ town: ['2400', '2490'], kind: '1', living: '150' }).problems).toEqual({ town: 'format' })
    expect(readEstimateQuery({ town: '2400', kind: '1', living: '1e3' }).problems).toEqual({ living: 'format' })
    expect(readEstimateQuery({ town: '2400', kind: '99999999999', living: '150' }).problems).toEqual({ kind: 'format' })
  })
})
