import { describe, expect, it } from '@jest/globals'

import { choicesFor, offers, townChoice, typeChoice, type SearchChoice } from '../../../src/listings/searchChoices'

const towns: SearchChoice[] = [
  ['2370', 'Arendonk [2370]', 12, null],
  ['2400', 'Mol [2400]', 4, 2],
  ['3920', 'Lommel [3920]', null, 7],
]

describe('the search choices sent to the search box and list filters', () => {
  it('gives each goal its own options, with their counts, in the source order', () => {
    expect(choicesFor(towns, 'sale')).toEqual([
      { value: '2370', label: 'Arendonk [2370]', count: 12 },
      { value: '2400', label: 'Mol [2400]', count: 4 },
    ])
    expect(choicesFor(towns, 'rent')).toEqual([
      { value: '2400', label: 'Mol [2400]', count: 2 },
      { value: '3920', label: 'Lommel [3920]', count: 7 },
    ])
  })

  it('keeps an offered type with no listings (count 0) and leaves out a goal it is not offered for', () => {
    const types = [typeChoice('1', 'Huis', { sale: true, rent: true }, { sale: 0, rent: 3 })!]
    expect(choicesFor(types, 'sale')).toEqual([{ value: '1', label: 'Huis', count: 0 }])
    expect(typeChoice('9', 'Handelspand', { sale: true, rent: false }, { sale: 2, rent: 5 })).toEqual(['9', 'Handelspand', 2, null])
    expect(typeChoice('9', 'Handelspand', { sale: false, rent: false }, { sale: 2, rent: 5 })).toBeNull()
  })

  it('offers a town for a goal only while it has listings for it', () => {
    expect(townChoice('2400', 'Mol [2400]', { sale: 4, rent: 0 })).toEqual(['2400', 'Mol [2400]', 4, null])
    expect(townChoice('2400', 'Mol [2400]', { sale: 0, rent: 0 })).toBeNull()
  })

  it('says which chosen values the other goal offers too', () => {
    expect(offers(towns, 'rent', '2400')).toBe(true)
    expect(offers(towns, 'rent', '2370')).toBe(false)
    expect(offers(towns, 'sale', '3920')).toBe(false)
    expect(offers(towns, 'sale', '9999')).toBe(false)
  })

  it('sends each town once, not once per goal: the embedded payload is a fraction of the option objects', () => {
    const many: SearchChoice[] = Array.from({ length: 40 }, (_, i) => [String(2000 + i), `Gemeente ${i} [${2000 + i}]`, 10, 3])
    const asObjects = JSON.stringify({ sale: choicesFor(many, 'sale'), rent: choicesFor(many, 'rent') })
    expect(JSON.stringify(many).length).toBeLessThan(asObjects.length / 2)
  })
})
