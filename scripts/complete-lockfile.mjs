#!/usr/bin/env node
/**
 * The npm registry reachable from our build machines serves no binaries for other platforms
 * (darwin, win32, android…), so `npm install` here writes a package-lock.json without them, and
 * `npm ci` then refuses the lock as out of sync. This adds each missing platform package as an
 * optional entry with its os/cpu, which npm skips on other platforms and resolves by version on
 * its own one. Run after every `npm install` that changes the lock: node scripts/complete-lockfile.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(file, 'utf8'))

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'sunos', 'aix', 'openharmony', 'wasi', 'netbsd']
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
  universal: null,
}

/** os, cpu and libc from a platform package name such as @swc/core-linux-arm64-musl. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((part) => OS.includes(part))
  const cpuPart = parts.find((part) => part in CPU)
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.some((p) => p.startsWith('gnu')) ? 'glibc' : undefined
  return { os, cpu: cpuPart ? CPU[cpuPart] : undefined, libc }
}

let added = 0
for (const [location, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (lock.packages[base] || lock.packages[hoisted]) continue
    const { os, cpu, libc } = platformOf(name)
    if (!os) continue
    lock.packages[hoisted] = {
      version: version.replace(/^[\^~=]/, ''),
      optional: true,
      os: [os],
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    }
    added++
  }
}
// npm keeps the packages map sorted by location.
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: ${added} platform package(s) added`)
