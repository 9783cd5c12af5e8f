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

/** The 8 groups of an IPv6 address (normalized, so valid), with an IPv4 tail read as its two groups. */
function ipv6Groups(ip: string): number[] {
  let text = ip.split('%', 1)[0]
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number)
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined]
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const left = parse(head)
  const right = parse(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

/**
 * What a per-address counter counts (issue 33.5): an IPv4 address as it is, an IPv6 address by its
 * /64 prefix. A subscriber, a server or a phone gets a whole /64 and picks any address in it, so a
 * limit per /128 was no limit. A NAT64 address (64:ff9b::/96) counts as the IPv4 address it carries.
 * Anything that is not an address (a key already, 'unknown') is returned unchanged.
 */
export function addressKey(value: string): string {
  const ip = normalizeIp(value)
  if (!ip) return value
  if (isIP(ip) !== 6) return ip
  const groups = ipv6Groups(ip)
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) {
    const [high, low] = groups.slice(6)
    return [high >> 8, high & 255, low >> 8, low & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** TRUST_PROXY_HOPS: how many proxies in front of the server append to X-Forwarded-For (default 0). */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const raw = env.TRUST_PROXY_HOPS?.trim()
  if (!raw) return 0
  const hops = Number(raw)
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error(`TRUST_PROXY_HOPS must be an integer from 0 to 10, got "${raw}"`)
  return hops
}
