import { describe, expect, it } from '@jest/globals'

import { SLUG_MAX_LENGTH, slugify } from '../../../src/lib/slug'

describe('slugify', () => {
  it('lower-cases, strips accents and joins words with hyphens', () => {
    expect(slugify('Instapklare gezinswoning met zonnige tuin')).toBe('instapklare-gezinswoning-met-zonnige-tuin')
    expect(slugify('Résidence « Les Érables » à Genk')).toBe('residence-les-erables-a-genk')
    expect(slugify('  Studio / kot  ')).toBe('studio-kot')
  })

  it('cuts at a word boundary so the slug stays within about 70 characters (spec section 9)', () => {
    const title = 'Uitzonderlijk ruime en volledig gerenoveerde villa met zwembad, poolhouse en paardenstallen'
    const slug = slugify(title)
    expect(slug).toBe('uitzonderlijk-ruime-en-volledig-gerenoveerde-villa-met-zwembad')
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
  })

  it('keeps a slug of exactly the limit and cuts one single over-long word hard', () => {
    const exact = 'a'.repeat(30) + '-' + 'b'.repeat(39)
    expect(slugify(exact)).toBe(exact)
    expect(slugify('x'.repeat(90))).toBe('x'.repeat(70))
  })
})
