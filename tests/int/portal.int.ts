import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { addDays, storedDay, todayInBelgium } from '../../src/lib/belgianDay'
import { TestSmtpServer, smtpPortOfRun } from './helpers/smtp'

type Api = typeof import('../../src/portal/api')
type Data = typeof import('../../src/portal/reads')
type OwnerDoc = import('../../src/payload-types').Owner

const SECTIONS = { forSale: '/nl/te-koop/', forRent: '/nl/te-huur/', newBuild: '/nl/nieuwbouw/', projects: '/nl/projecten/' }
const PASSWORD = 'Eigenaar-Test-2026'

/**
 * The owner portal on a real database and a real SMTP receiver: who can read what (local API, the
 * portal's route handlers, Payload's REST and GraphQL APIs), login errors (throttling: tests/int/logins.int.ts), the login notice
 * to the agent through the outbox (the forgotten password: passwordReset.int.ts).
 */
describe('portal.int.ts: owner portal', () => {
  let payload: Payload
  let smtp: TestSmtpServer
  let api: Api
  let data: Data
  let runEmailQueue: typeof import('../../src/email/queue').runEmailQueue
  let close: (payload: Payload) => Promise<void>
  let unique: (prefix: string) => string
  let externalId: () => number

  let advisorA: { id: number; email: string }
  let advisorB: { id: number; email: string }
  let ownerA: OwnerDoc
  let ownerB: OwnerDoc
  const props = {} as Record<'a1' | 'a2' | 'b1' | 'b2', { id: number; externalId: number }>
  let staffToken: string

  const request = (path: string, init: { token?: string; cookie?: string; body?: unknown; method?: string } = {}) =>
    new Request(`http://localhost${path}`, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: {
        ...(init.token ? { authorization: `JWT ${init.token}` } : {}),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    })

  /** Logs in through the portal's login handler and returns the session cookie it set. */
  const loginCookie = async (email: string, password = PASSWORD) => {
    const response = await api.handleLogin(payload, request('/api/portal/login', { body: { email, password, locale: 'nl' } }))
    expect(response.status).toBe(200)
    return response.headers.get('set-cookie')!.split(';')[0]
  }

  const createOwner = async (advisor?: number) =>
    (await payload.create({
      collection: 'owners',
      data: { email: `${unique('owner')}@example.be`, password: PASSWORD, firstName: 'Eva', lastName: unique('Peeters'), advisor },
    })) as unknown as OwnerDoc

  const outbox = async (to: string, kind: string) =>
    (
      await payload.find({
        collection: 'emails',
        depth: 0,
        pagination: false,
        sort: 'createdAt',
        where: { and: [{ to: { equals: to } }, { kind: { equals: kind } }] },
      })
    ).docs

  beforeAll(async () => {
    smtp = new TestSmtpServer(await smtpPortOfRun())
    await smtp.start()
    const helpers = await import('./helpers/payload')
    ;({ unique, externalId } = helpers)
    close = helpers.closePayload
    api = await import('../../src/portal/api')
    data = await import('../../src/portal/reads')
    ;({ runEmailQueue } = await import('../../src/email/queue'))
    payload = await helpers.testPayload()

    const type = await payload.create({
      collection: 'property-types',
      data: { name: unique('Type'), webId: externalId(), showOrder: 99, sale: true, rent: true },
    })
    const advisor = async () => {
      const doc = await payload.create({
        collection: 'advisors',
        data: {
          firstName: 'Ann',
          lastName: unique('Agent'),
          slug: unique('agent'),
          email: `${unique('agent')}@kempenvastgoed.be`,
          phone: '0475123456',
          published: true,
        },
      })
      return { id: doc.id, email: doc.email }
    }
    advisorA = await advisor()
    advisorB = await advisor()
    ownerA = await createOwner(advisorA.id)
    ownerB = await createOwner()
    const property = async (owner: number, published: boolean, advisor?: number) => {
      const doc = await payload.create({
        collection: 'properties',
        locale: 'nl',
        data: {
          title: unique('Woning'),
          externalId: externalId(),
          goal: 'sale',
          zip: '3920',
          city: 'Lommel',
          price: 250000,
          type: type.id,
          published,
          owner,
          advisor,
        } as never,
      })
      return { id: doc.id, externalId: doc.externalId }
    }
    props.a1 = await property(ownerA.id, true)
    props.a2 = await property(ownerA.id, false)
    props.b1 = await property(ownerB.id, false, advisorB.id)
    props.b2 = await property(ownerB.id, true, advisorB.id)

    const today = todayInBelgium()
    const day = (ago: number) => storedDay(addDays(today, -ago))
    for (const [key, views] of [
      ['a1', 4],
      ['a2', 6],
      ['b1', 50],
      ['b2', 70],
    ] as const) {
      const id = props[key].id
      await payload.create({ collection: 'property-stats', data: { property: id, date: day(0), pageViews: views } })
      await payload.create({ collection: 'property-stats', data: { property: id, date: day(40), pageViews: 1000 } })
      const submission = await payload.create({
        collection: 'submissions',
        data: {
          type: 'visit',
          status: 'new',
          property: id,
          name: `Bezoeker ${key}`,
          email: `${key}@visitor.be`,
          phone: '0499112233',
          subject: 'Bezoekaanvraag',
          message: `Geheim bericht ${key}`,
          data: { income: 4000 },
        },
      })
      await payload.create({
        collection: 'appointments',
        data: {
          property: id,
          date: day(-3),
          slot: '10-13',
          status: 'confirmed',
          firstName: 'Bezoeker',
          lastName: key,
          email: `${key}@visitor.be`,
          phone: '0499112233',
          remark: 'privé',
          submission: submission.id,
        },
      })
    }
    const staff = await payload.create({
      collection: 'users',
      data: { email: `${unique('staff')}@kempenvastgoed.be`, password: 'Staff-Pass-123', name: 'Staff', roles: ['editor'] },
    })
    staffToken = (await payload.login({ collection: 'users', data: { email: staff.email, password: 'Staff-Pass-123' } })).token!
  })

  afterAll(async () => {
    await smtp.stop()
    await close(payload)
  })

  describe('what an owner can read', () => {
    const asOwner = (owner: OwnerDoc) => ({ ...owner, collection: 'owners' as const }) as never

    it("lists only the owner's own properties, published or not, through the portal reads", async () => {
      const list = await data.listOwnerProperties(payload, asOwner(ownerA), 'nl')
      expect(list.map((p) => p.id).sort()).toEqual([props.a1.externalId, props.a2.externalId].sort())
      expect(await data.getPortalOverview(payload, asOwner(ownerA), props.b2.externalId, 'nl', SECTIONS)).toBeNull()
      expect(await data.getPortalOverview(payload, asOwner(ownerA), props.b1.externalId, 'nl', SECTIONS)).toBeNull()
    })

    it("shows the owner's statistics, history, visits, agent and media without visitor contact details", async () => {
      const overview = await data.getPortalOverview(payload, asOwner(ownerA), props.a1.externalId, 'nl', SECTIONS)
      expect(overview).not.toBeNull()
      expect([overview!.stats.today, overview!.stats.total]).toEqual([4, 1004])
      expect(overview!.stats.last30.reduce((s, d) => s + d.views, 0)).toBe(4)
      expect(overview!.history).toHaveLength(1)
      expect(overview!.history[0]).toMatchObject({ type: 'visit', contact: 'Bezoeker a1', subject: 'Bezoekaanvraag', status: 'new' })
      expect(overview!.visits.upcoming.map((v) => v.visitor)).toEqual(['Bezoeker a1'])
      expect(overview!.agent).toMatchObject({ email: advisorA.email, phone: '0475\u00a012\u00a034\u00a056' })
      expect(overview!.media.publicPath).toMatch(new RegExp(`^/nl/te-koop/lommel/.+/${props.a1.externalId}/$`))
      const everything = JSON.stringify(overview)
      // Visitor contact details, and anything of the other owner's properties (their visitors, their agent).
      // Not bare 'b1'/'b2': random test names (base 36) can contain them.
      const secrets = [
        'a1@visitor.be',
        '0499112233',
        'Geheim bericht',
        'income',
        'privé',
        'Bezoeker b1',
        'Bezoeker b2',
        'b1@visitor.be',
        'b2@visitor.be',
        advisorB.email,
      ]
      for (const secret of secrets) expect([secret, everything.includes(secret)]).toEqual([secret, false])

      const unpublished = await data.getPortalOverview(payload, asOwner(ownerA), props.a2.externalId, 'nl', SECTIONS)
      expect(unpublished!.media.publicPath).toBeNull()
      expect(unpublished!.stats.today).toBe(6)
    })

    it("the portal route handlers answer for the session's owner only", async () => {
      const cookie = await loginCookie(ownerA.email)
      const list = await (await api.handleProperties(payload, request('/api/portal/properties?locale=fr', { cookie }))).json()
      expect(list.properties.map((p: { id: number }) => p.id).sort()).toEqual([props.a1.externalId, props.a2.externalId].sort())

      const own = await api.handleOverview(
        payload,
        request(`/api/portal/properties/${props.a1.externalId}`, { cookie }),
        String(props.a1.externalId),
        async () => SECTIONS,
      )
      expect(own.status).toBe(200)
      expect(own.headers.get('cache-control')).toContain('no-store')
      expect((await own.json()).stats.today).toBe(4)

      // Another owner's property, also when the owner asks for another owner's portal.
      for (const path of [
        `/api/portal/properties/${props.b2.externalId}`,
        `/api/portal/properties/${props.b2.externalId}?owner=${ownerB.id}`,
      ]) {
        const other = await api.handleOverview(payload, request(path, { cookie }), String(props.b2.externalId), async () => SECTIONS)
        expect([path, other.status]).toEqual([path, 404])
      }
      const asB = await (await api.handleProperties(payload, request(`/api/portal/properties?owner=${ownerB.id}`, { cookie }))).json()
      expect(asB.properties.map((p: { id: number }) => p.id)).not.toContain(props.b2.externalId)

      const anonymous = await api.handleOverview(
        payload,
        request(`/api/portal/properties/${props.a1.externalId}`),
        String(props.a1.externalId),
        async () => SECTIONS,
      )
      expect(anonymous.status).toBe(401)
      expect(await anonymous.json()).toEqual({ error: 'login.sessionExpired' })
      const nonsense = await api.handleOverview(payload, request('/api/portal/properties/abc', { cookie }), 'abc', async () => SECTIONS)
      expect(nonsense.status).toBe(404)
    })

    it("staff open any owner's portal, read as that owner", async () => {
      const cookie = `payload-token=${staffToken}`
      const list = await (await api.handleProperties(payload, request(`/api/portal/properties?owner=${ownerB.id}`, { cookie }))).json()
      expect(list.properties.map((p: { id: number }) => p.id).sort()).toEqual([props.b1.externalId, props.b2.externalId].sort())
      const overview = await api.handleOverview(
        payload,
        request(`/api/portal/properties/${props.b1.externalId}?owner=${ownerB.id}`, { cookie }),
        String(props.b1.externalId),
        async () => SECTIONS,
      )
      expect((await overview.json()).stats.today).toBe(50)
      // Without a chosen owner there is no portal to show.
      expect((await api.handleProperties(payload, request('/api/portal/properties', { cookie }))).status).toBe(401)
    })

    it("Payload's REST API gives an owner their own statistics, enquiries and visits only", async () => {
      const { handleEndpoints } = await import('payload')
      const token = (await payload.login({ collection: 'owners', data: { email: ownerA.email, password: PASSWORD } })).token!
      const rest = async (path: string) => {
        const response = await handleEndpoints({ config: payload.config, request: request(path, { token }) })
        return { status: response.status, body: await response.json() }
      }
      const ownIds = [props.a1.id, props.a2.id].sort()
      for (const collection of ['property-stats', 'submissions', 'appointments']) {
        const { status, body } = await rest(`/api/${collection}?depth=0&limit=100`)
        expect([collection, status]).toEqual([collection, 200])
        expect([collection, [...new Set(body.docs.map((d: { property: number }) => d.property))].sort()]).toEqual([collection, ownIds])
      }
      const filtered = await rest(`/api/submissions?depth=0&where[property][equals]=${props.b2.id}`)
      expect(filtered.body.docs).toEqual([])
      const submissions = await rest('/api/submissions?depth=0')
      expect(submissions.body.docs[0].email).toBeUndefined()
      expect(submissions.body.docs[0].message).toBeUndefined()
      expect((await rest(`/api/properties/${props.b1.id}?depth=0`)).status).toBe(404)
      expect(
        (
          await rest(
            `/api/appointments/${(await payload.find({ collection: 'appointments', depth: 0, where: { property: { equals: props.b2.id } } })).docs[0].id}?depth=0`,
          )
        ).status,
      ).toBe(404)
      const owners = await rest('/api/owners?depth=0')
      expect(owners.body.docs.map((o: { id: number }) => o.id)).toEqual([ownerA.id])
    })

    it("Payload's GraphQL API gives an owner their own statistics only", async () => {
      const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
      const token = (await payload.login({ collection: 'owners', data: { email: ownerA.email, password: PASSWORD } })).token!
      const query =
        '{ PropertyStats(limit: 100) { docs { pageViews property { id } } } Appointments(limit: 100) { docs { email property { id } } } }'
      const response = await GRAPHQL_POST(Promise.resolve(payload.config))(
        new Request('http://localhost/api/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
          body: JSON.stringify({ query }),
        }),
      )
      const body = (await response.json()) as {
        data: {
          PropertyStats: { docs: Array<{ property: { id: number } }> }
          Appointments: { docs: Array<{ email: string | null; property: { id: number } }> }
        }
      }
      const ids = (docs: Array<{ property: { id: number } }>) => [...new Set(docs.map((d) => d.property.id))].sort()
      expect(ids(body.data.PropertyStats.docs)).toEqual([props.a1.id, props.a2.id].sort())
      expect(ids(body.data.Appointments.docs)).toEqual([props.a1.id, props.a2.id].sort())
      expect(body.data.Appointments.docs.every((a) => a.email === null)).toBe(true)
    })
  })

  describe('login', () => {
    it('sets an HTTP-only session cookie that expires with the session (2 hours)', async () => {
      const response = await api.handleLogin(
        payload,
        request('/api/portal/login', { body: { email: ownerA.email.toUpperCase(), password: PASSWORD, locale: 'fr' } }),
      )
      expect(await response.json()).toEqual({ ok: true, redirect: '/fr/portail/' })
      const cookie = response.headers.get('set-cookie')!
      expect(cookie).toMatch(/^payload-token=/)
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=Lax/i)
      const expires = new Date(/Expires=([^;]+)/i.exec(cookie)![1]).getTime()
      expect(Math.abs(expires - Date.now() - 2 * 60 * 60 * 1000)).toBeLessThan(60_000)
      const token = cookie.split(';')[0].split('=')[1]
      const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
      expect(claims.exp - claims.iat).toBe(2 * 60 * 60)
      expect(claims.collection).toBe('owners')
    })

    it("answers the spec's messages for a wrong password and for invalid input", async () => {
      const wrong = await api.handleLogin(
        payload,
        request('/api/portal/login', { body: { email: ownerB.email, password: 'wrong-password' } }),
      )
      expect(wrong.status).toBe(401)
      expect(await wrong.json()).toEqual({ error: 'error.loginFailed' })
      const unknown = await api.handleLogin(
        payload,
        request('/api/portal/login', { body: { email: 'nobody@example.be', password: 'whatever' } }),
      )
      expect(await unknown.json()).toEqual({ error: 'error.loginFailed' })
      const invalid = await api.handleLogin(payload, request('/api/portal/login', { body: { email: 'not-an-email', password: '' } }))
      expect(invalid.status).toBe(400)
      expect(await invalid.json()).toEqual({
        error: 'error.invalidCredentials',
        fields: { email: 'validation.invalid.email', password: 'validation.required.password' },
      })
      const garbage = await api.handleLogin(payload, new Request('http://localhost/api/portal/login', { method: 'POST', body: 'not json' }))
      expect(garbage.status).toBe(400)
      // A wrong attempt does not count once the owner logs in correctly.
      await loginCookie(ownerB.email)
    })

    it('never locks the account: after failed attempts the right password still logs in and notifies the agent', async () => {
      const owner = await createOwner(advisorA.id)
      expect(payload.collections.owners.config.auth.maxLoginAttempts).toBe(0)
      for (let i = 0; i < 5; i++) {
        const response = await api.handleLogin(
          payload,
          request('/api/portal/login', { body: { email: owner.email, password: `wrong-${i}` } }),
        )
        expect([i, response.status, await response.json()]).toEqual([i, 401, { error: 'error.loginFailed' }])
      }
      await loginCookie(owner.email)
      expect(await outbox(advisorA.email, 'login-notice').then((mails) => mails.some((m) => m.text.includes(owner.email)))).toBe(true)
    })

    it('logs out: the session is gone from the account and the cookie is expired', async () => {
      const cookie = await loginCookie(ownerB.email)
      expect((await payload.auth({ headers: new Headers({ cookie }) })).user?.id).toBe(ownerB.id)
      const response = await api.handleLogout(payload, request('/api/portal/logout', { cookie, method: 'POST' }))
      expect(response.status).toBe(200)
      const expired = response.headers.get('set-cookie')!
      expect(expired).toMatch(/^payload-token=;/)
      expect(new Date(/Expires=([^;]+)/i.exec(expired)![1]).getTime()).toBeLessThanOrEqual(Date.now())
      expect((await payload.auth({ headers: new Headers({ cookie }) })).user).toBeNull()
      expect((await api.handleProperties(payload, request('/api/portal/properties', { cookie }))).status).toBe(401)
    })
  })

  describe('e-mails through the outbox', () => {
    it("each login queues a notice to the owner's agent, delivered over SMTP", async () => {
      const before = (await outbox(advisorA.email, 'login-notice')).length
      await loginCookie(ownerA.email)
      const notices = await outbox(advisorA.email, 'login-notice')
      expect(notices).toHaveLength(before + 1)
      const notice = notices.at(-1)!
      expect(notice.subject).toBe(`Eigenaar aangemeld: Eva ${ownerA.lastName}`)
      expect(notice.text).toContain(ownerA.email)
      expect(notice.text).toContain(String(props.a1.externalId))

      await runEmailQueue(payload)
      expect((await payload.findByID({ collection: 'emails', id: notice.id, depth: 0 })).status).toBe('sent')
      expect(smtp.to(advisorA.email).some((mail) => mail.raw.includes(`Eigenaar aangemeld: Eva ${ownerA.lastName}`))).toBe(true)
    })

    it("without an agent of their own, the notice goes to the advisor of the owner's property", async () => {
      const before = (await outbox(advisorB.email, 'login-notice')).length
      await loginCookie(ownerB.email)
      expect(await outbox(advisorB.email, 'login-notice')).toHaveLength(before + 1)
    })
  })
})
