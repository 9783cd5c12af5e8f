import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { DAMAGED_PDF, fillJobApplicant, VACANCY_PATH } from './helpers/jobApplication'
import { acceptCookies } from './helpers/site'

/** Issue 13.14: bad input is answered 400, 404 or 413 with a clear message, never 500. */

/** The id of a site form's server action, from the build's manifest (what the page's JavaScript sends). */
function actionId(name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next/server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { exportedName: string }>
  }
  const id = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === name)?.[0]
  if (!id) throw new Error(`no server action ${name} in the build`)
  return id
}

test.describe('bad input', () => {
  test('a path that cannot be decoded is a 400 page in its language', async ({ request, page }) => {
    for (const [path, text] of [
      ['/nl/%ff%fe/', 'Ongeldig adres'],
      ['/nl/te-koop/%/', 'Ongeldig adres'],
      ['/fr/%E0%A4%A/', 'Adresse invalide'],
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(400)
      expect(response.headers()['content-type']).toContain('text/html')
      expect(await response.text()).toContain(text)
    }
    const response = await page.goto('/nl/%ff%fe/')
    expect(response?.status()).toBe(400)
    await expect(page.getByRole('heading', { name: 'Ongeldig adres' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Terug naar de homepage' })).toHaveAttribute('href', '/nl/')
  })

  test('an undecodable path of the API, the admin or the assets is a 400 with a message, never a 500', async ({ request }) => {
    for (const path of ['/api/%ff%fe', '/api/properties/%ff', '/api/media/file/%ff.jpg', '/api/site/listings/%ff']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(400)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message, path).toMatch(/percent-encoding/)
      // The 400 carries the security headers like every other response.
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
    }
    for (const path of ['/admin/%ff%fe', '/_next/static/%ff', '/%ff/']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(400)
      expect(await response.text(), path).toContain('Ongeldig adres')
    }
  })

  test('a query the API cannot read is a 400 naming the parameter', async ({ request }) => {
    for (const query of ['where=abc', 'where=%ff', 'where[]=x', 'where[or]=abc']) {
      const response = await request.get(`/api/properties?${query}`)
      expect(response.status(), query).toBe(400)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message, query).toMatch(/where|cannot be queried/)
    }
    // Every method: Payload parsed the query before its access check.
    for (const method of ['delete', 'patch'] as const) {
      const response = await request[method]('/api/properties?where=abc', { data: {} })
      expect(response.status(), method).toBe(400)
    }
  })

  test('an id or a where value the database cannot compare is a 404 or a 400 naming it, not a 500', async ({ request }) => {
    for (const path of ['/api/properties/abc', '/api/media/1e400', '/api/testimonials/abc', '/api/media/file/']) {
      for (const method of ['get', 'head'] as const) expect((await request[method](path)).status(), `${method} ${path}`).toBe(404)
    }
    for (const [query, field] of [
      ['where[id][in]=a,b', 'id'],
      ['where[updatedAt][less_than]=x', 'updatedAt'],
      ['where[or][0][price][near]=1,2', 'price'],
    ]) {
      const response = await request.get(`/api/properties?${query}`)
      expect(response.status(), query).toBe(400)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message, query).toContain(field)
    }
  })

  test('a body the API cannot read is a 400 saying so, on REST and GraphQL, not a 500', async ({ request }) => {
    const message = async (response: Awaited<ReturnType<typeof request.post>>) =>
      ((await response.json()) as { errors: { message: string }[] }).errors[0].message
    for (const path of ['/api/graphql', '/api/testimonials', '/api/users/login']) {
      const response = await request.post(path, {
        headers: { 'content-type': 'application/json' },
        data: Buffer.from('{"query": "{ Properties'),
      })
      expect(response.status(), path).toBe(400)
      expect(await message(response), path).toBe('The request body is not valid JSON.')
    }
    for (const path of ['/api/graphql', '/api/testimonials', '/api/media']) {
      const response = await request.post(path, { multipart: { _payload: 'not json', name: 'Anna' } })
      expect(response.status(), path).toBe(400)
      expect(await message(response), path).toBe('The _payload field must be JSON, as {"alt":"Voorgevel"}.')
    }
    // Over 1 MiB the body is not checked on a copy: Payload reads it, and its JSON.parse of the _payload threw
    // (REST: 500 "Something went wrong."). The same 400 now, before any access check. Only an upload route
    // takes such a body: on any other API route it is over the body limit, a 413 (src/security/bodyLimit.ts).
    const photo = { name: 'voorgevel.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(1_200_000, 7) }
    const media = await request.post('/api/media', { multipart: { _payload: 'not json', file: photo } })
    expect(media.status()).toBe(400)
    expect(await message(media)).toBe('The _payload field must be JSON, as {"alt":"Voorgevel"}.')
    for (const path of ['/api/graphql', '/api/testimonials']) {
      const response = await request.post(path, { multipart: { _payload: 'not json', file: photo } })
      expect(response.status(), path).toBe(413)
      expect(await message(response), path).toBe('The request body is too large: at most 1 MB on this API route.')
    }
  })

  test('an old-form reset link whose token is not a reset token is a 404, not a redirect', async ({ request }) => {
    for (const token of [
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'a%0D%0ALocation:%20https:%2F%2Fevil.example',
      'abc',
      'f'.repeat(300),
      '..%2F..%2Fadmin',
    ]) {
      const response = await request.get(`/nl/account/reset-password/${token}/`, { maxRedirects: 0 })
      expect(response.status(), token).toBe(404)
      expect(response.headers()['location'], token).toBeUndefined()
    }
    const good = await request.get(`/nl/account/reset-password/${'0a'.repeat(20)}/`, { maxRedirects: 0 })
    expect(good.status()).toBe(308)
    expect(good.headers()['location']).toMatch(new RegExp(`/nl/account/reset-password/\\?token=${'0a'.repeat(20)}$`))
  })

  test('malformed server-action bodies are 400, an unknown action is not a 500', async ({ request }) => {
    const id = actionId('submitSiteContact')
    const post = (headers: Record<string, string>, data: string | Buffer) =>
      request.post('/nl/contact/', { headers: { 'Next-Action': id, ...headers }, data })
    for (const [type, body] of [
      ['text/plain;charset=UTF-8', 'garbage{{{'],
      ['text/plain;charset=UTF-8', '{"not":"an array"}'],
      ['multipart/form-data; boundary=xyz', 'garbage'],
      ['multipart/form-data', 'garbage'],
      ['application/json', '[]'],
      ['image/png', 'garbage'],
    ]) {
      const response = await post({ 'Content-Type': type }, body)
      expect(response.status(), type).toBe(400)
      expect(await response.text()).toContain('Dit formulier kon niet gelezen worden')
    }
    // A form posted without JavaScript (multipart, no Next-Action header) that is broken.
    const broken = await request.post('/nl/contact/', {
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
      data: '--xyz\r\ngarbage',
    })
    expect(broken.status()).toBe(400)
    // An id no build has: Next's own "Server Action unavailable" (409), not a 500.
    const unknown = await request.post('/nl/contact/', {
      headers: { 'Next-Action': '7f' + '0'.repeat(40), 'Content-Type': 'text/plain;charset=UTF-8' },
      data: '[]',
    })
    expect(unknown.status()).toBeGreaterThanOrEqual(400)
    expect(unknown.status()).toBeLessThan(500)
    // A readable body still reaches the action: the form's own field messages.
    const valid = await post({ 'Content-Type': 'text/plain;charset=UTF-8' }, '[{"locale":"nl"}]')
    expect(valid.status()).toBe(200)
    expect(await valid.text()).toContain('validation.required.email')
  })

  test('a body over the limit is 413', async ({ request }) => {
    const id = actionId('submitSiteContact')
    const big = Buffer.alloc(7 * 1024 * 1024, 0x61)
    const cases: Array<Record<string, string>> = [
      { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8' },
      { 'Next-Action': id, 'Content-Type': 'multipart/form-data; boundary=xyz' },
      { 'Content-Type': 'multipart/form-data; boundary=xyz' },
    ]
    for (const headers of cases) {
      const response = await request.post('/nl/contact/', { headers, data: big })
      expect(response.status(), JSON.stringify(headers)).toBe(413)
      expect(await response.text()).toContain('te groot')
    }
  })

  test('versions of a collection or global without versions are 404', async ({ request }) => {
    for (const path of [
      // Menus have versions since drafts came (collections/versions.ts); cities never had any.
      '/api/cities/versions',
      '/api/cities/versions/1',
      '/api/properties/versions',
      '/api/globals/site-settings/versions',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
    }
  })

  test('a CV that passes the form but not Payload gets a message on the file field', async ({ page }) => {
    await acceptCookies(page)
    await page.goto(VACANCY_PATH)
    const form = page.locator('form#job-application')
    await fillJobApplicant(form, `cv-damaged-${Date.now()}@example.be`)
    await form.getByLabel('Uw cv (PDF)').setInputFiles(DAMAGED_PDF)
    await form.getByRole('button', { name: 'Sollicitatie versturen' }).click()
    await expect(form.getByText('Dit PDF-bestand is onvolledig of beschadigd')).toBeVisible()
    await expect(page.getByText('niet verzonden')).toHaveCount(0)
  })
})
