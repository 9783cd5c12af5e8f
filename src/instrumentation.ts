import type { Instrumentation } from 'next'

/**
 * Runs once when the server starts: makes redirects send a single Location header, stamps each
 * request with the visitor's address, answers undecodable paths 400, bounds request bodies, schedules the purge of expired
 * claims, lets running jobs finish on SIGTERM, starts error reporting when a collector is configured, gives every
 * request an id and a log line, and reads the in-memory listing index (every language
 * at once), so the first visitor's search does not wait for it (src/data/listingIndex.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Redirects send one Location header, not Next's duplicate on a first render (issue 19.1).
  const { installSingleLocationHeader } = await import('./site/singleLocationHeader')
  installSingleLocationHeader()
  // The visitor's address from the socket and the trusted proxies only (issue 13.2; src/lib/clientAddress.ts).
  const { installClientIpHeader } = await import('./site/clientIpHeader')
  installClientIpHeader()
  // Paths that cannot be percent-decoded are answered 400 before Next or Payload see them (issue 13.14).
  const { installBadPathGuard } = await import('./security/badPaths')
  installBadPathGuard()
  // Expired claims (rate limits, used challenges, past visit slots) are deleted every 10 minutes.
  const { schedulePurgeOfExpiredClaims } = await import('./limits/purgeSchedule')
  schedulePurgeOfExpiredClaims(() => import('./data/payload').then((m) => m.payloadClient()))
  await import('./security/responseHeaders').then((m) => m.installSecurityHeaders()) // Security headers, CSP nonces (issue 13.9).
  // Every request body bounded, chunked or declared (issue 33.2); last, so it sees each request first.
  await import('./security/bodyLimit').then((m) => m.installBodyLimit())
  // On SIGTERM, the job runs in progress finish before the process ends (issue 18.4).
  const { installGracefulShutdown } = await import('./ops/shutdown')
  installGracefulShutdown(() => import('./data/payload').then((m) => m.payloadClient()))
  // Server errors as OpenTelemetry spans (issue 35.5): the exporter is loaded only when a collector is set.
  const { errorReportingConfig } = await import('./ops/errorReporting')
  const reporting = errorReportingConfig()
  if (reporting && 'problem' in reporting) console.warn(`Error reporting: ${reporting.problem}`)
  else if (reporting) await import('./ops/errorExport').then((m) => m.startErrorReporting(reporting))
  // Last, so it wraps every other hook: each request's id, its log lines and its access line (issue 35.5).
  await import('./ops/requestLog').then((m) => m.installRequestLog())
  const { warmListingIndex } = await import('./data/listingIndex')
  // Not awaited: the server answers while the index is read; a search meanwhile waits for the same read.
  warmListingIndex().catch((error) => console.error('Listing index could not be read at start:', error))
}

/**
 * Every server error Next catches (a render, a route handler, a server action, the proxy): one error
 * report when reporting is on (src/ops/errorReporting.ts), nothing otherwise.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ reportRequestError }, { currentRequestId }] = await Promise.all([import('./ops/errorReporting'), import('./ops/requestLog')])
  reportRequestError(error, request, context, currentRequestId())
}
