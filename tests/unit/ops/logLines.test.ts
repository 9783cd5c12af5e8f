import { describe, expect, it } from '@jest/globals'

import { format } from 'node:util'

import { accessEntry, consoleEntry, logFormat, loggedError, loggedPath, requestIdFrom } from '../../../src/ops/logLines'

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

describe('console lines in JSON (issue 35.5)', () => {
  const at = { time: '2026-11-28T10:00:00.000Z', format }

  it('writes Next’s own lines without terminal codes, at pino’s level, with the request id', () => {
    expect(consoleEntry('error', ['\u001b[31m⨯\u001b[39m Failed to render', '/nl/te-koop/'], { ...at, reqId: 'req-00000001' })).toEqual({
      level: 50,
      time: at.time,
      msg: '⨯ Failed to render /nl/te-koop/',
      reqId: 'req-00000001',
    })
    expect(consoleEntry('warn', ['%s is deprecated', 'x'], at)).toEqual({ level: 40, time: at.time, msg: 'x is deprecated' })
    expect(consoleEntry('log', ['✓ Ready in 420ms'], at).level).toBe(30)
    expect(consoleEntry('debug', ['detail'], at).level).toBe(20)
  })

  it('keeps an error’s type, message and stack apart from the text', () => {
    const error = new TypeError('boom')
    const entry = consoleEntry('error', ['⨯', error], at)
    expect(entry.msg).toBe('⨯')
    expect(entry.err).toMatchObject({ type: 'TypeError', message: 'boom' })
    expect(entry.err?.stack).toContain('TypeError: boom')
    expect(consoleEntry('error', [error], at).msg).toBe('boom')
    // One line whatever the text holds: JSON escapes the newlines.
    expect(JSON.stringify(consoleEntry('error', ['a\nb'], at))).not.toContain('\n')
  })
})

describe('errors in the log (issue 35.5)', () => {
  it('keeps the statement, the causes and the code, never a failed query’s values', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const failed = new Error(
      'Failed query: insert into "submissions" ("email", "message") values ($1, $2)\nparams: jan@example.be,Mag ik bezoeken?',
      {
        cause: refused,
      },
    )
    const logged = loggedError(failed)
    expect(logged.type).toBe('Error')
    expect(logged.code).toBe('ECONNREFUSED')
    expect(logged.message).toBe(
      'Failed query: insert into "submissions" ("email", "message") values ($1, $2)\nparams: [redacted]: connect ECONNREFUSED 127.0.0.1:5432',
    )
    expect(logged.stack).toContain('caused by: Error: connect ECONNREFUSED')
    expect(logged.stack).toMatch(/\n\s+at /)
    expect(JSON.stringify(logged)).not.toMatch(/jan@example|Mag ik/)
    expect(JSON.stringify(consoleEntry('error', ['⨯', failed], { time: 't', format }))).not.toMatch(/jan@example|Mag ik/)
    expect(loggedError(new TypeError('x')).type).toBe('TypeError')
  })
})
