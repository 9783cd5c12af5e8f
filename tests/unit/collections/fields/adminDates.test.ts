import { describe, expect, it } from '@jest/globals'
import type { Field } from 'payload'

import { belgianDatePicker, belgianDates } from '../../../../collections/fields/dates'

describe('dates in the admin as staff read them in Belgium (issue 36, point 3)', () => {
  it('a date and time is 28-11-2026 14:05 on a 24-hour clock', () => {
    expect(belgianDatePicker({ pickerAppearance: 'dayAndTime' })).toEqual({
      pickerAppearance: 'dayAndTime',
      displayFormat: 'dd-MM-yyyy HH:mm',
      timeFormat: 'HH:mm',
    })
    expect(belgianDatePicker({ pickerAppearance: 'timeOnly' })).toMatchObject({ displayFormat: 'HH:mm', timeFormat: 'HH:mm' })
  })
  it('a day is 28-11-2026, with or without a picker appearance named', () => {
    expect(belgianDatePicker()).toEqual({ displayFormat: 'dd-MM-yyyy' })
    expect(belgianDatePicker({ pickerAppearance: 'dayOnly' })).toEqual({ pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' })
  })
  it('a field that names its own format keeps it', () => {
    expect(belgianDatePicker({ pickerAppearance: 'dayOnly', displayFormat: 'd MMM' })).toMatchObject({ displayFormat: 'd MMM' })
  })
  it('reaches date fields in rows, tabs and arrays', () => {
    const fields: Field[] = [
      { type: 'row', fields: [{ name: 'a', type: 'date' }] },
      { type: 'tabs', tabs: [{ label: 'T', fields: [{ name: 'b', type: 'array', fields: [{ name: 'c', type: 'date' }] }] }] },
    ]
    expect(JSON.stringify(belgianDates(fields)).match(/dd-MM-yyyy/g)).toHaveLength(2)
  })
})
