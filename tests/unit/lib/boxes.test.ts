import { describe, expect, it } from '@jest/globals'

import { anyUnder, boxesOverlap, hasArea, samplePoints } from '../../../src/lib/boxes'

const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height })

describe('boxes on the screen (issue 37 points 1 and 9)', () => {
  it('overlap only when they share an area', () => {
    const bar = box(0, 780, 390, 64)
    expect(boxesOverlap(bar, box(16, 760, 358, 44))).toBe(true)
    expect(boxesOverlap(bar, box(16, 736, 358, 44))).toBe(false) // ends where the bar starts
    expect(boxesOverlap(bar, box(16, 844, 358, 44))).toBe(false) // below the screen
    expect(boxesOverlap(box(326, 700, 48, 48), box(300, 720, 30, 20))).toBe(true) // the end of a right-aligned value
  })

  it('ignores boxes without an area (fields not displayed)', () => {
    expect(hasArea(box(10, 800, 0, 0))).toBe(false)
    expect(anyUnder(box(0, 780, 390, 64), [box(10, 800, 0, 0), box(10, 100, 100, 40)])).toBe(false)
    expect(anyUnder(box(0, 780, 390, 64), [box(10, 100, 100, 40), box(10, 790, 100, 40)])).toBe(true)
  })

  it('spreads sample points over a box, inside its edges', () => {
    const points = samplePoints(box(326, 700, 48, 48))
    expect(points).toHaveLength(9)
    expect(points[0]).toEqual({ x: 330, y: 704 })
    expect(points[8]).toEqual({ x: 370, y: 744 })
    expect(samplePoints(box(0, 0, 10, 10), 1, 0)).toEqual([{ x: 5, y: 5 }])
  })
})
