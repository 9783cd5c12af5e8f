import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { ACTION_BODY_LIMIT } from '../../../src/security/actionBodies'
import { MULTIPART_MARGIN } from '../../../src/lib/uploadLimits'
import { API_BODY_LIMIT, bodyLimitFor, byteCounter, declaredLength, installBodyLimit } from '../../../src/security/bodyLimit'

const MIB = 1024 * 1024

describe('bodyLimitFor', () => {
  it('API routes 1 MiB, pages the server actions’ limit', () => {
    expect(bodyLimitFor('/api/site/page-view')).toMatchObject({ kind: 'api', bytes: API_BODY_LIMIT })
    expect(bodyLimitFor('/api/users/login?x=1')).toMatchObject({ kind: 'api', bytes: MIB })
    expect(bodyLimitFor('/api/graphql').message).toBe('The request body is too large: at most 1 MB on this API route.')
    expect(bodyLimitFor('/api/media/file/a.jpg')).toMatchObject({ kind: 'api' })
    expect(bodyLimitFor('/nl/contact/')).toMatchObject({ kind: 'page', bytes: ACTION_BODY_LIMIT })
    expect(bodyLimitFor('/admin/collections/media')).toMatchObject({ kind: 'page' })
    expect(bodyLimitFor('/fr/contact/').message).toMatch(/trop volumineux/)
  })

  it('uploads their own limit, the CRM export’s from CRM_IMPORT_MAX_MB, named in the message', () => {
    expect(bodyLimitFor('/api/crm-imports', {})).toEqual({
      kind: 'upload',
      bytes: 100 * MIB + MULTIPART_MARGIN,
      message: 'The file is too large for a CRM export: at most 100 MB (CRM_IMPORT_MAX_MB).',
    })
    expect(bodyLimitFor('/api/crm-imports?depth=0', { CRM_IMPORT_MAX_MB: '250' }).bytes).toBe(250 * MIB + MULTIPART_MARGIN)
    expect(bodyLimitFor('/api/media', {})).toMatchObject({ kind: 'upload', bytes: 20 * MIB + MULTIPART_MARGIN })
    expect(bodyLimitFor('/api/media/12', { UPLOAD_MAX_MB: '50' }).message).toBe(
      'The file is too large for an upload: at most 50 MB (UPLOAD_MAX_MB).',
    )
    expect(bodyLimitFor('/api/attachments/', {}).kind).toBe('upload')
  })

  it('declaredLength: a Content-Length, unless the body is chunked', () => {
    expect(declaredLength({ 'content-length': '12' })).toBe(12)
    expect(declaredLength({ 'content-length': '12', 'transfer-encoding': 'chunked' })).toBeNull()
    expect(declaredLength({ 'transfer-encoding': 'chunked' })).toBeNull()
    expect(declaredLength({})).toBeNull()
  })

  it('byteCounter: true once the count passes the limit', () => {
    const over = byteCounter(10)
    expect([over(4), over(6), over(1), over(0)]).toEqual([false, false, true, true])
  })
})

interface Answer {
  status: number
  headers: IncomingMessage['headers']
  body: string
  /** Bytes the client had written when the answer came. */
  sent: number
}

/**
 * Sends `total` bytes to `path`, chunked (no Content-Length) or declared, as fast as the connection
 * takes them; resolves with the answer as soon as it is complete (the upload may still be going on).
 */
function send(port: number, path: string, total: number, { chunked = true } = {}): Promise<Answer> {
  const chunk = Buffer.alloc(64 * 1024, 'a')
  return new Promise((resolve, reject) => {
    let sent = 0
    const req = request(
      {
        port,
        host: '127.0.0.1',
        path,
        method: 'POST',
        headers: chunked ? { 'content-type': 'application/json' } : { 'content-length': total },
      },
      (res) => {
        const parts: Buffer[] = []
        res.on('data', (d: Buffer) => parts.push(d))
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString('utf8'), sent })
          req.destroy()
        })
        res.on('error', () => {})
      },
    )
    req.on('error', (error) => (sent < total ? undefined : reject(error)))
    const pump = () => {
      while (sent < total && !req.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent))
        sent += piece.length
        if (!req.write(piece)) return void req.once('drain', pump)
      }
      if (sent >= total && !req.destroyed) req.end()
    }
    pump()
  })
}

describe('installBodyLimit on a Node server', () => {
  /** Bytes each request's handler read, as an app that reads the whole body (Next, Payload) would. */
  const read: number[] = []
  const server: Server = createServer((req, res) => {
    const parts: Buffer[] = []
    req.on('data', (d: Buffer) => parts.push(d))
    req.on('end', () => {
      const size = parts.reduce((sum, part) => sum + part.length, 0)
      read.push(size)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ size }))
    })
    req.on('error', () => read.push(parts.reduce((sum, part) => sum + part.length, 0)))
  })
  let port = 0

  beforeAll(async () => {
    installBodyLimit()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('passes bodies within the limit on, chunked or declared', async () => {
    expect(await send(port, '/api/site/page-view', API_BODY_LIMIT)).toMatchObject({ status: 200, body: `{"size":${API_BODY_LIMIT}}` })
    expect(await send(port, '/api/users/login', 1000, { chunked: false })).toMatchObject({ status: 200, body: '{"size":1000}' })
  })

  it('a declared length over the limit: 413 at once, the app never sees the request', async () => {
    const before = read.length
    const answer = await send(port, '/api/users/login', 200 * MIB, { chunked: false })
    expect(answer.status).toBe(413)
    expect(answer.headers.connection).toBe('close')
    expect(JSON.parse(answer.body)).toEqual({ errors: [{ message: 'The request body is too large: at most 1 MB on this API route.' }] })
    expect(answer.sent).toBeLessThan(50 * MIB)
    expect(read.length).toBe(before)
  })

  it('200 MB chunked bodies in parallel: 413 each once past the limit, the app reads no more than it, memory stays flat', async () => {
    const rssBefore = process.memoryUsage().rss
    const answers = await Promise.all(
      ['/api/site/page-view', '/api/users/login', '/api/site/page-view', '/api/users/login'].map((path) => send(port, path, 200 * MIB)),
    )
    const grown = (process.memoryUsage().rss - rssBefore) / MIB
    for (const answer of answers) {
      expect(answer.status).toBe(413)
      expect(answer.headers.connection).toBe('close')
      expect(JSON.parse(answer.body).errors[0].message).toMatch(/at most 1 MB/)
      // The rest of the body was never read: the client could not write it all.
      expect(answer.sent).toBeLessThan(50 * MIB)
    }
    expect(Math.max(...read)).toBeLessThanOrEqual(API_BODY_LIMIT)
    expect(grown).toBeLessThan(100)
  })

  it('a page gets the text in its language, with the server actions’ limit', async () => {
    const answer = await send(port, '/fr/contact/', ACTION_BODY_LIMIT + 1)
    expect(answer.status).toBe(413)
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(answer.body).toMatch(/trop volumineux/)
  })
})
