import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { importWarning, importWarningText } from '../../../collections/CrmImports/statuses'
import { addressKind, mayConnect } from '../../../src/security/addressKind'
import { crmMediaPolicy, fetchWithinPolicy, OutboundFetchError, type OutboundPolicy } from '../../../src/security/outboundFetch'

describe('addressKind (where a fetch of a URL from a CRM export may connect)', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['2a00:1450:4001:81c::200e', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.20', 'private'],
    ['fd12:3456::1', 'private'],
    ['fc00::1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    ['64:ff9b::a00:1', 'reserved'],
    ['2002:7f00:1::1', 'reserved'],
    ['crm.example.com', 'invalid'],
    ['', 'invalid'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind)
  })

  it('reads an IPv4-mapped IPv6 address as the IPv4 address it maps, in either spelling', () => {
    expect(addressKind('::ffff:127.0.0.1')).toBe('loopback')
    expect(addressKind('::ffff:7f00:1')).toBe('loopback')
    expect(addressKind('::ffff:10.1.2.3')).toBe('private')
    expect(addressKind('::ffff:169.254.169.254')).toBe('metadata')
    expect(addressKind('[::1]')).toBe('loopback')
  })

  it('connects to public addresses only, unless the opt-in for an on-premises CRM allows the local network; metadata never', () => {
    expect(mayConnect('public', false)).toBe(true)
    for (const kind of ['loopback', 'private', 'link-local', 'shared'] as const) {
      expect(mayConnect(kind, false)).toBe(false)
      expect(mayConnect(kind, true)).toBe(true)
    }
    for (const kind of ['metadata', 'unspecified', 'multicast', 'reserved', 'invalid'] as const) {
      expect(mayConnect(kind, true)).toBe(false)
    }
  })
})

describe('crmMediaPolicy (CRM_MEDIA_* settings)', () => {
  it('fetches nothing by default, 25 MB and 20 s caps', () => {
    const policy = crmMediaPolicy({})
    expect([...policy.hosts]).toEqual([])
    expect(policy).toMatchObject({ allowPrivate: false, maxBytes: 25 * 1024 * 1024, totalTimeoutMs: 20_000, connectTimeoutMs: 5_000 })
  })

  it('reads the host list (commas or spaces, any case, a trailing dot) and the caps', () => {
    const policy = crmMediaPolicy({
      CRM_MEDIA_HOSTS: ' Media.CRM.example , files.example.be.  ',
      CRM_MEDIA_ALLOW_PRIVATE: '1',
      CRM_MEDIA_MAX_MB: '2',
      CRM_MEDIA_TIMEOUT_MS: '1500',
    })
    expect([...policy.hosts]).toEqual(['media.crm.example', 'files.example.be'])
    expect(policy).toMatchObject({ allowPrivate: true, maxBytes: 2 * 1024 * 1024, totalTimeoutMs: 1500, connectTimeoutMs: 1500 })
    expect(crmMediaPolicy({ CRM_MEDIA_MAX_MB: 'lots', CRM_MEDIA_TIMEOUT_MS: '-1' })).toMatchObject({
      maxBytes: 25 * 1024 * 1024,
      totalTimeoutMs: 20_000,
    })
  })
})

describe('importWarning (the report says why a file was left out, in the reader’s language)', () => {
  it('stores a code and reads it back in each admin language', () => {
    const message = importWarning('media-unavailable', 'picture 7 (https://media.example/7.jpg)')
    expect(importWarningText(message, 'en')).toBe('picture 7 (https://media.example/7.jpg): could not be fetched or read; left out.')
    expect(importWarningText(message, 'nl')).toBe(
      'picture 7 (https://media.example/7.jpg): kon niet opgehaald of gelezen worden; weggelaten.',
    )
    expect(importWarningText(message, 'fr')).toMatch(/^picture 7 .*: n’a pas pu être récupéré/)
  })

  it('shows a message of another form (an older import) as it is', () => {
    expect(importWarningText('picture 1 (a.jpg): HTTP 404', 'nl')).toBe('picture 1 (a.jpg): HTTP 404')
    expect(importWarningText('[unknown-code] x', 'en')).toBe('[unknown-code] x')
  })
})

/**
 * Against a server on this machine: the name `media.crm.test` resolves (a stub resolver) to 127.0.0.1,
 * which only the on-premises opt-in allows; so each refusal below is the rule's, not a closed port.
 */
describe('fetchWithinPolicy', () => {
  let server: Server
  let port = 0
  const BIG = Buffer.alloc(64 * 1024, 1)
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = request.url ?? '/'
      if (url === '/photo.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from('jpeg bytes'))
      else if (url === '/redirect') response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end()
      else if (url === '/declared-big') response.writeHead(200, { 'content-length': String(BIG.length) }).end(BIG)
      else if (url === '/chunked-big') {
        response.writeHead(200, { 'content-type': 'application/pdf' })
        response.write(BIG)
        response.end(BIG)
      } else if (url === '/silent') {
        // Never answers: the time cap must end it.
      } else response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  const policy = (over: Partial<OutboundPolicy> = {}): OutboundPolicy => ({
    hosts: new Set(['media.crm.test', '127.0.0.1']),
    allowPrivate: true,
    maxBytes: 100 * 1024,
    connectTimeoutMs: 1_000,
    totalTimeoutMs: 1_000,
    ...over,
  })
  const toLoopback = async () => [{ address: '127.0.0.1', family: 4 }]
  const reason = (promise: Promise<unknown>) =>
    promise.then(
      () => 'fetched',
      (error: unknown) => (error instanceof OutboundFetchError ? error.reason : `other: ${String(error)}`),
    )

  it('fetches from an allowed host, connecting to the address it checked', async () => {
    let lookups = 0
    const resolve = async () => {
      lookups++
      return toLoopback()
    }
    const file = await fetchWithinPolicy(`http://media.crm.test:${port}/photo.jpg`, policy(), resolve)
    expect(file.data.toString()).toBe('jpeg bytes')
    expect(file.contentType).toBe('image/jpeg')
    // One resolution, the one checked: the socket does not ask DNS again (no rebinding between check and connect).
    expect(lookups).toBe(1)
  })

  it('refuses a host that is not on the list, before any lookup', async () => {
    let lookups = 0
    const resolve = async () => {
      lookups++
      return toLoopback()
    }
    expect(await reason(fetchWithinPolicy(`http://other.test:${port}/photo.jpg`, policy(), resolve))).toBe('host')
    expect(lookups).toBe(0)
    expect(await reason(fetchWithinPolicy(`ftp://media.crm.test/photo.jpg`, policy(), resolve))).toBe('scheme')
    expect(await reason(fetchWithinPolicy(`file:///etc/passwd`, policy(), resolve))).toBe('scheme')
  })

  it('refuses an allowed name that resolves to the loopback or the private network without the opt-in', async () => {
    const strict = policy({ allowPrivate: false })
    expect(await reason(fetchWithinPolicy(`http://media.crm.test:${port}/photo.jpg`, strict, toLoopback))).toBe('address')
    expect(await reason(fetchWithinPolicy(`http://127.0.0.1:${port}/photo.jpg`, strict, toLoopback))).toBe('address')
    const private10 = async () => [{ address: '10.0.0.5', family: 4 }]
    expect(await reason(fetchWithinPolicy(`http://media.crm.test:${port}/photo.jpg`, strict, private10))).toBe('address')
  })

  it('refuses a name with any refused address among public ones, and the metadata service even with the opt-in', async () => {
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::1', family: 6 },
    ]
    expect(await reason(fetchWithinPolicy(`http://media.crm.test/photo.jpg`, policy({ allowPrivate: false }), mixed))).toBe('address')
    const metadata = async () => [{ address: '169.254.169.254', family: 4 }]
    expect(await reason(fetchWithinPolicy(`http://media.crm.test/latest/meta-data/`, policy(), metadata))).toBe('address')
    const mapped = async () => [{ address: '::ffff:169.254.169.254', family: 6 }]
    expect(await reason(fetchWithinPolicy(`http://media.crm.test/latest/meta-data/`, policy(), mapped))).toBe('address')
  })

  it('follows no redirect', async () => {
    expect(await reason(fetchWithinPolicy(`http://media.crm.test:${port}/redirect`, policy(), toLoopback))).toBe('redirect')
  })

  it('caps the size, declared or streamed', async () => {
    const small = policy({ maxBytes: 32 * 1024 })
    expect(await reason(fetchWithinPolicy(`http://media.crm.test:${port}/declared-big`, small, toLoopback))).toBe('too-large')
    expect(await reason(fetchWithinPolicy(`http://media.crm.test:${port}/chunked-big`, small, toLoopback))).toBe('too-large')
    const roomy = await fetchWithinPolicy(`http://media.crm.test:${port}/chunked-big`, policy({ maxBytes: 1024 * 1024 }), toLoopback)
    expect(roomy.data.length).toBe(2 * BIG.length)
  })

  it('caps the time of a server that never answers, and of a lookup that never ends', async () => {
    const started = Date.now()
    expect(await reason(fetchWithinPolicy(`http://media.crm.test:${port}/silent`, policy({ totalTimeoutMs: 400 }), toLoopback))).toBe(
      'timeout',
    )
    const never = () => new Promise<never>(() => {})
    expect(await reason(fetchWithinPolicy(`http://media.crm.test/photo.jpg`, policy({ connectTimeoutMs: 300 }), never))).toBe(
      'connect-timeout',
    )
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  it('fails on an error status and on a closed port', async () => {
    expect(await reason(fetchWithinPolicy(`http://media.crm.test:${port}/missing`, policy(), toLoopback))).toBe('status')
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const closedPort = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    expect(await reason(fetchWithinPolicy(`http://media.crm.test:${closedPort}/photo.jpg`, policy(), toLoopback))).toBe('network')
  })
})
