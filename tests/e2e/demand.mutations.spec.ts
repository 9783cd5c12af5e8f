import { expect, test } from '@playwright/test'

import { loginAsAdmin, sameOriginHeaders } from './helpers/admin'
import { acceptCookies } from './helpers/site'

/**
 * Demand alerts end to end (issue forms 5 and 6): a new listing that matches a registered demand
 * queues an alert whose signed link unsubscribes the demander. Adds a listing: a mutations spec.
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

test('a matching new listing mails an alert whose unsubscribe link works', async ({ page }) => {
  await loginAsAdmin(page)
  const headers = sameOriginHeaders(page)
  const api = async <T>(method: 'get' | 'post' | 'delete', path: string, data?: unknown): Promise<T> => {
    const response = await page.request[method](path, { headers, data })
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
    return (await response.json()) as T
  }
  const stamp = Date.now().toString(36)
  const email = `alert-${stamp}@example.be`
  const first = <T>(body: { docs: T[] }) => body.docs[0]
  const type = first(await api<{ docs: Array<{ id: number }> }>('get', '/api/property-types?where[webId][equals]=1&depth=0'))
  const city = first(
    await api<{ docs: Array<{ id: number; name: string; zip: string }> }>('get', '/api/cities?where[name][equals]=Peer&depth=0'),
  )

  const demand = await api<{ doc: { id: number } }>('post', '/api/demands', {
    email,
    password: 'Zoeker-2026!',
    firstName: 'Lies',
    lastName: 'Janssens',
    language: 'nl',
    criteria: { goal: 'sale', types: [type.id], cities: [city.id], priceMax: 400000 },
  })
  const property = await api<{ doc: { id: number; externalId: number } }>('post', '/api/properties?locale=nl', {
    title: `Alarmwoning ${stamp}`,
    externalId: 800000 + Math.floor(Math.random() * 90000),
    goal: 'sale',
    type: type.id,
    zip: city.zip,
    city: city.name,
    price: 315000,
    published: true,
  })
  try {
    const outbox = await api<{ docs: Array<{ subject: string; text: string }> }>(
      'get',
      `/api/emails?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=demand-alert&depth=0`,
    )
    expect(outbox.docs).toHaveLength(1)
    expect(outbox.docs[0].subject).toBe(`Nieuw aanbod voor uw zoekopdracht: Alarmwoning ${stamp}`)
    expect(outbox.docs[0].text).toContain(`/nl/te-koop/peer/alarmwoning-${stamp}/${property.doc.externalId}/`)
    const link = /https?:\/\/[^/\s]+(\/nl\/unsubscribe\/[^\s]+\/)/.exec(outbox.docs[0].text)
    expect(link).toBeTruthy()

    await page.goto(link![1])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uitschrijven')
    await page.getByRole('button', { name: 'Ja, schrijf mij uit' }).click()
    await expect(page.getByRole('status')).toContainText('U bent uitgeschreven')
    const after = await api<{ subscribed: boolean; unsubscribedAt: string | null }>('get', `/api/demands/${demand.doc.id}?depth=0`)
    expect(after.subscribed).toBe(false)
    expect(after.unsubscribedAt).toBeTruthy()
  } finally {
    await api('delete', `/api/properties/${property.doc.id}`)
    await api('delete', `/api/demands/${demand.doc.id}`)
  }
})
