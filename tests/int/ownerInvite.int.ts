import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { TestSmtpServer, smtpPortOfRun } from './helpers/smtp'

/**
 * Issue 36.7: staff make an owner without typing a password and send an invitation (or a reset link)
 * from the admin; the e-mail goes through the outbox in the owner's language with a link to the portal's
 * set-password page, whose token sets the password once, and the owner logs in with it.
 */
describe('ownerInvite.int.ts: owner accounts without passwords typed by staff', () => {
  let payload: Payload
  let helpers: typeof import('./helpers/payload')
  let reset: typeof import('../../src/forms/password/reset')
  let session: typeof import('../../src/auth/session')
  let links: typeof import('../../src/auth/passwordReset')
  let runEmailQueue: typeof import('../../src/email/queue').runEmailQueue
  let smtp: TestSmtpServer
  let staff: { id: number; collection: 'users' } & Record<string, unknown>
  const captcha = process.env.CAPTCHA_DISABLED

  beforeAll(async () => {
    // The set-password page's form has the spam check; this suite tests the link, not the check.
    process.env.CAPTCHA_DISABLED = '1'
    smtp = new TestSmtpServer(await smtpPortOfRun())
    await smtp.start()
    helpers = await import('./helpers/payload')
    reset = await import('../../src/forms/password/reset')
    session = await import('../../src/auth/session')
    links = await import('../../src/auth/passwordReset')
    ;({ runEmailQueue } = await import('../../src/email/queue'))
    payload = await helpers.testPayload()
    const fixtures = await import('./fixtures')
    staff = { ...(await fixtures.staffUser(payload, 'editor')), collection: 'users' } as typeof staff
  })

  afterAll(async () => {
    await helpers.closePayload(payload)
    await smtp.stop()
    if (captcha === undefined) delete process.env.CAPTCHA_DISABLED
    else process.env.CAPTCHA_DISABLED = captcha
  })

  const mailsTo = async (to: string) =>
    (await payload.find({ collection: 'emails', depth: 0, pagination: false, sort: 'createdAt', where: { to: { equals: to } } })).docs

  /** An owner as staff make one in the admin: no password. */
  const newOwner = async (language: string) => {
    const email = `${helpers.unique('invited-owner')}@example.be`.toLowerCase()
    await payload.create({
      collection: 'owners',
      overrideAccess: false,
      user: staff,
      data: { email, firstName: 'Marie', lastName: 'Janssens', language } as never,
    })
    return email
  }

  const login = (email: string, password: string) =>
    session.loginWith(
      payload,
      new Request('http://localhost/api/login', { method: 'POST', body: JSON.stringify({ email, password, locale: 'fr' }) }),
      'owners',
    )

  it('invite: one e-mail in the owner language whose link sets the password once, then the owner logs in', async () => {
    const email = await newOwner('fr')
    expect(await mailsTo(email)).toHaveLength(0)
    expect(await links.sendOwnerLink(payload, (await ownerId(email))!, 'invite')).toBe(email)

    const mails = await mailsTo(email)
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([['owner-invite', 'Votre accès au portail propriétaire']])
    expect(mails[0].text).toMatch(
      /^Bonjour Marie Janssens,\n\nVotre agent vous a créé un compte .+\(valable 7 jours\) :\n\nhttp:\/\/\S+\?token=[0-9a-f]+\n\n/s,
    )
    const token = /\/fr\/portail\/nouveau-mot-de-passe\/\?token=([0-9a-f]+)/.exec(mails[0].text)![1]
    await runEmailQueue(payload)
    expect(smtp.to(email).some((received) => received.raw.replace(/=\r?\n/g, '').includes(token))).toBe(true)

    // Before the owner chose a password, nothing logs in (the one made at creation is known to nobody).
    expect((await login(email, 'Eigen-wachtwoord-7')).status).not.toBe(200)
    const chosen = { account: 'owners', locale: 'fr', token, password: 'Eigen-wachtwoord-7', passwordConfirm: 'Eigen-wachtwoord-7' }
    // Without a session to start (no browser), saved with the link to the portal's login.
    expect(await reset.submitNewPassword(payload, chosen)).toEqual({
      ok: true,
      message: 'password.saved',
      link: { href: '/fr/portail/', label: 'password.toPortal' },
    })
    const answer = await login(email, 'Eigen-wachtwoord-7')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('set-cookie')).toContain('payload-token=')
    expect(
      await reset.submitNewPassword(payload, { ...chosen, password: 'Ander-wachtwoord-8', passwordConfirm: 'Ander-wachtwoord-8' }),
    ).toEqual({
      ok: false,
      error: 'password.invalidLink',
    })
  })

  it('send reset link: the reset kind, in Dutch for a Dutch owner', async () => {
    const email = await newOwner('nl')
    await links.sendOwnerLink(payload, (await ownerId(email))!, 'reset')
    const mails = await mailsTo(email)
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([['owner-password-reset', 'Nieuw wachtwoord voor uw eigenaarsportaal']])
    expect(mails[0].text).toContain('/nl/portaal/nieuw-wachtwoord/?token=')
  })

  it('the endpoint is staff-only', async () => {
    const email = await newOwner('nl')
    const { handleEndpoints } = await import('payload')
    const response = await handleEndpoints({
      config: payload.config,
      request: new Request(`http://localhost/api/owners/${await ownerId(email)}/password-link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ link: 'invite' }),
      }),
    })
    expect(response.status).toBe(403)
    expect(await mailsTo(email)).toHaveLength(0)
  })

  it('hostile input: each a 4xx with a message in the admin language, never a 500, and no e-mail', async () => {
    const email = await newOwner('nl')
    const id = await ownerId(email)
    const { handleEndpoints } = await import('payload')
    const { token } = await payload.login({ collection: 'users', data: { email: staff.email as string, password: 'Staff-Pass-123' } })
    const post = (owner: string, body: string, contentType = 'application/json') =>
      handleEndpoints({
        config: payload.config,
        request: new Request(`http://localhost/api/owners/${encodeURIComponent(owner)}/password-link`, {
          method: 'POST',
          headers: { 'content-type': contentType, authorization: `JWT ${token}` },
          body,
        }),
      })
    const cases: Array<[string, string, string?]> = [
      [String(id), JSON.stringify({ link: 'delete-everything' })],
      [String(id), JSON.stringify({ link: ['invite'] })],
      [String(id), JSON.stringify({})],
      [String(id), '{"link":'],
      [String(id), 'link=invite', 'application/x-www-form-urlencoded'],
      [String(id), JSON.stringify({ link: 'invite', extra: 'x'.repeat(200_000) }).replace('"invite"', '"uitnodiging"')],
      ['999999999', JSON.stringify({ link: 'invite' })],
      ["1' OR '1'='1", JSON.stringify({ link: 'invite' })],
      ['-1', JSON.stringify({ link: 'reset' })],
    ]
    const answers: Array<{ owner: string; body: string; status: number; message: string }> = []
    for (const [owner, body, contentType] of cases) {
      const response = await post(owner, body, contentType)
      const answer = (await response.json().catch(() => null)) as { errors?: Array<{ message?: string }> } | null
      answers.push({ owner, body: body.slice(0, 40), status: response.status, message: typeof answer?.errors?.[0]?.message })
    }
    // Every case is named in a failure: a 500, a success, or an answer without its message.
    expect(answers.filter(({ status, message }) => status < 400 || status >= 500 || message !== 'string')).toEqual([])
    await runEmailQueue(payload)
    expect(await mailsTo(email)).toHaveLength(0)
  })

  async function ownerId(email: string): Promise<number | undefined> {
    const { docs } = await payload.find({ collection: 'owners', depth: 0, limit: 1, where: { email: { equals: email } } })
    return docs[0]?.id
  }
})
