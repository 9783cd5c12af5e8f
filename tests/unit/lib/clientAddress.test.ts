import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { addressKey, clientAddress, normalizeIp, trustedProxyHops } from '../../../src/lib/clientAddress'
import { CLIENT_IP_HEADER, clientIp, knownClientIp } from '../../../src/lib/headers'
import { hashIp } from '../../../src/limits/keys'
import { installClientIpHeader } from '../../../src/site/clientIpHeader'

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

describe('addressKey: what a counter counts, IPv6 per /64 (issue 33.5)', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9')
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
  })

  it('gives every address of one /64 the same key, however it is spelled', () => {
    const key = addressKey('2001:db8:1:2::1')
    expect(key).toBe('2001:db8:1:2::/64')
    for (const same of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:9',
      '[2001:db8:1:2::abcd]:443',
      '2001:db8:1:2:a:b:1.2.3.4',
    ])
      expect(addressKey(same)).toBe(key)
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
  })

  it('gives another /64 another key', () => {
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'))
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db9:1:2::1'))
  })

  it('counts a NAT64 address (64:ff9b::/96) by the IPv4 address inside it', () => {
    expect(addressKey('64:ff9b::203.0.113.9')).toBe('203.0.113.9')
    expect(addressKey('64:ff9b::cb00:7109')).toBe('203.0.113.9')
  })

  it('leaves a key and anything that is not an address as it is', () => {
    expect(addressKey('2001:db8:1:2::/64')).toBe('2001:db8:1:2::/64')
    expect(addressKey('unknown')).toBe('unknown')
  })

  it('is what the request helpers and the limits’ keyed hash count', () => {
    const of = (ip: string) => new Headers({ [CLIENT_IP_HEADER]: ip })
    expect(clientIp(of('2001:db8:1:2::1'))).toBe(clientIp(of('2001:db8:1:2::2')))
    expect(knownClientIp(of('2001:db8:1:2::1'))).toBe('2001:db8:1:2::/64')
    expect(knownClientIp(of('198.51.100.7'))).toBe('198.51.100.7')
    expect(knownClientIp(new Headers())).toBeNull()
    expect(hashIp('2001:db8:1:2::1', 's')).toBe(hashIp('2001:db8:1:2:0:0:0:2', 's'))
    expect(hashIp('2001:db8:1:2::1', 's')).not.toBe(hashIp('2001:db8:1:3::1', 's'))
  })
})
