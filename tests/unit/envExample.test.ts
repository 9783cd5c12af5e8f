import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

/**
 * `.env.example` lists every environment variable the product reads, and only those.
 *
 * The rule:
 *  - "The product" is every .ts/.tsx/.js/.mjs/.cjs file of the repository (payload.config.ts, next.config.mjs,
 *    cache-handler.mjs, src/, collections/, globals/, blocks/, crm/, seed/, scripts/, migrations/…) except the
 *    test and measuring tools: tests/, bench/, scripts/jest/, scripts/test.sh, playwright.config.ts and
 *    jest.config.mjs (their variables, E2E_*, CRASH_*, MULTI_*, INT_*, BENCH_*…, are described in docs/testing.md
 *    and docs/speed.md); plus the variables docker-compose.yml interpolates (`${NAME…}`) and deploy/Caddyfile reads
 *    (`{$NAME}`, `{$NAME:default}`): docker compose takes those from the same .env.
 *  - A read is `process.env.NAME`, `env.NAME` (any object called env, e.g. a `Record` defaulting to process.env),
 *    `process.env['NAME']` / `env['NAME']`, a destructuring `{ NAME } = process.env`, or a quoted name in a table
 *    called `*_VARIABLES` (src/forms/shared/mailCaps.ts reads `env[MAIL_CAP_VARIABLES[cap]]`).
 *  - Variables of the platform are not ours to document: NODE_* (NODE_ENV…) and NEXT_* (NEXT_PHASE, NEXT_RUNTIME,
 *    NEXT_TELEMETRY_DISABLED, NEXT_MANUAL_SIG_HANDLE…), except NEXT_PUBLIC_*, which are the application's, and the
 *    operating system's own (PATH, HOME, XDG_* directories).
 *  - A variable is listed when .env.example has a line `NAME=…` or `# NAME=…`.
 *  - The other way round, a listed variable must still be read somewhere in the repository: by the product (or a
 *    library on its behalf: OTEL_EXPORTER_OTLP_HEADERS, read by the OpenTelemetry exporter), or by
 *    the test tooling (tests/, scripts/, playwright.config.ts; shell `$NAME` in scripts/*.sh), since .env.example
 *    also documents the few test settings an operator may meet (CAPTCHA_DISABLED, MONGODB_URL…).
 */

const root = path.resolve(__dirname, '../..')

const SKIPPED_FOLDERS = new Set(['node_modules', '.next', '.git', 'tmp', 'data', 'media', 'coverage', 'test-results', 'playwright-report'])
const TOOL_PATHS = ['tests/', 'bench/', 'scripts/jest/', 'scripts/test.sh', 'playwright.config.ts', 'jest.config.mjs']
const CODE = /\.(ts|tsx|js|mjs|cjs|mts|cts)$/
const PLATFORM = (name: string) =>
  /^NODE_/.test(name) || (/^NEXT_/.test(name) && !/^NEXT_PUBLIC_/.test(name)) || /^(PATH|HOME|XDG_[A-Z_]+)$/.test(name)

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !(dir === root && entry.name === 'public')) walk(path.join(dir, entry.name), out)
    } else if (entry.isFile()) {
      out.push(path.relative(root, path.join(dir, entry.name)).split(path.sep).join('/'))
    }
  }
  return out
}

const isTool = (file: string) => TOOL_PATHS.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p))

/** The variables one source file reads (see the rule above). */
export function variablesReadBy(source: string): Set<string> {
  const names = new Set<string>()
  const NAME = '([A-Z][A-Z0-9_]*)'
  const patterns = [
    // An assignment (`env.PGHOST = …`, a child's environment being built) is no read; `||=` and `??=` are.
    new RegExp(`\\b(?:process\\.env|env)\\s*\\??\\.\\s*${NAME}\\b(?!\\s*=[^=])`, 'g'),
    new RegExp(`\\b(?:process\\.env|env)\\s*(?:\\?\\.)?\\[\\s*['"\`]${NAME}['"\`]\\s*\\]`, 'g'),
  ]
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) names.add(match[1])
  for (const match of source.matchAll(/\{([^{}]*)\}\s*=\s*(?:process\.)?env\b/g)) {
    for (const part of match[1].split(',')) {
      const name = part.trim().split(/[\s:=]/)[0]
      if (/^[A-Z][A-Z0-9_]*$/.test(name)) names.add(name)
    }
  }
  for (const match of source.matchAll(/\b[A-Z][A-Z0-9_]*_VARIABLES\b[^=\n]*=\s*[{[]([\s\S]*?)[}\]]/g)) {
    for (const quoted of match[1].matchAll(/['"`]([A-Z][A-Z0-9_]*)['"`]/g)) names.add(quoted[1])
  }
  return names
}

/** What docker compose interpolates from .env: `${NAME}`, `${NAME:-default}`, `${NAME:?message}`. */
const composeVariables = (text: string) => new Set([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)(?::?[-?][^}]*)?\}/g)].map((m) => m[1]))
/** Caddy's environment placeholders: `{$NAME}` and `{$NAME:default}`. */
const caddyVariables = (text: string) => new Set([...text.matchAll(/\{\$([A-Z][A-Z0-9_]*)(?::[^}]*)?\}/g)].map((m) => m[1]))
/** Shell reads: `$NAME` and `${NAME…}`. */
const shellVariables = (text: string) => new Set([...text.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]))

const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** Every variable the product reads, with the first file that reads it. */
function productVariables(files: string[]): Map<string, string> {
  const found = new Map<string, string>()
  const add = (names: Iterable<string>, file: string) => {
    for (const name of names) if (!PLATFORM(name) && !found.has(name)) found.set(name, file)
  }
  for (const file of files) {
    if (CODE.test(file) && !isTool(file)) add(variablesReadBy(read(file)), file)
  }
  add(composeVariables(read('docker-compose.yml')), 'docker-compose.yml')
  add(caddyVariables(read('deploy/Caddyfile')), 'deploy/Caddyfile')
  return found
}

/** Every variable anything in the repository reads, the test tooling included. */
function anyVariables(files: string[]): Set<string> {
  const names = new Set(productVariables(files).keys())
  for (const file of files) {
    if (CODE.test(file) && isTool(file)) for (const name of variablesReadBy(read(file))) names.add(name)
    if (/^(scripts|\.ci)\/.*\.sh$|^\.ci\/run$/.test(file)) for (const name of shellVariables(read(file))) names.add(name)
  }
  return names
}

/** The variables .env.example lists: `NAME=…` or `# NAME=…`. */
function listedVariables(): Set<string> {
  return new Set([...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]))
}

describe('.env.example', () => {
  const files = walk(root)

  it('recognises the ways the code reads a variable', () => {
    const source = [
      'process.env.ALPHA',
      "process.env['BETA']",
      'env.GAMMA ?? 1',
      'env?.DELTA',
      'const { EPSILON, ZETA: z } = process.env',
      "export const X_VARIABLES = { a: 'ETA', b: 'THETA' }",
      'other.NOT_THIS',
      'env.NOT_WRITTEN = "x"',
      "process.env.KAPPA ||= '1'",
    ].join('\n')
    expect([...variablesReadBy(source)].sort()).toEqual(['ALPHA', 'BETA', 'DELTA', 'EPSILON', 'ETA', 'GAMMA', 'KAPPA', 'THETA', 'ZETA'])
  })

  it('finds the variables it must (the scan is not empty)', () => {
    const found = productVariables(files)
    for (const name of ['DATABASE_URL', 'PAYLOAD_SECRET', 'REDIS_URL', 'S3_BUCKET', 'MAIL_CAP_FRIEND_PER_MAILBOX', 'POSTGRES_PASSWORD']) {
      expect(found.has(name)).toBe(true)
    }
  })

  it('lists every variable the product reads', () => {
    const listed = listedVariables()
    const missing = [...productVariables(files)]
      .filter(([name]) => !listed.has(name))
      .map(([name, file]) => `${name} (read by ${file})`)
      .sort()
    expect(missing).toEqual([])
  })

  it('lists no variable that nothing reads any more', () => {
    const readAnywhere = anyVariables(files)
    // Read by docker compose itself, not by a file of ours: which services run (docker-compose.yml's profiles).
    for (const name of ['COMPOSE_PROFILES']) readAnywhere.add(name)
    // Read by the OpenTelemetry exporter itself when error reporting is on (src/ops/errorExport.ts): the collector's key.
    for (const name of ['OTEL_EXPORTER_OTLP_HEADERS']) readAnywhere.add(name)
    const unread = [...listedVariables()].filter((name) => !readAnywhere.has(name)).sort()
    expect(unread).toEqual([])
  })
})
