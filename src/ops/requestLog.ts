import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { IncomingMessage, Server, ServerResponse } from 'node:http'

import { format } from 'node:util'

import {
  accessEntry,
  CONSOLE_LEVELS,
  consoleEntry,
  logFormat,
  loggedError,
  loggedPath,
  requestIdFrom,
  type ConsoleMethod,
} from './logLines'
import { recordRequest } from './metrics'

/**
 * The request behind every log line (issue 35.5): each request gets an id (the proxy's X-Request-Id
 * when it sent a sound one, else a new one; answered as X-Request-Id), Payload's log lines written
 * while it runs carry it (`reqId`), and in JSON mode the request ends with one access line: method,
 * path without its query, status, duration, Next's cache status. Rules in ./logLines.ts.
 * State on globalThis: the instrumentation and the Payload config are separate bundles.
 */

const STATE = Symbol.for('kempen.requestLog')

const context = (): AsyncLocalStorage<{ reqId: string }> => {
  const store = globalThis as { [STATE]?: AsyncLocalStorage<{ reqId: string }> }
  return (store[STATE] ??= new AsyncLocalStorage())
}

/** The id of the request this code runs for, if any. */
export const currentRequestId = (): string | undefined => context().getStore()?.reqId

/** The request id this server gave the request, as its handlers read it from the request's headers. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * Runs `work` as part of the request `reqId`, for code Next runs outside the request's own context: a
 * server action (Next runs it apart from the HTTP request that carried it) and the `after()` work it
 * leaves (run once the response has closed). Their log lines then carry the id too.
 */
export function withRequestId<T>(reqId: string | null | undefined, work: () => T): T {
  if (!reqId || currentRequestId() === reqId) return work()
  return context().run({ reqId }, work)
}

/**
 * Payload's logger (pino) settings: JSON lines with an ISO time and the request's id in production,
 * Payload's own coloured lines elsewhere (undefined: Payload's default).
 */
export function payloadLogger(env: Record<string, string | undefined> = process.env) {
  if (logFormat(env) !== 'json') return undefined
  return {
    options: {
      level: env.LOG_LEVEL || 'info',
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      // A failed query's values (a visitor's form, when its insert failed) never reach the log.
      serializers: { err: (error: unknown) => (error instanceof Error ? loggedError(error) : error) },
      mixin: () => {
        const reqId = currentRequestId()
        return reqId ? { reqId } : {}
      },
    },
  }
}

/** One JSON line on stdout, shaped like pino's (level 30 is info). */
const writeLine = (fields: object) =>
  process.stdout.write(`${JSON.stringify({ level: 30, time: new Date().toISOString(), msg: 'request', ...fields })}\n`)

/**
 * In JSON mode, every console line (Next's own errors and warnings, a library's notice) as a JSON line
 * with its level and request id, so a log collector needs one parser and a render error is found by the
 * request that caused it. Errors and warnings stay on stderr, the rest on stdout, as before.
 */
function installConsoleLines(): void {
  for (const method of Object.keys(CONSOLE_LEVELS) as ConsoleMethod[]) {
    const stream = method === 'error' || method === 'warn' ? process.stderr : process.stdout
    console[method] = (...args: unknown[]) => {
      const entry = consoleEntry(method, args, { time: new Date().toISOString(), reqId: currentRequestId(), format })
      stream.write(`${JSON.stringify(entry)}\n`)
    }
  }
}

/**
 * Installs the request id, the request metrics (src/ops/metrics.ts) and, in JSON mode, the access line and
 * JSON console lines on every HTTP server of the process.
 */
export function installRequestLog(env: Record<string, string | undefined> = process.env): void {
  const proto = Server.prototype as Server & { [STATE]?: true }
  if (proto[STATE]) return
  proto[STATE] = true
  const accessLines = logFormat(env) === 'json'
  if (accessLines) installConsoleLines()
  const emit = proto.emit
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    const [req, res] = args
    if (event !== 'request' || !(req instanceof IncomingMessage) || !(res instanceof ServerResponse)) {
      return (emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean).call(this, event, ...args)
    }
    const reqId = requestIdFrom(req.headers[REQUEST_ID_HEADER], randomUUID)
    req.headers[REQUEST_ID_HEADER] = reqId
    res.setHeader('X-Request-Id', reqId)
    const startedAt = process.hrtime.bigint()
    let ended = false
    const done = () => {
      if (ended) return
      ended = true
      const endedAt = process.hrtime.bigint()
      const cache = res.getHeader('x-nextjs-cache')
      recordRequest({
        path: loggedPath(req.url),
        method: req.method,
        status: res.statusCode,
        seconds: Number(endedAt - startedAt) / 1e9,
        cache,
      })
      if (!accessLines) return
      writeLine(
        accessEntry({
          reqId,
          method: req.method,
          url: req.url,
          status: res.statusCode,
          startedAt,
          endedAt,
          cache,
          finished: res.writableFinished,
        }),
      )
    }
    res.once('finish', done)
    res.once('close', done)
    return context().run({ reqId }, () =>
      (emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean).call(this, event, ...args),
    )
  } as Server['emit']
}
