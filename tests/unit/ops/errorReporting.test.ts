import { afterEach, describe, expect, it, jest } from '@jest/globals'

import {
  DEFAULT_BATCH_DELAY_MS,
  DEFAULT_SERVICE_NAME,
  errorReport,
  errorReportingConfig,
  httpRoute,
  isControlFlow,
  reportRequestError,
  scrubbed,
  setErrorReporter,
  type ErrorReport,
} from '../../../src/ops/errorReporting'

const ENDPOINT = 'https://otlp.example.net'
const REQ_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
const renderContext = {
  routerKind: 'App Router',
  routePath: '/(site)/[lang]/[[...path]]/page',
  routeType: 'render',
  renderSource: 'react-server-components',
  revalidateReason: undefined,
}

describe('error reporting: when it is on (issue 35.5)', () => {
  it('is off without an OTLP endpoint, whatever else is set', () => {
    expect(errorReportingConfig({})).toBeNull()
    expect(errorReportingConfig({ OTEL_SERVICE_NAME: 'kv', OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=secret' })).toBeNull()
    expect(errorReportingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBeNull()
    expect(errorReportingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_SDK_DISABLED: 'TRUE' })).toBeNull()
  })

  it('is on with either endpoint variable, in protobuf unless JSON is asked', () => {
    const defaults = { protocol: 'http/protobuf', serviceName: DEFAULT_SERVICE_NAME, batchDelayMs: DEFAULT_BATCH_DELAY_MS }
    expect(errorReportingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT })).toEqual(defaults)
    expect(errorReportingConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${ENDPOINT}/v1/traces`, OTEL_SDK_DISABLED: 'false' })).toEqual(
      defaults,
    )
    expect(
      errorReportingConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_SERVICE_NAME: 'kv-staging',
        OTEL_BSP_SCHEDULE_DELAY: '5000',
      }),
    ).toEqual({ protocol: 'http/json', serviceName: 'kv-staging', batchDelayMs: 5000 })
    expect(errorReportingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_BSP_SCHEDULE_DELAY: 'soon' })).toEqual(defaults)
    // The traces-specific protocol wins over the general one, as the specification says.
    expect(
      errorReportingConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
        OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
      }),
    ).toMatchObject({ protocol: 'http/json' })
  })

  it('says so, and stays off, for a protocol it cannot speak', () => {
    expect(errorReportingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toEqual({
      problem: expect.stringContaining('"grpc" is not supported'),
    })
  })
})

describe('error reporting: what a report carries', () => {
  const failure = () => {
    const error = new Error('SQLITE_ERROR: no such table: properties') as Error & { digest?: string }
    error.digest = '2448133785'
    return error
  }

  it('the route, the path without its query, the method, the request id and the exception', () => {
    const report = errorReport(
      failure(),
      {
        path: '/nl/te-koop/?gemeente=peer&email=jan%40example.be',
        method: 'GET',
        headers: { 'x-request-id': REQ_ID, cookie: 'payload-token=abc' },
      },
      renderContext,
    )
    expect(report.name).toBe('GET /[lang]/[[...path]]')
    expect(report.attributes).toEqual({
      'http.request.method': 'GET',
      'url.path': '/nl/te-koop/',
      'http.route': '/[lang]/[[...path]]',
      'next.route_path': '/(site)/[lang]/[[...path]]/page',
      'error.type': 'Error',
      'http.request.header.x-request-id': [REQ_ID],
      'next.router_kind': 'App Router',
      'next.route_type': 'render',
      'next.render_source': 'react-server-components',
      'next.error.digest': '2448133785',
    })
    expect(report.exception['exception.type']).toBe('Error')
    expect(report.exception['exception.message']).toBe('SQLITE_ERROR: no such table: properties')
    expect(report.exception['exception.stacktrace']).toContain('errorReporting.test.ts')
  })

  it('names the route as http.route does: no route group, no page or route file', () => {
    expect(httpRoute('/(site)/[lang]/[[...path]]/page')).toBe('/[lang]/[[...path]]')
    expect(httpRoute('/(site)/api/site/listings/route')).toBe('/api/site/listings')
    expect(httpRoute('/(payload)/admin/[[...segments]]/page')).toBe('/admin/[[...segments]]')
    expect(httpRoute('/(site)/page')).toBe('/')
    expect(httpRoute('/photos/(.)[id]/page')).toBe('/photos/(.)[id]')
    expect(httpRoute('/proxy')).toBe('/proxy')
  })

  it('carries no header but the request id: no cookie, no address, no user agent', () => {
    const report = errorReport(
      failure(),
      {
        path: '/api/site/listings',
        method: 'POST',
        headers: { 'x-request-id': REQ_ID, cookie: 'payload-token=abc', 'x-forwarded-for': '203.0.113.7', 'user-agent': 'Mozilla/5.0' },
      },
      { routerKind: 'App Router', routePath: '/(site)/api/site/listings/route', routeType: 'route' },
    )
    const text = JSON.stringify(report)
    for (const leak of ['payload-token', '203.0.113.7', 'Mozilla']) expect(text).not.toContain(leak)
    expect(report.attributes['next.route_type']).toBe('route')
    expect(report.attributes['http.route']).toBe('/api/site/listings')
  })

  it('takes the id the request log gave when the header is missing, and refuses one that is no id', () => {
    const request = { path: '/nl/', method: 'GET', headers: {} }
    expect(errorReport(failure(), request, renderContext, REQ_ID).attributes['http.request.header.x-request-id']).toEqual([REQ_ID])
    const forged = errorReport(failure(), { ...request, headers: { 'x-request-id': 'jan.peeters@example.be' } }, renderContext)
    expect(forged.attributes).not.toHaveProperty('http.request.header.x-request-id')
  })

  it('scrubs e-mail addresses, query strings and a failed query’s parameters from the message and the stack', () => {
    const error = new Error(
      'Failed query: insert into "submissions" ("email", "name") values (?, ?)\nparams: jan.peeters@example.be,Jan Peeters,0475123456',
    )
    error.stack = `${error.message}\n    at render (/app/.next/server/chunks/ssr/page.js:1:2) for https://kempen.example/nl/zoek/?naam=Jan&mail=jan%40example.be`
    const report = errorReport(
      error,
      { path: '/nl/contact/', method: 'POST', headers: {} },
      { routerKind: 'App Router', routePath: '/[lang]/[[...path]]', routeType: 'action' },
    )
    const text = JSON.stringify(report)
    for (const leak of ['jan.peeters', 'Jan Peeters', '0475123456', 'naam=Jan', 'jan%40example.be']) expect(text).not.toContain(leak)
    expect(report.exception['exception.message']).toContain('insert into "submissions"')
    expect(report.exception['exception.message']).toContain('params: [redacted]')
    expect(report.exception['exception.stacktrace']).toMatch(/for https:\/\/kempen\.example\/nl\/zoek\/$/)
    expect(scrubbed('mail piet@example.com now', 100)).toBe('mail [email] now')
    expect(scrubbed('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`)
  })

  it('takes tokens and e-mail addresses out of the path, as the access line does', () => {
    const report = errorReport(
      failure(),
      { path: '/api/demands/jan.peeters@example.be?x=1', method: 'delete', headers: {} },
      {
        routerKind: 'App Router',
        routePath: '/api/[...slug]',
        routeType: 'route',
      },
    )
    expect(report.attributes['url.path']).toBe('/api/demands/:redacted')
    expect(report.attributes['http.request.method']).toBe('DELETE')
  })

  it('names an unknown method _OTHER, and a route that is no pattern by the path', () => {
    const report = errorReport(
      failure(),
      { path: '/nl/?q=1', method: 'BREW', headers: {} },
      { routerKind: 'App Router', routePath: 'not a route?q=1', routeType: 'render' },
    )
    expect(report.name).toBe('_OTHER /nl/')
    expect(report.attributes).not.toHaveProperty('http.route')
  })

  it('reports what is thrown even when it is not an Error', () => {
    const request = { path: '/nl/', method: 'GET', headers: {} }
    expect(errorReport('boom at mail@example.be', request, renderContext).exception).toEqual({
      'exception.type': 'string',
      'exception.message': 'boom at [email]',
    })
    expect(errorReport({ name: 'DrizzleQueryError', message: 'bad' }, request, renderContext).exception).toEqual({
      'exception.type': 'DrizzleQueryError',
      'exception.message': 'bad',
    })
  })

  it('recognises the signals Next throws on purpose', () => {
    for (const digest of ['NEXT_REDIRECT;replace;/nl/;307;', 'NEXT_HTTP_ERROR_FALLBACK;404', 'DYNAMIC_SERVER_USAGE']) {
      expect(isControlFlow(Object.assign(new Error('x'), { digest }))).toBe(true)
    }
    expect(isControlFlow(Object.assign(new Error('x'), { digest: '2448133785' }))).toBe(false)
    expect(isControlFlow(new Error('x'))).toBe(false)
    expect(isControlFlow(null)).toBe(false)
  })
})

describe('error reporting: handing reports over', () => {
  afterEach(() => setErrorReporter(undefined))

  const request = { path: '/nl/', method: 'GET', headers: { 'x-request-id': REQ_ID } }

  it('reports nothing while off, and each real error once while on', () => {
    expect(() => reportRequestError(new Error('off'), request, renderContext)).not.toThrow()
    const reports: ErrorReport[] = []
    setErrorReporter({ report: (report) => reports.push(report), flush: async () => {} })
    reportRequestError(new Error('on'), { ...request, headers: { 'x-request-id': 'request-handed-over-1' } }, renderContext)
    reportRequestError(Object.assign(new Error('redirect'), { digest: 'NEXT_REDIRECT;push;/fr/;307;' }), request, renderContext)
    expect(reports.map((report) => report.exception['exception.message'])).toEqual(['on'])
  })

  it('reports a request’s error once, however often Next hands it over', () => {
    const reports: ErrorReport[] = []
    setErrorReporter({ report: (report) => reports.push(report), flush: async () => {} })
    const error = Object.assign(new Error('no such table: articles'), { digest: '3983541862' })
    const pageContext = { ...renderContext, routePath: '/(site)/[lang]/[[...path]]/page' }
    for (const context of [renderContext, renderContext, pageContext]) reportRequestError(error, request, context)
    // Another request with the same error is another failure.
    reportRequestError(error, { ...request, headers: { 'x-request-id': 'another-request-0001' } }, renderContext)
    // A request without an id cannot be told from another: each is reported.
    reportRequestError(error, { ...request, headers: {} }, renderContext)
    reportRequestError(error, { ...request, headers: {} }, renderContext)
    expect(reports.map((report) => report.attributes['http.request.header.x-request-id'] ?? 'none')).toEqual([
      [REQ_ID],
      ['another-request-0001'],
      'none',
      'none',
    ])
  })

  it('never throws at the request, even when the reporter does', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    setErrorReporter({
      report: () => {
        throw new Error('exporter broken')
      },
      flush: async () => {},
    })
    expect(() => reportRequestError(new Error('x'), { ...request, headers: {} }, renderContext)).not.toThrow()
    expect(logged).toHaveBeenCalledWith('Error reporting: a report could not be made', 'exporter broken')
    logged.mockRestore()
  })
})
