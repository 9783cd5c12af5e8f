// Shared by the node tests that drive production servers (`next start` of the e2e build): the crash and
// shutdown tests (tests/crash/) and the several-instance tests (tests/multi/), with the Redis and the Caddy
// (deploy/Caddyfile) of the latter.
import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import net, { createServer } from 'node:net'
import path from 'node:path'

import { createClient as createRedisClient } from 'redis'
import { SMTPServer } from 'smtp-server'

export const root = path.resolve(import.meta.dirname, '../..')

export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export async function freePort() {
  const probe = createServer()
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  return port
}

export async function portInUse(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) })
    return true
  } catch {
    return false
  }
}

/**
 * A real SMTP receiver: every message with its recipients, its Message-ID and when it was accepted.
 * `holdMs` keeps each message waiting that long before the receiver accepts it (a slow mail server);
 * `onMessage` is told when a message's data begins to arrive, `onAccepted` right after a message is accepted.
 */
export async function startSmtp(port, { holdMs = 0, onMessage = () => {}, onAccepted = () => {} } = {}) {
  const received = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      onMessage()
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        setTimeout(() => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? null,
            acceptedAt: Date.now(),
          })
          callback()
          onAccepted(received.at(-1))
        }, holdMs)
      })
    },
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  // Connections of a killed server are reset mid-message: expected in these tests, not a failure.
  server.on('error', (error) => console.log(`SMTP receiver: ${error.message}`))
  return { port, received, stop: () => new Promise((resolve) => server.close(resolve)) }
}

/** Outbox row id of a delivered message (its Message-ID is <outbox-{id}.…>), or null. */
export const outboxIdOf = (mail) => /^<outbox-([^.>]+)\./.exec(mail.messageId ?? '')?.[1] ?? null

/** The id of the site-contact form's server action, from the build's manifest. */
export async function contactActionId() {
  const manifest = JSON.parse(await readFile(path.join(root, '.next/server/server-reference-manifest.json'), 'utf8'))
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.exportedName === 'submitSiteContact') return id
  }
  throw new Error('submitSiteContact not found in .next/server/server-reference-manifest.json')
}

/**
 * One post of the site-contact form, as the browser's server-action call sends it, from the client
 * address `clientIp` (the server trusts one proxy). Resolves to the form's result; throws without an answer.
 */
export async function postContact(base, actionId, { key, email, message, lastName, clientIp }) {
  const input = {
    locale: 'nl',
    title: 'ms',
    firstName: 'Test',
    lastName,
    email,
    phone: '0475123456',
    message,
    utm: {},
    source: '/nl/contact/',
    homepage: '',
    captcha: '',
    captchaToken: '',
    idempotencyKey: key,
  }
  const res = await fetch(`${base}/nl/contact/`, {
    method: 'POST',
    headers: {
      'Next-Action': actionId,
      'Content-Type': 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
      Origin: base,
      'X-Forwarded-For': clientIp,
    },
    body: JSON.stringify([input]),
    signal: AbortSignal.timeout(30_000),
  })
  const text = await res.text()
  if (!res.ok) return { ok: false, status: res.status, text: text.slice(0, 200) }
  // The flight answer's line 1 is the action's return value.
  const line = text.split('\n').find((l) => l.startsWith('1:'))
  return line ? JSON.parse(line.slice(2)) : { ok: false, text: text.slice(0, 200) }
}

/** Every production server these helpers started, killed also when the test runner stops a test on its timeout. */
const servers = new Set()
process.on('exit', () => {
  for (const child of servers) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // gone
    }
  }
})

/**
 * `next start` of the e2e build on `port` (reached at 127.0.0.1), in its own process group (so SIGKILL reaches every
 * process of the server), with the test's environment over the defaults every test shares.
 */
export function startProductionServer({ name = 'server', port, env }) {
  const base = `http://127.0.0.1:${port}`
  // No -H: given a host name, `next start` sends a path the proxy rewrites (the portal's, the shortlist's, a
  // list's results) back to itself over HTTP as an external rewrite to localhost, and the page's CSP nonce is
  // swapped twice: its scripts were refused. Production (scripts/start.mjs) passes no host either.
  // Idle connections kept as production keeps them (scripts/start.mjs), longer than Caddy's (deploy/Caddyfile): with
  // Node's 5 s, a server busy for a few seconds closed connections on which Caddy had just sent a request (a 502).
  const child = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(port), '--keepAliveTimeout', '65000'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SERVER_URL: base,
      SMTP_HOST: '127.0.0.1',
      SMTP_SECURE: 'false',
      EMAIL_RETRY_DELAY_MS: '500',
      CAPTCHA_DISABLED: '1',
      // The tests' posts say which client they are for the rate limit, as a proxy in front would.
      TRUST_PROXY_HOPS: '1',
      // Every test address is at example.be: the domain and total mail caps would skip later tests' mails.
      MAIL_CAP_FRIEND_PER_DOMAIN: '1000000',
      MAIL_CAP_FRIEND_TOTAL: '1000000',
      MAIL_CAP_CONFIRMATIONS_PER_DOMAIN: '1000000',
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'test-secret-kempen-vastgoed-not-for-production',
      ...env,
    },
  })
  servers.add(child)
  let log = ''
  child.stdout.on('data', (d) => (log = (log + d).slice(-20_000)))
  child.stderr.on('data', (d) => (log = (log + d).slice(-20_000)))
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  return { name, base, child, exited, log: () => log }
}

/** Waits until `path` answers 2xx; resolves with its body as JSON when it is JSON. */
export async function waitForServer(server, { path: probe = '/api/health', timeoutMs = 120_000 } = {}) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited (${server.child.exitCode}):\n${server.log()}`)
    try {
      const res = await fetch(`${server.base}${probe}`, { signal: AbortSignal.timeout(5_000) })
      if (res.ok) return (res.headers.get('content-type') ?? '').includes('json') ? await res.json() : null
    } catch {
      // not listening yet
    }
    await pause(500)
  }
  throw new Error(`${server.name} did not answer within ${timeoutMs} ms:\n${server.log()}`)
}

/**
 * Resolves once the server accepts TCP connections, without sending it a request: a test whose first request
 * must be the visitor's (nothing of the app has run before it) waits with this instead of waitForServer.
 */
export async function waitForListening(server, timeoutMs = 120_000) {
  const port = Number(new URL(server.base).port)
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited (${server.child.exitCode}):\n${server.log()}`)
    const listening = await new Promise((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (listening) return
    await pause(200)
  }
  throw new Error(`${server.name} did not listen within ${timeoutMs} ms:\n${server.log()}`)
}

/** Sends `signal` to the server's process group; resolves once it has exited. */
export function signalServer(server, signal) {
  try {
    process.kill(-server.child.pid, signal)
  } catch {
    // already gone
  }
  return server.exited
}

/** A throwaway redis-server in the foreground; `save` writes its data to `dir`, which the next start reads. */
export async function startRedis(port, dir) {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: 'ignore',
  })
  const until = Date.now() + 10_000
  for (;;) {
    const client = createRedisClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: false } })
    client.on('error', () => {})
    try {
      await client.connect()
      await client.ping()
      return {
        child,
        client,
        exited: new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve))),
      }
    } catch {
      if (Date.now() > until) throw new Error(`redis-server did not start on ${port}`)
      await pause(100)
    }
  }
}

export async function stopRedis(redis, signal = 'SIGKILL') {
  if (!redis) return
  await redis.client.destroy()
  redis.child.kill(signal)
  await redis.exited
}

/**
 * Caddy with deploy/Caddyfile on `port`, over `upstreams`, its admin API and storage of its own (`adminBase`:
 * its admin API, e.g. GET /reverse_proxy/upstreams).
 */
export async function startCaddy(port, upstreams, dir) {
  const adminPort = await freePort()
  const child = spawn('caddy', ['run', '--config', path.join(root, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SITE_ADDRESS: `http://127.0.0.1:${port}`,
      PROXY_UPSTREAMS: upstreams.map((server) => server.base.replace('http://', '')).join(' '),
      CADDY_ADMIN: `127.0.0.1:${adminPort}`,
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
    },
  })
  let log = ''
  child.stdout.on('data', (d) => (log = (log + d).slice(-8_000)))
  child.stderr.on('data', (d) => (log = (log + d).slice(-8_000)))
  const base = `http://127.0.0.1:${port}`
  const until = Date.now() + 20_000
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok) break
    } catch {
      // not up yet
    }
    await pause(200)
  }
  return {
    base,
    adminBase: `http://127.0.0.1:${adminPort}`,
    log: () => log,
    stop: () => {
      child.kill('SIGTERM')
      return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
    },
  }
}

/** Waits until `check` resolves true (an error counts as not yet), at most `timeoutMs`; the last answer names why not. */
export async function waitFor(what, check, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs
  let last
  while (Date.now() < until) {
    last = await check().catch((error) => error)
    if (last === true) return
    await pause(250)
  }
  throw new Error(`${what}: not within ${timeoutMs} ms (last: ${last?.message ?? JSON.stringify(last)})`)
}
