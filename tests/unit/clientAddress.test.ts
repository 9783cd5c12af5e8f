import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { clientAddress, normalizeIp, trustedProxyHops } from '../../src/lib/clientAddress'
import { CLIENT_IP_HEADER, clientIp } from '../../src/lib/headers'
import { installClientIpHeader } from '../../src/site/clientIpHeader'

describe('clientAddress: the socket, or the entry TRUST_PROXY_HOPS from the right (issue 13.2)', () => {
  it('takes the socket address when no proxy is trusted, whatever the client wrote', () => {
    expect(clientAddress('198.51.100.4', '203.0.113.9', 0)).toBe('198.51.100.4')
    expect(clientAddress('::ffff:198.51.100.4', undefined, 0)).toBe('198.51.100.4')
    expect(clientAddress(undefined, '203.0.113.9', 0)).toBe('unknown')
  })

  it('with one trusted proxy takes the entry that proxy appended (the rightmost), not what the client wrote before it', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.2', ['6.6.6.6', '203.0.113.9'], 1)).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.2', '203.0.113.9', 1)).toBe('203.0.113.9')
  })

  it('with two trusted proxies takes the second entry from the right', () => {
    expect(clientAddress('10.0.0.3', '6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9')
  })

  it('falls back to the socket when the chain is shorter than the trusted hops or the entry is not an address', () => {
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', '203.0.113.9', 2)).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', '6.6.6.6, <script>', 1)).toBe('10.0.0.2')
  })

  it('spells an address one way', () => {
    expect(normalizeIp(' 2001:DB8::1 ')).toBe('2001:db8::1')
    expect(normalizeIp('[2001:db8::1]:443')).toBe('2001:db8::1')
    expect(normalizeIp('203.0.113.9:5678')).toBe('203.0.113.9')
    expect(normalizeIp('unknown')).toBeNull()
  })

  it('reads TRUST_PROXY_HOPS as an integer from 0 to 10, default 0', () => {
    expect(trustedProxyHops({})).toBe(0)
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: '2' })).toBe(2)
    expect(() => trustedProxyHops({ TRUST_PROXY_HOPS: 'yes' })).toThrow(/TRUST_PROXY_HOPS/)
    expect(() => trustedProxyHops({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/)
  })
})

describe("installClientIpHeader: the private header is the server's, never the client's", () => {
  let server: Server
  beforeAll(async () => {
    installClientIpHeader(0)
    server = createServer((req, res) => res.end(clientIp(new Headers(req.headers as Record<string, string>))))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const addressSeen = (headers: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      const { port } = server.address() as AddressInfo
      const req = request({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve(body))
      })
      req.on('error', reject)
      req.end()
    })

  it('overwrites a spoofed private header, X-Forwarded-For and X-Real-IP with the socket address', async () => {
    expect(await addressSeen({})).toBe('127.0.0.1')
    expect(await addressSeen({ [CLIENT_IP_HEADER]: '6.6.6.6', 'x-forwarded-for': '7.7.7.7', 'x-real-ip': '8.8.8.8' })).toBe('127.0.0.1')
  })
})
