import { expect, test, type Page } from '@playwright/test'

import { addFirstArrayRow, loginAsAdmin, sameOriginHeaders } from './helpers/admin'
import { E2E_CONTENT_BASE_URL } from './helpers/server'

/**
 * Issue 36.10, in the Dutch admin: a lead staff can work from. The visitor's answers are read-only, one
 * advisor field, a reply template fills in the visitor's name and the property, the reply e-mail quotes
 * the visitor's message and goes through the outbox, the lead is under "Mijn leads" on the dashboard with
 * its age, and the contact's other leads are linked. A mutations spec: it adds leads and a template.
 */

test.use({ locale: 'nl-BE' })

async function api<T>(page: Page, method: 'get' | 'post' | 'patch', path: string, data?: unknown): Promise<T> {
  const response = await page.request[method](path, { data, headers: sameOriginHeaders(page) })
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()}`).toBe(true)
  return (await response.json()) as T
}

test('staff answer a lead with a template in the Dutch admin: name, property and the quoted message, through the outbox', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.context().addCookies([{ name: 'payload-lng', value: 'nl', url: E2E_CONTENT_BASE_URL }])
  await loginAsAdmin(page)
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  const name = `Lies Janssens ${stamp}`
  const email = `inbox-${stamp}@example.be`

  const template = await api<{ doc: { id: number } }>(page, 'post', '/api/reply-templates?locale=nl', {
    title: `Bezoek bevestigen ${stamp}`,
    subject: 'Uw vraag over {property}',
    text: 'Beste {name},\n\n{property} is nog vrij. Wanneer past een bezoek?\n\nKempen Vastgoed',
  })
  const {
    docs: [property],
  } = await api<{ docs: { id: number; title: string }[] }>(page, 'get', '/api/properties?limit=1&depth=0&locale=nl&sort=id')
  const { user } = await api<{ user: { id: number } }>(page, 'get', '/api/users/me')
  const lead = (message: string, type = 'property-info') =>
    api<{ doc: { id: number } }>(page, 'post', '/api/submissions', {
      type,
      status: 'new',
      locale: 'nl',
      name,
      email,
      phone: '0475123456',
      message,
      property: property.id,
      assignedTo: user.id,
      data: { message, email, firstName: 'Lies', lastName: `Janssens ${stamp}`, title: 'ms' },
    })
  const earlier = (await lead('Wat is mijn huis waard?', 'valuation')).doc.id
  const id = (await lead('Is de woning nog vrij?\nIk kan zaterdag.')).doc.id

  await page.goto(`/admin/collections/submissions/${id}`)
  // What the visitor wrote is read-only; one advisor field.
  await expect(page.locator('#field-name')).toHaveValue(name)
  await expect(page.locator('#field-name')).not.toBeEditable()
  await expect(page.locator('#field-message')).not.toBeEditable()
  await expect(page.getByText('Toegewezen aan')).toHaveCount(0)
  await expect(page.locator('label', { hasText: /^Adviseur/ })).toHaveCount(1)
  // The contact's other lead, linked.
  await expect(page.getByTestId('other-leads').locator(`a[href$="/admin/collections/submissions/${earlier}"]`)).toContainText(
    'Gratis schatting',
  )

  await addFirstArrayRow(page, 'Voeg Antwoord toe', 'field-replies__0__subject')
  const picker = page.getByTestId('reply-template').first()
  await expect(picker.locator('option', { hasText: `Bezoek bevestigen ${stamp}` })).toHaveCount(1)
  await expect(async () => {
    await picker.selectOption(String(template.doc.id))
    await expect(page.locator('#field-replies__0__subject')).toHaveValue(`Uw vraag over ${property.title}`, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.locator('#field-replies__0__text')).toHaveValue(
    `Beste ${name},\n\n${property.title} is nog vrij. Wanneer past een bezoek?\n\nKempen Vastgoed`,
  )

  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/submissions/${id}` && response.request().method() === 'PATCH',
  )
  await page.getByRole('button', { name: 'Bewaar', exact: true }).click()
  expect((await saved).status()).toBe(200)

  // The reply in the outbox (the e-mail jobs send it): the template filled in, the visitor's message quoted.
  const outbox = await api<{ docs: { text: string; subject: string; to: string }[] }>(
    page,
    'get',
    `/api/emails?depth=0&where[submission][equals]=${id}&where[kind][equals]=lead-reply`,
  )
  expect(outbox.docs).toHaveLength(1)
  expect(outbox.docs[0]).toMatchObject({ to: email, subject: `Uw vraag over ${property.title}` })
  expect(outbox.docs[0].text).toContain(`Beste ${name},`)
  expect(outbox.docs[0].text).toMatch(
    new RegExp(`Op \\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2} schreef ${name}:\\n> Is de woning nog vrij\\?\\n> Ik kan zaterdag\\.`),
  )

  // "Mijn leads" on the dashboard: both leads, each with its age.
  await page.goto('/admin')
  const mine = page.locator('section.my-leads')
  await expect(mine.getByRole('heading', { name: 'Mijn leads' })).toBeVisible()
  const row = mine.locator(`tr[data-lead="${id}"]`)
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', `/admin/collections/submissions/${id}`)
  await expect(row.locator('.my-leads__age')).toHaveText(/^\d+ (minuut|minuten)$/)
})
