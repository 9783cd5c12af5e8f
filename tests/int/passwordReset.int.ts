import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { TestSmtpServer, smtpPortOfRun } from './helpers/smtp'

/**
 * The forgotten password of owners and demanders goes through one flow (src/forms/password/reset.ts
 * then src/auth/passwordReset.ts): the same answer for an unknown address, a translated e-mail of one
 * layout through the outbox and a real SMTP server, a link of one format that sets the password once,
 * then the one login.
 */
describe('passwordReset.int.ts: forgotten password, one flow for owners and demanders', () => {
  let payload: Payload
  let helpers: typeof import('./helpers/payload')
  let reset: typeof import('../../src/forms/password/reset')
  let session: typeof import('../../src/auth/session')
  let runEmailQueue: typeof import('../../src/email/queue').runEmailQueue
  let smtp: TestSmtpServer
  const accounts: Record<'owners' | 'demands', string> = { owners: '', demands: '' }

  beforeAll(async () => {
    process.env.CAPTCHA_DISABLED = '1'
    smtp = new TestSmtpServer(await smtpPortOfRun())
    await smtp.start()
    helpers = await import('./helpers/payload')
    reset = await import('../../src/forms/password/reset')
    session = await import('../../src/auth/session')
    ;({ runEmailQueue } = await import('../../src/email/queue'))
    payload = await helpers.testPayload()
    const fixtures = await import('./fixtures')
    const type = await fixtures.propertyType(payload)
    const city = await payload.create({ collection: 'cities', data: { name: helpers.unique('Zone'), zip: String(helpers.externalId()) } })
    accounts.demands = `${helpers.unique('forgot-demand')}@example.be`.toLowerCase()
    await payload.create({
      collection: 'demands',
      data: {
        email: accounts.demands,
        password: 'Oud-wachtwoord-1',
        firstName: 'Jan',
        lastName: 'Claes',
        language: 'fr',
        criteria: { goal: 'sale', types: [type.id], cities: [city.id] },
      } as never,
    })
    accounts.owners = `${helpers.unique('forgot-owner')}@example.be`.toLowerCase()
    await payload.create({
      collection: 'owners',
      data: { email: accounts.owners, password: 'Oud-wachtwoord-1', firstName: 'Jan', lastName: 'Claes' } as never,
    })
  })

  afterAll(async () => {
    await helpers.closePayload(payload)
    await smtp.stop()
  })

  const resetMails = async (kind: string, to: string) =>
    (
      await payload.find({
        collection: 'emails',
        depth: 0,
        pagination: false,
        sort: 'createdAt',
        where: { and: [{ kind: { equals: kind } }, { to: { equals: to } }] },
      })
    ).docs

  const cases = [
    {
      account: 'owners',
      kind: 'owner-password-reset',
      sent: 'login.forgotSent',
      subject: 'Nouveau mot de passe pour votre portail propriétaire',
      page: '/fr/portail/nouveau-mot-de-passe/',
      home: '/fr/portail/',
      homeLink: 'password.toPortal',
    },
    {
      account: 'demands',
      kind: 'password-reset',
      sent: 'password.forgotSent',
      subject: 'Nouveau mot de passe pour votre recherche',
      page: '/fr/account/reset-password/',
      home: '/fr/account/',
      homeLink: 'password.toAccount',
    },
  ] as const

  for (const c of cases) {
    describe(c.account, () => {
      it('forgot → e-mail with the link → new password → login', async () => {
        const email = accounts[c.account]
        expect(await reset.submitPasswordRequest(payload, { account: c.account, locale: 'fr', email: email.toUpperCase() })).toEqual({
          ok: true,
          message: c.sent,
        })
        const [mail] = await resetMails(c.kind, email)
        expect(mail.subject).toBe(c.subject)
        // One layout: greeting, the kind's sentence, the link, what to do if not asked, the signature with the site's name.
        expect(mail.text).toMatch(
          /^Bonjour Jan Claes,\n\n.+\n\nhttp:\/\/\S+\?token=[0-9a-f]+\n\nVous n’avez rien demandé \?.+\n\nBien cordialement,\n.+$/s,
        )
        const link = new RegExp(`${c.page.replace(/\//g, '\\/')}\\?token=([0-9a-f]+)`).exec(mail.text)
        expect(link).toBeTruthy()
        const token = link![1]
        await runEmailQueue(payload)
        // The body is quoted-printable: soft line breaks may cut the link.
        expect(smtp.to(email).some((received) => received.raw.replace(/=\r?\n/g, '').includes(token))).toBe(true)

        const newPassword = { account: c.account, locale: 'fr', token, password: 'Nieuw-wachtwoord-2' }
        expect(await reset.submitNewPassword(payload, { ...newPassword, passwordConfirm: 'Anders' })).toEqual({
          ok: false,
          fieldErrors: { passwordConfirm: 'validation.passwordMismatch' },
        })
        // A token of one kind does nothing for the other.
        const other = c.account === 'owners' ? 'demands' : 'owners'
        expect(await reset.submitNewPassword(payload, { ...newPassword, account: other, passwordConfirm: 'Nieuw-wachtwoord-2' })).toEqual({
          ok: false,
          error: 'password.invalidLink',
        })
        // Saved, and the visitor logged in (issue 37.8): the action sets the session Payload opened, whose
        // token is this very account's; the answer links on to the account's own page in the language.
        const sessions: Array<{ collection: string; token: string }> = []
        expect(
          await reset.submitNewPassword(payload, { ...newPassword, passwordConfirm: 'Nieuw-wachtwoord-2' }, async (collection, token) => {
            sessions.push({ collection, token })
          }),
        ).toEqual({ ok: true, message: 'password.savedLoggedIn', link: { href: c.home, label: c.homeLink } })
        expect(sessions).toHaveLength(1)
        expect(sessions[0].collection).toBe(c.account)
        const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${sessions[0].token}` }) })
        expect(user?.collection).toBe(c.account)
        expect((user as { email?: string } | null)?.email).toBe(email)
        const login = await session.loginWith(
          payload,
          new Request('http://localhost/api/login', {
            method: 'POST',
            body: JSON.stringify({ email, password: 'Nieuw-wachtwoord-2', locale: 'fr' }),
          }),
          c.account,
        )
        expect(login.status).toBe(200)
        expect(login.headers.get('set-cookie')).toContain('payload-token=')
        // The link works once.
        expect(
          await reset.submitNewPassword(payload, { ...newPassword, password: 'Derde-wachtwoord-3', passwordConfirm: 'Derde-wachtwoord-3' }),
        ).toEqual({ ok: false, error: 'password.invalidLink' })
      })

      it('answers an unknown address the same and sends nothing; an invalid address gets its message', async () => {
        const unknown = `${helpers.unique('nobody')}@example.be`.toLowerCase()
        expect(await reset.submitPasswordRequest(payload, { account: c.account, locale: 'nl', email: unknown })).toEqual({
          ok: true,
          message: c.sent,
        })
        expect(await resetMails(c.kind, unknown)).toHaveLength(0)
        expect(await reset.submitPasswordRequest(payload, { account: c.account, locale: 'nl', email: 'jan@' })).toEqual({
          ok: false,
          fieldErrors: { email: 'validation.invalid.email' },
        })
      })

      it('refuses a made-up token', async () => {
        expect(
          await reset.submitNewPassword(payload, {
            account: c.account,
            locale: 'nl',
            token: 'abc123',
            password: 'Nieuw-wachtwoord-2',
            passwordConfirm: 'Nieuw-wachtwoord-2',
          }),
        ).toEqual({ ok: false, error: 'password.invalidLink' })
      })

      it('sends at most three reset e-mails an hour to one address', async () => {
        const email = accounts[c.account]
        const before = (await resetMails(c.kind, email)).length
        for (let i = 0; i < 5; i++)
          expect(await reset.submitPasswordRequest(payload, { account: c.account, locale: 'nl', email })).toEqual({
            ok: true,
            message: c.sent,
          })
        expect(await resetMails(c.kind, email)).toHaveLength(3)
        expect(before).toBe(1)
      })
    })
  }

  it('refuses an unknown account kind', async () => {
    expect(await reset.submitPasswordRequest(payload, { account: 'users', locale: 'nl', email: 'admin@example.be' })).toMatchObject({
      ok: false,
    })
  })
})
