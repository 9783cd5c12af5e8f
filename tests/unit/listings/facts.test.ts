import { describe, expect, it } from '@jest/globals'

import { t } from '../../../src/i18n/dictionary'
import { energyOf, propertyFacts, type DetailProperty } from '../../../src/listings/facts'

const nl = (key: Parameters<typeof t>[0], values?: Record<string, string | number>) => t(key, 'nl', values)

const base = {
  id: 1,
  externalId: 2101,
  title: 'Woning',
  zip: '3920',
  city: 'Lommel',
  goal: 'sale',
  updatedAt: '',
  createdAt: '',
} as unknown as DetailProperty

describe('propertyFacts (property detail groups)', () => {
  it('shows only fields with a value, formatted in Belgian Dutch', () => {
    const groups = propertyFacts(
      {
        ...base,
        price: 349000,
        surfaceLiving: 182,
        bedrooms: 3,
        garden: true,
        permit: 'yes',
        cadastralIncome: 1250,
        // The CRM's stored cost fields: never a second cost figure beside the calculator's.
        notaryFeeIncVat: 3200,
        registrationRight: 6000,
        vatValue: 21000,
        totalCost: 358200,
      },
      nl,
    )
    const flat = Object.fromEntries(groups.flatMap((g) => g.rows.map((r) => [r.key, r.value])))
    expect(flat).toMatchObject({
      price: '€\u00a0349.000',
      surfaceLiving: '182 m²',
      bedrooms: '3',
      garden: 'Ja',
      permit: 'Ja (Vg)',
      cadastralIncome: '€\u00a01.250',
    })
    expect(flat).not.toHaveProperty('bathrooms')
    for (const key of ['notaryFeeIncVat', 'notaryFeeExVat', 'registrationRight', 'vatValue', 'totalCost'])
      expect(flat).not.toHaveProperty(key)
    expect(groups.map((g) => g.key)).toEqual(['general', 'surfaces', 'comfort', 'legal', 'financial'])
  })

  it('says "price on request" when the price is not published and "starting from" for PriceUnit 7', () => {
    const hidden = propertyFacts({ ...base, price: 300000, publishPrice: false }, nl)
    expect(hidden.find((g) => g.key === 'financial')!.rows[0].value).toBe('Prijs op aanvraag')
    const from = propertyFacts({ ...base, price: 270000, priceUnit: 7 }, nl)
    expect(from.find((g) => g.key === 'financial')!.rows[0].value).toBe('Vanaf €\u00a0270.000')
  })

  it('gives rentals their rental terms instead of purchase costs', () => {
    const groups = propertyFacts(
      { ...base, goal: 'rent', price: 850, chargesRenter: 50, depositMonths: 3, minimumIncome: 2550, availability: 'immediately' },
      nl,
    )
    const rent = groups.find((g) => g.key === 'rent')!
    expect(rent.rows.map((r) => [r.label, r.value])).toEqual([
      ['Huurprijs per maand', '€\u00a0850'],
      ['Kosten huurder per maand', '€\u00a050'],
      ['Huurwaarborg', '3 maanden huur'],
      ['Beschikbaarheid', 'Onmiddellijk'],
      ['Minimum maandinkomen', '€\u00a02.550'],
    ])
    expect(groups.find((g) => g.key === 'financial')).toBeUndefined()
  })

  it('puts a rental’s rent facts first: rent, charges, deposit, availability and conditions (issue 37 point 4)', () => {
    const groups = propertyFacts(
      {
        ...base,
        goal: 'rent',
        price: 950,
        chargesRenter: 75,
        depositMonths: 3,
        availability: 'from-date',
        availableFrom: '2027-02-01T10:00:00.000Z',
        inventory: true,
        maximumPersons: 4,
        constructionYear: 1995,
      },
      nl,
    )
    expect(groups[0].key).toBe('rent')
    expect(groups[0].rows.map((r) => r.key)).toEqual([
      'price',
      'chargesRenter',
      'depositMonths',
      'availability',
      'inventory',
      'maximumPersons',
    ])
    expect(groups[0].rows.find((r) => r.key === 'availability')!.value).toContain('01-02-2027')
    // Said once: not again among the general facts.
    expect(groups.find((g) => g.key === 'general')!.rows.some((r) => r.key === 'availability')).toBe(false)
    // A sale keeps its order and its availability among the general facts.
    const sale = propertyFacts({ ...base, availability: 'immediately', constructionYear: 1995 }, nl)
    expect(sale[0].key).toBe('general')
    expect(sale[0].rows.some((r) => r.key === 'availability')).toBe(true)
  })

  it('shows the EPC value, its label by region and the certificate date', () => {
    const groups = propertyFacts({ ...base, energyPerformance: 350, co2Emission: 42, epcDate: '2024-05-02T10:00:00.000Z' }, nl)
    const energy = groups.find((g) => g.key === 'energy')!
    expect(energy.rows.map((r) => r.value)).toEqual(['350 kWh/m²', 'D', '42 kg CO₂/m²', '02-05-2024'])
    expect(propertyFacts({ ...base, epcStatus: 'in-application' }, nl).find((g) => g.key === 'energy')!.rows[0].value).toBe('In aanvraag')
  })

  it('Brussels and Wallonia: "in application" never stands in for the PEB (issue 32 point 6)', () => {
    for (const zip of ['1000', '4000'])
      expect(
        propertyFacts({ ...base, zip, epcStatus: 'in-application' }, nl).find((g) => g.key === 'energy')?.rows ?? [],
      ).not.toContainEqual(expect.objectContaining({ value: 'In aanvraag' }))
  })

  it('names the urban-planning items with their official abbreviations (VCRO art. 5.2.1)', () => {
    const legal = propertyFacts(
      {
        ...base,
        permit: 'no',
        allotmentPermit: 'yes',
        preemptiveRights: 'no',
        summons: 'yes',
        judicialDecision: 'no',
        planningDestination: 'Woongebied',
      },
      nl,
    ).find((g) => g.key === 'legal')!
    expect(Object.fromEntries(legal.rows.map((r) => [r.key, r.value]))).toMatchObject({
      permit: 'Nee (Gvg)',
      allotmentPermit: 'Ja (Vv)',
      preemptiveRights: 'Nee (Gvkr)',
      summons: 'Ja (Dv)',
      judicialDecision: 'Nee (Gmo)',
      planningDestination: 'Woongebied (Wg)',
    })
  })
})

describe('energyOf (EPC label by region, renovation obligation)', () => {
  it('uses the Flemish table for Lommel and the Brussels and Walloon tables by postal code', () => {
    expect(energyOf({ zip: '3920', energyPerformance: 450, goal: 'sale' })).toEqual({
      label: 'e',
      labelText: 'E',
      value: 450,
      renovationObligation: true,
    })
    expect(energyOf({ zip: '1000', energyPerformance: 100, goal: 'sale' }).labelText).toBe('C+')
    expect(energyOf({ zip: '4000', energyPerformance: 100, goal: 'sale' }).labelText).toBe('B')
    expect(energyOf({ zip: '1000', countryId: '50', epcLabelText: 'B', energyPerformance: null, goal: 'sale' }).labelText).toBe('B')
  })
  it('only sales of E and F homes carry the renovation obligation', () => {
    expect(energyOf({ zip: '3920', energyPerformance: 250, goal: 'sale' }).renovationObligation).toBe(false)
    expect(energyOf({ zip: '3920', energyPerformance: 550, goal: 'rent' }).renovationObligation).toBe(false)
  })
})
