import { describe, expect, it } from '@jest/globals'

import { addRecent, MAX_RECENT, readRecent, recentToShow } from '../../../src/lib/recentlyViewed'

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 9, minute))

describe('recentlyViewed (issue 37.5)', () => {
  it('puts the listing just opened first, once', () => {
    let list = addRecent([], 1529, at(1))
    list = addRecent(list, 2001, at(2))
    list = addRecent(list, 1529, at(3))
    expect(list).toEqual([
      { id: 1529, at: at(3).toISOString() },
      { id: 2001, at: at(2).toISOString() },
    ])
  })

  it(`keeps the ${MAX_RECENT} newest`, () => {
    let list = addRecent([], 1000, at(0))
    for (let i = 1; i <= MAX_RECENT + 3; i++) list = addRecent(list, 1000 + i, at(i))
    expect(list).toHaveLength(MAX_RECENT)
    expect(list[0].id).toBe(1000 + MAX_RECENT + 3)
    expect(list.map((e) => e.id)).not.toContain(1000)
  })

  it('accepts only valid stored entries, newest first, and ignores a bad id', () => {
    expect(
      readRecent([
        { id: 5, at: at(1).toISOString() },
        { id: 7, at: at(4).toISOString() },
        { id: 5, at: at(9).toISOString() },
        { id: -1, at: at(2).toISOString() },
        { id: 8, at: 'yesterday' },
        { id: 'x' },
        null,
      ]),
    ).toEqual([
      { id: 7, at: at(4).toISOString() },
      { id: 5, at: at(1).toISOString() },
    ])
    expect(readRecent('[]')).toEqual([])
    expect(addRecent([], 0, at(1))).toEqual([])
  })

  it('leaves the page’s own listing out of the strip', () => {
    const list = [
      { id: 3, at: at(3).toISOString() },
      { id: 2, at: at(2).toISOString() },
    ]
    expect(recentToShow(list, 3)).toEqual([2])
    expect(recentToShow(list)).toEqual([3, 2])
  })
})
