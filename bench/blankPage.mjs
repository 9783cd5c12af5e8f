/**
 * The blank Next page the bench reads the site's figures against (issue 38): bench/blank/, one layout and
 * one page (an h1 and a p) on the site's own Next and React, as a measured floor of the framework on this
 * machine in the same run. Built by `next build` into bench/tmp/blank-next (bench/blank/next.config.mjs;
 * ignored by git) when that build is missing or its key (bench/buildKey.mjs: the sources and the Next
 * and React versions) differs, and served by `next start` on a port of its own while the bench runs.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { buildKey } from './buildKey.mjs'
import { measure } from './load.mjs'
import { run, startProcess, waitFor } from './processes.mjs'
import { BLANK_DIR, BLANK_DIST, BLANK_PORT, DURATION, NEXT_BIN, ROOT, WARMUP, log, serverEnv } from './settings.mjs'

/** The page's one path, and where it is served. */
export const BLANK_PATH = '/'
export const BLANK_BASE = `http://127.0.0.1:${BLANK_PORT}`

// Written after a build succeeded; `next build` empties its folder first, so a failed build leaves none.
const KEY_FILE = path.join(BLANK_DIST, 'bench-build-key')
const PACKAGES = ['next', 'react', 'react-dom']

/** Every file under `dir`, paths relative to it. */
function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name)
      return { path: path.relative(dir, file), content: readFileSync(file) }
    })
}

const installedVersions = () =>
  Object.fromEntries(
    PACKAGES.map((name) => [name, JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version]),
  )

/** Builds the blank page unless its build is there and made from the same sources and versions. */
export async function ensureBlankBuild() {
  const versions = installedVersions()
  const key = buildKey(sourceFiles(BLANK_DIR), versions)
  const built = existsSync(path.join(BLANK_DIST, 'BUILD_ID')) && existsSync(KEY_FILE) && readFileSync(KEY_FILE, 'utf8') === key
  if (built) return versions
  log(`building the blank Next page (bench/blank, Next ${versions.next})`)
  rmSync(KEY_FILE, { force: true })
  await run(NEXT_BIN, ['build', BLANK_DIR], { env: serverEnv() })
  if (!existsSync(path.join(BLANK_DIST, 'BUILD_ID'))) {
    throw new Error(`the blank page's build is not in ${path.relative(ROOT, BLANK_DIST)}: bench/blank/next.config.mjs must build there`)
  }
  writeFileSync(KEY_FILE, key)
  return versions
}

/**
 * `next start` of the blank page on BLANK_PORT, up and warm. Warm because the site's server has served
 * minutes of requests by the time it is measured, the blank page's none: a fresh `next start` needs
 * seconds of load before its JIT reaches its pace (its first seconds under load serve a fraction of its
 * steady requests/s), which would make the floor look lower than it is.
 */
export async function startBlankServer() {
  const server = startProcess('blank next start', NEXT_BIN, ['start', BLANK_DIR, '-p', String(BLANK_PORT)], { env: serverEnv() })
  await waitFor(`${BLANK_BASE}${BLANK_PATH}`, { started: server, ready: (response) => response.status === 200 })
  await measure(BLANK_BASE, BLANK_PATH, WARMUP + DURATION)
  return server
}
