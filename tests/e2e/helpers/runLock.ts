import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

/**
 * Locks and slots shared by the run's worker processes, for specs on one shared server (the second
 * servers, helpers/secondServers.ts). Each is a directory under tmp/e2e-locks (mkdir is atomic); a
 * lock holds its holder's process id, so a lock left by a worker that died is taken over.
 */
const dirOf = (name: string) => `tmp/e2e-locks/${name}`

const held = new Set<string>()

/** Whether the lock's holder still runs; a lock with no pid yet is being taken, so its holder runs. */
function holderAlive(dir: string): boolean {
  let pid: number
  try {
    pid = Number(readFileSync(`${dir}/pid`, 'utf8'))
  } catch {
    return true
  }
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH'
  }
}

/** Waits until the lock `name` is this worker's. */
export async function acquireRunLock(name: string): Promise<void> {
  const dir = dirOf(name)
  mkdirSync('tmp/e2e-locks', { recursive: true })
  for (;;) {
    try {
      mkdirSync(dir)
      writeFileSync(`${dir}/pid`, String(process.pid))
      held.add(name)
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    if (!holderAlive(dir)) rmSync(dir, { recursive: true, force: true })
    else await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Gives the lock `name` back if this worker holds it (safe to call from an afterEach of a test that may have failed). */
export function releaseRunLock(name: string): void {
  if (!held.delete(name)) return
  rmSync(dirOf(name), { recursive: true, force: true })
}

/**
 * A number no other test of the run gets for `name` (0, 1, 2, …): for specs on one shared server that
 * each need a record of their own, such as a listing whose price they change.
 */
export function claimRunSlot(name: string): number {
  mkdirSync('tmp/e2e-locks', { recursive: true })
  for (let slot = 0; ; slot++) {
    try {
      mkdirSync(`${dirOf(name)}-slot-${slot}`)
      return slot
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}

/** A file of the run beside its locks (such as a session every worker shares), cleared with them. */
export function runFile(name: string): string {
  mkdirSync('tmp/e2e-locks', { recursive: true })
  return `tmp/e2e-locks/${name}`
}

/** Clears the locks and slots of an earlier run (global-setup.ts, before any worker starts). */
export function clearRunLocks(): void {
  rmSync('tmp/e2e-locks', { recursive: true, force: true })
}

/** Runs `fn` holding the lock `name`. */
export async function withRunLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  await acquireRunLock(name)
  try {
    return await fn()
  } finally {
    releaseRunLock(name)
  }
}
