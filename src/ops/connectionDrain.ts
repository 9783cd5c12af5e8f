import { IncomingMessage, Server, ServerResponse } from 'node:http'

/**
 * Connections end with the shutdown (issue 35.2). `next start` closes its listener on SIGTERM and exits
 * once every connection has closed; a keep-alive connection that keeps being used (a proxy's pool, its
 * health check) never closes, and an instance was seen alive and "up" in Caddy a minute after SIGTERM.
 * Once draining:
 *   - every response says `Connection: close`, so each connection ends after its current response;
 *   - idle connections are closed at once and again every `IDLE_SWEEP_MS` (one may turn idle later);
 *   - GET /api/health answers 503 "draining" without a check, so an active health check takes the
 *     instance out of rotation at its next probe;
 *   - after the grace, whatever is still open is closed, so the process always ends.
 * State lives on globalThis: the instrumentation and the health route are separate bundles.
 *
 * What arrived while the event loop was busy (a long render, a garbage collection) waits in the kernel:
 * new connections in the listener's queue, requests unread in their sockets, and such a connection
 * counts as idle. `server.close()` on the signal (Next's) closes the listener, which resets every queued
 * connection, and closes idle connections, which resets the unread requests: the proxy already sent
 * them, so the visitor gets a 502. So the close waits until the loop has accepted the queued
 * connections, and every close of idle connections (ours too) until it has also read their requests.
 */

const STATE = Symbol.for('kempen.connectionDrain')

interface DrainState {
  servers: Set<Server>
  draining: boolean
}

const state = (): DrainState => {
  const store = globalThis as { [STATE]?: DrainState }
  return (store[STATE] ??= { servers: new Set(), draining: false })
}

/** How often idle connections are closed again while draining. */
const IDLE_SWEEP_MS = 200

/** Whether this instance is shutting down. */
export const connectionDraining = (): boolean => state().draining

/**
 * Notes every HTTP server that answers a request (Next's, created before the instrumentation runs) and,
 * while draining, marks each response as the last on its connection.
 */
export function installConnectionDrain(): void {
  const proto = Server.prototype as Server & { [STATE]?: true }
  if (proto[STATE]) return
  proto[STATE] = true
  // A setImmediate runs after the loop's next I/O poll: the first accepts the queued connections, the
  // second reads the requests waiting in them (a socket accepted in one poll is read in the next).
  const close = proto.close
  proto.close = function (this: Server, ...args: Parameters<Server['close']>) {
    setImmediate(() => close.apply(this, args))
    return this
  }
  const closeIdleConnections = proto.closeIdleConnections
  proto.closeIdleConnections = function (this: Server) {
    setImmediate(() => setImmediate(() => closeIdleConnections.call(this)))
  }
  const emit = proto.emit
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request' && args[1] instanceof ServerResponse && args[0] instanceof IncomingMessage) {
      const current = state()
      current.servers.add(this)
      if (current.draining && !args[1].headersSent) args[1].setHeader('Connection', 'close')
    }
    return (emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean).call(this, event, ...args)
  } as Server['emit']
}

/** Starts the drain: see above. `graceMs` bounds how long a connection may stay open. */
export function startConnectionDrain(graceMs: number): void {
  const current = state()
  if (current.draining) return
  current.draining = true
  const sweep = () => {
    for (const server of current.servers) server.closeIdleConnections()
  }
  sweep()
  setInterval(sweep, IDLE_SWEEP_MS).unref()
  const started = Date.now()
  console.log(`Shutdown: draining connections (each closes after its response; all within ${graceMs} ms)`)
  setTimeout(() => {
    console.warn(`Shutdown: connections still open after ${Date.now() - started} ms are closed now`)
    for (const server of current.servers) server.closeAllConnections()
  }, graceMs).unref()
}
