import { expect, test } from '@playwright/test'

import { loginAsAdmin, sameOriginHeaders } from './helpers/admin'
import { acceptCookies } from './helpers/site'
import { liveForm } from './helpers/islands'

/**
 * Issue 13, finding 6: a post that was stored but whose answer never reached the browser (the
 * connection dropped after the commit) is sent again by the form with the same fill key, and the
 * visitor lands on the thank-you page with one submission stored, not an error.
 */
test('a lost answer is retried with the same key: the thank-you page, one submission', async ({ page, context }) => {
  await acceptCookies(page)
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}, 10.${Math.floor(Math.random() * 250)}.0.2`,
  })
  const email = `e2e-retry-${Date.now().toString(36)}@example.be`
  const posts: string[] = []
  let dropped = false
  await page.route('**/nl/contact/', async (route) => {
    const request = route.request()
    if (request.method() === 'POST' && request.headers()['next-action']) {
      posts.push(request.postData() ?? '')
      if (!dropped) {
        dropped = true
        await route.fetch() // reaches the server, which stores the submission…
        await route.abort('connectionreset') // …but the answer is lost on the way back
        return
      }
    }
    await route.continue()
  })

  await page.goto('/nl/contact/')
  const form = page.locator('form#contact')
  await liveForm(form)
  await form.getByLabel(/^Aanspreking/).selectOption('ms')
  await form.getByLabel(/^Voornaam/).fill('Lies')
  await form.getByLabel(/^Achternaam/).fill('Janssens')
  await form.getByLabel(/^E-mailadres/).fill(email)
  await form.getByLabel(/^Telefoonnummer/).fill('0475123456')
  await form.getByLabel(/^Uw bericht/).fill('Opnieuw verzonden na een verbroken verbinding')
  await form.getByRole('button', { name: 'Verzenden' }).click()

  await expect(page).toHaveURL(/\/nl\/bedankt\/contact\/$/, { timeout: 20_000 })
  expect(posts).toHaveLength(2)
  const keyOf = (body: string) => (JSON.parse(body) as Array<{ idempotencyKey?: string }>)[0].idempotencyKey
  expect(keyOf(posts[0])).toMatch(/^[0-9a-f]{32}$/)
  expect(keyOf(posts[1])).toBe(keyOf(posts[0]))

  const staff = await context.newPage()
  await loginAsAdmin(staff)
  const found = await staff.request.get(`/api/submissions?depth=0&where[email][equals]=${encodeURIComponent(email)}`, {
    headers: sameOriginHeaders(staff),
  })
  expect(found.ok()).toBe(true)
  const { docs } = (await found.json()) as { docs: Array<{ idempotencyKey?: string }> }
  expect(docs).toHaveLength(1)
  expect(docs[0].idempotencyKey).toBe(keyOf(posts[0]))
})
