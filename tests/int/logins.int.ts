import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

type Api = typeof import('../../src/portal/api')
type AccountApi = typeof import('../../src/account/api')
type RequestPasswordReset = typeof import('../../src/auth/passwordReset').requestPasswordReset
type Helpers = typeof import('./helpers/payload')

const OWNER_PASSWORD = 'Owner-Pass-123'
const STAFF_PASSWORD = 'Staff-Pass-123'
const DEMAND_PASSWORD = 'Zoeker-Test-2026'

let ipCounter = Math.floor(Math.random() * 200)
/** A new client address per call (the private header src/instrumentation.ts sets from the socket). */
const freshIp = () => `203.0.${Math.floor(ipCounter / 250) % 250}.${ipCounter++ % 250}`
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Logins of owners (/api/portal/login), demanders (/api/account/login) and staff (Payload's
 * /api/users/login), and who may change an account's login, on a real database: one message for
 * every failure, growing waits per client address and per account instead of a lockout,
 * first-register closed for owners and demanders; reset links and passwords for admins only.
 */
describe('logins.int.ts: logins', () => {
  let payload: Payload
  let api: Api
  let account: AccountApi
  let helpers: Helpers
  let handleEndpoints: typeof import('payload').handleEndpoints
  let guard: typeof import('../../src/auth/loginGuard')
  let requestPasswordReset: RequestPasswordReset
  let demandData: () => Record<string, unknown>

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })

  const portalLogin = (email: string, password: string, ip: string) =>
    api.handleLogin(payload, post('/api/portal/login', { email, password, locale: 'nl' }, { 'x-kv-client-ip': ip }))

  const rest = async (path: string, init: { method?: string; body?: unknown; token?: string; ip?: string } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (init.token) headers.authorization = `JWT ${init.token}`
    if (init.ip) headers['x-kv-client-ip'] = init.ip
    const response = await handleEndpoints({
      config: payload.config,
      request: new Request(`http://localhost${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    })
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json().catch(() => null)) as Record<string, unknown> | null,
    }
  }

  const createOwner = async () =>
    payload.create({
      collection: 'owners',
      data: {
        email: `${helpers.unique('owner')}@example.be`.toLowerCase(),
        password: OWNER_PASSWORD,
        firstName: 'Eva',
        lastName: 'Peeters',
      },
    })
  const createStaff = async (role: 'admin' | 'editor') =>
    payload.create({
      collection: 'users',
      data: { email: `${helpers.unique(role)}@kempenvastgoed.be`.toLowerCase(), password: STAFF_PASSWORD, name: role, roles: [role] },
    })
  const tokenOf = async (collection: 'users' | 'owners' | 'demands', email: string, password: string) =>
    (await payload.login({ collection, data: { email, password }, req: { headers: new Headers({ 'x-kv-client-ip': freshIp() }) } })).token!

  beforeAll(async () => {
    helpers = await import('./helpers/payload')
    api = await import('../../src/portal/api')
    account = await import('../../src/account/api')
    guard = await import('../../src/auth/loginGuard')
    ;({ requestPasswordReset } = await import('../../src/auth/passwordReset'))
    ;({ handleEndpoints } = await import('payload'))
    payload = await helpers.testPayload()
    const fixtures = await import('./fixtures')
    const type = (await fixtures.propertyType(payload)).id
    const city = (await payload.create({ collection: 'cities', data: { name: helpers.unique('Zone'), zip: String(helpers.externalId()) } }))
      .id
    demandData = () => ({
      email: `${helpers.unique('zoeker')}@example.be`.toLowerCase(),
      password: DEMAND_PASSWORD,
      firstName: 'Lies',
      lastName: 'Janssens',
      language: 'nl',
      criteria: { goal: 'sale', types: [type], cities: [city] },
    })
  })

  afterAll(async () => {
    await helpers.closePayload(payload)
  })

  describe('one answer for every failure', () => {
    it('answers an unknown address, a wrong password and a throttled client alike', async () => {
      const owner = await createOwner()
      const unknown = await portalLogin(`${helpers.unique('nobody')}@example.be`, 'Whatever-123', freshIp())
      const wrong = await portalLogin(owner.email, 'Wrong-Pass-123', freshIp())
      expect([unknown.status, await unknown.json()]).toEqual([401, { error: 'error.loginFailed' }])
      expect([wrong.status, await wrong.json()]).toEqual([401, { error: 'error.loginFailed' }])
      const ip = freshIp()
      for (let i = 0; i < 5; i++) expect((await portalLogin(`${helpers.unique('nobody')}@example.be`, 'Whatever-123', ip)).status).toBe(401)
      const throttled = await portalLogin(owner.email, OWNER_PASSWORD, ip)
      expect([throttled.status, await throttled.json()]).toEqual([429, { error: 'error.loginFailed' }])
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)

      const demand = await account.handleDemandLogin(
        payload,
        post('/api/account/login', { email: owner.email, password: OWNER_PASSWORD }, { 'x-kv-client-ip': freshIp() }),
      )
      expect([demand.status, await demand.json()]).toEqual([401, { error: 'error.loginFailed' }])
    })

    it("gives the admin's REST login the same message for an unknown address and a wrong password, and Retry-After when throttled", async () => {
      const staff = await createStaff('editor')
      const unknown = await rest('/api/users/login', {
        method: 'POST',
        body: { email: `${helpers.unique('nobody')}@kempenvastgoed.be`, password: 'Whatever-123' },
        ip: freshIp(),
      })
      const wrong = await rest('/api/users/login', {
        method: 'POST',
        body: { email: staff.email, password: 'Wrong-Pass-123' },
        ip: freshIp(),
      })
      expect(unknown.status).toBe(401)
      expect(wrong.status).toBe(401)
      expect(wrong.body).toEqual(unknown.body)
      const ip = freshIp()
      for (let i = 0; i < 5; i++)
        await rest('/api/users/login', { method: 'POST', body: { email: staff.email, password: `Wrong-${i}` }, ip })
      const throttled = await rest('/api/users/login', { method: 'POST', body: { email: staff.email, password: STAFF_PASSWORD }, ip })
      expect(throttled.status).toBe(429)
      expect(throttled.body).toEqual(unknown.body)
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      // Another address is not concerned (5 failures are under the account's own threshold).
      expect(
        (await rest('/api/users/login', { method: 'POST', body: { email: staff.email, password: STAFF_PASSWORD }, ip: freshIp() })).status,
      ).toBe(200)
    })
  })

  describe('throttling instead of a lockout', () => {
    it('has no lockout left: Payload keeps no failed-attempt count on the accounts', () => {
      for (const slug of ['users', 'owners', 'demands'] as const)
        expect([slug, payload.collections[slug].config.auth.maxLoginAttempts]).toEqual([slug, 0])
    })

    it('makes one address wait longer after every failure, whatever account it tries', async () => {
      const ip = freshIp()
      const owner = await createOwner()
      for (let i = 0; i < 5; i++) expect((await portalLogin(owner.email, `Wrong-${i}`, ip)).status).toBe(401)
      const first = await portalLogin(owner.email, 'Wrong-5', ip)
      expect(first.status).toBe(429)
      await pause(Number(first.headers.get('retry-after')) * 1000 + 100)
      // After the wait one more try is let through; its failure doubles the next wait.
      expect((await portalLogin(`${helpers.unique('other')}@example.be`, 'Wrong-6', ip)).status).toBe(401)
      const second = await portalLogin(owner.email, OWNER_PASSWORD, ip)
      expect(second.status).toBe(429)
      expect(Number(second.headers.get('retry-after'))).toBe(2)
    })

    it('lets the owner in from their own address within a minute, however many addresses attack the account', async () => {
      const owner = await createOwner()
      // Real failures from three addresses (4 each, under the per-address threshold)...
      for (let a = 0; a < 3; a++) {
        const ip = freshIp()
        for (let i = 0; i < 3; i++) expect((await portalLogin(owner.email, `Wrong-${a}-${i}`, ip)).status).toBe(401)
      }
      // ...and a long attack before them: 200 failures counted as the guard counts them (the waits
      // between them would take hours to replay here).
      const keys = guard.loginKeys(payload.secret, 'owners', owner.email, null)
      const now = Date.now()
      for (let i = 0; i < 200; i++) await guard.recordLoginFailure(payload, keys, now - 5 * 60_000 + i)
      await guard.recordLoginFailure(payload, keys, Date.now())
      const blocked = await portalLogin(owner.email, OWNER_PASSWORD, freshIp())
      expect([blocked.status, await blocked.json()]).toEqual([429, { error: 'error.loginFailed' }])
      const wait = Number(blocked.headers.get('retry-after'))
      expect(wait).toBeGreaterThan(30)
      expect(wait).toBeLessThanOrEqual(60)
      // Once the latest failure is a minute old the owner gets in: the account's wait never exceeds 60 s.
      const claims = await payload.find({
        collection: 'claims',
        overrideAccess: true,
        pagination: false,
        where: {
          and: [
            { scope: { equals: 'login-fail-account' } },
            { key: { equals: keys.account } },
            { expiresAt: { greater_than: new Date(now).toISOString() } },
          ],
        },
      })
      for (const claim of claims.docs)
        await payload.update({
          collection: 'claims',
          id: claim.id,
          overrideAccess: true,
          data: { expiresAt: new Date(Math.min(new Date(claim.expiresAt).getTime(), Date.now() + 60 * 60_000 - 61_000)).toISOString() },
        })
      const ok = await portalLogin(owner.email, OWNER_PASSWORD, freshIp())
      expect(ok.status).toBe(200)
      // The right password clears the account's count: the next mistake costs no wait.
      expect((await portalLogin(owner.email, 'Wrong-again', freshIp())).status).toBe(401)
      expect((await portalLogin(owner.email, OWNER_PASSWORD, freshIp())).status).toBe(200)
    })

    it('lets at most one attempt of a burst from one address reach the password check', async () => {
      const owner = await createOwner()
      const ip = freshIp()
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => portalLogin(owner.email, `Wrong-${i}`, ip)))
      const statuses = answers.map((a) => a.status)
      expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(1)
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5)
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
      for (const answer of answers) expect(await answer.json()).toEqual({ error: 'error.loginFailed' })
    })

    it('throttles GraphQL and local API logins too', async () => {
      const owner = await createOwner()
      const ip = freshIp()
      for (let i = 0; i < 5; i++) await portalLogin(owner.email, `Wrong-${i}`, ip)
      // More failures of this address, counted as the guard counts them: its wait is now 32 s.
      const keys = guard.loginKeys(payload.secret, 'owners', `${helpers.unique('other')}@example.be`, ip)
      for (let i = 0; i < 5; i++) await guard.recordLoginFailure(payload, keys, Date.now())
      await expect(
        payload.login({
          collection: 'owners',
          data: { email: owner.email, password: OWNER_PASSWORD },
          req: { headers: new Headers({ 'x-kv-client-ip': ip }) },
        }),
      ).rejects.toMatchObject({ status: 429 })
      const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
      const response = await GRAPHQL_POST(Promise.resolve(payload.config))(
        new Request('http://localhost/api/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-kv-client-ip': ip },
          body: JSON.stringify({ query: `mutation { loginOwner(email: "${owner.email}", password: "${OWNER_PASSWORD}") { token } }` }),
        }),
      )
      const body = (await response.json()) as { data?: { loginOwner: { token: string } | null }; errors?: unknown[] }
      expect(body.data?.loginOwner ?? null).toBeNull()
      expect(body.errors?.length).toBeGreaterThan(0)
    })
  })

  describe('first-register', () => {
    it('is closed for owners and demanders (403), creating nothing, even when the collection is empty', async () => {
      // Payload opens first-register only on an empty collection. Test files run one after the other
      // (runInBand) and each makes its own accounts, so emptying both here touches no other test.
      for (const slug of ['owners', 'demands'] as const) {
        await payload.delete({ collection: slug, overrideAccess: true, where: { id: { exists: true } } })
        expect((await payload.count({ collection: slug })).totalDocs).toBe(0)
        const email = `${helpers.unique('intruder')}@example.be`
        const response = await rest(`/api/${slug}/first-register`, {
          method: 'POST',
          body: { ...demandData(), email, password: 'Intruder-2026!' },
        })
        expect([slug, response.status]).toEqual([slug, 403])
        expect(response.body).toBeTruthy()
        expect((await payload.count({ collection: slug })).totalDocs).toBe(0)
      }
    })

    it("stays Payload's own for staff (refused here only because staff exist)", async () => {
      await createStaff('admin')
      const response = await rest('/api/users/first-register', {
        method: 'POST',
        body: { email: `${helpers.unique('first')}@kempenvastgoed.be`, password: 'First-Admin-2026!', name: 'First' },
      })
      expect(response.status).toBe(403)
      expect(
        payload.collections.users.config.endpoints &&
          payload.collections.users.config.endpoints.filter((e) => e.path === '/first-register'),
      ).toHaveLength(1)
    })
  })

  describe('roles', () => {
    it('shows the body of a reset e-mail to admins only; editors still read other e-mails', async () => {
      const owner = await createOwner()
      const admin = await createStaff('admin')
      const editor = await createStaff('editor')
      await requestPasswordReset(payload, 'owners', { email: owner.email, locale: 'nl' })
      const notice = await payload.create({
        collection: 'emails',
        overrideAccess: true,
        data: {
          kind: 'notify-agency',
          status: 'sent',
          to: 'agency@example.be',
          subject: 'Nieuwe aanvraag',
          text: 'Een bezoeker vraagt een bezoek.',
        },
      })
      const reset = (
        await payload.find({
          collection: 'emails',
          overrideAccess: true,
          where: { and: [{ to: { equals: owner.email } }, { kind: { equals: 'owner-password-reset' } }] },
        })
      ).docs[0]
      expect(reset.text).toContain('token=')

      const asEditor = await payload.findByID({ collection: 'emails', id: reset.id, overrideAccess: false, user: editor })
      expect(asEditor.subject).toBe(reset.subject)
      expect(asEditor.text).toBeUndefined()
      expect((await payload.findByID({ collection: 'emails', id: notice.id, overrideAccess: false, user: editor })).text).toBe(
        'Een bezoeker vraagt een bezoek.',
      )
      expect((await payload.findByID({ collection: 'emails', id: reset.id, overrideAccess: false, user: admin })).text).toContain('token=')

      const editorToken = await tokenOf('users', editor.email, STAFF_PASSWORD)
      const listed = await rest(`/api/emails?depth=0&limit=100&where[to][equals]=${encodeURIComponent(owner.email)}`, {
        token: editorToken,
      })
      expect(listed.status).toBe(200)
      expect(JSON.stringify(listed.body)).not.toContain('token=')
      // Nor can a filter on the body probe the link.
      const probe = await rest(`/api/emails?depth=0&where[text][like]=token`, { token: editorToken })
      expect(probe.status).toBe(400)
      expect(JSON.stringify(probe.body)).toContain('cannot be queried: text')
    })

    it("never gives editors an owner's or demander's reset token", async () => {
      const owner = await createOwner()
      const editor = await createStaff('editor')
      await requestPasswordReset(payload, 'owners', { email: owner.email, locale: 'nl' })
      const stored = await payload.findByID({ collection: 'owners', id: owner.id, overrideAccess: true, showHiddenFields: true })
      expect(stored.resetPasswordToken).toBeTruthy()
      const editorToken = await tokenOf('users', editor.email, STAFF_PASSWORD)
      const read = await rest(`/api/owners/${owner.id}?depth=0`, { token: editorToken })
      expect(read.status).toBe(200)
      expect(JSON.stringify(read.body)).not.toContain(stored.resetPasswordToken!)
      expect(read.body?.resetPasswordToken).toBeUndefined()
    })

    it("lets only admins set an owner's or demander's password or login e-mail; editors keep editing the rest", async () => {
      const owner = await createOwner()
      const demand = await payload.create({ collection: 'demands', data: demandData() as never })
      const admin = await createStaff('admin')
      const editor = await createStaff('editor')
      const editorToken = await tokenOf('users', editor.email, STAFF_PASSWORD)
      // An admin's session is a full one only with the second factor (src/auth/twoFactor.ts).
      const secret = 'AKZRRUIP4BT7K5ZU6Z6BP3JBOJCUGQXW'
      await (await import('../../src/auth/twoFactor')).enrolWithSecret(payload, admin.id, secret)
      const { generate } = await import('otplib')
      const adminToken = (
        await payload.login({
          collection: 'users',
          data: { email: admin.email, password: STAFF_PASSWORD, totp: await generate({ secret }) } as { email: string; password: string },
          req: { headers: new Headers({ 'x-kv-client-ip': freshIp() }) },
        })
      ).token!

      for (const [slug, doc] of [
        ['owners', owner],
        ['demands', demand],
      ] as const) {
        const setPassword = await rest(`/api/${slug}/${doc.id}`, {
          method: 'PATCH',
          token: editorToken,
          body: { password: 'Taken-Over-2026!' },
        })
        expect([slug, setPassword.status]).toEqual([slug, 403])
        const setEmail = await rest(`/api/${slug}/${doc.id}`, {
          method: 'PATCH',
          token: editorToken,
          body: { email: `${helpers.unique('editor-owned')}@example.be` },
        })
        expect([slug, setEmail.status]).toEqual([slug, 403])
        // The admin's edit form sends the unchanged e-mail along with the rest: that is no change.
        const daily = await rest(`/api/${slug}/${doc.id}`, {
          method: 'PATCH',
          token: editorToken,
          body: { email: doc.email, lastName: 'Verbeeck' },
        })
        expect([slug, daily.status]).toEqual([slug, 200])
        const stored = await payload.findByID({ collection: slug, id: doc.id, overrideAccess: true })
        expect([slug, stored.email, stored.lastName]).toEqual([slug, doc.email, 'Verbeeck'])
      }
      expect(
        (await rest(`/api/owners/${owner.id}`, { method: 'PATCH', token: adminToken, body: { password: 'Admin-Set-2026!' } })).status,
      ).toBe(200)
      expect((await portalLogin(owner.email, 'Admin-Set-2026!', freshIp())).status).toBe(200)
      expect((await portalLogin(owner.email, OWNER_PASSWORD, freshIp())).status).toBe(401)
      expect(
        (await rest(`/api/demands/${demand.id}`, { method: 'PATCH', token: adminToken, body: { password: 'Admin-Set-2026!' } })).status,
      ).toBe(200)
    })

    it('asks an owner or demander for their current password to change their login e-mail', async () => {
      const owner = await createOwner()
      const demand = await payload.create({ collection: 'demands', data: demandData() as never })
      for (const [slug, doc, password] of [
        ['owners', owner, OWNER_PASSWORD],
        ['demands', demand, DEMAND_PASSWORD],
      ] as const) {
        const token = await tokenOf(slug, doc.email, password)
        const moved = `${helpers.unique('moved')}@example.be`.toLowerCase()
        const without = await rest(`/api/${slug}/${doc.id}`, { method: 'PATCH', token, body: { email: moved } })
        expect([slug, without.status]).toEqual([slug, 400])
        expect(JSON.stringify(without.body)).toContain('currentPassword')
        const wrong = await rest(`/api/${slug}/${doc.id}`, {
          method: 'PATCH',
          token,
          body: { email: moved, currentPassword: 'Not-Mine-123' },
        })
        expect([slug, wrong.status]).toEqual([slug, 400])
        expect((await payload.findByID({ collection: slug, id: doc.id, overrideAccess: true })).email).toBe(doc.email)
        // Other fields of their own need no password.
        expect((await rest(`/api/${slug}/${doc.id}`, { method: 'PATCH', token, body: { firstName: 'Anna' } })).status).toBe(200)
        const right = await rest(`/api/${slug}/${doc.id}`, { method: 'PATCH', token, body: { email: moved, currentPassword: password } })
        expect([slug, right.status]).toEqual([slug, 200])
        expect((await payload.findByID({ collection: slug, id: doc.id, overrideAccess: true })).email).toBe(moved)
        // The local API on the account's behalf follows the same rule.
        await expect(
          payload.update({
            collection: slug,
            id: doc.id,
            overrideAccess: false,
            user: { ...doc, collection: slug, email: moved } as never,
            data: { email: `${helpers.unique('again')}@example.be` },
          }),
        ).rejects.toMatchObject({ status: 400 })
      }
    })
  })
})
