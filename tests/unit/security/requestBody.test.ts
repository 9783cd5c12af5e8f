import { describe, expect, it } from '@jest/globals'

import type { PayloadRequest } from 'payload'

import { bodyProblem, MAX_CHECKED_BODY, mediaType, unreadablePayloadField, withReadableBody } from '../../../src/security/requestBody'

/** A request as a client sends it: the body's bytes with their declared length and type. */
const post = async (body: BodyInit, contentType?: string, method = 'POST') => {
  const encoded = new Response(body)
  const bytes = await encoded.arrayBuffer()
  return new Request('http://localhost/api/testimonials', {
    method,
    body: bytes,
    headers: {
      'content-type': contentType ?? encoded.headers.get('content-type') ?? '',
      'content-length': String(bytes.byteLength),
    },
  })
}

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
    expect(await bodyProblem(await post('{"query":"{ Properties { docs { id } } }"}', 'application/json'))).toBeNull()
    expect(await bodyProblem(await post('', 'application/json'))).toBeNull()
    expect(
      await bodyProblem(await post(form({ _payload: '{"alt":"Voorgevel"}', file: new Blob(['x'], { type: 'image/png' }) }))),
    ).toBeNull()
    expect(await bodyProblem(await post('not json', 'text/plain'))).toBeNull()
    expect(await bodyProblem(new Request('http://localhost/api/properties?where=abc'))).toBeNull()
  })

  it('reads no copy of a body that is large or does not declare its length: it goes to Payload unread', async () => {
    const big = new Request('http://localhost/api/media', {
      method: 'POST',
      body: 'not json',
      headers: { 'content-type': 'application/json', 'content-length': String(MAX_CHECKED_BODY + 1) },
    })
    expect(await bodyProblem(big)).toBeNull()
    expect(big.bodyUsed).toBe(false)
    const chunked = new Request('http://localhost/api/graphql', {
      method: 'POST',
      body: new Blob(['not json']).stream(),
      duplex: 'half',
      headers: { 'content-type': 'application/json' },
    } as RequestInit)
    expect(await bodyProblem(chunked)).toBeNull()
    expect((await post('not json', 'application/json')).headers.get('content-length')).toBe('8')
  })

  it('names a malformed JSON body, a broken multipart body and a _payload that is not JSON', async () => {
    expect(await bodyProblem(await post('not json', 'application/json'))).toBe('The request body is not valid JSON.')
    expect(await bodyProblem(await post('{"a":', 'application/json; charset=utf-8', 'PATCH'))).toBe('The request body is not valid JSON.')
    expect(await bodyProblem(await post('--x\r\nbroken', 'multipart/form-data; boundary=x'))).toBe(
      'The request body is not valid multipart form data.',
    )
    expect(await bodyProblem(await post(form({ _payload: 'not json' })))).toBe('The _payload field must be JSON, as {"alt":"Voorgevel"}.')
  })

  it("answers 400 in Payload's error shape and leaves the body to the handler otherwise", async () => {
    const handler = withReadableBody(async (request: Request) => Response.json({ read: await request.json() }))
    const refused = await handler(await post('not json', 'application/json'), {})
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ errors: [{ message: 'The request body is not valid JSON.' }] })
    expect(refused.headers.get('cache-control')).toBe('no-store')
    const read = await handler(await post('{"name":"Anna"}', 'application/json'), {})
    expect(await read.json()).toEqual({ read: { name: 'Anna' } })
  })

  describe('a large multipart body, read by Payload itself', () => {
    const PAYLOAD_NOT_JSON = 'The _payload field must be JSON, as {"alt":"Voorgevel"}.'
    const large = (contentType = 'multipart/form-data; boundary=x', method = 'POST') =>
      new Request('http://localhost/api/graphql', {
        method,
        body: 'unread',
        headers: { 'content-type': contentType, 'content-length': String(MAX_CHECKED_BODY + 1) },
      })
    const throwing = (error: Error) =>
      withReadableBody(async () => {
        throw error
      })

    it("answers the SyntaxError of its _payload 400 (GraphQL's handler lets it escape)", async () => {
      const answer = await throwing(new SyntaxError('Unexpected token'))(large(), {})
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({ errors: [{ message: PAYLOAD_NOT_JSON }] })
    })

    it('lets every other error through, and a SyntaxError of a body that is not multipart or was checked', async () => {
      await expect(throwing(new TypeError('bug'))(large(), {})).rejects.toThrow('bug')
      await expect(throwing(new SyntaxError('ours'))(large('application/json'), {})).rejects.toThrow('ours')
      await expect(throwing(new SyntaxError('ours'))(await post(form({ _payload: '{}' })), {})).rejects.toThrow('ours')
    })

    const hook = (error: Error, contentType: string, data?: Record<string, unknown>) =>
      unreadablePayloadField({
        context: {},
        error,
        req: { data, headers: new Headers({ 'content-type': contentType }) } as unknown as PayloadRequest,
      })

    it("turns Payload's 500 for it on REST into the same 400", async () => {
      expect(await hook(new SyntaxError('Unexpected token'), 'multipart/form-data; boundary=x')).toEqual({
        response: { errors: [{ message: PAYLOAD_NOT_JSON }] },
        status: 400,
      })
    })

    it('leaves errors of a request whose data was read, of other bodies and of other kinds to Payload', async () => {
      expect(await hook(new SyntaxError('later'), 'multipart/form-data; boundary=x', { alt: 'Voorgevel' })).toBeUndefined()
      expect(await hook(new SyntaxError('Unexpected token'), 'application/json')).toBeUndefined()
      expect(await hook(new TypeError('bug'), 'multipart/form-data; boundary=x')).toBeUndefined()
    })
  })
})
