/**
 * What the server's logs say about a request, and how (issue 35.5): pure rules, unit-tested in
 * tests/unit/ops/logLines.test.ts. The access line and every Payload log line written while a request runs
 * carry its id; no line carries a visitor's personal data.
 */

export type LogFormat = 'json' | 'pretty'

/**
 * JSON (one object per line, for a log collector) unless LOG_FORMAT=pretty, or outside production
 * (`next dev`, scripts) where Payload's coloured lines are easier to read; LOG_FORMAT=json forces JSON.
 */
export function logFormat(env: Record<string, string | undefined> = process.env): LogFormat {
  const chosen = env.LOG_FORMAT?.trim().toLowerCase()
  if (chosen === 'json' || chosen === 'pretty') return chosen
  return env.NODE_ENV === 'production' ? 'json' : 'pretty'
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,80}$/

/**
 * The id a proxy gave the request (X-Request-Id, so its lines and ours match) when it looks like an id,
 * else a new one: a header is the client's to write, and a log line must not take arbitrary text from it.
 */
export function requestIdFrom(header: string | string[] | undefined, fresh: () => string): string {
  const value = Array.isArray(header) ? header[0] : header
  return value && REQUEST_ID.test(value) ? value : fresh()
}

/** A path segment that is a key (an unsubscribe or reset token, a fill key) or an e-mail address. */
const SECRET_SEGMENT = /@|%40|^[A-Za-z0-9_-]{24,}$|^[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_.-]{16,}$/

/**
 * The path as the access line shows it: no query string (a search form's or a link's parameters may
 * hold an address or a name), and a segment that is a token or an e-mail address replaced by `:redacted`.
 * Segments over 200 characters are cut: a path is the client's to write.
 */
export function loggedPath(url: string | undefined): string {
  const raw = (url ?? '/').split(/[?#]/, 1)[0] || '/'
  return raw
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? ':redacted' : segment.length > 200 ? `${segment.slice(0, 200)}…` : segment))
    .join('/')
}

export interface AccessEntry {
  reqId: string
  method: string
  path: string
  status: number
  ms: number
  /** Next's cache for the page: HIT, STALE, MISS; absent for what it does not cache. */
  cache?: string
  /** The response was cut before it ended (the client went away, the shutdown closed it). */
  aborted?: true
}

/** The one access line of a request. */
export function accessEntry(input: {
  reqId: string
  method: string | undefined
  url: string | undefined
  status: number
  startedAt: bigint
  endedAt: bigint
  cache: unknown
  finished: boolean
}): AccessEntry {
  const cache = typeof input.cache === 'string' && /^[A-Z]{3,12}$/.test(input.cache) ? input.cache : undefined
  return {
    reqId: input.reqId,
    method: /^[A-Z]{3,12}$/.test(input.method ?? '') ? input.method! : 'OTHER',
    path: loggedPath(input.url),
    status: input.status,
    ms: Math.round(Number(input.endedAt - input.startedAt) / 1e4) / 100,
    ...(cache ? { cache } : {}),
    ...(input.finished ? {} : { aborted: true as const }),
  }
}

/** Pino's level numbers for the console's methods, so a collector reads both kinds of line alike. */
export const CONSOLE_LEVELS = { debug: 20, log: 30, info: 30, warn: 40, error: 50 } as const

export type ConsoleMethod = keyof typeof CONSOLE_LEVELS

// Colour and cursor codes Next's own lines carry (its "⨯" and "⚠" prefixes are red and yellow).
const TERMINAL_CODES = /\u001b\[[0-9;?]*[A-Za-z]/g

export interface ConsoleEntry {
  level: number
  time: string
  msg: string
  reqId?: string
  err?: LoggedError
}

/**
 * A console line (Next's own, a library's) as one JSON line like Payload's: its level, the request it
 * ran for, the text without terminal codes, and an error's type, message and stack apart from the text.
 * `format` is util.format, passed in so this stays a pure rule.
 */
export function consoleEntry(
  method: ConsoleMethod,
  args: readonly unknown[],
  context: { time: string; reqId?: string; format: (...args: unknown[]) => string },
): ConsoleEntry {
  const error = args.find((arg): arg is Error => arg instanceof Error)
  const rest = args.filter((arg) => arg !== error)
  const text = context
    .format(...rest)
    .replace(TERMINAL_CODES, '')
    .trim()
  return {
    level: CONSOLE_LEVELS[method],
    time: context.time,
    msg: text || error?.message || '',
    ...(context.reqId ? { reqId: context.reqId } : {}),
    ...(error ? { err: loggedError(error) } : {}),
  }
}

/**
 * The line of a failed query's message that lists its values (Drizzle: `Failed query: … \nparams: jan@…,
 * Jan,0475…`): a visitor's name, address or message when a form's insert failed. The statement stays; it
 * names no value.
 */
const QUERY_VALUES = /^params:.*$/gm

const withoutQueryValues = (text: string) => text.replace(QUERY_VALUES, 'params: [redacted]')

export interface LoggedError {
  type: string
  message: string
  stack?: string
  code?: string
}

/**
 * An error as a log line shows it, like pino's own serializer (type, message with its causes, stack with
 * its causes, code), but without the values of a failed query, in the error or in any of its causes.
 */
export function loggedError(error: Error): LoggedError {
  const chain: Error[] = []
  for (let current: unknown = error; current instanceof Error && !chain.includes(current); current = current.cause) chain.push(current)
  const code = chain.map((link) => (link as { code?: unknown }).code).find((value): value is string => typeof value === 'string')
  return {
    type: error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : error.name,
    message: chain.map((link) => withoutQueryValues(link.message)).join(': '),
    ...(error.stack ? { stack: chain.map((link) => withoutQueryValues(link.stack ?? link.message)).join('\ncaused by: ') } : {}),
    ...(code ? { code } : {}),
  }
}
