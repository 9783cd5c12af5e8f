// Shared by the node tests that drive production servers (`next start` of the e2e build): the crash test
// (tests/crash/) and the multi-instance test (tests/multi/).
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import path from 'node:path'

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

/** A real SMTP receiver: every message with its recipients and Message-ID. */
export async function startSmtp(port) {
  const received = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? null })
        callback()
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
