import { goalLabel, goalOptions, marqueeLabel, marqueeOptions, propertyStatusLabel, propertyStatusOptions } from '@/lib/crmLabels'
import { MARQUEE_CODES } from '@/lib/marquee'

describe('CRM code labels for staff', () => {
  it('names the goal in the admin language, never by its code', () => {
    expect(goalLabel('sale', 'nl')).toBe('Te koop')
    expect(goalLabel('sale', 'en')).toBe('For sale')
    expect(goalLabel('rent', 'fr')).toBe('À louer')
    expect(goalLabel('rent', 'de')).toBe('For rent')
  })
  it('names every marquee code, stored as a number or a string', () => {
    for (const code of MARQUEE_CODES) expect(marqueeLabel(code, 'nl')).not.toMatch(/^\d+$/)
    expect(marqueeLabel('3', 'nl')).toBe('In optie')
    expect(marqueeLabel(4, 'en')).toBe('Sold / rented')
  })
  it('names the display states', () => {
    expect(propertyStatusLabel('sold', 'nl')).toBe('Verkocht')
    expect(propertyStatusLabel('for-rent', 'en')).toBe('For rent')
  })
  it('shows an unknown value as it is', () => {
    expect(goalLabel('lease', 'nl')).toBe('lease')
    expect(marqueeLabel(99, 'nl')).toBe('99')
    expect(propertyStatusLabel(null, 'nl')).toBe('')
  })
  it('gives select options with the stored values and no code in the labels', () => {
    expect(goalOptions().map((o) => o.value)).toEqual(['sale', 'rent'])
    expect(marqueeOptions().map((o) => o.value)).toEqual(MARQUEE_CODES.map(String))
    expect(propertyStatusOptions().map((o) => o.value)).toEqual(['for-sale', 'for-rent', 'sold', 'rented', 'under-option', 'to-take-over'])
    for (const option of [...goalOptions(), ...marqueeOptions(), ...propertyStatusOptions()]) {
      expect(Object.keys(option.label).sort()).toEqual(['en', 'fr', 'nl'])
      expect(Object.values(option.label).join(' ')).not.toMatch(/CRM|\d/)
    }
  })
})
