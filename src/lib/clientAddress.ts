import { isIP } from 'node:net'

/**
 * The visitor's address (issue 13.2). A client writes whatever it likes into X-Forwarded-For and
 * X-Real-IP, so they count only as far as our own proxies wrote them: with `hops` trusted proxies in
 * front of the server, each appends the address it received the request from, so the entry `hops`
 * places from the right is the one the outermost trusted proxy saw. With no trusted proxy (the
 * default) the address is the socket's. Anything that is not an IP address falls back to the socket.
 */
export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string {
  const socket = normalizeIp(remoteAddress) ?? 'unknown'
  if (!(hops >= 1)) return socket
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // Fewer entries than trusted proxies: the request did not come through all of them.
  if (entries.length < hops) return socket
  return normalizeIp(entries[entries.length - hops]) ?? socket
}

/** An IPv4 or IPv6 address as one spelling ("::ffff:1.2.3.4" is 1.2.3.4), or null for anything else. */
export function normalizeIp(value: string | undefined | null): string | null {
  if (!value) return null
  let ip = value.trim()
  // "[::1]:1234" and "1.2.3.4:5678", as some proxies write them.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip)
  if (bracketed) ip = bracketed[1]
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'))
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(ip)
  if (mapped) ip = mapped[1]
  return isIP(ip) ? ip.toLowerCase() : null
}

/** TRUST_PROXY_HOPS: how many proxies in front of the server append to X-Forwarded-For (default 0). */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const raw = env.TRUST_PROXY_HOPS?.trim()
  if (!raw) return 0
  const hops = Number(raw)
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error(`TRUST_PROXY_HOPS must be an integer from 0 to 10, got "${raw}"`)
  return hops
}
