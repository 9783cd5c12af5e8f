import { expect, test, type APIRequestContext } from '@playwright/test'

import { staffApiHeaders } from './helpers/admin'
import { ownAddress } from './helpers/server'

/**
 * A mutations spec: it adds a pending testimonial with a photo and publishes it. It spends the
 * anonymous API budget of an address of its own (the server trusts one proxy hop, and this file's
 * requests write that address as the last X-Forwarded-For entry), not the one other specs read from.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': ownAddress() } })

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** Whether the server answered `path` from its page cache (Next's x-nextjs-cache). */
const cacheState = async (request: APIRequestContext, path: string) => (await request.get(path)).headers()['x-nextjs-cache']

test("a pending testimonial's photo is not public until staff publish the testimonial", async ({ request }) => {
  const headers = await staffApiHeaders()
  // The home page cached before the upload (every page's shell reads media under one cache tag).
  await expect.poll(() => cacheState(request, '/nl/'), { timeout: 30_000 }).toBe('HIT')
  const upload = await request.post('/api/media', {
    headers,
    multipart: {
      file: { name: `e2e-pending-${Date.now()}.png`, mimeType: 'image/png', buffer: PNG },
      _payload: JSON.stringify({ alt: 'Petra Pending' }),
    },
  })
  expect(upload.ok()).toBe(true)
  const media = ((await upload.json()) as { doc: { id: number; filename: string; url: string } }).doc
  const created = await request.post('/api/testimonials', {
    headers,
    data: { name: 'Petra Pending', comment: 'Wacht op moderatie', status: 'pending', image: media.id, postedBy: 'petra@example.be' },
  })
  expect(created.ok()).toBe(true)
  const testimonial = ((await created.json()) as { doc: { id: number } }).doc
  try {
    // A new file and a pending testimonial are on no page: the cached pages stay (a visitor's testimonial
    // photo once emptied the whole site's cache).
    expect(await cacheState(request, '/nl/')).toBe('HIT')
    const hidden = (await request.get(`/api/media/file/${media.filename}`)).status()
    expect([403, 404]).toContain(hidden)
    // HEAD passes the same access check: it neither reveals the file nor its size.
    const peek = await request.head(`/api/media/file/${media.filename}`)
    expect(peek.status()).toBe(hidden)
    expect(peek.headers()['content-length'] ?? '0').toBe('0')
    expect((await request.get(`/api/media/${media.id}`)).status()).toBe(404)
    expect((await request.head(`/api/media/${media.id}`)).status()).toBe(404)
    const listed = await request.get('/api/media?depth=0&limit=100&sort=-createdAt')
    expect(await listed.text()).not.toContain('Petra Pending')
    // Approving: the moderation status and the published version (drafts, collections/Testimonials).
    expect(
      (await request.patch(`/api/testimonials/${testimonial.id}`, { headers, data: { status: 'published', _status: 'published' } })).ok(),
    ).toBe(true)
    expect((await request.get(`/api/media/file/${media.filename}`)).status()).toBe(200)
    expect((await request.head(`/api/media/file/${media.filename}`)).status()).toBe(200)
    // A change to a file that exists (its alt text) still expires the cached pages.
    await expect.poll(() => cacheState(request, '/nl/'), { timeout: 30_000 }).toBe('HIT')
    expect((await request.patch(`/api/media/${media.id}`, { headers, data: { alt: 'Petra Published' } })).ok()).toBe(true)
    expect(await cacheState(request, '/nl/')).toBe('MISS')
  } finally {
    await request.delete(`/api/testimonials/${testimonial.id}`, { headers })
    await request.delete(`/api/media/${media.id}`, { headers })
  }
})

test("anonymous API reads beyond the address's budget are answered 429 with Retry-After; staff go on", async ({ request }) => {
  const headers = await staffApiHeaders()
  let refused: Awaited<ReturnType<typeof request.get>> | null = null
  for (let batch = 0; batch < 40 && !refused; batch++) {
    const answers = await Promise.all(Array.from({ length: 10 }, () => request.get('/api/cities?depth=0&limit=1')))
    for (const answer of answers) expect([200, 429]).toContain(answer.status())
    refused = answers.find((answer) => answer.status() === 429) ?? null
  }
  expect(refused, 'a 429 within 400 requests').not.toBeNull()
  const retryAfter = Number(refused!.headers()['retry-after'])
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(await refused!.json()).toEqual({
    error: 'Too many requests',
    message: `Too many API requests from this address. Try again in ${retryAfter} s.`,
    retryAfterSeconds: retryAfter,
  })
  // The site's own JSON reads spend from the same budget: the listing search (and its map points) too. The
  // bucket refills 2 tokens a second, so searches sent a few seconds after the refusal find fresh tokens (seen
  // in runs on a slow machine: five at once, all answered). Up to three rounds of ten at once: 30 searches in
  // all, a quarter of a full budget (120), so a refusal among them can only come from the spent one.
  let refusedSearch: Awaited<ReturnType<typeof request.get>> | undefined
  for (let round = 0; round < 3 && !refusedSearch; round++) {
    const searches = await Promise.all(
      Array.from({ length: 10 }, () => request.get('/api/site/listings?listing=for-sale&locale=nl&view=map')),
    )
    for (const search of searches) expect([200, 429]).toContain(search.status())
    refusedSearch = searches.find((search) => search.status() === 429)
  }
  expect(refusedSearch, 'a search refused while the budget is spent').toBeDefined()
  expect(refusedSearch!.headers()['retry-after']).toBeDefined()
  // Files, staff and pages are not held back.
  expect((await request.get('/api/cities?depth=0&limit=1', { headers })).status()).toBe(200)
  expect((await request.get('/nl/')).status()).toBe(200)
  // After Retry-After the address may read again.
  await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 200))
  expect((await request.get('/api/cities?depth=0&limit=1')).status()).toBe(200)
  // One more token (2 a second by default) for the search.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  expect((await request.get('/api/site/listings?listing=for-sale&locale=nl')).status()).toBe(200)
})
