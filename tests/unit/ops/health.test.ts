import { describe, expect, it } from '@jest/globals'

import { CLIENT_IP_HEADER } from '../../../src/lib/headers'
import {
  HEALTH_CACHE_MS,
  healthStatusCode,
  internalCaller,
  overallStatus,
  publicHealth,
  sharedReport,
  type HealthReport,
} from '../../../src/ops/health'

const ok: HealthReport = { status: 'ok', database: { status: 'ok', ms: 3 }, redis: { status: 'not-configured' } }

describe('GET /api/health (issue 33.9)', () => {
  it('sharedReport: one check for every caller within a few seconds, parallel callers share the one in progress', async () => {
    let now = 1_000_000
    let checks = 0
    let release: () => void = () => {}
    const report = sharedReport(
      () =>
        new Promise<HealthReport>((resolve) => {
          checks += 1
          release = () => resolve({ ...ok, database: { status: 'ok', ms: checks } })
        }),
      HEALTH_CACHE_MS,
      () => now,
    )
    const parallel = Array.from({ length: 50 }, () => report())
    release()
    const answers = await Promise.all(parallel)
    expect(checks).toBe(1)
    expect(new Set(answers).size).toBe(1)
    now += HEALTH_CACHE_MS - 1
    await report()
    expect(checks).toBe(1)
    now += 1
    const next = report()
    release()
    expect((await next).database).toEqual({ status: 'ok', ms: 2 })
    expect(checks).toBe(2)
  })

  it('sharedReport: a check that throws is not kept', async () => {
    let calls = 0
    const report = sharedReport(async () => {
      calls += 1
      if (calls === 1) throw new Error('boom')
      return ok
    })
    await expect(report()).rejects.toThrow('boom')
    await expect(report()).resolves.toBe(ok)
  })

  it('the public gets the status only; details go to internal callers', () => {
    expect(
      publicHealth({ ...ok, status: 'degraded', database: { status: 'down', ms: 2000, error: 'connect ECONNREFUSED 10.0.0.5:5432' } }),
    ).toEqual({
      status: 'degraded',
    })
    const from = (ip: string, extra: Record<string, string> = {}) => new Headers({ [CLIENT_IP_HEADER]: ip, ...extra })
    // The machine itself (docker compose's health check, an operator's curl), not through a proxy.
    expect(internalCaller(from('127.0.0.1'), {})).toBe(true)
    expect(internalCaller(from('::1'), {})).toBe(true)
    // A visitor (through the trusted proxies, the address is the visitor's), whatever headers it sends.
    expect(internalCaller(from('203.0.113.9'), {})).toBe(false)
    expect(internalCaller(from('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }), {})).toBe(false)
    expect(internalCaller(from('::2'), {})).toBe(false)
    expect(internalCaller(new Headers(), {})).toBe(false)
    // HEALTH_TOKEN: a monitor elsewhere names itself with it.
    const env = { HEALTH_TOKEN: 'a-long-random-token-for-the-monitor' }
    expect(internalCaller(from('203.0.113.9', { authorization: 'Bearer a-long-random-token-for-the-monitor' }), env)).toBe(true)
    expect(internalCaller(from('203.0.113.9', { authorization: 'Bearer a-long-random-token-for-the-monitoR' }), env)).toBe(false)
    expect(internalCaller(from('203.0.113.9', { authorization: 'Bearer ' }), { HEALTH_TOKEN: '' })).toBe(false)
  })

  it('Redis or a database that answered before away degrades the instance but keeps it in rotation (issue 35)', () => {
    const up = { status: 'ok', ms: 2 } as const
    const away = { status: 'down', ms: 2000, error: 'not connected' } as const
    expect(overallStatus({ database: up, redis: up })).toBe('ok')
    expect(overallStatus({ database: up, redis: { status: 'not-configured' } })).toBe('ok')
    expect(overallStatus({ database: up, redis: away })).toBe('degraded')
    // Every instance shares the one database: out of rotation, even their cached pages would stop.
    expect(overallStatus({ database: away, redis: up })).toBe('degraded')
    expect(overallStatus({ database: away, redis: away })).toBe('degraded')
    expect(overallStatus({ database: away, redis: { status: 'not-configured' } })).toBe('degraded')
    // A database that never answered since the start: nothing cached to serve, and a release must stop.
    expect(overallStatus({ database: away, redis: up }, false)).toBe('down')
    expect(overallStatus({ database: up, redis: away }, false)).toBe('degraded')
    expect(healthStatusCode('ok')).toBe(200)
    expect(healthStatusCode('degraded')).toBe(200)
    expect(healthStatusCode('down')).toBe(503)
    expect(healthStatusCode('draining')).toBe(503)
  })
})
