import { describe, expect, it } from '@jest/globals'

import { siteContactSchema, smallContactSchema } from '../../../src/forms/contact/schema'
import { fieldLines } from '../../../src/forms/shared/emailText'
import { t, translatorWith } from '../../../src/i18n/dictionary'
import { parseAmount } from '../../../src/forms/shared/fields'
import { hashEmail, hashIp } from '../../../src/limits/keys'
import { dropHiddenFields, fieldErrorsOf } from '../../../src/forms/shared/validation'
import { answerStoredSubmission, thankYouResult } from '../../../src/forms/shared/thankYou'
import { buildRouteTable } from '../../../src/routing/routeTable'

const person = { title: 'mr', firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be', phone: '011 54 32 10' }

describe('form schemas: one schema for the form and the server, messages as dictionary keys', () => {
  it('accepts a complete site contact and trims it', () => {
    const parsed = siteContactSchema.parse({ ...person, firstName: '  Jan ', message: 'Hallo', utm: { utm_source: 'x', other: 'y' } })
    expect(parsed).toMatchObject({ firstName: 'Jan', locale: 'nl', homepage: '', utm: { utm_source: 'x' } })
    expect(parsed.utm).not.toHaveProperty('other')
  })

  it('gives the spec messages per field', () => {
    const result = siteContactSchema.safeParse({ title: '', firstName: '', lastName: ' ', email: 'nope', phone: '', message: '' })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(fieldErrorsOf(result.error)).toEqual({
      title: 'validation.required.title',
      firstName: 'validation.required.firstName',
      lastName: 'validation.required.lastName',
      email: 'validation.invalid.email',
      phone: 'validation.required.phone',
      message: 'validation.required.message',
    })
    const empty = siteContactSchema.safeParse({ ...person, email: '', message: 'x' })
    expect(empty.success || fieldErrorsOf(empty.error)).toEqual({ email: 'validation.required.email' })
  })

  it('accepts Belgian and international phone numbers, refuses text', () => {
    for (const phone of ['0475123456', '0475 12 34 56', '+32 475 12 34 56', '011/54.32.10'])
      expect(siteContactSchema.safeParse({ ...person, phone, message: 'x' }).success).toBe(true)
    for (const phone of ['12345', 'call me', '0475-12-34-56-78-90-12-34'])
      expect(siteContactSchema.safeParse({ ...person, phone, message: 'x' }).success).toBe(false)
  })

  it('small contact: no title, phone optional', () => {
    expect(smallContactSchema.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.be' }).success).toBe(true)
  })
})

describe('form helpers', () => {
  it('drops the values of fields whose condition fails', () => {
    const rule = { field: 'goal', equals: 'rent' }
    expect(dropHiddenFields({ goal: 'sell', furnished: true }, { furnished: rule })).toEqual({ goal: 'sell' })
    expect(dropHiddenFields({ goal: 'rent', furnished: true }, { furnished: rule })).toEqual({ goal: 'rent', furnished: true })
  })

  it("resolves a thank-you page to its public path in the visitor's language", () => {
    const table = buildRouteTable({
      menus: [
        { id: 1, parentId: null, path: { nl: 'bedankt', fr: 'merci', en: 'thank-you' } },
        { id: 2, parentId: 1, path: { nl: 'contact', fr: 'contact', en: 'contact' }, originalPath: '/feedback/site-contact/' },
      ],
      articles: [],
      locales: ['nl', 'fr', 'en', 'de'],
      defaultLocale: 'nl',
    })
    expect(thankYouResult({ page: '/feedback/site-contact/' }, table, 'nl')).toEqual({ ok: true, redirect: '/nl/bedankt/contact/' })
    expect(thankYouResult({ page: '/feedback/site-contact/' }, table, 'fr')).toEqual({ ok: true, redirect: '/fr/merci/contact/' })
    expect(thankYouResult({ page: '/feedback/unknown/' }, table, 'nl')).toEqual({ ok: true, message: 'success.thanks' })
    expect(thankYouResult({ message: 'success.documents' }, table, 'nl')).toEqual({ ok: true, message: 'success.documents' })
  })

  it('tells the visitor a stored submission was received when its thank-you page cannot be looked up', async () => {
    const failures: unknown[] = []
    const down = () => Promise.reject(new Error('database gone'))
    await expect(answerStoredSubmission({ page: '/feedback/site-contact/' }, 'nl', down, (e) => failures.push(e))).resolves.toEqual({
      ok: true,
      message: 'success.thanks',
    })
    expect(failures).toHaveLength(1)
    const table = buildRouteTable({
      menus: [{ id: 1, parentId: null, path: { nl: 'bedankt', fr: 'merci', en: 'thank-you' }, originalPath: '/feedback/site-contact/' }],
      articles: [],
      locales: ['nl', 'fr', 'en', 'de'],
      defaultLocale: 'nl',
    })
    await expect(
      answerStoredSubmission(
        { page: '/feedback/site-contact/' },
        'fr',
        async () => table,
        () => failures.push('x'),
      ),
    ).resolves.toEqual({
      ok: true,
      redirect: '/fr/merci/',
    })
    expect(failures).toHaveLength(1)
  })

  it("writes e-mail lines in the reader's language with the phone formatted by the spec's rule", () => {
    expect(
      fieldLines(
        [
          ['form.firstName', 'Jan'],
          ['form.phone', '0475123456'],
          ['form.message', 'a\nb'],
          ['form.lastName', ''],
        ],
        'fr',
        t,
      ),
    ).toBe('Prénom: Jan\nNuméro de téléphone: 0475\u00a012\u00a034\u00a056\nVotre message:\na\nb')
    expect(fieldLines([['form.phone', '011543210']], 'nl', t)).toBe('Telefoonnummer: 011\u00a054\u00a032\u00a010')
    // Labels follow the staff's overrides, as on the pages.
    const staffTexts = translatorWith({ fr: { 'form.firstName': 'Prénom(s)' } })
    expect(
      fieldLines(
        [
          ['form.firstName', 'Jan'],
          ['form.lastName', 'Peeters'],
        ],
        'fr',
        staffTexts,
      ),
    ).toBe('Prénom(s): Jan\nNom: Peeters')
  })

  it("hashes the visitor's IP and e-mail address with the secret", () => {
    expect(hashEmail('Lies@Example.be ', 's')).toBe(hashEmail('lies@example.be', 's'))
    expect(hashEmail('lies@example.be', 's')).not.toBe(hashEmail('lies@example.be', 't'))
    expect(hashEmail('lies@example.be', 's')).not.toContain('lies')
    expect(hashIp('203.0.113.7', 's')).toBe(hashIp(' 203.0.113.7 ', 's'))
    expect(hashIp('203.0.113.7', 's')).not.toContain('203')
  })

  it('parses amounts as Belgians type them', () => {
    expect(parseAmount('350.000')).toBe(350000)
    expect(parseAmount('350 000,50')).toBe(350000.5)
    expect(parseAmount('€ 1.250')).toBe(1250)
    expect(parseAmount('abc')).toBeNaN()
  })
})
