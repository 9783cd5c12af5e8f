import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { isValidRefreshToken } from '../../src/revalidation/siteRefresh'

/** Jest runs from the project's root, as npm runs its scripts. */
const ROOT = process.cwd()

/**
 * Issue 33.9: `npm run import` reads PAYLOAD_SECRET as `npm start` does (data/.secret, here a file of
 * the test's own through PAYLOAD_SECRET_FILE) when it is not exported. It needed the secret exported by
 * hand. The proof that it is the site's own secret: the import signs its refresh request to the site
 * (POST /api/site/revalidate) with it, and a stand-in site checks that signature.
 */
describe('importCliSecret.int.ts: npm run import without PAYLOAD_SECRET exported', () => {
  let dir: string
  let site: Server
  let siteUrl = ''
  const signatures: Array<string | null> = []
  const SECRET = `kept-${Math.random().toString(36).slice(2)}`

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kv-import-cli-'))
    await writeFile(path.join(dir, '.secret'), `${SECRET}\n`, { mode: 0o600 })
    site = createServer((request, response) => {
      signatures.push(request.headers.authorization ?? null)
      request.resume()
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve))
    await rm(dir, { recursive: true, force: true })
  })

  /** Runs the script as package.json's `import` does, in a child with `env`; its exit code and output. */
  const runImport = (file: string, env: NodeJS.ProcessEnv) =>
    new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--conditions=production', '--disable-warning=DEP0205', '--import', '@swc-node/register/esm-register', 'cli/import.ts', file],
        { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
      )
      let output = ''
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      child.once('error', reject)
      child.once('exit', (code) => resolve({ code, output }))
    })

  it('imports with the kept secret and signs the site refresh with it', async () => {
    const id = 900_000 + Math.floor(Math.random() * 90_000)
    const file = path.join(dir, 'export.json')
    await writeFile(
      file,
      JSON.stringify({
        webIDs: [{ ID: 1, WebID: id, Name: 'Huis', ShowOrder: 1, Sale: true, Rent: false, language: 'nl' }],
        properties: [
          { ID: id, language: 'nl', Goal: 0, City: 'Geheimdorp', Zip: '3990', TypeDescription: 'Woning', WebID: id, Marquee: 0 },
        ],
      }),
    )
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: `file:${path.join(dir, 'cli.db')}`,
      PAYLOAD_SECRET_FILE: path.join(dir, '.secret'),
      SERVER_URL: siteUrl,
    }
    delete env.PAYLOAD_SECRET
    delete env.NODE_OPTIONS // Jest's --experimental-vm-modules is not the script's
    const { code, output } = await runImport(file, env)
    expect({ code, tail: output.slice(-600) }).toMatchObject({ code: 0 })
    expect(output).toMatch(/properties\s+1 created/)
    expect(signatures).toHaveLength(1)
    // The site checks with Payload's key derived from its PAYLOAD_SECRET (payload.secret), as here.
    const siteKey = createHash('sha256').update(SECRET).digest('hex').slice(0, 32)
    expect(isValidRefreshToken(signatures[0], siteKey)).toBe(true)
    // The kept secret was read, not replaced.
    expect((await readFile(path.join(dir, '.secret'), 'utf8')).trim()).toBe(SECRET)
  }, 240_000)
})
