import { describe, expect, it } from '@jest/globals'

import { accessEntry, logFormat, loggedPath, requestIdFrom } from '../../src/ops/logLines'

describe('log lines (issue 35.5)', () => {
  it('JSON in production and when asked, Payload’s coloured lines elsewhere', () => {
    expect(logFormat({ NODE_ENV: 'production' })).toBe('json')
    expect(logFormat({ NODE_ENV: 'development' })).toBe('pretty')
    expect(logFormat({})).toBe('pretty')
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe('pretty')
    expect(logFormat({ NODE_ENV: 'test', LOG_FORMAT: 'JSON' })).toBe('json')
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'xml' })).toBe('json')
  })

  it('keeps a proxy’s request id when it looks like one, else makes one', () => {
    const fresh = () => 'fresh-id-0001'
    expect(requestIdFrom('0f8fad5b-d9cb-469f-a165-70867728950e', fresh)).toBe('0f8fad5b-d9cb-469f-a165-70867728950e')
    expect(requestIdFrom(['caddy-req-12345678'], fresh)).toBe('caddy-req-12345678')
    expect(requestIdFrom(undefined, fresh)).toBe('fresh-id-0001')
    expect(requestIdFrom('short', fresh)).toBe('fresh-id-0001')
    expect(requestIdFrom('jan.peeters@example.be', fresh)).toBe('fresh-id-0001')
    expect(requestIdFrom('evil\n{"level":60}', fresh)).toBe('fresh-id-0001')
    expect(requestIdFrom('x'.repeat(81), fresh)).toBe('fresh-id-0001')
  })

  it('logs the path without its query, tokens or e-mail addresses', () => {
    expect(loggedPath('/nl/te-koop/peer/woning/1234/?zip=3990&email=jan%40example.be')).toBe('/nl/te-koop/peer/woning/1234/')
    expect(loggedPath('/nl/unsubscribe/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4/')).toBe('/nl/unsubscribe/:redacted/')
    expect(loggedPath('/nl/wachtwoord/eyJhbGciOiJIUzI1NiJ9abc.eyJzdWIiOiIxMjM0NTY3ODkwIn0/')).toBe('/nl/wachtwoord/:redacted/')
    expect(loggedPath('/api/demands/jan.peeters@example.be')).toBe('/api/demands/:redacted')
    expect(loggedPath('/api/demands/jan.peeters%40example.be')).toBe('/api/demands/:redacted')
    expect(loggedPath('/_next/static/chunks/0a1b2c3d.js')).toBe('/_next/static/chunks/0a1b2c3d.js')
    expect(loggedPath(`/${'a'.repeat(20)}-${'b'.repeat(300)}`).length).toBeLessThan(230)
    expect(loggedPath(undefined)).toBe('/')
    expect(loggedPath('?q=1')).toBe('/')
  })

  it('one access line: method, path, status, duration in ms, cache status; aborted when cut', () => {
    const base = { reqId: 'r-12345678', url: '/nl/?naam=Jan', status: 200, startedAt: 1_000_000n, endedAt: 13_345_678n }
    expect(accessEntry({ ...base, method: 'GET', cache: 'HIT', finished: true })).toEqual({
      reqId: 'r-12345678',
      method: 'GET',
      path: '/nl/',
      status: 200,
      ms: 12.35,
      cache: 'HIT',
    })
    expect(accessEntry({ ...base, method: 'BREW\nx', cache: ['x'], finished: false })).toEqual({
      reqId: 'r-12345678',
      method: 'OTHER',
      path: '/nl/',
      status: 200,
      ms: 12.35,
      aborted: true,
    })
  })
})
