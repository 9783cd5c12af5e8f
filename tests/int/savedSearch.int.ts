import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { drainEmailQueue, freshIp, startFormBench, visitorEmail, type FormBench } from './helpers/forms'

type Definition = Parameters<FormBench['handleSubmission']>[0]

/**
 * "Save this search" (issue 37.5) on a real Payload and a real SMTP receiver: the list's filters fill
 * the demand register through the form pipeline; nothing is sent until the double opt-in link of the
 * received e-mail is confirmed (GET only shows); then a matching listing mails the first alert, with
 * the listing's public path. A known address keeps its search and password until it confirms; a
 * search without a town, a forged one or a bad token is refused with its message.
 */
describe('savedSearch.int.ts: save this search', () => {
  let bench: FormBench
  let payload: Payload
  let form: Definition
  let saved: typeof import('../../src/alerts/savedSearch')
  let house: { id: number; webId: number }
  let flat: { id: number; webId: number }
  let town: { id: number; zip: string; name: string }
  let otherTown: { id: number; zip: string; name: string }

  beforeAll(async () => {
    bench = await startFormBench()
    payload = bench.payload
    await bench.smtp.start()
    form = (await import('../../src/forms/saved-search/definition')).savedSearchForm as Definition
    saved = await import('../../src/alerts/savedSearch')
    const fixtures = await import('./fixtures')
    house = (await fixtures.propertyType(payload)) as never
    flat = (await fixtures.propertyType(payload)) as never
    // A postal code is four digits (src/listings/searchParams.ts): one no other suite's town has.
    const freeZip = async (): Promise<string> => {
      const zip = String(1000 + Math.floor(Math.random() * 9000))
      return (await payload.count({ collection: 'cities', where: { zip: { equals: zip } } })).totalDocs ? freeZip() : zip
    }
    const city = async () => {
      const zip = await freeZip()
      return { ...(await payload.create({ collection: 'cities', data: { name: bench.helpers.unique('Gemeente'), zip } })), zip }
    }
    town = await city()
    otherTown = await city()
  })

  afterAll(async () => {
    await bench.shutdown()
  })

  const submit = (data: Record<string, unknown>) =>
    bench.handleSubmission(
      form,
      { locale: 'fr', firstName: 'Lies', lastName: 'Janssens', goal: 'sale', ...data },
      { payload, ip: freshIp() },
    )

  const demandOf = async (email: string) =>
    (await payload.find({ collection: 'demands', depth: 0, overrideAccess: true, where: { email: { equals: email.toLowerCase() } } }))
      .docs[0]

  const received = (to: string) => bench.smtp.to(to).map((mail) => mail.raw.replace(/\r?\n[ \t]+/g, ' ').replace(/=\r?\n/g, ''))

  const tokenIn = (mail: string, locale: string) => {
    const link = new RegExp(`https?://\\S+/${locale}/saved-search/confirm/([A-Za-z0-9_-]{43})/`).exec(mail)
    expect(link).toBeTruthy()
    return link![1]
  }

  it('files the search unconfirmed, confirms by the e-mailed link, then mails the first matching listing', async () => {
    const email = visitorEmail('search')
    const search = `city=${town.zip}&type=${house.webId}&price=0-400000&rooms=3`
    const first = await submit({ email, search })
    expect(first).toEqual({ ok: true, locale: 'fr', thankYou: { message: 'savedSearch.success' }, submissionId: expect.any(Number) })

    const pending = await demandOf(email)
    expect(pending).toMatchObject({ subscribed: false, language: 'fr', optIn: { status: 'pending' } })
    expect(pending.criteria).toMatchObject({ goal: 'sale', priceMax: 400000, minBedrooms: 3 })
    expect(pending.criteria.cities).toEqual([town.id])
    expect(pending.criteria.types).toEqual([house.id])

    await drainEmailQueue(payload, bench.runEmailQueue)
    const [mail] = received(email)
    expect(mail).toContain('Acheter')
    const token = tokenIn(mail, 'fr')
    expect(pending.optIn?.confirmTokenHash).not.toContain(token)

    // Unconfirmed: a matching listing alerts no one.
    const fixtures = await import('./fixtures')
    await fixtures.property(payload, house.id, { zip: town.zip, city: town.name, price: 350000, bedrooms: 3 })
    await drainEmailQueue(payload, bench.runEmailQueue)
    expect(received(email)).toHaveLength(1)

    // GET of the link only shows; the button confirms, once.
    expect(await saved.viewSearchToken(payload, token)).toEqual({ state: 'pending', locale: 'fr' })
    expect((await demandOf(email)).subscribed).toBe(false)
    expect(await saved.confirmSavedSearch(payload, token)).toEqual({ result: 'confirmed' })
    expect(await saved.confirmSavedSearch(payload, token)).toEqual({ result: 'already' })
    expect(await saved.viewSearchToken(payload, token)).toEqual({ state: 'confirmed', locale: 'fr' })
    expect(await demandOf(email)).toMatchObject({ subscribed: true, optIn: { status: 'confirmed' } })

    // The first alert: a matching listing comes on offer; one that does not match sends nothing.
    const listing = await fixtures.property(payload, house.id, { zip: town.zip, city: town.name, price: 365000, bedrooms: 4 })
    await fixtures.property(payload, flat.id, { zip: town.zip, city: town.name, price: 365000, bedrooms: 4 })
    await fixtures.property(payload, house.id, { zip: otherTown.zip, city: otherTown.name, price: 365000, bedrooms: 4 })
    await drainEmailQueue(payload, bench.runEmailQueue)
    const mails = received(email)
    expect(mails).toHaveLength(2)
    expect(mails[1]).toMatch(new RegExp(`https?://[^/\\s]+/fr/[^\\s]*/${listing.externalId}/`))
    expect(mails[1]).not.toMatch(/\/property\/\d+\//)
  })

  it('takes every type of the goal when none is chosen, and an account password when given', async () => {
    const email = visitorEmail('account')
    expect(await submit({ email, search: `city=${town.zip}`, password: 'Mijn-Wachtwoord-1' })).toMatchObject({ ok: true })
    const demand = await demandOf(email)
    expect(demand.criteria.types).toEqual(expect.arrayContaining([house.id, flat.id]))
    const login = await payload.login({ collection: 'demands', data: { email, password: 'Mijn-Wachtwoord-1' } })
    expect(login.user?.email).toBe(email.toLowerCase())
    // Too short a password is refused with its own message.
    expect(await submit({ email: visitorEmail('short'), search: `city=${town.zip}`, password: 'kort' })).toEqual({
      ok: false,
      fieldErrors: { password: 'demand.invalid.passwordLength' },
    })
  })

  it('keeps a known address its search and password until it confirms the new one', async () => {
    const email = visitorEmail('known').toLowerCase()
    await payload.create({
      collection: 'demands',
      data: {
        email,
        password: 'Demand-Pass-123',
        firstName: 'An',
        lastName: 'Peeters',
        criteria: { goal: 'sale', types: [flat.id], cities: [otherTown.id] },
        subscribed: true,
      } as never,
    })
    expect(await submit({ email, search: `city=${town.zip}&type=${house.webId}`, password: 'Someone-Else-9' })).toMatchObject({ ok: true })
    const before = await demandOf(email)
    expect(before.criteria).toMatchObject({ types: [flat.id], cities: [otherTown.id] })
    // The stranger's password did not replace the account's.
    await expect(payload.login({ collection: 'demands', data: { email, password: 'Someone-Else-9' } })).rejects.toThrow()
    await drainEmailQueue(payload, bench.runEmailQueue)
    const token = tokenIn(received(email)[0], 'fr')
    expect(await saved.confirmSavedSearch(payload, token)).toEqual({ result: 'confirmed' })
    expect((await demandOf(email)).criteria).toMatchObject({ types: [house.id], cities: [town.id] })
  })

  it('refuses a search without a known town, a forged one, and bad or expired tokens', async () => {
    const email = visitorEmail('bad')
    for (const search of ['', 'type=1', 'city=0000', `city=${'9'.repeat(3000)}`, 'city=%00%ff&price=abc']) {
      const outcome = await submit({ email, search })
      expect(outcome.ok).toBe(false)
    }
    expect(await submit({ email, search: 'x'.repeat(5000) })).toEqual({ ok: false, fieldErrors: { search: 'savedSearch.invalid.search' } })
    expect(await submit({ email, search: `city=${town.zip}`, goal: 'buy' })).toEqual({
      ok: false,
      fieldErrors: { goal: 'savedSearch.invalid.search' },
    })
    expect(await demandOf(email)).toBeUndefined()

    expect(await saved.viewSearchToken(payload, 'nope')).toEqual({ state: 'invalid' })
    expect(await saved.confirmSavedSearch(payload, 'A'.repeat(43))).toEqual({ result: 'invalid' })
    const late = visitorEmail('late')
    await submit({ email: late, search: `city=${town.zip}` })
    await drainEmailQueue(payload, bench.runEmailQueue)
    const token = tokenIn(received(late)[0], 'fr')
    const inEightDays = new Date(Date.now() + 8 * 86_400_000)
    expect(await saved.viewSearchToken(payload, token, inEightDays)).toEqual({ state: 'expired' })
    expect(await saved.confirmSavedSearch(payload, token, inEightDays)).toEqual({ result: 'expired' })
    expect((await demandOf(late)).subscribed).toBe(false)
  })
})
