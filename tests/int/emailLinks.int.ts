import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

import { drainEmailQueue, freshIp, queuedEmails, startFormBench, validPerson, visitorEmail, type FormBench } from './helpers/forms'

type Definition = Parameters<FormBench['handleSubmission']>[0]

/**
 * Issue 37.9: every e-mail that links to a listing links to its public path in the reader's language
 * (`/fr/…/{slug}/{id}/`), never to the original `/property/{id}/` or `/project/{id}/`: the form
 * e-mails (visitor's confirmation and agency's notification), the listing alert's confirmation and its
 * price-drop alert (src/alerts/listingUrl.ts); the saved search's alert is checked in savedSearch.int.ts.
 */
describe('emailLinks.int.ts: public paths in e-mails', () => {
  let bench: FormBench
  let payload: Payload
  let defs: Record<'info' | 'friend' | 'project' | 'listingAlert', Definition>
  let listing: { id: number; externalId: number }
  let project: { id: number; externalId: number }

  const ORIGINAL = /\/(property|project)\/\d+\//

  /** The public path of `externalId` in `locale`: /{locale}/…/{id}/ on the site's origin. */
  const publicLink = (locale: string, externalId: number) => new RegExp(`https?://[^/\\s]+/${locale}/[^\\s]*/${externalId}/`)

  beforeAll(async () => {
    bench = await startFormBench()
    payload = bench.payload
    await bench.smtp.start()
    const fixtures = await import('./fixtures')
    defs = {
      info: (await import('../../src/forms/info/definition')).propertyInfoForm as Definition,
      friend: (await import('../../src/forms/friend/definition')).sendToFriendForm as Definition,
      project: (await import('../../src/forms/project/definition')).projectInfoForm as Definition,
      listingAlert: (await import('../../src/forms/listing-alert/definition')).listingAlertForm as Definition,
    }
    const type = await fixtures.propertyType(payload)
    listing = (await fixtures.property(payload, type.id, { title: 'Woning met tuin in Mol', city: 'Mol', zip: '2400' })) as never
    await payload.update({ collection: 'properties', id: listing.id, locale: 'fr', data: { title: 'Maison avec jardin à Mol' } })
    project = (await payload.create({
      collection: 'projects',
      locale: 'nl',
      data: {
        _status: 'published',
        externalId: bench.helpers.externalId(),
        title: bench.helpers.unique('Project'),
        zip: '3920',
        city: 'Lommel',
        published: true,
      } as never,
    })) as never
  })

  afterAll(async () => {
    await bench.shutdown()
  })

  const submit = async (form: keyof typeof defs, data: Record<string, unknown>) => {
    const outcome = await bench.handleSubmission(defs[form], data, { payload, ip: freshIp() })
    if (!outcome.ok) throw new Error(`${form} not stored: ${JSON.stringify(outcome)}`)
    return outcome
  }

  it('links the property of a question: French for the French visitor, Dutch for the agency', async () => {
    const email = visitorEmail('links')
    const outcome = await submit('info', { ...validPerson(email), locale: 'fr', property: listing.externalId, message: 'Un jardin ?' })
    const mails = await queuedEmails(payload, outcome.submissionId!)
    const confirmation = mails.find((m) => m.kind === 'confirm-visitor')!
    const notification = mails.find((m) => m.kind === 'notify-agency')!
    expect(confirmation.text).toMatch(publicLink('fr', listing.externalId))
    expect(notification.text).toMatch(publicLink('nl', listing.externalId))
    for (const mail of mails) expect(mail.text).not.toMatch(ORIGINAL)
  })

  it('links the property sent to a friend and the project asked about', async () => {
    const friend = await submit('friend', {
      locale: 'fr',
      property: listing.externalId,
      firstName: 'Lies',
      lastName: 'Janssens',
      email: visitorEmail('sender'),
      friendFirstName: 'Tom',
      friendEmail: visitorEmail('friend'),
    })
    const [toFriend] = await queuedEmails(payload, friend.submissionId!)
    expect(toFriend.text).toMatch(publicLink('fr', listing.externalId))
    expect(toFriend.text).not.toMatch(ORIGINAL)

    const asked = await submit('project', {
      ...validPerson(),
      locale: 'en',
      project: project.externalId,
      message: 'The price list, please',
    })
    const mails = await queuedEmails(payload, asked.submissionId!)
    const notification = mails.find((m) => m.kind === 'notify-agency')!
    expect(notification.text).toMatch(publicLink('nl', project.externalId))
    for (const mail of mails) expect(mail.text).not.toMatch(ORIGINAL)
  })

  it('links the public path in the listing alert received through SMTP', async () => {
    const email = visitorEmail('follow-link')
    await submit('listingAlert', { locale: 'fr', property: listing.externalId, email })
    await drainEmailQueue(payload, bench.runEmailQueue)
    const received = bench.smtp.to(email).map((mail) => mail.raw.replace(/\r?\n[ \t]+/g, ' ').replace(/=\r?\n/g, ''))
    expect(received).toHaveLength(1)
    expect(received[0]).toMatch(publicLink('fr', listing.externalId))
    expect(received[0]).not.toMatch(ORIGINAL)
  })
})
