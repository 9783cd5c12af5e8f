import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

/** The demander's forgotten password: a translated e-mail through the outbox, a link that sets a new password once. */
describe('demand forgotten password', () => {
  let payload: Payload
  let helpers: typeof import('./helpers/payload')
  let reset: typeof import('../../src/forms/password/reset')
  let email: string

  beforeAll(async () => {
    process.env.CAPTCHA_DISABLED = '1'
    helpers = await import('./helpers/payload')
    reset = await import('../../src/forms/password/reset')
    payload = await helpers.testPayload()
    const fixtures = await import('./fixtures')
    const type = await fixtures.propertyType(payload)
    const city = await payload.create({ collection: 'cities', data: { name: helpers.unique('Zone'), zip: String(helpers.externalId()) } })
    email = `${helpers.unique('forgot')}@example.be`.toLowerCase()
    await payload.create({ collection: 'demands', data: { email, password: 'Oud-wachtwoord-1', firstName: 'Jan', lastName: 'Claes', language: 'fr', criteria: { goal: 'sale', types: [type.id], cities: [city.id] } } as never })
  })

  afterAll(async () => {
    await helpers.closePayload(payload)
  })

  const resetMails = async (to: string) =>
    (await payload.find({ collection: 'emails', depth: 0, pagination: false, sort: 'createdAt', where: { and: [{ kind: { equals: 'password-reset' } }, { to: { equals: to } }] } })).docs

  it('queues a translated plain-text e-mail with a link that sets the new password', async () => {
    expect(await reset.requestPasswordReset(payload, { locale: 'fr', email })).toEqual({ ok: true, message: 'password.forgotSent' })
    const [mail] = await resetMails(email)
    expect(mail.subject).toBe('Nouveau mot de passe pour votre recherche')
    expect(mail.text).toContain('Bonjour Jan Claes')
    const link = /\/fr\/account\/reset-password\/([^/\s]+)\//.exec(mail.text)
    expect(link).toBeTruthy()
    const token = decodeURIComponent(link![1])

    expect(await reset.resetDemandPassword(payload, { locale: 'fr', token, password: 'Nieuw-wachtwoord-2', passwordConfirm: 'Anders' })).toEqual({ ok: false, fieldErrors: { passwordConfirm: 'validation.passwordMismatch' } })
    expect(await reset.resetDemandPassword(payload, { locale: 'fr', token, password: 'Nieuw-wachtwoord-2', passwordConfirm: 'Nieuw-wachtwoord-2' })).toEqual({ ok: true, message: 'password.saved' })
    const login = await payload.login({ collection: 'demands', data: { email, password: 'Nieuw-wachtwoord-2' } })
    expect(login.user?.email).toBe(email)
    // The link works once.
    expect(await reset.resetDemandPassword(payload, { locale: 'fr', token, password: 'Derde-wachtwoord-3', passwordConfirm: 'Derde-wachtwoord-3' })).toEqual({ ok: false, error: 'password.invalidLink' })
  })

  it('refuses a made-up token', async () => {
    expect(await reset.resetDemandPassword(payload, { locale: 'nl', token: 'abc123', password: 'Nieuw-wachtwoord-2', passwordConfirm: 'Nieuw-wachtwoord-2' })).toEqual({ ok: false, error: 'password.invalidLink' })
  })

  it('answers the same for an unknown address and sends nothing; invalid addresses get their message', async () => {
    const unknown = `${helpers.unique('nobody')}@example.be`.toLowerCase()
    expect(await reset.requestPasswordReset(payload, { locale: 'nl', email: unknown })).toEqual({ ok: true, message: 'password.forgotSent' })
    expect(await resetMails(unknown)).toHaveLength(0)
    expect(await reset.requestPasswordReset(payload, { locale: 'nl', email: 'jan@' })).toEqual({ ok: false, fieldErrors: { email: 'validation.invalid.email' } })
  })

  it('sends at most three reset e-mails an hour to one address', async () => {
    for (let i = 0; i < 5; i++) await reset.requestPasswordReset(payload, { locale: 'nl', email })
    expect(await resetMails(email)).toHaveLength(3)
  })
})
