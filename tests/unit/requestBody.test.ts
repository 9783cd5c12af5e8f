import { describe, expect, it } from '@jest/globals'

import { bodyProblem, mediaType, withReadableBody } from '../../src/security/requestBody'

const post = (body: BodyInit, contentType?: string, method = 'POST') =>
  new Request('http://localhost/api/testimonials', { method, body, headers: contentType ? { 'content-type': contentType } : {} })

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

describe('request bodies Payload cannot read', () => {
  it('reads the media type as Payload compares it', () => {
    expect(mediaType('application/json; charset=utf-8')).toBe('application/json')
    expect(mediaType(' Multipart/Form-Data; boundary=x')).toBe('multipart/form-data')
    expect(mediaType(null)).toBe('')
  })

  it('passes JSON, empty bodies, uploads with a JSON _payload and bodies Payload does not parse', async () => {
    expect(await bodyProblem(post('{"query":"{ Properties { docs { id } } }"}', 'application/json'))).toBeNull()
    expect(await bodyProblem(post('', 'application/json'))).toBeNull()
    expect(await bodyProblem(post(form({ _payload: '{"alt":"Voorgevel"}', file: new Blob(['x'], { type: 'image/png' }) })))).toBeNull()
    expect(await bodyProblem(post('not json', 'text/plain'))).toBeNull()
    expect(await bodyProblem(new Request('http://localhost/api/properties?where=abc'))).toBeNull()
  })

  it('names a malformed JSON body, a broken multipart body and a _payload that is not JSON', async () => {
    expect(await bodyProblem(post('not json', 'application/json'))).toBe('The request body is not valid JSON.')
    expect(await bodyProblem(post('{"a":', 'application/json; charset=utf-8', 'PATCH'))).toBe('The request body is not valid JSON.')
    expect(await bodyProblem(post('--x\r\nbroken', 'multipart/form-data; boundary=x'))).toBe(
      'The request body is not valid multipart form data.',
    )
    expect(await bodyProblem(post(form({ _payload: 'not json' })))).toBe('The _payload field must be JSON, as {"alt":"Voorgevel"}.')
  })

  it("answers 400 in Payload's error shape and leaves the body to the handler otherwise", async () => {
    const handler = withReadableBody(async (request: Request) => Response.json({ read: await request.json() }))
    const refused = await handler(post('not json', 'application/json'), {})
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ errors: [{ message: 'The request body is not valid JSON.' }] })
    expect(refused.headers.get('cache-control')).toBe('no-store')
    const read = await handler(post('{"name":"Anna"}', 'application/json'), {})
    expect(await read.json()).toEqual({ read: { name: 'Anna' } })
  })
})
