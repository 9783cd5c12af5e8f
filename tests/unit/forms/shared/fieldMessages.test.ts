import { describe, expect, it } from '@jest/globals'

import { siteContactSchema as contactSchema } from '../../../../src/forms/contact/schema'
import { readMessage, translated } from '../../../../src/forms/shared/fieldMessage'
import { fieldErrorsOf } from '../../../../src/forms/shared/validation'
import { valuationSchema } from '../../../../src/forms/valuation/schema'
import { translatorFor } from '../../../../src/i18n/dictionary'

/** Issue 37.8: a filled field that is wrong says what is wrong (format, length, range), in nl, fr and en. */
const person = { firstName: 'Eva', lastName: 'Claes', email: 'eva@example.be', phone: '0475123456' }
const valuation = { ...person, goal: 'sell', street: 'Markt', zip: '2400', city: 'Mol' }
const errorsOf = (result: { success: boolean; error?: unknown }) => (result.success ? {} : fieldErrorsOf(result.error as never))
const inEvery = (message: string | undefined) =>
  (['nl', 'fr', 'en'] as const).map((locale) => translated(translatorFor(locale), message ?? ''))

describe('field messages name what is wrong', () => {
  it('the valuation request needs no salutation', () => {
    expect(valuationSchema.safeParse(valuation).success).toBe(true)
  })

  it('a postcode of letters is a format error, one of five digits or below 1000 a range error', () => {
    const letters = errorsOf(valuationSchema.safeParse({ ...valuation, zip: 'ABCD' })).zip
    const five = errorsOf(valuationSchema.safeParse({ ...valuation, zip: '99999' })).zip
    const low = errorsOf(valuationSchema.safeParse({ ...valuation, zip: '0999' })).zip
    expect(letters).toBe('validation.invalid.zipFormat')
    expect(five).toBe('validation.invalid.zipRange')
    expect(low).toBe('validation.invalid.zipRange')
    expect(errorsOf(valuationSchema.safeParse({ ...valuation, zip: '' })).zip).toBe('validation.required.zip')
    expect(inEvery(letters)).toEqual([
      'Een postcode bestaat alleen uit cijfers, bijvoorbeeld 2400',
      'Un code postal ne contient que des chiffres, par exemple 2400',
      'A postal code has digits only, for example 2400',
    ])
    expect(inEvery(five)).toEqual([
      'Een Belgische postcode heeft 4 cijfers, van 1000 tot 9999',
      'Un code postal belge a 4 chiffres, de 1000 à 9999',
      'A Belgian postal code has 4 digits, from 1000 to 9999',
    ])
  })

  it('a 300-character first name is too long, with the maximum, not "required"', () => {
    const message = errorsOf(valuationSchema.safeParse({ ...valuation, firstName: 'a'.repeat(300) })).firstName
    expect(readMessage(message!)).toEqual({ key: 'validation.tooLong', values: { max: '100' } })
    expect(inEvery(message)).toEqual([
      'Te lang: maximaal 100 tekens',
      'Trop long : 100 caractères au maximum',
      'Too long: at most 100 characters',
    ])
  })

  it('a 60,000-character message is too long, not "enter your message"', () => {
    const input = { ...person, title: 'ms', message: 'x'.repeat(60_000) }
    const message = errorsOf(contactSchema.safeParse(input)).message
    expect(inEvery(message)).toEqual([
      'Te lang: maximaal 5000 tekens',
      'Trop long : 5000 caractères au maximum',
      'Too long: at most 5000 characters',
    ])
    expect(errorsOf(contactSchema.safeParse({ ...input, message: '' })).message).toBe('validation.required.message')
  })

  it('a 300-character e-mail address is too long, not "required"', () => {
    const message = errorsOf(valuationSchema.safeParse({ ...valuation, email: `${'a'.repeat(290)}@example.be` })).email
    expect(readMessage(message!).key).toBe('validation.tooLong')
  })
})
