import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'
import type { z } from 'zod'

import { startFormBench, validPerson, visitorEmail, type FormBench } from './helpers/forms'

/**
 * Issue 33.5 on the database under test (SQLite and PostgreSQL in CI): every per-address limit counts an
 * IPv6 address by its /64 (addressKey, src/lib/clientAddress.ts), because a subscriber picks any of
 * the 2^64 addresses of their prefix. The address is read from the server's private header as the
 * site's code reads it (clientIp / knownClientIp, src/lib/headers.ts).
 */
type Definition = import('../../src/forms/shared/submit').FormDefinition<
  z.ZodType<import('../../src/forms/shared/fields').FormBase>,
  unknown
>

/** A /64 of the documentation range of this run's own, so no other test's limits touch it. */
const prefix = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`

describe('ipv6Limits.int.ts: IPv6: one /64 is one address for every limit', () => {
  let bench: FormBench
  let payload: Payload
  let contact: Definition
  let headersOf: (address: string) => Headers
  let clientIp: typeof import('../../src/lib/headers').clientIp

  beforeAll(async () => {
    bench = await startFormBench()
    payload = bench.payload
    contact = (await import('../../src/forms/contact/definition')).siteContactForm as Definition
    const headers = await import('../../src/lib/headers')
    clientIp = headers.clientIp
    headersOf = (address) => new Headers({ [headers.CLIENT_IP_HEADER]: address })
  })

  afterAll(async () => {
    await bench.shutdown()
  })

  it('form rate limit: parallel posts from 20 addresses of one /64 store 5; another /64 has its own 5', async () => {
    const net = prefix()
    const now = new Date()
    const post = (address: string, i: number) =>
      bench.handleSubmission(
        contact,
        { ...validPerson(visitorEmail(`v6-${i}`)), message: 'IPv6' },
        { payload, ip: clientIp(headersOf(address)), now },
      )
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(`${net}:${i.toString(16)}:1:2:${(i * 7 + 1).toString(16)}`, i)),
    )
    expect(outcomes.filter((o) => o.ok)).toHaveLength(5)
    expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.error === 'error.rateLimited')).toBe(true)
    // The next /64 up is someone else.
    const [a, b, c, d] = net.split(':')
    const neighbour = `${a}:${b}:${c}:${(parseInt(d, 16) + 1).toString(16)}::1`
    expect(await post(neighbour, 99)).toMatchObject({ ok: true })
  })

  it('login guard: failures from addresses of one /64 add up; another /64 is not slowed', async () => {
    const net = prefix()
    const attempt = (address: string, n: number) =>
      payload
        .login({
          collection: 'owners',
          data: { email: `nobody-${n}-${Date.now()}@example.be`, password: 'Wrong-Pass-123' },
          req: { headers: headersOf(address) },
        })
        .then(
          () => 200,
          (error: { status?: number }) => error.status ?? 500,
        )
    // Five free failures per address, each from another address of the /64 (and for another account).
    for (let n = 0; n < 5; n++) expect(await attempt(`${net}::${(n + 1).toString(16)}`, n)).toBe(401)
    expect(await attempt(`${net}:ffff:ffff:ffff:ffff`, 5)).toBe(429)
    expect(await attempt(`${prefix()}::1`, 6)).toBe(401)
  })
})
