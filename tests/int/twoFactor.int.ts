import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { generate } from 'otplib'
import type { Payload } from 'payload'

type Helpers = typeof import('./helpers/payload')
/** A JSON answer of the API, loosely: the fields the tests read. */
type Answer = { errors: Array<{ message?: string; data?: unknown }>; docs: unknown[]; token?: string; secret: string } & Record<
  string,
  unknown
>
type TwoFactor = typeof import('../../src/auth/twoFactor')

const PASSWORD = 'Staff-Pass-123'
let ipCounter = Math.floor(Math.random() * 200)
/** A new client address per call (the private header src/instrumentation.ts sets from the socket). */
const freshIp = () => `198.51.${Math.floor(ipCounter / 250) % 250}.${ipCounter++ % 250}`
const STEP_MS = 30_000
/** The code of the 30-s step `offset` steps from now (the server accepts one step either side). */
const codeOf = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor((Date.now() + offset * STEP_MS) / 1000) })

/**
 * The staff second factor on a real database (SQLite and PostgreSQL): login needs the code once
 * enrolled (REST, local API; GraphQL cannot give one), recovery codes work once, wrong codes are
 * throttled like wrong passwords, admins must enrol and editors when Site settings says so, and the
 * secret is never read through an API.
 */
describe('twoFactor.int.ts: staff second factor', () => {
  let payload: Payload
  let helpers: Helpers
  let twoFactor: TwoFactor
  let handleEndpoints: typeof import('payload').handleEndpoints
  let graphqlPost: (request: Request) => Promise<Response>

  const rest = async (path: string, init: { method?: string; body?: unknown; token?: string; ip?: string } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (init.token) headers.authorization = `JWT ${init.token}`
    headers['x-kv-client-ip'] = init.ip ?? freshIp()
    const response = await handleEndpoints({
      config: payload.config,
      request: new Request(`http://localhost${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    })
    const text = await response.text()
    return { status: response.status, headers: response.headers, text, body: JSON.parse(text || 'null') as Answer | null }
  }
  const graphql = async (query: string, token?: string) => {
    const response = await graphqlPost(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-kv-client-ip': freshIp(), ...(token ? { authorization: `JWT ${token}` } : {}) },
        body: JSON.stringify({ query }),
      }),
    )
    return { status: response.status, text: await response.text() }
  }

  const createStaff = async (role: 'admin' | 'editor') =>
    payload.create({
      collection: 'users',
      data: { email: `${helpers.unique(`tf-${role}`)}@kempenvastgoed.be`.toLowerCase(), password: PASSWORD, name: role, roles: [role] },
    })
  const login = (email: string, extra: Record<string, unknown> = {}, ip?: string) =>
    rest('/api/users/login', { body: { email, password: PASSWORD, ...extra }, ip })
  /** A staff member enrolled through the endpoints, as in the admin: their secret and recovery codes. */
  const enrolled = async (role: 'admin' | 'editor') => {
    const user = await createStaff(role)
    const first = await login(user.email)
    expect(first.status).toBe(200)
    const token = first.body!.token as string
    const setup = await rest('/api/users/two-factor/setup', { method: 'POST', body: {}, token })
    expect(setup.status).toBe(200)
    const secret = setup.body!.secret as string
    expect(setup.body!.qr).toMatch(/^<svg/)
    expect(setup.body!.uri).toContain(`secret=${secret}`)
    const confirm = await rest('/api/users/two-factor/confirm', { body: { code: await codeOf(secret) }, token })
    expect(confirm.status).toBe(200)
    return { user, secret, recoveryCodes: confirm.body!.recoveryCodes as string[], token }
  }
  const setEditorsRequired = async (value: boolean) => {
    await payload.updateGlobal({ slug: 'site-settings', data: { twoFactorForEditors: value }, overrideAccess: true })
  }

  beforeAll(async () => {
    helpers = await import('./helpers/payload')
    twoFactor = await import('../../src/auth/twoFactor')
    ;({ handleEndpoints } = await import('payload'))
    payload = await helpers.testPayload()
    const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
    graphqlPost = GRAPHQL_POST(Promise.resolve(payload.config))
  })

  afterAll(async () => {
    await setEditorsRequired(false)
    await helpers.closePayload(payload)
  })

  it('enrols with a QR code and ten recovery codes, then refuses a login without the code', async () => {
    const { user, recoveryCodes } = await enrolled('editor')
    expect(recoveryCodes).toHaveLength(10)
    const withoutCode = await login(user.email)
    expect(withoutCode.status).toBe(401)
    expect(withoutCode.body!.errors[0].data).toEqual({ secondFactor: 'required' })
    expect(withoutCode.headers.get('set-cookie')).toBeNull()
    expect(withoutCode.text).not.toMatch(/"token"/)
    // The local API asks for it too.
    await expect(
      payload.login({
        collection: 'users',
        data: { email: user.email, password: PASSWORD },
        req: { headers: new Headers({ 'x-kv-client-ip': freshIp() }) },
      }),
    ).rejects.toMatchObject({ status: 401 })
  })

  it('logs in with the current code once: the same code again is refused', async () => {
    const { user, secret } = await enrolled('admin')
    // The confirmation spent this step's code: the next step's is the one the app shows next.
    const code = await codeOf(secret, 1)
    const ok = await login(user.email, { totp: code })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('set-cookie')).toMatch(/payload-token=/)
    const replay = await login(user.email, { totp: code })
    expect(replay.status).toBe(401)
    expect(replay.body!.errors[0].data).toEqual({ secondFactor: 'wrong' })
    // A full session: an enrolled admin reads leads.
    expect((await rest('/api/submissions?limit=1', { token: ok.body!.token })).status).toBe(200)
  })

  it('takes a recovery code once instead of the code', async () => {
    const { user, recoveryCodes } = await enrolled('editor')
    const first = await login(user.email, { totp: recoveryCodes[2].toUpperCase() })
    expect(first.status).toBe(200)
    const again = await login(user.email, { totp: recoveryCodes[2] })
    expect(again.status).toBe(401)
    expect((await rest('/api/users/two-factor', { token: first.body!.token })).body).toMatchObject({ enabled: true, recoveryCodesLeft: 9 })
    // Two logins with one code at the same moment: one gets in.
    const both = await Promise.all([login(user.email, { totp: recoveryCodes[5] }), login(user.email, { totp: recoveryCodes[5] })])
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 401])
  })

  it('counts wrong codes like wrong passwords: per address, then per account', async () => {
    const { user, secret } = await enrolled('editor')
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await login(user.email, { totp: String(100000 + i) }, ip)).status).toBe(401)
    const throttled = await login(user.email, { totp: await codeOf(secret, 1) }, ip)
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    // From other addresses: the account's own count (10 free) reaches its wait as well.
    for (let i = 0; i < 5; i++) expect((await login(user.email, { totp: String(200000 + i) })).status).toBe(401)
    const accountThrottled = await login(user.email, { totp: await codeOf(secret, 1) })
    expect(accountThrottled.status).toBe(429)
    // A right password without its code clears nothing: the code guesses stay counted.
    const guard = await import('../../src/auth/loginGuard')
    const keys = guard.loginKeys(payload.secret, 'users', user.email, null)
    const failures = () =>
      payload.count({
        collection: 'claims',
        overrideAccess: true,
        where: { and: [{ scope: { equals: 'login-fail-account' } }, { key: { equals: keys.account } }] },
      })
    const before = (await failures()).totalDocs
    expect(before).toBe(10)
    await new Promise((resolve) => setTimeout(resolve, 2_100))
    expect((await login(user.email)).body!.errors[0].data).toEqual({ secondFactor: 'required' })
    expect((await failures()).totalDocs).toBe(before)
  })

  it('requires admins to enrol: before that their session reaches nothing but the enrolment', async () => {
    const admin = await createStaff('admin')
    const session = await login(admin.email)
    expect(session.status).toBe(200)
    const token = session.body!.token as string
    expect((await rest('/api/users/two-factor', { token })).body).toMatchObject({ enabled: false, required: true, pending: true })
    expect((await rest('/api/submissions?limit=1', { token })).status).toBe(403)
    expect((await rest('/api/owners?limit=1', { token })).status).toBe(403)
    expect((await rest('/api/users?limit=1', { token })).body!.docs).toHaveLength(1)
    expect((await rest('/api/globals/site-settings', { method: 'POST', body: { twoFactorForEditors: false }, token })).status).toBe(403)
    // It cannot give itself more either.
    await rest(`/api/users/${admin.id}`, { method: 'PATCH', body: { totpEnabled: true }, token })
    expect((await rest('/api/users/two-factor', { token })).body).toMatchObject({ enabled: false, pending: true })
    // Enrolled, the same session is a full one.
    const setup = await rest('/api/users/two-factor/setup', { method: 'POST', body: {}, token })
    await rest('/api/users/two-factor/confirm', { body: { code: await codeOf(setup.body!.secret) }, token })
    expect((await rest('/api/submissions?limit=1', { token })).status).toBe(200)
  })

  it('leaves editors free to enrol unless Site settings requires it', async () => {
    const editor = await createStaff('editor')
    const token = (await login(editor.email)).body!.token as string
    expect((await rest('/api/users/two-factor', { token })).body).toMatchObject({ required: false, pending: false })
    expect((await rest('/api/submissions?limit=1', { token })).status).toBe(200)
    await setEditorsRequired(true)
    try {
      expect((await rest('/api/users/two-factor', { token })).body).toMatchObject({ required: true, pending: true })
      expect((await rest('/api/submissions?limit=1', { token })).status).toBe(403)
    } finally {
      await setEditorsRequired(false)
    }
    expect((await rest('/api/submissions?limit=1', { token })).status).toBe(200)
  })

  it('never shows the secret, the recovery codes or the last step through REST or GraphQL', async () => {
    const { user, secret, recoveryCodes } = await enrolled('admin')
    const token = (await login(user.email, { totp: await codeOf(secret, 1) })).body!.token as string
    const stored = await payload.db.findOne<{ id: number; totpSecret?: string }>({
      collection: 'users',
      where: { id: { equals: user.id } },
    })
    // At rest it is encrypted.
    expect(stored?.totpSecret).toMatch(/^v1:/)
    expect(stored?.totpSecret).not.toContain(secret)
    const reads = [
      await rest(`/api/users/${user.id}?depth=0`, { token }),
      await rest(`/api/users?where[id][equals]=${user.id}`, { token }),
      await rest(`/api/users/me`, { token }),
      await rest(`/api/users/${user.id}?select[totpSecret]=true&select[totpRecoveryCodes]=true`, { token }),
    ]
    for (const read of reads) {
      expect(read.status).toBe(200)
      expect(read.text).not.toMatch(/totpSecret|totpRecoveryCodes|totpLastStep/)
      expect(read.text).not.toContain(stored!.totpSecret!)
      expect(read.text).not.toContain(recoveryCodes[0])
    }
    expect(reads[0].body!.totpEnabled).toBe(true)
    // No filter on them either (an oracle on the secret).
    const filter = await rest(`/api/users?where[totpSecret][like]=v1`, { token })
    expect(filter.text).not.toContain(user.email)
    const gql = await graphql(`{ Users(where: { id: { equals: ${user.id} } }) { docs { email totpSecret } } }`, token)
    expect(gql.text).not.toContain(stored!.totpSecret!)
    expect(gql.text).toMatch(/"totpSecret":null|Cannot query field "totpSecret"/)
    // A local API read without overrideAccess gets nothing of it.
    const local = await payload.findByID({
      collection: 'users',
      id: user.id,
      overrideAccess: false,
      user: { ...user, collection: 'users' },
    })
    expect(Object.keys(local)).not.toEqual(expect.arrayContaining(['totpSecret']))
  })

  it('has no way around the code: GraphQL login, a self PATCH, a reset link', async () => {
    const { user, secret, token, recoveryCodes } = await enrolled('editor')
    const gql = await graphql(`mutation { loginUser(email: "${user.email}", password: "${PASSWORD}") { token } }`)
    expect(gql.text).not.toMatch(/"token":"ey/)
    expect(gql.text).toMatch(/errors/)
    // The account itself cannot switch it off by a PATCH (only with a code, through its endpoint).
    await rest(`/api/users/${user.id}`, { method: 'PATCH', body: { totpEnabled: false, totpSecret: null }, token })
    expect((await login(user.email)).status).toBe(401)
    expect((await rest('/api/users/two-factor/disable', { body: { code: '000000' }, token })).status).toBe(400)
    // A reset link sets the password and opens no session.
    const resetToken = await payload.forgotPassword({ collection: 'users', data: { email: user.email }, disableEmail: true })
    const reset = await rest('/api/users/reset-password', { body: { token: resetToken, password: PASSWORD } })
    expect(reset.status).toBe(200)
    expect(reset.headers.get('set-cookie')).toBeNull()
    expect(reset.body!.token).toBeUndefined()
    // The reset ended the account's sessions; the new password logs in with its code.
    expect((await rest('/api/users/two-factor', { token })).status).toBe(401)
    const again = await login(user.email, { totp: await codeOf(secret, 1) })
    expect(again.status).toBe(200)
    // Turned off with a code (a recovery code here), the password alone works again.
    expect((await rest('/api/users/two-factor/disable', { body: { code: recoveryCodes[0] }, token: again.body!.token })).status).toBe(200)
    expect((await login(user.email)).status).toBe(200)
  })

  it('throttles wrong codes that try to turn the factor off like wrong logins', async () => {
    const { token } = await enrolled('editor')
    const ip = freshIp()
    for (let i = 0; i < 5; i++)
      expect((await rest('/api/users/two-factor/disable', { body: { code: String(300000 + i) }, token, ip })).status).toBe(400)
    const throttled = await rest('/api/users/two-factor/disable', { body: { code: '300009' }, token, ip })
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
  })

  it("lets an admin clear another staff member's factor, and nobody else", async () => {
    const { user: editor, token: editorToken } = await enrolled('editor')
    const { user: admin, secret } = await enrolled('admin')
    const adminToken = (await login(admin.email, { totp: await codeOf(secret, 1) })).body!.token as string
    expect((await rest('/api/users/two-factor/reset', { body: { id: admin.id }, token: editorToken })).status).toBe(403)
    expect((await rest('/api/users/two-factor/reset', { body: { id: editor.id }, token: adminToken })).status).toBe(200)
    expect((await login(editor.email)).status).toBe(200)
  })

  it('checks codes by the clock: one step either side, never a step already used', async () => {
    const user = await createStaff('editor')
    const secret = 'AKZRRUIP4BT7K5ZU6Z6BP3JBOJCUGQXW'
    await twoFactor.enrolWithSecret(payload, user.id, secret)
    const now = Date.now()
    const at = (offsetSteps: number) => generate({ secret, epoch: Math.floor((now + offsetSteps * STEP_MS) / 1000) })
    expect(await twoFactor.checkSecondFactor(payload, user.id, await at(-2), now)).toBe('wrong')
    expect(await twoFactor.checkSecondFactor(payload, user.id, await at(-1), now)).toBe('ok')
    expect(await twoFactor.checkSecondFactor(payload, user.id, await at(-1), now)).toBe('wrong')
    expect(await twoFactor.checkSecondFactor(payload, user.id, await at(1), now)).toBe('ok')
    // After step +1, the current step's code is older than the last used one: refused.
    expect(await twoFactor.checkSecondFactor(payload, user.id, await at(0), now)).toBe('wrong')
    expect(await twoFactor.checkSecondFactor(payload, user.id, '', now)).toBe('missing')
  })
})
