// Setup of the int project (jest.config.mjs), run before each integration test file.
// A CommonJS file gets the `jest` object in both CommonJS and native-ESM (--experimental-vm-modules) runs.

// Integration tests boot Payload and migrate a fresh database inside beforeAll. Jest only honours a
// top-level `testTimeout`, not one per project, so the int project sets its 120 s here.
jest.setTimeout(120000)

// Tests write freely: never let them near the site's own database (data/site.db, the default).
const url = process.env.DATABASE_URL
if (!url || /(^|\/)data\/site\.db$/.test(url)) {
  throw new Error(
    'Integration tests need their own fresh database: set DATABASE_URL, e.g. DATABASE_URL=file:./tmp/int.db (npm test does this).',
  )
}
// Payload refuses to start without a secret; any value will do for tests.
process.env.PAYLOAD_SECRET ||= 'test-secret-int-not-for-production'

// Every test visitor's address is at example.be and a test database lives for many runs: the caps per
// recipient domain and on send-to-friend in total (src/forms/shared/mailCaps.ts) would soon skip the
// confirmations other tests read. The per-mailbox caps keep their defaults; tests/int/mailCaps.test.ts
// sets each cap it checks.
process.env.MAIL_CAP_FRIEND_PER_DOMAIN ||= '1000000'
process.env.MAIL_CAP_FRIEND_TOTAL ||= '1000000'
process.env.MAIL_CAP_CONFIRMATIONS_PER_DOMAIN ||= '1000000'

// Jest loads every test file's modules afresh but runs the files in one process (--runInBand), so a file's
// modules enable their own AsyncLocalStorage (one per file, counted), and Node 20 keeps every enabled one:
// each promise any later file creates walks the list of all of them. A CPU profile of the SQLite run spent
// about 37 s of 400 in that walk. The files run one after another, so when a file starts the stores of the
// earlier ones serve nothing: they are disabled here, and Node drops its promise hook while none is enabled.
// Measured 2026-11-27: one SQLite run alone 445 s before, 407 s after; peak memory 2.5 GB before, 2.0 after.
{
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file (see the top)
  const { AsyncLocalStorage } = require('node:async_hooks')
  const proto = AsyncLocalStorage.prototype
  const ENABLED = Symbol.for('kempen.int.enabledAsyncStorages')
  if (!proto[ENABLED]) {
    const enabled = new Set()
    const enable = proto._enable
    Object.defineProperty(proto, ENABLED, { value: enabled })
    proto._enable = function trackedEnable() {
      enabled.add(this)
      return enable.call(this)
    }
  }
  for (const storage of proto[ENABLED]) storage.disable()
  proto[ENABLED].clear()
}
