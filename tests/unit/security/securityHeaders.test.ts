import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import {
  ACTION_BODY_LIMIT,
  actionKind,
  formActionIds,
  MAX_REPLY_DEPTH,
  readableActionBody,
  revivableReply,
  sameOriginAction,
  unknownActionStatus,
  useActionManifest,
} from '../../../src/security/actionBodies'
import { badPathAnswer } from '../../../src/security/badPaths'
import { whereParamProblem } from '../../../src/security/whereParam'
import { badRequestPage, localeOfPath } from '../../../src/security/badRequest'
import { freshNonce, NONCE_LENGTH, placeholderNonce } from '../../../src/security/nonce'
import { contentSecurityPolicy, policyKind, securityHeaders, servesHttps } from '../../../src/security/policy'
import { carriesNonce, installSecurityHeaders, privateCacheControl } from '../../../src/security/responseHeaders'
import { chainSwaps, createByteSwap } from '../../../src/security/swapStream'
import { versionsTarget } from '../../../src/security/versionsRoute'
import { pdfIsComplete } from '../../../src/forms/shared/pdf'

describe('createByteSwap', () => {
  const swapAll = (chunks: string[]) => {
    const swap = createByteSwap(Buffer.from('PLACEHOLDER'), () => Buffer.from('fresh-nonc'.padEnd(11, 'X')))
    const out = chunks.map((c) => swap.push(Buffer.from(c)).toString())
    return { out, all: out.join('') + swap.end().toString() }
  }

  it('replaces every occurrence, also one split over chunks, and keeps the length', () => {
    const body = '<script nonce="PLACEHOLDER">a</script><script nonce="PLACEHOLDER">b</script>'
    for (let cut = 0; cut <= body.length; cut++) {
      const { all } = swapAll([body.slice(0, cut), body.slice(cut)])
      expect(all).toBe(body.replaceAll('PLACEHOLDER', 'fresh-noncX'))
    }
    const bytes = body.split('')
    expect(swapAll(bytes).all).toBe(body.replaceAll('PLACEHOLDER', 'fresh-noncX'))
  })

  it('holds back only a possible beginning of the placeholder', () => {
    expect(swapAll(['<p>hello</p>', 'x']).out[0]).toBe('<p>hello</p>')
    expect(swapAll(['nonce="PLACE', 'HOLDER"']).out).toEqual(['nonce="', 'fresh-noncX"'])
  })

  it('leaves a body without the placeholder byte for byte', () => {
    expect(swapAll(['PLACEHOLDE', 'R-less? no: PLACEHOLDEr']).all).toBe('fresh-noncX-less? no: PLACEHOLDEr')
  })

  it("a chain writes into its own copy, never into the caller's buffer (a cached page's), in any cut", () => {
    const body = '<script nonce="PLACEHOLDER" src="/a.js" async=""></script><link rel="preload" nonce="PLACEHOLDER">'
    const expected = body.replaceAll('PLACEHOLDER', 'fresh-noncX').replace('async=""', 'type="x"').replace('preload', 'x-later')
    for (let cut = 0; cut <= body.length; cut++) {
      const chunks = [body.slice(0, cut), body.slice(cut)].map((part) => Buffer.from(part))
      const before = chunks.map((chunk) => Buffer.from(chunk))
      const chain = chainSwaps([
        createByteSwap(Buffer.from('PLACEHOLDER'), () => Buffer.from('fresh-noncX')),
        createByteSwap(Buffer.from('async=""'), () => Buffer.from('type="x"')),
        createByteSwap(Buffer.from('preload'), () => Buffer.from('x-later')),
      ])
      const out = Buffer.concat([...chunks.map((chunk) => chain.push(chunk)), chain.end()]).toString()
      expect([cut, out]).toEqual([cut, expected])
      expect([cut, chunks.map(String)]).toEqual([cut, before.map(String)])
    }
  })
})

describe('nonces', () => {
  it('placeholder and fresh nonces have the same length and are valid CSP nonces', () => {
    expect(placeholderNonce()).toHaveLength(NONCE_LENGTH)
    expect(freshNonce()).toHaveLength(NONCE_LENGTH)
    expect(placeholderNonce()).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(freshNonce()).not.toBe(freshNonce())
  })
})

describe('policy', () => {
  it('public pages: nonce, no unsafe-eval or unsafe-inline scripts, no framing, tag hosts allowed', () => {
    const csp = contentSecurityPolicy('site', 'abc', false)
    const script = csp.split('; ').find((d) => d.startsWith('script-src '))!
    expect(script).toContain("'nonce-abc'")
    expect(script).not.toContain('unsafe-eval')
    expect(script).not.toContain('unsafe-inline')
    expect(script).toContain('https://*.googletagmanager.com')
    expect(script).toContain('https://connect.facebook.net')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy('site', 'abc', true)).toContain('upgrade-insecure-requests')
  })

  it('the admin has its own policy', () => {
    expect(policyKind('/admin')).toBe('admin')
    expect(policyKind('/admin/collections/menus?x=1')).toBe('admin')
    expect(policyKind('/administratie/')).toBe('site')
    expect(policyKind('/nl/')).toBe('site')
    expect(contentSecurityPolicy('admin', 'n', false)).toContain("frame-ancestors 'none'")
  })

  it('HSTS only when SERVER_URL is https', () => {
    expect(servesHttps('https://www.kempenvastgoed.be')).toBe(true)
    expect(servesHttps('http://127.0.0.1:3000')).toBe(false)
    expect(servesHttps(undefined)).toBe(false)
    expect(securityHeaders('/nl/', 'n', true)['Strict-Transport-Security']).toMatch(/^max-age=\d+/)
    expect(securityHeaders('/nl/', 'n', false)['Strict-Transport-Security']).toBeUndefined()
    const headers = securityHeaders('/api/menus', 'n', false)
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('camera=()')
  })

  it('swaps HTML and flight bodies only', () => {
    expect(carriesNonce('text/html; charset=utf-8')).toBe(true)
    expect(carriesNonce('text/x-component')).toBe(true)
    expect(carriesNonce('application/json')).toBe(false)
    expect(carriesNonce(undefined)).toBe(false)
  })
})

describe('installSecurityHeaders on a Node server', () => {
  const placeholder = placeholderNonce()
  let seenCsp: unknown
  const page = `<html><script nonce="${placeholder}">x</script>${'<p>filler</p>'.repeat(200)}<script nonce="${placeholder}">y</script></html>`
  const chunkPage =
    `<head><link rel="preload" as="script" fetchPriority="low" nonce="${placeholder}" href="/_next/static/chunks/main.js"/>` +
    `<script src="/_next/static/chunks/one.js" async="" nonce="${placeholder}"></script></head>` +
    `<body><script src="/_next/static/chunks/main.js" nonce="${placeholder}" async=""></script></body>`
  const server: Server = createServer((req, res) => {
    seenCsp = req.headers['content-security-policy']
    if (req.url === '/page') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('ETag', '"abc"')
      res.setHeader('Content-Length', Buffer.byteLength(page))
      // Split inside the placeholder, as a stream may.
      res.write(page.slice(0, 30))
      res.end(page.slice(30))
    } else if (req.url === '/cached') {
      // What Next sends with a page served from its cache (ISR, a static page).
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 's-maxage=31536000')
      res.end(page)
    } else if (req.url === '/cached-flight') {
      res.writeHead(200, { 'content-type': 'text/x-component', 'cache-control': 's-maxage=60, stale-while-revalidate=31535940' })
      res.end(page)
    } else if (req.url === '/dynamic') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.end(page)
    } else if (req.url?.endsWith('/chunks')) {
      // A page with Next's chunk scripts: a language page's, the admin's, or flight data at a language path.
      res.setHeader('Content-Type', req.url.startsWith('/nl/flight') ? 'text/x-component' : 'text/html; charset=utf-8')
      res.setHeader('Content-Length', Buffer.byteLength(chunkPage))
      for (let at = 0; at < chunkPage.length; at += 7) res.write(chunkPage.slice(at, at + 7))
      res.end()
    } else if (req.url === '/json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, s-maxage=60' })
      res.end('{}')
    } else if (req.url === '/gzip') {
      res.setHeader('Content-Type', 'text/html')
      res.setHeader('Content-Encoding', 'gzip')
      res.end(gzipSync('<p>already compressed</p>'))
    } else {
      res.writeHead(308, { Location: '/nl/' })
      res.end()
    }
  })

  beforeAll(() => {
    installSecurityHeaders()
    return new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    })

  it('gives each response its own nonce in the header and the body, same length, no ETag', async () => {
    const [a, b] = [await get('/page'), await get('/page')]
    for (const r of [a, b]) {
      const nonce = /'nonce-([^']+)'/.exec(String(r.headers['content-security-policy']))![1]
      expect(r.body.toString()).toBe(page.replaceAll(placeholder, nonce))
      expect(r.body.toString()).not.toContain(placeholder)
      expect(Number(r.headers['content-length'])).toBe(r.body.length)
      expect(r.headers.etag).toBeUndefined()
      expect(r.headers['x-content-type-options']).toBe('nosniff')
    }
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy'])
  })

  it("holds back the framework chunks of a language page's HTML, in a stream cut anywhere, and only there (issue 38.2)", async () => {
    const page = await get('/nl/te-koop/chunks')
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))![1]
    const body = page.body.toString()
    expect(body).toBe(
      chunkPage
        .replaceAll(placeholder, nonce)
        .replace('rel="preload" as="script"', 'rel="x-later" as="script"')
        .replace('one.js" async=""', 'one.js" type="x"')
        .replace('" async=""></script></body>', '" type="x"></script></body>'),
    )
    expect(Number(page.headers['content-length'])).toBe(page.body.length)
    for (const path of ['/admin/collections/chunks', '/nl/flight/chunks', '/api/graphql-playground/chunks']) {
      const other = (await get(path)).body.toString()
      expect([path, other.match(/async=""/g)?.length]).toEqual([path, 2])
      expect(other).not.toContain('type="x"')
    }
  })

  it('replaces a CSP the client sends in its request', async () => {
    await get('/page', { 'Content-Security-Policy': "script-src 'nonce-attacker'" })
    expect(seenCsp).toBe(`script-src 'nonce-${placeholder}'`)
  })

  it('adds the headers to redirects, also when writeHead is given headers', async () => {
    const r = await get('/redirect')
    expect(r.status).toBe(308)
    expect(r.headers['x-frame-options']).toBe('DENY')
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })

  it('HTML and flight data with a nonce of their own are never stored by a shared cache; other answers keep their Cache-Control (issue 33.9)', async () => {
    for (const path of ['/cached', '/cached-flight']) {
      const r = await get(path)
      expect([path, r.headers['cache-control']]).toEqual([path, 'private, no-cache'])
      expect(r.body.toString()).not.toContain(placeholder)
    }
    expect((await get('/page')).headers['cache-control']).toBe('private, no-cache')
    expect((await get('/dynamic')).headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
    expect((await get('/json')).headers['cache-control']).toBe('public, s-maxage=60')
  })

  it('privateCacheControl: a directive list shared caches may store becomes private', () => {
    expect(privateCacheControl('s-maxage=31536000')).toBe('private, no-cache')
    expect(privateCacheControl('public, max-age=60, s-maxage=600, stale-while-revalidate=60')).toBe('private, no-cache')
    expect(privateCacheControl(undefined)).toBe('private, no-cache')
    expect(privateCacheControl(['s-maxage=1', 'public'])).toBe('private, no-cache')
    expect(privateCacheControl('no-store, must-revalidate')).toBe('no-store, must-revalidate')
    expect(privateCacheControl('private, max-age=0')).toBe('private, max-age=0')
  })

  it('does not touch an already compressed body', async () => {
    const r = await get('/gzip')
    expect(gunzipSync(r.body).toString()).toBe('<p>already compressed</p>')
  })
})

describe('bad input', () => {
  it('a malformed path gets a small page in its language', () => {
    expect(localeOfPath('/fr/%ff/')).toBe('fr')
    expect(localeOfPath('/%ff/')).toBe('nl')
    const html = badRequestPage('/en/te-koop/%/')
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('Invalid address')
    expect(html).not.toContain('<script')
  })

  it('an undecodable path of the API is JSON, of anything else the page; decodable paths pass', () => {
    for (const url of ['/nl/te-koop/', '/api/properties?where=%ff', '/nl/caf%C3%A9/', '/admin', undefined])
      expect(badPathAnswer(url)).toBeNull()
    const api = badPathAnswer('/api/properties/%ff?depth=0')
    expect(api).toMatchObject({ status: 400, contentType: expect.stringContaining('application/json') })
    expect(JSON.parse(api!.body).errors[0].message).toMatch(/percent-encoding/)
    for (const url of ['/admin/%ff%fe', '/_next/%ff', '/fr/%/']) {
      const answer = badPathAnswer(url)
      expect(answer).toMatchObject({ status: 400, contentType: expect.stringContaining('text/html') })
    }
    expect(badPathAnswer('/fr/%/')!.body).toContain('<html lang="fr">')
  })

  it('a where Payload would JSON.parse must be an object; brackets and no where pass', () => {
    const problem = (query: string) => whereParamProblem(new URLSearchParams(query))
    for (const query of ['where=abc', 'where=%22abc%22', 'where=%5B1%5D', 'where=null', 'where='])
      expect([query, problem(query)]).toEqual([query, expect.stringMatching(/^where must be/)])
    for (const query of ['', 'where[city][equals]=Mol', 'where=%7B%22city%22%3A%7B%22equals%22%3A%22Mol%22%7D%7D', 'limit=3'])
      expect([query, problem(query)]).toEqual([query, null])
  })

  it('versionsTarget names the versions routes only', () => {
    expect(versionsTarget(['menus', 'versions'])).toEqual({ kind: 'collection', slug: 'menus' })
    expect(versionsTarget(['menus', 'versions', '3'])).toEqual({ kind: 'collection', slug: 'menus' })
    expect(versionsTarget(['globals', 'site', 'versions'])).toEqual({ kind: 'global', slug: 'site' })
    expect(versionsTarget(['menus', '3'])).toBeNull()
    expect(versionsTarget(['globals', 'site'])).toBeNull()
  })

  it('pdfIsComplete: header, xref and %%EOF at the end', () => {
    expect(pdfIsComplete(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\ntrailer<<>>\n%%EOF\n'))).toBe(true)
    expect(pdfIsComplete(Buffer.from('%PDF-1.4\nonly the start of a file'))).toBe(false)
    expect(pdfIsComplete(Buffer.from('PK\x03\x04 xref %%EOF'))).toBe(false)
  })
})

describe('server-action bodies', () => {
  it('actionKind: POSTs to pages with Next-Action or a multipart form', () => {
    expect(actionKind('POST', '/nl/contact/', { 'next-action': 'abc' })).toBe('fetch')
    expect(actionKind('POST', '/nl/contact/', { 'content-type': 'multipart/form-data; boundary=x' })).toBe('form')
    expect(actionKind('POST', '/api/media', { 'content-type': 'multipart/form-data; boundary=x' })).toBeNull()
    expect(actionKind('GET', '/nl/contact/', { 'next-action': 'abc' })).toBeNull()
    expect(actionKind('POST', '/nl/contact/', { 'content-type': 'application/x-www-form-urlencoded' })).toBeNull()
  })

  it('readableActionBody: JSON arrays in text/plain, well-formed multipart, nothing else', async () => {
    expect(await readableActionBody('fetch', 'text/plain;charset=UTF-8', Buffer.from('[{"locale":"nl"}]'))).toBe(true)
    expect(await readableActionBody('fetch', 'text/plain;charset=UTF-8', Buffer.from('garbage{{{'))).toBe(false)
    expect(await readableActionBody('fetch', 'application/json', Buffer.from('[]'))).toBe(false)
    expect(await readableActionBody('fetch', 'multipart/form-data', Buffer.from('x'))).toBe(false)
    expect(await readableActionBody('fetch', 'multipart/form-data; boundary=xyz', Buffer.from('garbage'))).toBe(false)
    const form = new FormData()
    form.append('1_locale', 'nl')
    const encoded = new Response(form)
    const type = encoded.headers.get('content-type')!
    expect(await readableActionBody('fetch', type, Buffer.from(await encoded.arrayBuffer()))).toBe(true)
  })

  it('readableActionBody: references to parts the body lacks, and deep nesting, are unreadable (issue 33.8)', async () => {
    const text = (body: string) => readableActionBody('fetch', 'text/plain;charset=UTF-8', Buffer.from(body))
    for (const reference of ['$B99', '$Q1', '$F1', '$W1', '$K1', '$@1', '$1', '$h1', '$R1', '$Z', '$']) {
      expect([reference, await text(JSON.stringify([reference]))]).toEqual([reference, false])
      expect(await text(JSON.stringify([{ a: [reference] }]))).toBe(false)
    }
    // What React's client writes for plain values stays readable.
    for (const value of [
      '$$escaped',
      '$undefined',
      '$Infinity',
      '$-Infinity',
      '$NaN',
      '$-0',
      '$D2026-11-28T10:00:00.000Z',
      '$n12',
      'plain',
    ]) {
      expect([value, await text(JSON.stringify([value]))]).toEqual([value, true])
    }
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n)
    expect(await text(deep(5000))).toBe(false)
    expect(await text(deep(MAX_REPLY_DEPTH + 1))).toBe(false)
    expect(await text(deep(MAX_REPLY_DEPTH))).toBe(true)
    // Multipart: a reference must name a part the body has.
    const multipart = async (fields: Record<string, string | Blob>) => {
      const form = new FormData()
      for (const [name, value] of Object.entries(fields)) form.append(name, value)
      const encoded = new Response(form)
      return readableActionBody('fetch', encoded.headers.get('content-type')!, Buffer.from(await encoded.arrayBuffer()))
    }
    expect(await multipart({ '0': '["$K1"]', '1_email': 'a@b.be' })).toBe(true)
    expect(await multipart({ '0': '["$K2"]', '1_email': 'a@b.be' })).toBe(false)
    expect(await multipart({ '0': '["$B1"]', '1': new Blob(['x']) })).toBe(true)
    expect(await multipart({ '0': '["$B99"]', '1': new Blob(['x']) })).toBe(false)
    expect(await multipart({ '0': '["$Q1"]' })).toBe(false)
    expect(await multipart({ '0': '["$Q1"]', '1': '[["a",1]]' })).toBe(true)
    expect(await multipart({ '0': '["$Q1"]', '1': '["$F7"]' })).toBe(false)
    expect(await multipart({ '0': 'garbage' })).toBe(false)
    expect(await multipart({ '0': deep(5000) })).toBe(false)
    expect(revivableReply(['$$', { a: null, b: 1 }])).toBe(true)
  })

  it('sameOriginAction: the Origin must be the host Next compares it with (issue 33.8)', () => {
    expect(sameOriginAction({ host: 'www.kempenvastgoed.be' })).toBe(true)
    expect(sameOriginAction({ host: 'www.kempenvastgoed.be', origin: 'https://www.kempenvastgoed.be' })).toBe(true)
    expect(sameOriginAction({ host: 'www.kempenvastgoed.be', origin: 'https://evil.example' })).toBe(false)
    expect(sameOriginAction({ host: 'www.kempenvastgoed.be', origin: 'null' })).toBe(false)
    expect(sameOriginAction({ host: 'www.kempenvastgoed.be', origin: 'not a url' })).toBe(false)
    expect(
      sameOriginAction({ host: '127.0.0.1:3000', 'x-forwarded-host': 'www.kempenvastgoed.be', origin: 'https://www.kempenvastgoed.be' }),
    ).toBe(true)
    expect(
      sameOriginAction({ host: 'www.kempenvastgoed.be', 'x-forwarded-host': 'other.example', origin: 'https://www.kempenvastgoed.be' }),
    ).toBe(false)
    expect(sameOriginAction({ origin: 'https://www.kempenvastgoed.be' })).toBe(false)
  })

  it("unknownActionStatus: an id the build lacks is Next's 409, a malformed one 400, without a manifest Next decides", () => {
    const known = new Set(['7f' + 'a'.repeat(40)])
    expect(unknownActionStatus('7f' + 'a'.repeat(40), known)).toBeNull()
    expect(unknownActionStatus('7f' + '0'.repeat(40), known)).toBe(409)
    expect(unknownActionStatus('abc', known)).toBe(400)
    expect(unknownActionStatus('7f' + '0'.repeat(40), null)).toBeNull()
    expect(unknownActionStatus(undefined, known)).toBeNull()
  })

  it('formActionIds: what a form posted without JavaScript names; an id the build lacks is a 409', async () => {
    const id = '7f' + 'b'.repeat(40)
    const form = new FormData()
    form.append(`$ACTION_ID_${id}`, '')
    form.append('$ACTION_1:0', JSON.stringify({ id: '40' + 'c'.repeat(40), bound: '$@1' }))
    form.append('$ACTION_2:0', 'garbage')
    form.append('email', 'a@b.be')
    expect(formActionIds(form)).toEqual([id, '40' + 'c'.repeat(40)])
    const encode = async (fields: Record<string, string>) => {
      const body = new FormData()
      for (const [name, value] of Object.entries(fields)) body.append(name, value)
      const encoded = new Response(body)
      return [encoded.headers.get('content-type')!, Buffer.from(await encoded.arrayBuffer())] as const
    }
    const known = new Set([id])
    expect(await readableActionBody('form', ...(await encode({ [`$ACTION_ID_${id}`]: '', x: '1' })), known)).toBe(true)
    expect(await readableActionBody('form', ...(await encode({ [`$ACTION_ID_7f${'0'.repeat(40)}`]: '' })), known)).toBe(409)
    expect(await readableActionBody('form', ...(await encode({ $ACTION_ID_zz: '' })), known)).toBe(false)
    // A multipart post naming no action (a route handler's own form) is not judged here.
    expect(await readableActionBody('form', ...(await encode({ x: '1' })), known)).toBe(true)
  })

  const ACTION = '7f' + 'a'.repeat(40)
  const manifestDir = mkdtempSync(path.join(tmpdir(), 'kv-actions-'))
  writeFileSync(path.join(manifestDir, 'manifest.json'), JSON.stringify({ node: { [ACTION]: { exportedName: 'submit' } } }))
  useActionManifest(path.join(manifestDir, 'manifest.json'))

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => res.end(`next read ${Buffer.concat(chunks).toString()}`))
  })
  beforeAll(() => {
    installSecurityHeaders()
    return new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const post = (body: Buffer, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo
      const req = request({ host: '127.0.0.1', port, path: '/fr/contact/', method: 'POST', headers }, (res) => {
        let text = ''
        res.on('data', (c: Buffer) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode!, body: text }))
      })
      req.on('error', reject)
      req.end(body)
    })

  it('passes a readable body on to the app, refuses garbage (400) and oversize (413)', async () => {
    expect(await post(Buffer.from('["ok"]'), { 'Next-Action': ACTION, 'Content-Type': 'text/plain' })).toEqual({
      status: 200,
      body: 'next read ["ok"]',
    })
    const garbage = await post(Buffer.from('garbage'), { 'Next-Action': ACTION, 'Content-Type': 'text/plain' })
    expect(garbage.status).toBe(400)
    expect(garbage.body).toContain('formulaire')
    expect((await post(Buffer.alloc(ACTION_BODY_LIMIT + 1, 0x61), { 'Next-Action': ACTION, 'Content-Type': 'text/plain' })).status).toBe(
      413,
    )
    expect(
      (
        await post(Buffer.alloc(ACTION_BODY_LIMIT + 1, 0x61), {
          'Next-Action': ACTION,
          'Content-Type': 'text/plain',
          'Transfer-Encoding': 'chunked',
        })
      ).status,
    ).toBe(413)
  })

  it('refuses a reference body (400), a cross-origin call (403) and an unknown action (409) before the app', async () => {
    const headers = { 'Next-Action': ACTION, 'Content-Type': 'text/plain' }
    for (const body of ['["$B99"]', '["$Q1"]', '["$F1"]', '['.repeat(5000) + ']'.repeat(5000)]) {
      const answer = await post(Buffer.from(body), headers)
      expect([body.slice(0, 10), answer.status]).toEqual([body.slice(0, 10), 400])
      expect(answer.body).not.toContain('next read')
    }
    const cross = await post(Buffer.from('["ok"]'), { ...headers, Origin: 'https://evil.example' })
    expect(cross.status).toBe(403)
    expect(cross.body).toContain('ne venait pas de notre site')
    const unknown = await post(Buffer.from('[]'), { ...headers, 'Next-Action': '7f' + '0'.repeat(40) })
    expect(unknown.status).toBe(409)
    expect(unknown.body).not.toContain('next read')
    const form = new FormData()
    form.append(`$ACTION_ID_7f${'0'.repeat(40)}`, '')
    const encoded = new Response(form)
    const noScript = await post(Buffer.from(await encoded.arrayBuffer()), { 'Content-Type': encoded.headers.get('content-type')! })
    expect(noScript.status).toBe(409)
  })

  /** A raw request line and its answer's status line and headers. */
  const raw = (head: string) =>
    new Promise<string>((resolve, reject) => {
      const { port } = server.address() as AddressInfo
      const socket = connect(port, '127.0.0.1', () => socket.write(head))
      let text = ''
      socket.on('data', (c: Buffer) => (text += c))
      socket.on('end', () => resolve(text))
      socket.on('close', () => resolve(text))
      socket.on('error', reject)
    })

  it('TRACE, TRACK and CONNECT are 405 with Allow, on pages and the API (issue 33.8)', async () => {
    for (const [method, target] of [
      ['TRACE', '/api/properties'],
      ['TRACE', '/nl/'],
      ['TRACK', '/api/users'],
      ['CONNECT', 'example.com:443'],
    ]) {
      const answer = await raw(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)
      expect([method, target, answer.split('\r\n')[0]]).toEqual([method, target, 'HTTP/1.1 405 Method Not Allowed'])
      expect(answer).toMatch(/^Allow: GET, HEAD/im)
      expect(answer).not.toContain('next read')
    }
  })

  it('the limit is next.config.mjs serverActions.bodySizeLimit', () => {
    const config = readFileSync(path.join(__dirname, '../../../next.config.mjs'), 'utf8')
    const mb = Number(/bodySizeLimit: '(\d+)mb'/.exec(config)?.[1])
    expect(mb * 1024 * 1024).toBe(ACTION_BODY_LIMIT)
  })
})
