import { describe, expect, it } from '@jest/globals'

import { singleLocation } from '../../../src/lib/headers'

describe('singleLocation (issue 19.1: one Location per response)', () => {
  it('keeps the first of a repeated Location', () => {
    expect(singleLocation(['/nl/te-koop/mol/woning/2449/', '/nl/te-koop/mol/woning/2449/'])).toBe('/nl/te-koop/mol/woning/2449/')
    expect(singleLocation(['/a/', '/b/'])).toBe('/a/')
  })

  it('leaves a single value or no value unchanged', () => {
    expect(singleLocation('/nl/')).toBe('/nl/')
    expect(singleLocation(undefined)).toBeUndefined()
    expect(singleLocation([])).toBe('')
  })
})
