import { describe, expect, it } from '@jest/globals'

import { headAsGet } from '../../../src/api/headAsGet'

describe('HEAD answered by a GET handler', () => {
  it('passes the URL and headers on as a GET and answers its status and headers without the body', async () => {
    const seen: { method: string; url: string; auth: string | null }[] = []
    let cancelled = false
    const get = async (request: Request, context: { params: string[] }) => {
      seen.push({ method: request.method, url: request.url, auth: request.headers.get('authorization') })
      const body = new ReadableStream({
        start: (controller) => controller.enqueue(new TextEncoder().encode(`photo bytes for ${context.params.join('/')}`)),
        cancel: () => {
          cancelled = true
        },
      })
      return new Response(body, {
        status: 200,
        headers: { 'content-type': 'image/avif', etag: '"5e2-x"', 'cache-control': 'public, max-age=600' },
      })
    }

    const response = await headAsGet(get)(
      new Request('http://localhost/api/media/file/house-17.jpg?v=1', { method: 'HEAD', headers: { authorization: 'JWT abc' } }),
      { params: ['media', 'file'] },
    )

    expect(seen).toEqual([{ method: 'GET', url: 'http://localhost/api/media/file/house-17.jpg?v=1', auth: 'JWT abc' }])
    expect(response.status).toBe(200)
    expect(Object.fromEntries(response.headers)).toEqual({
      'cache-control': 'public, max-age=600',
      'content-type': 'image/avif',
      etag: '"5e2-x"',
    })
    expect(response.body).toBeNull()
    expect(cancelled).toBe(true)
  })

  it('answers a refusal as GET would: a 404 stays a 404, a 429 keeps its Retry-After', async () => {
    const refused = headAsGet(async () => new Response('{"error":"Too many requests"}', { status: 429, headers: { 'retry-after': '7' } }))
    const answer = await refused(new Request('http://localhost/api/cities', { method: 'HEAD' }), {})
    expect(answer.status).toBe(429)
    expect(answer.headers.get('retry-after')).toBe('7')
    expect(answer.body).toBeNull()

    const missing = headAsGet(async () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 }))
    expect((await missing(new Request('http://localhost/api/media/file/nope.jpg', { method: 'HEAD' }), {})).status).toBe(404)
  })
})
