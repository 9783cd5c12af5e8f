import { expect, test, type APIRequestContext } from '@playwright/test'

import { storedDay, todayInBelgium } from '../../src/lib/belgianDay'
import { staffApiHeaders } from './helpers/admin'
import { ownAddress } from './helpers/server'

/**
 * Page views against the real server (issue 13, finding 12): one client reporting a property 100
 * times raises its "views today" by one at most; a known robot not at all; one address at most by 3.
 */
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** The staff token every spec shares (it waits out a concurrent login's 429 instead of failing). */
async function adminToken(): Promise<string> {
  return (await staffApiHeaders()).Authorization.replace(/^JWT /, '')
}

async function viewsToday(request: APIRequestContext, token: string, propertyId: number): Promise<number> {
  const date = storedDay(todayInBelgium())
  const stats = (await (
    await request.get(`/api/property-stats?depth=0&where[property][equals]=${propertyId}&where[date][equals]=${date}`, {
      headers: { authorization: `JWT ${token}` },
    })
  ).json()) as { docs: Array<{ pageViews: number }> }
  return stats.docs[0]?.pageViews ?? 0
}

test('100 reports of one visitor raise views today by one; robots by none', async ({ request }) => {
  test.setTimeout(90_000)
  const token = await adminToken()
  const { docs } = (await (await request.get('/api/properties?depth=0&limit=1&sort=externalId&where[published][equals]=true')).json()) as {
    docs: Array<{ id: number; externalId: number }>
  }
  const property = docs[0]
  const before = await viewsToday(request, token, property.id)
  // A user agent of its own: no other test's view of this property today is the same visitor.
  const userAgent = `${BROWSER} pageViews-${Date.now()}`
  // An address of its own too: one address counts at most 3 visitors per property and day.
  const address = ownAddress()
  const report = (ua: string, from = address) =>
    request.post('/api/site/page-view', { data: { id: property.externalId }, headers: { 'user-agent': ua, 'x-forwarded-for': from } })
  const answers = []
  for (let batch = 0; batch < 10; batch++) answers.push(...(await Promise.all(Array.from({ length: 10 }, () => report(userAgent)))))
  expect(answers.every((answer) => answer.status() === 204)).toBe(true)
  for (const bot of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', ''])
    expect((await report(bot)).status()).toBe(204)

  await expect.poll(() => viewsToday(request, token, property.id), { timeout: 15_000 }).toBe(before + 1)
  // The batch is written 2 s after the first view: wait past it and check nothing more arrives.
  await new Promise((resolve) => setTimeout(resolve, 4_000))
  expect(await viewsToday(request, token, property.id)).toBe(before + 1)
})

test('one address that changes its user agent with every report counts at most 3 visitors a day', async ({ request }) => {
  test.setTimeout(90_000)
  const token = await adminToken()
  const { docs } = (await (await request.get('/api/properties?depth=0&limit=1&sort=-externalId&where[published][equals]=true')).json()) as {
    docs: Array<{ id: number; externalId: number }>
  }
  const property = docs[0]
  const before = await viewsToday(request, token, property.id)
  const address = ownAddress()
  const run = Date.now()
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      request.post('/api/site/page-view', {
        data: { id: property.externalId },
        headers: { 'user-agent': `${BROWSER} spoofed-${run}-${i}`, 'x-forwarded-for': address },
      }),
    ),
  )
  expect(answers.every((answer) => answer.status() === 204)).toBe(true)
  await expect.poll(() => viewsToday(request, token, property.id), { timeout: 15_000 }).toBe(before + 3)
  await new Promise((resolve) => setTimeout(resolve, 4_000))
  expect(await viewsToday(request, token, property.id)).toBe(before + 3)
})
