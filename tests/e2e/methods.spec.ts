import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { staffApiHeaders } from './helpers/admin'
import { E2E_BASE_URL } from './helpers/server'

/**
 * Issue 33.8, over HTTP against the production build: methods no route answers are 405 with Allow (TRACE
 * on /api/ was a 500), malformed or foreign server-action requests are 4xx (they were 500), and Payload's
 * migrations collection is a 404 (it was a 501).
 */

const base = new URL(E2E_BASE_URL)

/** One raw request (Playwright's and Node's clients refuse CONNECT and TRACK): the answer's head. */
const raw = (method: string, target: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(Number(base.port), base.hostname, () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${base.host}\r\nConnection: close\r\n\r\n`),
    )
    let text = ''
    const done = () => resolve(text)
    socket.setTimeout(15_000, () => socket.destroy(new Error(`${method} ${target}: no answer`)))
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
    socket.on('end', done)
    socket.on('close', done)
    socket.on('error', reject)
  })

/** The id of a site form's server action, from the build's manifest (what the page's JavaScript sends). */
function actionId(name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next/server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { exportedName: string }>
  }
  const id = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === name)?.[0]
  if (!id) throw new Error(`no server action ${name} in the build`)
  return id
}

test.describe('methods and action requests (issue 33.8)', () => {
  test('TRACE, TRACK and CONNECT are 405 with Allow on the API, pages, the admin and assets', async () => {
    const paths = [
      '/api/properties',
      '/api/users/me',
      '/api/graphql',
      '/api/site/listings',
      '/api/payload-migrations',
      '/nl/',
      '/nl/contact/',
      '/admin',
      '/_next/static/chunks/none.js',
      '/legacy-path',
    ]
    for (const method of ['TRACE', 'TRACK']) {
      for (const target of paths) {
        const answer = await raw(method, target)
        expect(answer.split('\r\n')[0], `${method} ${target}`).toBe('HTTP/1.1 405 Method Not Allowed')
        expect(answer, `${method} ${target}`).toMatch(/^Allow: GET, HEAD/im)
      }
    }
    const tunnel = await raw('CONNECT', 'example.com:443')
    expect(tunnel.split('\r\n')[0]).toBe('HTTP/1.1 405 Method Not Allowed')
    expect(tunnel).toMatch(/^Allow: /im)
    // The site still answers its own methods.
    const home = await raw('GET', '/nl/')
    expect(home.split('\r\n')[0]).toBe('HTTP/1.1 200 OK')
  })

  test('/api/payload-migrations is a 404 for visitors and staff, on every method', async ({ request }) => {
    for (const method of ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'] as const) {
      const answer = await request.fetch('/api/payload-migrations', {
        method,
        data: method === 'GET' || method === 'HEAD' ? undefined : {},
      })
      expect(answer.status(), method).toBe(404)
    }
    expect((await request.get('/api/payload-migrations/1')).status()).toBe(404)
    // As staff too (the shared token waits out a concurrent login's 429 instead of failing).
    expect((await request.get('/api/payload-migrations', { headers: await staffApiHeaders() })).status()).toBe(404)
  })

  test('action bodies with references to missing parts or deep nesting are 400, never reaching Next', async ({ request }) => {
    const id = actionId('submitSiteContact')
    const text = { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8' }
    const deep = '['.repeat(5000) + ']'.repeat(5000)
    for (const body of ['["$B99"]', '["$Q1"]', '["$F1"]', '["$K1"]', '["$@1"]', '[{"a":"$W2"}]', '["$1"]', deep]) {
      const answer = await request.post('/nl/contact/', { headers: text, data: body })
      expect(answer.status(), body.slice(0, 12)).toBe(400)
      expect(await answer.text()).toContain('Dit formulier kon niet gelezen worden')
    }
    // The same as multipart (the client's encoding when an argument holds a file or FormData).
    for (const root of ['["$B99"]', '["$Q1"]', '["$F1"]', deep]) {
      const answer = await request.post('/nl/contact/', { headers: { 'Next-Action': id }, multipart: { '0': root } })
      expect(answer.status(), `multipart ${root.slice(0, 12)}`).toBe(400)
    }
    // A readable body still reaches the action: the form's own field messages.
    const valid = await request.post('/nl/contact/', { headers: text, data: '[{"locale":"nl","note":"$$5"}]' })
    expect(valid.status()).toBe(200)
    expect(await valid.text()).toContain('validation.required.email')
  })

  test('a cross-origin action call is 403, an unknown action 409 with the header the client reloads on', async ({ request }) => {
    const id = actionId('submitSiteContact')
    const text = { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8' }
    for (const origin of ['https://evil.example', 'null']) {
      const cross = await request.post('/nl/contact/', { headers: { ...text, Origin: origin }, data: '[{"locale":"nl"}]' })
      expect(cross.status(), origin).toBe(403)
      expect(await cross.text()).toContain('kwam niet van onze website')
    }
    // A form posted without JavaScript from another site, too.
    const form = await request.post('/nl/contact/', { headers: { Origin: 'https://evil.example' }, multipart: { x: '1' } })
    expect(form.status()).toBe(403)
    const own = await request.post('/nl/contact/', { headers: { ...text, Origin: base.origin }, data: '[{"locale":"nl"}]' })
    expect(own.status()).toBe(200)
    const unknown = await request.post('/nl/contact/', { headers: { ...text, 'Next-Action': '7f' + '0'.repeat(40) }, data: '[]' })
    expect(unknown.status()).toBe(409)
    expect(unknown.headers()['x-nextjs-action-not-found']).toBe('1')
    const malformed = await request.post('/nl/contact/', { headers: { ...text, 'Next-Action': 'not-an-id' }, data: '[]' })
    expect(malformed.status()).toBe(400)
    // A form posted without JavaScript that names an action this build lacks (an older page): 409 as well.
    const stale = await request.post('/nl/contact/', { multipart: { [`$ACTION_ID_7f${'0'.repeat(40)}`]: '', email: 'a@b.be' } })
    expect(stale.status()).toBe(409)
  })
})
