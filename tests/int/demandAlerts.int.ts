import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { TestSmtpServer, smtpPortOfRun } from './helpers/smtp'

/**
 * Demand matching and unsubscribe (issue forms 5 and 6): a listing that goes on offer or changes
 * price mails the subscribed demands it matches, with a signed link that stops the alerts.
 */
describe('demandAlerts.int.ts: demand alerts and unsubscribe', () => {
  let payload: Payload
  let smtp: TestSmtpServer
  let helpers: typeof import('./helpers/payload')
  let fixtures: typeof import('./fixtures')
  let unsubscribeDemand: typeof import('../../src/alerts/unsubscribe').unsubscribeDemand
  let runEmailQueue: typeof import('../../src/email/queue').runEmailQueue

  let house: number
  let flat: number
  let town: { id: number; name: string; zip: string }
  let otherTown: { id: number; name: string; zip: string }
  const demands: Record<string, { id: number; email: string }> = {}

  beforeAll(async () => {
    smtp = new TestSmtpServer(await smtpPortOfRun())
    helpers = await import('./helpers/payload')
    fixtures = await import('./fixtures')
    ;({ unsubscribeDemand } = await import('../../src/alerts/unsubscribe'))
    ;({ runEmailQueue } = await import('../../src/email/queue'))
    payload = await helpers.testPayload()
    await smtp.start()

    house = (await fixtures.propertyType(payload)).id
    flat = (await fixtures.propertyType(payload)).id
    const city = async () => {
      const name = helpers.unique('Gemeente')
      const zip = String(helpers.externalId())
      return { ...(await payload.create({ collection: 'cities', data: { name, zip } })), name, zip }
    }
    town = await city()
    otherTown = await city()

    const demand = async (key: string, criteria: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      const email = `${helpers.unique(key)}@example.be`.toLowerCase()
      const doc = await payload.create({
        collection: 'demands',
        data: {
          email,
          password: 'Demand-Pass-123',
          firstName: 'An',
          lastName: key,
          language: 'nl',
          criteria: { goal: 'sale', types: [house], cities: [town.id], ...criteria },
          ...extra,
        } as never,
      })
      demands[key] = { id: doc.id, email }
    }
    await demand('match', { priceMin: 200000, priceMax: 300000, minBedrooms: 2 }, { language: 'fr' })
    await demand('anyBudget', { types: [flat, house], cities: [otherTown.id, town.id] })
    await demand('unsubscribed', {}, { subscribed: false })
    await demand('otherTown', { cities: [otherTown.id] })
    await demand('otherType', { types: [flat] })
    await demand('tooExpensive', { priceMax: 200000 })
    await demand('tooFewBedrooms', { minBedrooms: 4 })
    await demand('rent', { goal: 'rent' })
  })

  afterAll(async () => {
    await smtp.stop()
    await helpers.closePayload(payload)
  })

  // Alerts queued since the last clearOutbox() (the outbox itself stays: its jobs still point at it).
  let since = new Date(0).toISOString()
  const alertsTo = async () => {
    const { docs } = await payload.find({
      collection: 'emails',
      depth: 0,
      pagination: false,
      where: {
        and: [
          { kind: { equals: 'demand-alert' } },
          { to: { in: Object.values(demands).map((d) => d.email) } },
          { createdAt: { greater_than: since } },
        ],
      },
    })
    return docs.map((doc) => Object.entries(demands).find(([, d]) => d.email === doc.to)![0]).sort()
  }
  const clearOutbox = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    since = new Date().toISOString()
    await new Promise((resolve) => setTimeout(resolve, 5))
  }

  const listing = (data: Record<string, unknown> = {}) =>
    fixtures.property(payload, house, { zip: town.zip, city: town.name.toUpperCase(), price: 250000, bedrooms: 3, ...data })

  it('queues an alert only for the subscribed demands a new listing matches', async () => {
    await listing()
    expect(await alertsTo()).toEqual(['anyBudget', 'match'])
  })

  it('alerts again when the price changes, not for other edits, and never for bulk imports', async () => {
    const doc = await listing({ published: false })
    expect(await alertsTo()).toEqual(['anyBudget', 'match'])
    await clearOutbox()

    await payload.update({ collection: 'properties', id: doc.id, data: { published: true }, context: { disableRevalidate: true } })
    expect(await alertsTo()).toEqual([])
    await payload.update({ collection: 'properties', id: doc.id, locale: 'nl', data: { title: helpers.unique('Nieuwe titel') } })
    expect(await alertsTo()).toEqual([])
    await payload.update({ collection: 'properties', id: doc.id, data: { price: 240000 } })
    expect(await alertsTo()).toEqual(['anyBudget', 'match'])
    await clearOutbox()
    await payload.update({ collection: 'properties', id: doc.id, data: { marquee: '4', price: 230000 } })
    expect(await alertsTo()).toEqual([])
  })

  it('prints the price line as the listing pages do: "starting from" for PriceUnit 7, in the demand\'s language', async () => {
    await clearOutbox()
    await listing({ priceUnit: 7 })
    const { docs } = await payload.find({
      collection: 'emails',
      depth: 0,
      pagination: false,
      where: {
        and: [
          { kind: { equals: 'demand-alert' } },
          { to: { in: [demands.match.email, demands.anyBudget.email] } },
          { createdAt: { greater_than: since } },
        ],
      },
    })
    const textTo = (key: string) => docs.find((doc) => doc.to === demands[key].email)?.text
    expect(textTo('match')).toContain('À partir de €\u00a0250.000')
    expect(textTo('anyBudget')).toContain('Vanaf €\u00a0250.000')
  })

  it("mails the alert in the demand's language with the listing link and a working unsubscribe link", async () => {
    await clearOutbox()
    const doc = await listing({ title: 'Ruime gezinswoning', published: false })
    await payload.update({ collection: 'properties', id: doc.id, locale: 'fr', data: { title: 'Maison familiale spacieuse' } })
    await payload.update({ collection: 'properties', id: doc.id, data: { published: true } })
    await runEmailQueue(payload)

    // Quoted-printable soft line breaks joined again.
    const bodies = smtp.to(demands.match.email).map((mail) => mail.raw.replace(/=\r?\n/g, ''))
    const body = bodies.find((text) => text.includes(`/${doc.externalId}/`))
    expect(body).toBeTruthy()
    expect(body).toContain('Maison familiale spacieuse')
    expect(body).toContain('Ce bien correspond')
    expect(body).toContain('250.000')
    expect(body).toMatch(new RegExp(`http://[^/]+/fr/[a-z-]+/[a-z0-9-]+/maison-familiale-spacieuse/${doc.externalId}/`))
    expect(body).not.toMatch(/Content-Type: text\/html/i)
    const link = /https?:\/\/\S+\/fr\/unsubscribe\/([^/\s]+)\//.exec(body!)
    expect(link).toBeTruthy()
    const token = link![1]

    // A changed signature is refused and changes nothing.
    const tampered = token.replace(/^\d+/, String(demands.anyBudget.id))
    expect(await unsubscribeDemand(payload, tampered)).toBe('invalid')
    expect(await unsubscribeDemand(payload, `${token}x`)).toBe('invalid')
    expect((await payload.findByID({ collection: 'demands', id: demands.anyBudget.id })).subscribed).toBe(true)

    expect(await unsubscribeDemand(payload, token)).toBe('unsubscribed')
    const after = await payload.findByID({ collection: 'demands', id: demands.match.id })
    expect(after.subscribed).toBe(false)
    expect(after.unsubscribedAt).toBeTruthy()
    // Following the link twice is harmless.
    expect(await unsubscribeDemand(payload, token)).toBe('unsubscribed')

    await clearOutbox()
    await listing()
    expect(await alertsTo()).toEqual(['anyBudget'])
  })
})
