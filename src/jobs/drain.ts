/**
 * A job runner that can be drained: Payload's autorun crons (croner's `Cron`) have this shape.
 * `stop()` prevents further runs and leaves a run in progress alone; `isBusy()` is true while one runs.
 */
export interface JobRunner {
  stop(): void
  isBusy(): boolean
}

export interface DrainOptions {
  /** How long to wait for runs in progress before giving up on them. */
  graceMs: number
  /** How often to look again. */
  pollMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

export interface DrainOutcome {
  /** True when no run was left in progress; false when the grace ran out first. */
  drained: boolean
  /** Runs that were in progress when the drain began. */
  busyAtStart: number
  waitedMs: number
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Stops every runner, so no new job run begins, and waits until the runs in progress have finished
 * or `graceMs` has passed. A job cut by the end of the grace is not lost: its lease hands it back to
 * the next worker (src/jobs/lease.ts), and every job here is idempotent.
 */
export async function drainJobRunners(
  runners: readonly JobRunner[],
  { graceMs, pollMs = 100, now = Date.now, sleep = wait }: DrainOptions,
): Promise<DrainOutcome> {
  const started = now()
  for (const runner of runners) runner.stop()
  const busyAtStart = runners.filter((runner) => runner.isBusy()).length
  while (runners.some((runner) => runner.isBusy())) {
    if (now() - started >= graceMs) return { drained: false, busyAtStart, waitedMs: now() - started }
    await sleep(pollMs)
  }
  return { drained: true, busyAtStart, waitedMs: now() - started }
}

/** Grace for running jobs at shutdown: SHUTDOWN_GRACE_MS, default 25 s (docker-compose allows 30 s in all). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000

export function shutdownGraceMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.SHUTDOWN_GRACE_MS)
  return Number.isFinite(value) && value >= 0 && env.SHUTDOWN_GRACE_MS !== '' ? value : DEFAULT_SHUTDOWN_GRACE_MS
}
