import { describe, expect, it } from '@jest/globals'

import { isPossibleId, whereValuesProblem, type QueryFields } from '../../../src/api/queryValues'

const properties: QueryFields = {
  idType: 'number',
  kinds: { price: 'number', updatedAt: 'date', availableFrom: 'date', location: 'point', title: 'other', city: 'other' },
}

describe('query values the database cannot compare', () => {
  it('takes whole numbers as ids of a SQL collection, anything non-empty as a text id', () => {
    for (const id of ['1', 12, '2368']) expect(isPossibleId(id, 'number')).toBe(true)
    for (const id of ['abc', '1e400', '', ' ', '1.5', 'NaN', 'Infinity', null, undefined, {}])
      expect(isPossibleId(id, 'number')).toBe(false)
    expect(isPossibleId('65a1f0c2e4b0a1b2c3d4e5f6', 'text')).toBe(true)
    expect(isPossibleId('', 'text')).toBe(false)
  })

  it('passes the queries the site and the admin make', () => {
    for (const where of [
      undefined,
      { price: { greater_than_equal: '250000' }, title: { like: 'villa' } },
      { id: { in: '1,2,3' } },
      { id: { in: [4, 5] }, updatedAt: { greater_than: '2026-11-01T00:00:00.000Z' } },
      { or: [{ price: { equals: null } }, { availableFrom: { less_than_equal: '2026-12-01' } }] },
      { and: [{ location: { near: '5.3,51.2,0,5000' } }, { city: { in: 'a,b' } }] },
      { price: { exists: 'true' } },
    ])
      expect(whereValuesProblem(where, properties)).toBeNull()
  })

  it('names the first value a field cannot compare, in and/or too', () => {
    expect(whereValuesProblem({ id: { in: 'a,b' } }, properties)).toBe('where: id takes whole numbers (got "a").')
    expect(whereValuesProblem({ id: { equals: '1e400' } }, properties)).toBe('where: id takes whole numbers (got "1e400").')
    expect(whereValuesProblem({ updatedAt: { less_than: 'x' } }, properties)).toBe(
      'where: updatedAt takes dates such as 2026-11-27 (got "x").',
    )
    expect(whereValuesProblem({ price: { all: 'a' } }, properties)).toBe('where: price takes numbers (got "a").')
    expect(whereValuesProblem({ or: [{ title: { equals: 'x' } }, { price: { near: '1,2' } }] }, properties)).toBe(
      'where: near applies only to point fields, not to price.',
    )
    expect(whereValuesProblem({ and: { 0: { availableFrom: { in: ['2026-01-01', 'soon'] } } } }, properties)).toBe(
      'where: availableFrom takes dates such as 2026-11-27 (got "soon").',
    )
  })

  it('leaves text ids, dotted paths and unknown fields to Payload', () => {
    expect(whereValuesProblem({ id: { equals: 'abc' } }, { ...properties, idType: 'text' })).toBeNull()
    expect(whereValuesProblem({ 'city.name': { equals: 'x' }, nope: { equals: 'x' } }, properties)).toBeNull()
  })
})
