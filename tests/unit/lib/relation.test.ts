import { describe, expect, it } from '@jest/globals'

import { relationId } from '../../../src/lib/relation'

describe('relationId', () => {
  it('reads the id of a populated relation and takes a bare id as it is', () => {
    expect(relationId({ id: 12, title: 'Huis' })).toBe(12)
    expect(relationId(12)).toBe(12)
  })

  it('keeps a MongoDB id a string (no Number() that would make it NaN)', () => {
    expect(relationId<string>('6650f1c2a4e8b2a1c3d4e5f6')).toBe('6650f1c2a4e8b2a1c3d4e5f6')
    expect(relationId<string>({ id: '6650f1c2a4e8b2a1c3d4e5f6' })).toBe('6650f1c2a4e8b2a1c3d4e5f6')
  })

  it('gives null for an empty relation', () => {
    for (const value of [null, undefined, {}, { id: null }, false]) expect(relationId(value)).toBeNull()
  })

  it('keeps the id 0', () => {
    expect(relationId(0)).toBe(0)
    expect(relationId({ id: 0 })).toBe(0)
  })
})
