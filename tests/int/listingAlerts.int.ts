import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { drainEmailQueue, freshIp, startFormBench, visitorEmail, type FormBench } from './helpers/forms'

/**
 * Alerts for one listing without an account (issue point 5) on a real Payload and a real SMTP receiver:
 * sign-up through the form pipeline, the double opt-in link from the received e-mail, then a price drop
 * or a new state mails each confirmed follower exactly once, with a one-click unsubscribe that works.
 */
describe('listingAlerts.int.ts: listing alerts ("Volg deze woning")', () => {
  let bench: FormBench
  let payload: Payload
  let watches: typeof import('../../src/alerts/watches')
  let form: typeof import('../../src/forms/listing-alert/definition').listingAlertForm
  let fixtures: typeof import('./fixtures')
  let typeId: number

  beforeAll(async () => {
    bench = await startFormBench()
    payload = bench.payload
    await bench.smtp.start()
    watches = await import('../../src/alerts/watches')
    form = (await import('../../src/forms/listing-alert/definition')).listingAlertForm
    fixtures = await import('./fixtures')
    typeId = (await fixtures.propertyType(payload)).id
  })

  afterAll(async () => {
    await bench.shutdown()
  })

  const signUp = (externalId: unknown, email: unknown, locale = 'fr') =>
    bench.handleSubmission(form as never, { locale, property: externalId, email }, { payload, ip: freshIp() })

  const outbox = async (to: string, kind: string) =>
    (
      await payload.find({
        collection: 'emails',
        depth: 0,
        pagination: false,
        overrideAccess: true,
        where: { and: [{ to: { equals: to } }, { kind: { equals: kind } }] },
        sort: 'createdAt',
      })
    ).docs

  const watchOf = async (email: string) =>
    (await payload.find({ collection: 'listing-watches', depth: 0, overrideAccess: true, where: { email: { equals: email } } })).docs[0]

  /** The received mails to `to`: folded header lines unfolded, quoted-printable soft line breaks joined again. */
  const mailsTo = (to: string) => bench.smtp.to(to).map((mail) => mail.raw.replace(/\r?\n[ \t]+/g, ' ').replace(/=\r?\n/g, ''))

  /** Signs up, reads the confirmation link from the real SMTP receiver and follows it. */
  async function confirmedFollower(externalId: number, locale = 'fr') {
    const email = visitorEmail('follow')
    expect(await signUp(externalId, email, locale)).toMatchObject({ ok: true, thankYou: { message: 'listingAlert.success' } })
    await drainEmailQueue(payload, bench.runEmailQueue)
    const mail = mailsTo(email).find((raw) => raw.includes('/listing-alert/confirm/'))
    expect(mail).toBeTruthy()
    const link = new RegExp(`https?://\\S+/${locale}/listing-alert/confirm/([A-Za-z0-9_-]{43})/`).exec(mail!)
    expect(link).toBeTruthy()
    return { email, token: link![1] }
  }

  it('signs up, confirms with the link of the received e-mail, and mails one alert for a price drop', async () => {
    const listing = await fixtures.property(payload, typeId, { price: 300000, title: 'Woning om te volgen' })
    const { email, token } = await confirmedFollower(listing.externalId)
    const pending = await watchOf(email)
    expect(pending).toMatchObject({ status: 'pending', locale: 'fr' })
    expect(pending.confirmTokenHash).not.toContain(token)

    // The unconfirmed watch gets nothing for a drop.
    await payload.update({ collection: 'properties', id: listing.id, data: { price: 295000 } })
    expect(await outbox(email, watches.WATCH_ALERT_KIND)).toHaveLength(0)

    // Opening the link (what a mail scanner does) only reads: the watch stays pending.
    expect(await watches.viewConfirmToken(payload, token)).toMatchObject({ state: 'pending', propertyId: listing.id })
    expect(await watchOf(email)).toMatchObject({ status: 'pending' })
    expect(await watches.confirmWatch(payload, token)).toMatchObject({ result: 'confirmed', propertyId: listing.id })
    // Pressing the button again is harmless and says so.
    expect(await watches.confirmWatch(payload, token)).toMatchObject({ result: 'already' })
    expect(await watches.viewConfirmToken(payload, token)).toMatchObject({ state: 'confirmed' })
    expect(await watchOf(email)).toMatchObject({ status: 'confirmed', notifiedPrice: 295000, notifiedStatus: 'for-sale' })

    // Another edit, and a raise, say nothing.
    await payload.update({ collection: 'properties', id: listing.id, locale: 'nl', data: { title: 'Woning om te volgen, nieuw' } })
    await payload.update({ collection: 'properties', id: listing.id, data: { price: 299000 } })
    expect(await outbox(email, watches.WATCH_ALERT_KIND)).toHaveLength(0)

    await payload.update({ collection: 'properties', id: listing.id, data: { price: 280000 } })
    // The same values saved again alert no one twice.
    await payload.update({ collection: 'properties', id: listing.id, data: { price: 280000 } })
    const alerts = await outbox(email, watches.WATCH_ALERT_KIND)
    expect(alerts).toHaveLength(1)
    expect(alerts[0].listUnsubscribe).toMatch(/\/api\/site\/listing-alerts\/unsubscribe\?token=/)

    await drainEmailQueue(payload, bench.runEmailQueue)
    // And a retried queue run sends nothing again.
    await bench.runEmailQueue(payload)
    const received = mailsTo(email).filter((raw) => raw.includes('Baisse de prix'))
    expect(received).toHaveLength(1)
    // "de € 299.000 à € 280.000" (no-break spaces in the amounts), quoted-printable.
    expect(received[0]).toMatch(/299\.000 \S+ \S+=C2=A0280\.000/)
    expect(received[0]).toMatch(/^List-Unsubscribe: <https?:\/\/\S+\/api\/site\/listing-alerts\/unsubscribe\?token=\S+>/m)
    expect(received[0]).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    expect(received[0]).toMatch(new RegExp(`/fr/[a-z-]+/[a-z0-9-]+/[a-z0-9-]+/${listing.externalId}/`))
  })

  it('mails the new state once (under option, then sold) and stops after the one-click unsubscribe', async () => {
    const listing = await fixtures.property(payload, typeId, { price: 250000 })
    const follower = await confirmedFollower(listing.externalId, 'nl')
    const other = await confirmedFollower(listing.externalId, 'en')
    expect((await watches.confirmWatch(payload, follower.token)).result).toBe('confirmed')
    expect((await watches.confirmWatch(payload, other.token)).result).toBe('confirmed')

    await payload.update({ collection: 'properties', id: listing.id, data: { marquee: '3' } })
    await payload.update({ collection: 'properties', id: listing.id, data: { marquee: '3' } })
    expect((await outbox(follower.email, watches.WATCH_ALERT_KIND)).map((e) => e.subject)).toEqual([expect.stringMatching(/^In optie: /)])
    expect((await outbox(other.email, watches.WATCH_ALERT_KIND)).map((e) => e.subject)).toEqual([expect.stringMatching(/^Under option: /)])

    await drainEmailQueue(payload, bench.runEmailQueue)
    const mail = mailsTo(follower.email).find((raw) => raw.includes('In optie'))!
    const pageLink = /https?:\/\/\S+\/nl\/listing-alert\/unsubscribe\/([^/\s]+)\//.exec(mail)
    expect(pageLink).toBeTruthy()
    // A forged or altered token changes nothing.
    expect(await watches.unsubscribeWatch(payload, `${pageLink![1]}x`)).toBe('invalid')
    expect(await watches.unsubscribeWatch(payload, pageLink![1].replace(/^\d+/, '999999'))).toBe('invalid')
    expect(await watches.unsubscribeWatch(payload, pageLink![1])).toBe('unsubscribed')
    expect(await watches.unsubscribeWatch(payload, pageLink![1])).toBe('unsubscribed')
    expect(await watchOf(follower.email)).toMatchObject({ status: 'unsubscribed' })

    await payload.update({ collection: 'properties', id: listing.id, data: { marquee: '4', price: 240000 } })
    expect(await outbox(follower.email, watches.WATCH_ALERT_KIND)).toHaveLength(1)
    const soldAlerts = await outbox(other.email, watches.WATCH_ALERT_KIND)
    expect(soldAlerts.map((e) => e.subject)).toEqual([expect.stringMatching(/^Under option: /), expect.stringMatching(/^Sold: /)])
    // The old confirmation link of an unsubscribed watch no longer works.
    expect((await watches.confirmWatch(payload, follower.token)).result).toBe('invalid')
  })

  it('a second sign-up of a confirmed follower sends nothing; a pending one gets a new link and the old one stops', async () => {
    const listing = await fixtures.property(payload, typeId)
    const first = await confirmedFollower(listing.externalId)
    expect(await signUp(listing.externalId, first.email)).toMatchObject({ ok: true })
    const confirmations = await outbox(first.email, 'confirm-visitor')
    expect(confirmations).toHaveLength(2)
    expect((await watches.confirmWatch(payload, first.token)).result).toBe('invalid')

    const second = await confirmedFollower(listing.externalId)
    expect((await watches.confirmWatch(payload, second.token)).result).toBe('confirmed')
    expect(await signUp(listing.externalId, second.email)).toMatchObject({ ok: true, thankYou: { message: 'listingAlert.success' } })
    expect(await outbox(second.email, 'confirm-visitor')).toHaveLength(1)
    expect(await watchOf(second.email)).toMatchObject({ status: 'confirmed' })
  })

  it('refuses hostile input: a bad address, an unknown or sold listing, forged and expired links', async () => {
    const listing = await fixtures.property(payload, typeId)
    const sold = await fixtures.property(payload, typeId, { marquee: '4' })
    const hidden = await fixtures.property(payload, typeId, { published: false })
    expect(await signUp(listing.externalId, 'not-an-address')).toMatchObject({
      ok: false,
      fieldErrors: { email: 'validation.invalid.email' },
    })
    expect(await signUp(listing.externalId, '')).toMatchObject({ ok: false, fieldErrors: { email: 'validation.required.email' } })
    expect(await signUp('abc', visitorEmail())).toMatchObject({ ok: false, fieldErrors: { property: 'error.propertyUnavailable' } })
    for (const id of [999_999_999, sold.externalId, hidden.externalId])
      expect(await signUp(id, visitorEmail())).toMatchObject({ ok: false, error: 'error.propertyUnavailable' })

    expect((await watches.confirmWatch(payload, 'x'.repeat(43))).result).toBe('invalid')
    expect((await watches.confirmWatch(payload, '../../etc/passwd')).result).toBe('invalid')
    expect((await watches.confirmWatch(payload, 42 as unknown as string)).result).toBe('invalid')
    expect(await watches.unsubscribeWatch(payload, { token: 1 })).toBe('invalid')

    const late = await confirmedFollower(listing.externalId)
    const watch = await watchOf(late.email)
    await payload.update({
      collection: 'listing-watches',
      id: watch.id,
      overrideAccess: true,
      data: { confirmExpiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    expect((await watches.confirmWatch(payload, late.token)).result).toBe('expired')
    expect(await watchOf(late.email)).toMatchObject({ status: 'pending' })
  })

  it('is closed to the public API: no one but staff reads, no one writes', async () => {
    await expect(payload.find({ collection: 'listing-watches', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'listing-watches',
        overrideAccess: false,
        data: { email: 'a@example.be', property: 1, status: 'confirmed', locale: 'nl' },
      }),
    ).rejects.toThrow()
  })
})
