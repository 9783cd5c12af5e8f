import type { Payload } from 'payload'

import { emailSendGate } from '../email/sendGate'
import { drainJobRunners, shutdownGraceMs, type JobRunner } from '../jobs/drain'
import { installConnectionDrain, startConnectionDrain } from './connectionDrain'
import { errorReporter } from './errorReporting'

const INSTALLED = Symbol.for('kempen.gracefulShutdown')

/**
 * Graceful shutdown (SIGTERM from Docker or systemd, SIGINT from a terminal): running requests and
 * running jobs finish before the process ends.
 *
 * `next start` already closes the listening socket on these signals, waits for the requests in
 * progress and for their `after()` work (the e-mails a form sends right after answering), and then
 * calls `process.exit`. It knows nothing of the job runs Payload's crons start on their own (the
 * outbox's retries, scheduled publications, CRM imports): those were cut mid-run. So on the signal we
 * stop the crons, and `process.exit` is held until the runs in progress have finished or the grace
 * (SHUTDOWN_GRACE_MS) has passed; e-mails still waiting for the send gate are not begun
 * (src/email/sendGate.ts). A run cut by the end of the grace is handed back by its lease
 * (src/jobs/lease.ts) and is idempotent, so nothing is lost; only a send cut mid-way may be repeated.
 *
 * Connections are drained too (src/ops/connectionDrain.ts): `next start` waits for every open connection,
 * and a proxy's keep-alive pool would otherwise hold the process for as long as it sends requests.
 *
 * With NEXT_MANUAL_SIG_HANDLE set, Next leaves the signals to the application: the process then ends
 * here once the jobs are drained.
 *
 * Error reports still waiting for their batch (src/ops/errorExport.ts) are sent last, when `process.exit` is
 * called: the requests and the job runs that could still fail have ended by then.
 */
export function installGracefulShutdown(payloadOf: () => Promise<Payload>): void {
  const state = globalThis as { [INSTALLED]?: true }
  if (state[INSTALLED]) return
  state[INSTALLED] = true
  installConnectionDrain()
  let drain: Promise<void> | null = null
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (drain) return
      const graceMs = shutdownGraceMs()
      startConnectionDrain(graceMs)
      drain = drainJobs(payloadOf)
      holdExitUntil(drain, graceMs + EXIT_MARGIN_MS, signal === 'SIGINT' ? 130 : 143)
      if (process.env.NEXT_MANUAL_SIG_HANDLE) void drain.then(() => process.exit(signal === 'SIGINT' ? 130 : 143))
    })
  }
}

async function drainJobs(payloadOf: () => Promise<Payload>): Promise<void> {
  // E-mails of a run still waiting for their turn are not begun: the drain waits only for the sends under
  // way. Their jobs get an error now and are retried by the next worker.
  emailSendGate().close()
  try {
    const payload = await payloadOf()
    // Payload keeps its autorun crons (croner) on the instance; `destroy()` would stop them too, but
    // it also closes the database the runs in progress still write to.
    const runners = (payload as unknown as { crons?: JobRunner[] }).crons ?? []
    const graceMs = shutdownGraceMs()
    const outcome = await drainJobRunners(runners, { graceMs })
    if (outcome.busyAtStart === 0) return
    if (outcome.drained) payload.logger.info(`Shutdown: the job run in progress finished (${outcome.waitedMs} ms)`)
    else payload.logger.warn(`Shutdown: a job run was still in progress after ${graceMs} ms; its lease hands its jobs to the next worker`)
  } catch (error) {
    console.error('Shutdown: the job runs could not be drained', error)
  }
}

/**
 * Long enough for a collector that answers to take the last batch, short enough that one that does not
 * answer holds the exit only briefly (the exporter's own timeout is 10 s).
 */
const ERROR_FLUSH_MS = 2_000

/** Never rejects: a report that cannot be sent must not change how the process ends. */
const flushErrorReports = async (): Promise<void> => {
  await errorReporter()
    ?.flush(ERROR_FLUSH_MS)
    .catch(() => {})
}

/**
 * After the grace, the connections are closed (src/ops/connectionDrain.ts) and the job runs handed back;
 * what still holds the process then (Next waiting for a render cut short, a socket that never closes)
 * must not keep it past this margin: Docker's stop grace would end it with SIGKILL a little later anyway.
 */
const EXIT_MARGIN_MS = 1_500

/**
 * Makes `process.exit`, from whoever calls it, wait for the drain (which never rejects) and the last error
 * reports, and ends the process at `deadlineMs` at the latest.
 */
function holdExitUntil(drain: Promise<void>, deadlineMs: number, code: number): void {
  const exit = process.exit.bind(process)
  process.exit = ((exitCode?: number | string | null) => {
    void drain.then(flushErrorReports).then(() => exit(exitCode ?? undefined))
    return undefined as never
  }) as typeof process.exit
  setTimeout(() => {
    console.warn(`Shutdown: still running ${deadlineMs} ms after the signal; exiting now`)
    exit(code)
  }, deadlineMs).unref()
}
