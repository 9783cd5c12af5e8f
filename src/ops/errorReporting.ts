import { loggedPath, requestIdFrom } from './logLines'

/**
 * Error reporting over OpenTelemetry (issue 35.5): every server error Next hands to `onRequestError`
 * (a render, a route handler, a server action) becomes one span with status ERROR and the exception
 * recorded, sent over OTLP/HTTP to the collector the standard variables name. Off unless
 * OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set: the exporter
 * (./errorExport.ts) is then not even loaded.
 *
 * This file holds the rules, with no OpenTelemetry import (unit-tested in tests/unit/ops/errorReporting.test.ts):
 * whether reporting is on, and what a report carries. A report names the route's pattern, the path without
 * its query, the method and the request id (X-Request-Id, src/ops/requestLog.ts), so an operator finds the
 * request's log lines; never a query string, a cookie, a body, an e-mail address or the client's address.
 */

export type OtlpProtocol = 'http/protobuf' | 'http/json'

export interface ErrorReportingConfig {
  protocol: OtlpProtocol
  serviceName: string
  /** How long a report waits for others to go out in one batch (OTEL_BSP_SCHEDULE_DELAY). */
  batchDelayMs: number
}

/** What the server says at start when the variables ask for something it cannot do (then it reports nothing). */
export interface ErrorReportingMisconfigured {
  problem: string
}

export const DEFAULT_SERVICE_NAME = 'kempen-vastgoed'

/**
 * Reports go out in batches a second apart (the SDK's default is 5 s): soon enough to watch, and an error
 * storm (a database gone) is one request a second to the collector, with at most the batch processor's
 * queue (2048 spans) held in memory.
 */
export const DEFAULT_BATCH_DELAY_MS = 1_000

const set = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

/**
 * On when a traces endpoint is set (OTEL_SDK_DISABLED=true, the standard switch, turns it off again).
 * The protocol follows OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL, http/protobuf by default as the
 * specification says; gRPC is not offered: it would bring a gRPC client for the few collectors that take
 * nothing else, and every hosted one (Tempo, Honeycomb, Sentry…) takes OTLP over HTTP.
 */
export function errorReportingConfig(
  env: Record<string, string | undefined> = process.env,
): ErrorReportingConfig | ErrorReportingMisconfigured | null {
  if (!set(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) && !set(env.OTEL_EXPORTER_OTLP_ENDPOINT)) return null
  if (set(env.OTEL_SDK_DISABLED)?.toLowerCase() === 'true') return null
  const protocol = (set(env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL) ?? set(env.OTEL_EXPORTER_OTLP_PROTOCOL) ?? 'http/protobuf').toLowerCase()
  if (protocol !== 'http/protobuf' && protocol !== 'http/json') {
    return { problem: `OTEL_EXPORTER_OTLP_PROTOCOL "${protocol}" is not supported (http/protobuf or http/json): no error reports are sent` }
  }
  const delay = Number(set(env.OTEL_BSP_SCHEDULE_DELAY))
  return {
    protocol,
    serviceName: set(env.OTEL_SERVICE_NAME) ?? DEFAULT_SERVICE_NAME,
    batchDelayMs: Number.isInteger(delay) && delay > 0 ? delay : DEFAULT_BATCH_DELAY_MS,
  }
}

/** The request as Next's `onRequestError` describes it. */
export interface ErroredRequest {
  path: string
  method: string
  headers: Record<string, string | string[] | undefined>
}

/** Next's `onRequestError` context (Next 16: `routeType` "proxy" for src/proxy.ts). */
export interface ErrorContext {
  routerKind: string
  routePath: string
  routeType: string
  renderSource?: string
  revalidateReason?: string
}

export type ReportAttributes = Record<string, string | string[]>

/** One error report: the span's name, its attributes and the exception event's. */
export interface ErrorReport {
  name: string
  attributes: ReportAttributes
  exception: { 'exception.type': string; 'exception.message': string; 'exception.stacktrace'?: string }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'CONNECT', 'TRACE'])
/** A route as Next names it (`/(site)/[lang]/[[...path]]/page`, `/api/site/listings/route`); anything else is not ours to copy. */
const ROUTE_PATTERN = /^\/[A-Za-z0-9_.\-/[\]()@]{0,200}$/
const WORD = /^[a-z][a-z-]{0,40}$/i

/**
 * The route as OpenTelemetry's `http.route` names it, from Next's `routePath` (the app folder's path:
 * `/(site)/[lang]/[[...path]]/page`): no route groups, no `/page` or `/route` file name.
 */
export function httpRoute(routePath: string): string {
  const segments = routePath.split('/').filter((segment) => !/^\([^).][^)]*\)$/.test(segment))
  if (/^(page|route)$/.test(segments.at(-1) ?? '')) segments.pop()
  return segments.join('/') || '/'
}

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g
/** A URL's or a path's query string inside a message ("…/nl/te-koop/?q=Jan…"): up to the next space or quote. */
const QUERY = /(\/[^\s'"`?]*)\?[^\s'"`]*/g
/**
 * What Drizzle adds to a failed query's message (`Failed query: … params: jan@…,Jan,0475…`): the values of
 * a row, which may be a visitor's name or phone number. The statement itself stays; it names no value.
 */
const QUERY_PARAMS = /(\bparams:)[^\n]*/g

const MESSAGE_LIMIT = 2_000
const STACK_LIMIT = 8_000

/** A message or a stack with e-mail addresses, query strings and a query's parameters taken out, and bounded. */
export function scrubbed(text: string, limit: number): string {
  const clean = text.replace(QUERY_PARAMS, '$1 [redacted]').replace(EMAIL, '[email]').replace(QUERY, '$1')
  return clean.length > limit ? `${clean.slice(0, limit)}…` : clean
}

/**
 * The signals Next throws to stop a render on purpose (notFound, redirect, a dynamic bail-out): not
 * errors, and Next does not hand them over today; skipped in case a version does.
 */
export function isControlFlow(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest
  if (typeof digest !== 'string') return false
  return /^(NEXT_REDIRECT|NEXT_NOT_FOUND|NEXT_HTTP_ERROR_FALLBACK|DYNAMIC_SERVER_USAGE|BAILOUT_TO_CLIENT_SIDE_RENDERING|NEXT_PRERENDER_INTERRUPTED|HANGING_PROMISE_REJECTION)\b/.test(
    digest,
  )
}

function exceptionOf(error: unknown): ErrorReport['exception'] {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const { name, message, stack } = error as { name?: unknown; message?: unknown; stack?: unknown }
    const type = typeof name === 'string' && name ? name : (error as object).constructor?.name || 'Error'
    return {
      'exception.type': type.slice(0, 100),
      'exception.message': scrubbed(String(message ?? ''), MESSAGE_LIMIT),
      ...(typeof stack === 'string' ? { 'exception.stacktrace': scrubbed(stack, STACK_LIMIT) } : {}),
    }
  }
  return { 'exception.type': typeof error, 'exception.message': scrubbed(String(error), MESSAGE_LIMIT) }
}

/**
 * The report of one server error. Attribute names follow OpenTelemetry's semantic conventions where they
 * have one (`http.request.method`, `url.path`, `http.route`, `error.type`, `http.request.header.*`); Next's
 * own context under `next.*` (`next.route_path`: the route's folder, with its groups and file name). `requestId` is the id this server stamped (X-Request-Id); a header value
 * that does not look like one is left out, as the log lines do.
 */
export function errorReport(error: unknown, request: ErroredRequest, context: ErrorContext, requestId?: string): ErrorReport {
  const method = METHODS.has(request.method?.toUpperCase()) ? request.method.toUpperCase() : '_OTHER'
  const routePath = ROUTE_PATTERN.test(context.routePath ?? '') ? context.routePath : undefined
  const route = routePath ? httpRoute(routePath) : undefined
  const path = loggedPath(request.path)
  const exception = exceptionOf(error)
  const id = requestIdFrom(request.headers['x-request-id'] ?? requestId, () => '')
  const digest = (error as { digest?: unknown } | null)?.digest
  const attributes: ReportAttributes = {
    'http.request.method': method,
    'url.path': path,
    ...(route ? { 'http.route': route } : {}),
    ...(routePath ? { 'next.route_path': routePath } : {}),
    'error.type': exception['exception.type'],
    ...(id ? { 'http.request.header.x-request-id': [id] } : {}),
  }
  for (const [key, value] of [
    ['next.router_kind', context.routerKind],
    ['next.route_type', context.routeType],
    ['next.render_source', context.renderSource],
    ['next.revalidate_reason', context.revalidateReason],
  ] as const) {
    if (typeof value === 'string' && (WORD.test(value) || /^[A-Za-z ]{1,40}$/.test(value))) attributes[key] = value
  }
  // Next's digest is what the visitor's error page shows: it ties a screenshot to this report.
  if (typeof digest === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(digest)) attributes['next.error.digest'] = digest
  return { name: `${method} ${route ?? path}`, attributes, exception }
}

/** What the exporter (./errorExport.ts) offers: one report at a time, and a bounded flush at shutdown. */
export interface ErrorReporter {
  report(report: ErrorReport): void
  flush(timeoutMs: number): Promise<void>
}

/** On globalThis: the instrumentation's `register()` and `onRequestError` may run in separate bundles. */
const REPORTER = Symbol.for('kempen.errorReporter')

export function setErrorReporter(reporter: ErrorReporter | undefined): void {
  ;(globalThis as { [REPORTER]?: ErrorReporter })[REPORTER] = reporter
}

export const errorReporter = (): ErrorReporter | undefined => (globalThis as { [REPORTER]?: ErrorReporter })[REPORTER]

/**
 * Next hands one failed render over several times (the page, its metadata, the shell, for one
 * database error), each with the same digest: a request's error is reported once, so a
 * count of error spans is a count of failed requests. The last few hundred are remembered, no more.
 */
const SEEN_LIMIT = 500
const SEEN = Symbol.for('kempen.errorReportsSeen')

function firstSighting(report: ErrorReport): boolean {
  const id = report.attributes['http.request.header.x-request-id']?.[0]
  if (!id) return true
  const key = `${id} ${report.attributes['next.error.digest'] ?? report.exception['exception.message']}`
  const state = globalThis as { [SEEN]?: Set<string> }
  const seen = (state[SEEN] ??= new Set())
  if (seen.has(key)) return false
  seen.add(key)
  if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value!)
  return true
}

/** Reports one server error when reporting is on; never throws (an error report must not make things worse). */
export function reportRequestError(error: unknown, request: ErroredRequest, context: ErrorContext, requestId?: string): void {
  const reporter = errorReporter()
  if (!reporter || isControlFlow(error)) return
  try {
    const report = errorReport(error, request, context, requestId)
    if (firstSighting(report)) reporter.report(report)
  } catch (failure) {
    console.error('Error reporting: a report could not be made', failure instanceof Error ? failure.message : failure)
  }
}
