import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'

import { addressKind, mayConnect, type AddressKind } from './addressKind'

/**
 * Fetching a URL somebody else wrote, such as the picture and document URLs of a CRM export uploaded in
 * the admin (crm/importer/media.ts). Without rules the server fetched anything an export named: its own
 * loopback services, the private network, the cloud's metadata service (169.254.169.254), through
 * redirects, without a size limit; and the import's report told a closed port from an open one.
 *
 * Here a URL is fetched only when its host is on the allow-list, every address its name resolves to is
 * public (src/security/addressKind.ts), and the connection goes to the address that was checked (the
 * name is resolved once, here, and that answer is pinned: a DNS answer that changes between the check
 * and the connect cannot lead elsewhere). A redirect is a failure, never followed; the body is capped
 * by its Content-Length and while it streams; connecting and the whole fetch are timed.
 */
export interface OutboundPolicy {
  /** Host names (lower case) that may be fetched; empty: nothing may. */
  hosts: ReadonlySet<string>
  /** Opt-in for a server on the agency's own network: loopback, private, link-local and CGNAT addresses allowed. */
  allowPrivate: boolean
  maxBytes: number
  connectTimeoutMs: number
  totalTimeoutMs: number
}

/** Why a fetch failed: for the server log only. Whoever asked for the URL learns only that it failed. */
export type OutboundFailureReason =
  'scheme' | 'host' | 'dns' | 'address' | 'connect-timeout' | 'timeout' | 'network' | 'redirect' | 'status' | 'too-large'

export class OutboundFetchError extends Error {
  constructor(
    readonly reason: OutboundFailureReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`)
    this.name = 'OutboundFetchError'
  }
}

const DEFAULT_MAX_MB = 25
const DEFAULT_TIMEOUT_MS = 20_000
const CONNECT_TIMEOUT_MS = 5_000

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0 ? n : fallback
}

/**
 * The CRM export's media fetches, from the environment: CRM_MEDIA_HOSTS (comma- or space-separated host
 * names; unset: no URL is fetched, relative paths still work), CRM_MEDIA_ALLOW_PRIVATE=1 (a CRM on the
 * agency's own network), CRM_MEDIA_MAX_MB (25) and CRM_MEDIA_TIMEOUT_MS (20000; connecting at most 5 s of it).
 */
export function crmMediaPolicy(env: Record<string, string | undefined> = process.env): OutboundPolicy {
  const hosts = (env.CRM_MEDIA_HOSTS ?? '')
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase().replace(/\.$/, ''))
    .filter(Boolean)
  const totalTimeoutMs = positive(env.CRM_MEDIA_TIMEOUT_MS, DEFAULT_TIMEOUT_MS)
  return {
    hosts: new Set(hosts),
    allowPrivate: /^(1|true|yes)$/i.test(env.CRM_MEDIA_ALLOW_PRIVATE?.trim() ?? ''),
    maxBytes: Math.floor(positive(env.CRM_MEDIA_MAX_MB, DEFAULT_MAX_MB) * 1024 * 1024),
    connectTimeoutMs: Math.min(CONNECT_TIMEOUT_MS, totalTimeoutMs),
    totalTimeoutMs,
  }
}

type Resolve = (hostname: string) => Promise<LookupAddress[]>

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  )

/** The one address a connection to `hostname` may use: every address of the name must be allowed (none picked around). */
async function checkedAddress(hostname: string, policy: OutboundPolicy, resolve: Resolve): Promise<LookupAddress> {
  const family = isIP(hostname)
  let addresses: LookupAddress[]
  if (family) addresses = [{ address: hostname, family }]
  else {
    try {
      addresses = await resolve(hostname)
    } catch (error) {
      throw new OutboundFetchError('dns', `${hostname}: ${(error as Error).message}`)
    }
  }
  if (!addresses.length) throw new OutboundFetchError('dns', `${hostname}: no address`)
  const refused = addresses
    .map(({ address }) => [address, addressKind(address)] as [string, AddressKind])
    .filter(([, kind]) => !mayConnect(kind, policy.allowPrivate))
  if (refused.length)
    throw new OutboundFetchError('address', `${hostname} resolves to ${refused.map(([a, k]) => `${a} (${k})`).join(', ')}`)
  return addresses[0]
}

/** A `lookup` that answers the checked address only: the socket connects where the check looked. */
function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    const cb = callback as (...args: unknown[]) => void
    if ((options as { all?: boolean }).all) cb(null, [pinned])
    else cb(null, pinned.address, pinned.family)
  }
}

export interface FetchedFile {
  data: Buffer
  contentType: string | null
}

/** GET `url` within `policy`; throws an OutboundFetchError naming why (for the log) on any failure. */
export async function fetchWithinPolicy(url: string, policy: OutboundPolicy, resolve: Resolve = systemResolve): Promise<FetchedFile> {
  let target: URL
  try {
    target = new URL(url)
  } catch {
    throw new OutboundFetchError('scheme', 'not a URL')
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new OutboundFetchError('scheme', target.protocol)
  const hostname = target.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
  if (!policy.hosts.has(hostname)) throw new OutboundFetchError('host', `${hostname} is not in the allowed hosts`)

  const started = Date.now()
  const pinned = await withTimeout(checkedAddress(hostname, policy, resolve), policy.connectTimeoutMs, 'connect-timeout')
  const remaining = policy.totalTimeoutMs - (Date.now() - started)
  if (remaining <= 0) throw new OutboundFetchError('timeout', `${policy.totalTimeoutMs} ms`)
  return download(target, pinned, policy, remaining)
}

function withTimeout<T>(promise: Promise<T>, ms: number, reason: OutboundFailureReason): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OutboundFetchError(reason, `${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

function download(target: URL, pinned: LookupAddress, policy: OutboundPolicy, totalMs: number): Promise<FetchedFile> {
  return new Promise((resolve, reject) => {
    let settled = false
    const client = target.protocol === 'https:' ? https : http
    const request = client.request(target, {
      method: 'GET',
      lookup: pinnedLookup(pinned),
      // A fresh connection per file: a pooled socket would skip the pinned lookup.
      agent: false,
      headers: { accept: '*/*', 'accept-encoding': 'identity', 'user-agent': 'kempen-vastgoed-crm-import' },
    })
    const fail = (reason: OutboundFailureReason, detail: string) => {
      if (settled) return
      settled = true
      clearTimeout(total)
      clearTimeout(connect)
      request.destroy()
      reject(new OutboundFetchError(reason, detail))
    }
    const total = setTimeout(() => fail('timeout', `${policy.totalTimeoutMs} ms`), totalMs)
    const connect = setTimeout(() => fail('connect-timeout', `${policy.connectTimeoutMs} ms`), Math.min(policy.connectTimeoutMs, totalMs))
    request.on('socket', (socket) => {
      socket.once(target.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connect))
    })
    request.on('error', (error) => fail('network', error.message))
    request.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0
      if (status >= 300 && status < 400) return fail('redirect', `${status} to ${response.headers.location ?? '(no location)'}`)
      if (status < 200 || status >= 300) return fail('status', String(status))
      const declared = Number(response.headers['content-length'])
      if (Number.isFinite(declared) && declared > policy.maxBytes) return fail('too-large', `Content-Length ${declared}`)
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > policy.maxBytes) return fail('too-large', `over ${policy.maxBytes} bytes`)
        chunks.push(chunk)
      })
      response.on('error', (error) => fail('network', error.message))
      response.on('end', () => {
        if (settled) return
        if (!response.complete) return fail('network', 'the answer ended early')
        settled = true
        clearTimeout(total)
        clearTimeout(connect)
        resolve({ data: Buffer.concat(chunks), contentType: response.headers['content-type'] ?? null })
      })
    })
    request.end()
  })
}
