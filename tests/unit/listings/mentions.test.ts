import { describe, expect, it } from '@jest/globals'

import {
  advertMentions,
  destinationAbbreviation,
  missingMentions,
  needsFloodSymbol,
  planningAbbreviation,
  requiredMentions,
  type MentionSource,
} from '../../../src/listings/mentions'

/** A Flemish house for sale with every mention filled in. */
const complete: MentionSource = {
  zip: '2400',
  countryId: 10,
  goal: 'sale',
  epcStatus: 'available',
  energyPerformance: 250,
  co2Emission: 50,
  pScore: 'A',
  gScore: 'B',
  permit: 'yes',
  allotmentPermit: 'no',
  planningDestination: 'Woongebied',
  preemptiveRights: 'no',
  summons: 'no',
  judicialDecision: 'no',
}
const brussels: MentionSource = {
  zip: '1050',
  countryId: 10,
  goal: 'sale',
  epcStatus: 'available',
  energyPerformance: 180,
  co2Emission: 36,
}
const wallonia: MentionSource = { zip: '4000', countryId: 10, goal: 'rent', epcStatus: 'available', energyPerformance: 300 }

describe('missing mentions by region and goal', () => {
  it.each<[string, MentionSource, string[]]>([
    ['Flanders, sale, complete', complete, []],
    ['Flanders, sale, no EPC value (a CRM row without EnergyPerformance)', { ...complete, energyPerformance: null }, ['epc']],
    ['Flanders, sale, EPC in application', { ...complete, epcStatus: 'in-application' }, ['epc']],
    [
      'Flanders, land: no EPC, no G-score required',
      { ...complete, epcStatus: 'not-applicable', energyPerformance: null, gScore: null },
      [],
    ],
    ['Flanders, sale, no flood scores', { ...complete, pScore: '', gScore: null }, ['pScore', 'gScore']],
    ['Flanders, sale, a flood score that is not A-D', { ...complete, pScore: 'X' }, ['pScore']],
    ['Flanders, sale, permit on request', { ...complete, permit: 'on-request' }, ['permit']],
    [
      'Flanders, sale, no planning data at all',
      {
        ...complete,
        permit: null,
        allotmentPermit: null,
        planningDestination: ' ',
        preemptiveRights: null,
        summons: null,
        judicialDecision: null,
      },
      ['permit', 'planningDestination', 'summons', 'judicialDecision', 'preemptiveRights', 'allotmentPermit'],
    ],
    [
      'Flanders, ordinary rental: only the EPC',
      { zip: '2400', countryId: 10, goal: 'rent', epcStatus: 'available', energyPerformance: 150 },
      [],
    ],
    ['Flanders, rental without EPC', { zip: '2400', countryId: 10, goal: 'rent', epcStatus: 'available' }, ['epc']],
    ['Brussels, sale, class and CO₂', brussels, []],
    ['Brussels, sale, no CO₂', { ...brussels, co2Emission: null }, ['co2']],
    ['Brussels, sale, PEB in application', { ...brussels, epcStatus: 'in-application' }, ['epc', 'co2']],
    ['Brussels, rental, no PEB at all', { zip: '1000', countryId: 10, goal: 'rent', epcStatus: 'available' }, ['epc', 'co2']],
    ['Brussels edge 1299 is Brussels', { ...brussels, zip: '1299', co2Emission: null }, ['co2']],
    ['Wallonia, rental, complete', wallonia, []],
    ['Wallonia, PEB in application', { ...wallonia, epcStatus: 'in-application' }, ['epc']],
    ['Walloon Brabant 1300 is Wallonia: no CO₂ required', { ...wallonia, zip: '1300', co2Emission: null }, []],
    ['Luxembourg: the certificate label', { zip: 'L-1111', countryId: 50, goal: 'sale', epcStatus: 'available', epcLabelText: 'C' }, []],
    ['Luxembourg without label', { zip: 'L-1111', countryId: 50, goal: 'sale', epcStatus: 'available' }, ['epc']],
  ])('%s', (_name, source, missing) => {
    expect(missingMentions(source)).toEqual(missing)
  })

  it('the planning and flood mentions are required of Flemish sales only', () => {
    expect(requiredMentions(complete)).toEqual([
      'epc',
      'pScore',
      'gScore',
      'permit',
      'planningDestination',
      'summons',
      'judicialDecision',
      'preemptiveRights',
      'allotmentPermit',
    ])
    expect(requiredMentions(brussels)).toEqual(['epc', 'co2'])
    expect(requiredMentions(wallonia)).toEqual(['epc'])
  })
})

describe('what an advert shows', () => {
  it('label and score; the flood scores in Flanders', () => {
    expect(advertMentions(complete)).toEqual({ epcLabel: 'C', epcValue: 250, pScore: 'A', gScore: 'B' })
  })

  it('the flood symbol when either score is D', () => {
    expect(advertMentions({ ...complete, pScore: 'd' })).toMatchObject({ pScore: 'D', flood: true })
    expect(advertMentions({ ...complete, gScore: 'D' })).toMatchObject({ gScore: 'D', flood: true })
    expect(advertMentions({ ...complete, pScore: 'C', gScore: 'C' }).flood).toBeUndefined()
    expect(needsFloodSymbol('C', 'D')).toBe(true)
    expect(needsFloodSymbol(null, 'C')).toBe(false)
  })

  it('Brussels: the CO₂ emission beside the class', () => {
    expect(advertMentions(brussels)).toEqual({ epcLabel: 'D', epcValue: 180, co2: 36 })
    expect(advertMentions({ ...complete, co2Emission: 50 }).co2).toBeUndefined()
  })

  it('"in application" never stands in for a label', () => {
    expect(advertMentions({ ...brussels, epcStatus: 'in-application' })).toEqual({})
    expect(advertMentions({ ...wallonia, epcStatus: 'in-application' })).toEqual({})
    expect(advertMentions({ ...complete, epcStatus: 'in-application' })).toEqual({ pScore: 'A', gScore: 'B' })
  })
})

describe('urban-planning abbreviations (VCRO art. 5.2.1 legend)', () => {
  it.each([
    ['permit', 'yes', 'Vg'],
    ['permit', 'no', 'Gvg'],
    ['allotmentPermit', 'yes', 'Vv'],
    ['allotmentPermit', 'no', 'Gvv'],
    ['preemptiveRights', 'yes', 'Vkr'],
    ['preemptiveRights', 'no', 'Gvkr'],
    ['summons', 'yes', 'Dv'],
    ['summons', 'no', undefined],
    ['judicialDecision', 'yes', 'Ho'],
    ['judicialDecision', 'no', 'Gmo'],
    ['permit', 'on-request', undefined],
  ] as const)('%s %s → %s', (mention, value, abbreviation) => {
    expect(planningAbbreviation(mention, value)).toBe(abbreviation)
  })

  it('destinations', () => {
    expect(destinationAbbreviation('Woongebied')).toBe('Wg')
    expect(destinationAbbreviation('woongebied  met landelijk karakter')).toBe('WgLk')
    expect(destinationAbbreviation('Agrarisch gebied')).toBe('Ag')
    expect(destinationAbbreviation('Somewhere else')).toBeUndefined()
  })
})
