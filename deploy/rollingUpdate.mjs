// A release without downtime (npm run deploy, deploy/deploy.mjs): build, migrate once, then replace the
// replicas one at a time, each only after the one before it is healthy again. The algorithm knows nothing of
// Docker: it drives a "driver" (deploy/deploy.mjs has the docker compose one; tests/multi/rollingDeploy.test.mjs
// one of real `next start` servers behind Caddy), so the same code that rolls production is the code tested.

const seconds = (ms) => `${Math.round(ms / 100) / 10} s`

/** Resolves with `promise`, or rejects after `ms`: a probe that hangs (a stuck `docker exec`) must not stall the roll. */
function within(promise, ms, what) {
  let timer
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${seconds(ms)}`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits until `driver.healthOf(replica)` has said healthy for `settleMs` without a break, for at most
 * `timeoutMs`. Resolves `{ healthy: true, ms }` or `{ healthy: false, ms, last }` (the last answer, to tell the
 * operator why). The settle time is there for the proxy: Caddy takes an instance back into rotation only at
 * its next active check (deploy/Caddyfile: every 2 s), and the next replica must not stop before that.
 */
async function waitUntilHealthy(replica, driver, { timeoutMs, settleMs = 0, pollMs = 1_000, probeTimeoutMs = 15_000 }) {
  const begun = Date.now()
  let healthySince = null
  let last = 'not asked yet'
  for (;;) {
    const left = timeoutMs - (Date.now() - begun)
    if (left <= 0) return { healthy: false, ms: Date.now() - begun, last }
    const limit = Math.min(probeTimeoutMs, left)
    let answer
    try {
      answer = await within(Promise.resolve(driver.healthOf(replica)), limit, `health of ${replica}`)
    } catch (error) {
      answer = { healthy: false, detail: error instanceof Error ? error.message : String(error), cut: limit < probeTimeoutMs }
    }
    // A probe cut short by the deadline says nothing about the replica: the answer before it does.
    if (!answer.cut || last === 'not asked yet') last = answer.detail ?? (answer.healthy ? 'healthy' : 'not healthy')
    if (answer.healthy) {
      healthySince ??= Date.now()
      if (Date.now() - healthySince >= settleMs) return { healthy: true, ms: Date.now() - begun, last }
    } else {
      healthySince = null
    }
    await pause(Math.min(pollMs, Math.max(0, timeoutMs - (Date.now() - begun))))
  }
}

/**
 * Replaces `replicas` in order, one at a time: `driver.replace(replica)` (stop the old instance, start the new
 * one), then wait until it is healthy (`waitUntilHealthy`). Stops at the first replica that fails to be replaced
 * or to become healthy within `timeoutMs`: the replicas after it are never touched and keep serving the release
 * they run. Resolves `{ ok: true, replaced }` or `{ ok: false, replaced, failed, reason, untouched }`.
 */
export async function rollReplicas({ replicas, driver, timeoutMs, settleMs = 0, pollMs = 1_000, probeTimeoutMs, log = console.log }) {
  const replaced = []
  for (const [index, replica] of replicas.entries()) {
    const untouched = replicas.slice(index + 1)
    const step = `[${index + 1}/${replicas.length}] ${replica}`
    log(`${step}: replacing it (the others keep serving)`)
    const begun = Date.now()
    try {
      await driver.replace(replica)
    } catch (error) {
      const reason = `replacing ${replica} failed: ${error instanceof Error ? error.message : String(error)}`
      log(`${step}: ${reason}`)
      return { ok: false, replaced, failed: replica, reason, untouched }
    }
    log(`${step}: started in ${seconds(Date.now() - begun)}; waiting until it is healthy (at most ${seconds(timeoutMs)})`)
    const health = await waitUntilHealthy(replica, driver, { timeoutMs, settleMs, pollMs, probeTimeoutMs })
    if (!health.healthy) {
      const reason = `${replica} did not become healthy within ${seconds(timeoutMs)} (last: ${health.last})`
      log(`${step}: ${reason}`)
      return { ok: false, replaced, failed: replica, reason, untouched }
    }
    log(`${step}: healthy (${health.last}) ${seconds(health.ms)} after its start`)
    replaced.push(replica)
  }
  return { ok: true, replaced }
}

/**
 * A whole release: `driver.build()`, `driver.migrate()`, then `rollReplicas`. A failed build or migration
 * stops before any replica is touched. Resolves `{ ok: true, replaced }` or `{ ok: false, step, reason, … }`
 * (`step`: build, migrate or roll). `build: false` and `migrate: false` leave those steps out (a rollback to an
 * image already built, whose schema the database already has).
 */
export async function deployRelease({ driver, replicas, build = true, migrate = true, log = console.log, ...roll }) {
  const steps = [
    build && ['build', 'building the image', () => driver.build()],
    migrate && ['migrate', 'migrating the database', () => driver.migrate()],
  ]
  for (const [step, doing, run] of steps.filter(Boolean)) {
    log(`${step}: ${doing}`)
    const begun = Date.now()
    try {
      await run()
    } catch (error) {
      const reason = `${step} failed: ${error instanceof Error ? error.message : String(error)}`
      log(`${reason}; no replica was touched`)
      return { ok: false, step, reason, replaced: [], untouched: replicas }
    }
    log(`${step}: done in ${seconds(Date.now() - begun)}`)
  }
  const result = await rollReplicas({ replicas, driver, log, ...roll })
  return result.ok ? result : { ...result, step: 'roll' }
}

/**
 * Whether Caddy's passive health check counts failures against `address` (host:port) in its admin API's
 * GET /reverse_proxy/upstreams answer: after a failed request it leaves the upstream out for `fail_duration`
 * (deploy/Caddyfile: 10 s), whatever the active check says. Unknown address: false.
 */
export function proxyCountsNoFailures(upstreams, address) {
  const entry = Array.isArray(upstreams) ? upstreams.find((upstream) => upstream?.address === address) : undefined
  return entry !== undefined && entry.fails === 0
}
