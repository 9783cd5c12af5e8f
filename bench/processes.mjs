/**
 * The processes the bench starts (next start, Caddy) and their cleanup. Every long-running process is
 * started in a process group of its own and remembered, so that a normal end, an error and Ctrl-C alike
 * stop it and whatever it spawned, and nothing else: the bench never kills by name (other engineers'
 * servers run on the same machine).
 */
import { spawn } from 'node:child_process'
import net from 'node:net'

import { ROOT, log } from './settings.mjs'

/** @typedef {{ name: string, child: import('node:child_process').ChildProcess, exited: Promise<number | string | null>, output: () => string }} Started */

/** @type {Set<Started>} */
const running = new Set()
/** @type {Set<() => Promise<void>>} */
const cleanups = new Set()

/** A short-lived command (migrate, seed, build) with its output on the bench's; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

/**
 * Debian package `pkg` when `present()` says it is missing (as scripts/test.sh installs PostgreSQL):
 * apt as root, an `apt-get update` only when the install fails without one; otherwise an error saying
 * what to install (`skip` tells how to do without the stage that needs it).
 */
export async function ensureAptPackage(pkg, present, skip) {
  if (present()) return
  if (process.getuid?.() !== 0) throw new Error(`${pkg} is missing: sudo apt-get install -y ${pkg}${skip ? ` (or ${skip})` : ''}`)
  log(`installing ${pkg} (apt)`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  await run('apt-get', ['install', '-y', pkg], { env }).catch(async () => {
    await run('apt-get', ['update'])
    await run('apt-get', ['install', '-y', pkg], { env })
  })
  if (!present()) throw new Error(`apt installed ${pkg} but it is still missing`)
}

/**
 * A long-running process in its own process group. Its stderr is echoed with `[name]` in front when
 * `echo` is set (a server's errors belong in the bench's output); the last 20 kB of its output are kept
 * for the error message when it exits early.
 * @returns {Started}
 */
export function startProcess(name, command, args, { env, echo = true }) {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk) => (output = (output + chunk).slice(-20_000))
  child.stdout.on('data', keep)
  child.stderr.on('data', (chunk) => {
    keep(chunk)
    if (echo) process.stderr.write(String(chunk).replace(/^(?=.)/gm, `[${name}] `))
  })
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)))
  const started = { name, child, exited, output: () => output }
  running.add(started)
  exited.then(() => running.delete(started))
  return started
}

const alive = ({ child }) => child.exitCode === null && child.signalCode === null

function signalGroup({ child }, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/** SIGTERM to the process's group; SIGKILL when it has not exited after `graceMs`. */
export async function stopProcess(started, graceMs = 15_000) {
  if (!alive(started)) return
  signalGroup(started, 'SIGTERM')
  const timer = setTimeout(() => signalGroup(started, 'SIGKILL'), graceMs)
  await started.exited
  clearTimeout(timer)
}

/** Work to do on Ctrl-C as well as at a normal end (e.g. deleting the bench's Redis keys). Returns its removal. */
export function onCleanup(task) {
  cleanups.add(task)
  return () => cleanups.delete(task)
}

let interrupted = false
async function interrupt(signal) {
  if (interrupted) return
  interrupted = true
  log(`${signal}: stopping the processes the bench started`)
  await Promise.allSettled([...running].map((started) => stopProcess(started, 5_000)))
  for (const task of cleanups) await task().catch((error) => log(`cleanup: ${error.message}`))
  process.exit(signal === 'SIGINT' ? 130 : 143)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => void interrupt(signal))
// Last resort (process.exit after an error): nothing may keep running, and only synchronous work is
// possible here.
process.on('exit', () => {
  for (const started of running) signalGroup(started, 'SIGKILL')
})

/**
 * Waits until `url` answers below 500 (or `ready(response)` holds). Rejects at once when `started` exits
 * first, with the end of its output: the figures would otherwise be another server's.
 */
export async function waitFor(url, { started, ready = (response) => response.status < 500, timeoutMs = 120_000 } = {}) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (started && !alive(started)) {
      throw new Error(`${started.name} exited (${await started.exited}) before ${url} answered:\n${started.output().slice(-4000)}`)
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      if (await ready(response)) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** Fails when something already listens on the port: the figures would be that server's. */
export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (error) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} is taken: stop that server or set BENCH_PORT`) : error),
    )
    probe.listen(port, () => probe.close(resolve))
  })
}
