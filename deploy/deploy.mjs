#!/usr/bin/env node
// npm run deploy: a new release of the docker compose stack without downtime (docs/production.md).
//   1. builds the image and tags it with the commit (kempen-vastgoed:<commit>, and latest, which the services run);
//   2. runs the one-shot migration; a failure stops here, no replica touched;
//   3. replaces app-2, then app-1, each only once the one before is healthy for Docker and for Caddy
//      (deploy/rollingUpdate.mjs); a replica that does not become healthy stops the roll, the other keeps
//      serving the previous release, and the command exits 1 saying how to go back.
// npm run deploy -- --rollback=IMAGE: points latest at IMAGE (a release tag or image id the failure message
// names) and rolls the replicas onto it the same way, without build or migration.
// Options: --timeout=SECONDS (how long a replica may take to become healthy, default 180).
// Run it beside docker-compose.yml and .env, with the stack already up (docker compose up -d --build).
import { spawn } from 'node:child_process'
import path from 'node:path'

import { APP_PORT, compose, IMAGE, REPLICAS, rollbackReference } from './composeCommands.mjs'
import { deployRelease, proxyCountsNoFailures } from './rollingUpdate.mjs'

const projectDir = path.resolve(import.meta.dirname, '..')

/** Runs a command; `show` passes its output through to the operator (build, migration, recreate). */
function run(command, args, { show = false } = {}) {
  if (show) console.log(`$ ${command} ${args.join(' ')}`)
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectDir, stdio: show ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout?.on('data', (d) => (out += d))
    child.stderr?.on('data', (d) => (err += d))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve(out.trim())
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}${err.trim() ? `: ${err.trim().split('\n').at(-1)}` : ''}`)),
    )
  })
}
const docker = (args, options) => run('docker', args, options)

/** The release tag: the commit, marked when the working tree has changes the commit does not. */
async function releaseTag() {
  const commit = await run('git', ['rev-parse', '--short=12', 'HEAD'])
  const changes = await run('git', ['status', '--porcelain', '--untracked-files=no'])
  return changes ? `${commit}-dirty` : commit
}

/** The image a running service's container was created from, by the name to roll back to. */
async function imageOf(service) {
  const id = await docker(compose.containerId(service))
  if (!id) return null
  const imageId = await docker(compose.runningImage(id))
  return rollbackReference(imageId, await docker(compose.imageTags(imageId)))
}

/** Docker's health check, then the replica as Caddy sees it: reachable from the proxy, no failures counted. */
async function healthOf(replica) {
  const id = await docker(compose.containerId(replica))
  if (!id) return { healthy: false, detail: 'no running container' }
  const status = await docker(compose.healthStatus(id))
  if (status !== 'healthy') return { healthy: false, detail: `docker: ${status}` }
  try {
    await docker(compose.healthFromProxy(replica))
  } catch (error) {
    return { healthy: false, detail: `docker: healthy; /api/health from the proxy: ${error.message}` }
  }
  const upstreams = JSON.parse(await docker(compose.proxyUpstreams()))
  if (!proxyCountsNoFailures(upstreams, `${replica}:${APP_PORT}`)) {
    return {
      healthy: false,
      detail: `docker: healthy; Caddy counts failed requests to ${replica}:${APP_PORT}, or has no such upstream (PROXY_UPSTREAMS)`,
    }
  }
  return { healthy: true, detail: 'docker: healthy; answers the proxy; Caddy counts no failures' }
}

/** The commit tag of the image this run builds (set before the build). */
let release = null

const driver = {
  async build() {
    await docker(compose.build(), { show: true })
    await docker(compose.tagRelease(release), { show: true })
  },
  migrate: () => docker(compose.migrate(), { show: true }),
  replace: (replica) => docker(compose.replace(replica), { show: true }),
  healthOf,
}

function options(argv) {
  const found = { timeoutS: 180, rollback: null }
  for (const arg of argv) {
    const [name, value] = arg.split(/=(.*)/s)
    if (name === '--timeout' && Number(value) > 0) found.timeoutS = Number(value)
    else if (name === '--rollback' && value) found.rollback = value
    else throw new Error(`unknown option ${arg} (known: --timeout=SECONDS, --rollback=IMAGE)`)
  }
  return found
}

async function main() {
  let opts
  try {
    opts = options(process.argv.slice(2))
  } catch (error) {
    console.error(error.message)
    return 2
  }
  let proxy
  try {
    proxy = await docker(compose.containerId('proxy'))
  } catch (error) {
    console.error(`docker compose does not answer here: ${error.message}`)
    return 1
  }
  if (!proxy) {
    console.error(
      'The stack is not running here (no proxy container): start it first with docker compose up -d --build (docs/production.md).',
    )
    return 1
  }
  // The last replica in the roll is the one still on the previous release if the roll stops.
  const previous = await imageOf(REPLICAS.at(-1))
  console.log(`previous release (what ${REPLICAS.at(-1)} runs): ${previous ?? 'none'}`)

  if (opts.rollback) {
    console.log(`rollback: ${IMAGE}:latest -> ${opts.rollback}, no build, no migration`)
    await docker(compose.tagLatest(opts.rollback), { show: true })
  } else {
    release = await releaseTag()
    console.log(`release: ${IMAGE}:${release} (and ${IMAGE}:latest)`)
  }
  const result = await deployRelease({
    driver,
    replicas: REPLICAS,
    build: !opts.rollback,
    migrate: !opts.rollback,
    timeoutMs: opts.timeoutS * 1_000,
    // Longer than Caddy's active check interval (deploy/Caddyfile, 2 s): the proxy has taken the replica back.
    settleMs: 5_000,
    pollMs: 2_000,
  })
  if (result.ok) {
    console.log(`done: ${result.replaced.join(', ')} run ${opts.rollback ?? `${IMAGE}:${release}`}`)
    return 0
  }
  console.error(`\nDEPLOY STOPPED: ${result.reason}`)
  if (result.step !== 'roll') {
    console.error(`No replica was touched: ${REPLICAS.join(' and ')} still serve the previous release (${previous}).`)
    console.error(`Fix the cause (output above) and run npm run deploy again.`)
    return 1
  }
  console.error(
    [
      `${result.failed} runs the new image and stays out of Caddy's rotation while its health check fails.`,
      result.replaced.length ? `Already on the new image, and serving: ${result.replaced.join(', ')}.` : null,
      result.untouched.length
        ? `${result.untouched.join(', ')} was not touched and serves every request on the previous release (${previous}).`
        : null,
      `See why: docker compose logs --tail=200 ${result.failed}`,
      previous
        ? `To go back: npm run deploy -- --rollback=${previous}   (the replicas one at a time on that image; migrations already applied stay)`
        : 'No previous release was running, so there is nothing to roll back to.',
    ]
      .filter(Boolean)
      .join('\n'),
  )
  return 1
}

try {
  process.exitCode = await main()
} catch (error) {
  // docker or git missing, a command that failed outside the steps (the roll's own failures are handled above).
  console.error(`DEPLOY STOPPED: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
