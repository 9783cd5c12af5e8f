import { describe, expect, it } from '@jest/globals'

import { decodeSegment, isDecodablePath, slashedLocation } from '../../../src/routing/publicUrl'

describe('slashedLocation (issue 12: one redirect to the slashed path)', () => {
  it('adds the final slash to the raw path and keeps the query string', () => {
    expect(slashedLocation('/nl', '')).toBe('/nl/')
    expect(slashedLocation('/nl/te-koop', '?city=3920&page=2')).toBe('/nl/te-koop/?city=3920&page=2')
    expect(slashedLocation('/fr/a-vendre/lommel/maison/2101', '')).toBe('/fr/a-vendre/lommel/maison/2101/')
    // Percent-encoding is passed on as it came.
    expect(slashedLocation('/nl/caf%C3%A9', '')).toBe('/nl/caf%C3%A9/')
  })

  it('leaves a slashed path alone, so a redirect can never point at itself', () => {
    for (const path of ['/nl/', '/nl/te-koop/', '/']) expect([path, slashedLocation(path, '?a=1')]).toEqual([path, null])
    for (const path of ['/nl', '/nl/login', '/nl/portaal']) expect(slashedLocation(path, '')).not.toBe(path)
  })

  it('never produces a protocol-relative Location', () => {
    expect(slashedLocation('//evil.example/nl', '')).toBe('/evil.example/nl/')
  })

  it('drops an empty query marker', () => {
    expect(slashedLocation('/nl/login', '?')).toBe('/nl/login/')
  })
})

describe('decodeSegment', () => {
  it('decodes valid percent-encoding and rejects invalid sequences', () => {
    expect(decodeSegment('caf%C3%A9')).toBe('café')
    expect(decodeSegment('te-koop')).toBe('te-koop')
    expect(decodeSegment('%ff%fe')).toBeNull()
    expect(decodeSegment('%')).toBeNull()
    expect(decodeSegment('%E0%A4%A')).toBeNull()
  })
})

describe('isDecodablePath', () => {
  it('accepts plain and validly encoded paths, rejects undecodable ones', () => {
    for (const path of ['/', '/nl/te-koop/', '/nl/caf%C3%A9/', '/nl/a%20b']) expect([path, isDecodablePath(path)]).toEqual([path, true])
    for (const path of ['/nl/%ff%fe/', '/nl/te-koop/%/', '/nl/%E0%A4%A/', '/%ff'])
      expect([path, isDecodablePath(path)]).toEqual([path, false])
  })
})
