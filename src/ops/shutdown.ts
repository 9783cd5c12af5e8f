import type { Payload } from 'payload'

import { emailSendGate } from '../email/sendGate'
import { drainJobRunners, shutdownGraceMs, type JobRunner } from '../jobs/drain'

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
 * With NEXT_MANUAL_SIG_HANDLE set, Next leaves the signals to the application: the process then ends
 * here once the jobs are drained.
 */
export function installGracefulShutdown(payloadOf: () => Promise<Payload>): void {
  const state = globalThis as { [INSTALLED]?: true }
  if (state[INSTALLED]) return
  state[INSTALLED] = true
  let drain: Promise<void> | null = null
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (drain) return
      drain = drainJobs(payloadOf)
      holdExitUntil(drain)
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

/** Makes `process.exit`, from whoever calls it, wait for the drain (which never rejects). */
function holdExitUntil(drain: Promise<void>): void {
  const exit = process.exit.bind(process)
  process.exit = ((code?: number | string | null) => {
    void drain.then(() => exit(code ?? undefined))
    return undefined as never
  }) as typeof process.exit
}
