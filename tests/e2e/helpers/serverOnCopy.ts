import { spawn } from 'node:child_process'
import { openSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'

import { createClient } from '@libsql/client'

import { E2E_SERVER_ENV } from './server'

/** A free TCP port on 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer()
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

export interface ServerOnCopy {
  base: string
  stop(): Promise<void>
}

/**
 * Starts another production server (`next start` of the same build) on its own copy of the test
 * database, without waiting for it (serverUp does). A copy, because two servers writing one SQLite file
 * lock each other out; VACUUM INTO gives a consistent copy of the live file, WAL included. `env`
 * overrides the test server's settings; a value of undefined removes one. Its output goes to
 * tmp/e2e-<name>.log. `at` fixes its port and copy (the content server, whose address the config knows).
 */
export async function startServerOnCopy(
  name: string,
  env: Record<string, string | undefined> = {},
  at?: { port: number; copy: string },
): Promise<ServerOnCopy> {
  const port = at?.port ?? (await freePort())
  const base = `http://127.0.0.1:${port}`
  const copy = at?.copy ?? `tmp/e2e-${name}-${port}.db`
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true })
  const source = createClient({ url: E2E_SERVER_ENV.DATABASE_URL })
  await source.execute(`VACUUM INTO '${copy}'`)
  source.close()
  const merged: Record<string, string | undefined> = {
    ...process.env,
    ...E2E_SERVER_ENV,
    DATABASE_URL: `file:./${copy}`,
    PORT: String(port),
    SERVER_URL: base,
    ...env,
  }
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key]
  const log = openSync(`tmp/e2e-${name}.log`, 'w')
  // Idle connections kept longer than a client keeps them, as on the test server (playwright.config.ts):
  // with Node's 5 s a request sent on a connection the server was closing failed with ECONNRESET (CI).
  // No -H: given a host name, `next start` sends a path the proxy rewrites (the portal's, the shortlist's, a
  // list's results) back to itself over HTTP as an external rewrite to localhost, and the page's CSP nonce is
  // swapped twice: its scripts were refused. Production (scripts/start.mjs) passes no host either.
  const server = spawn('node_modules/.bin/next', ['start', '-p', String(port), '--keepAliveTimeout', '65000'], {
    env: merged as NodeJS.ProcessEnv,
    stdio: ['ignore', log, log],
  })
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true })
  }
  return { base, stop }
}

/** Resolves once the server at `base` answers (Payload's /api/users/me); throws after `timeoutMs`. */
export async function serverUp(base: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const up = await fetch(`${base}/api/users/me`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the test server at ${base} did not start`)
}
