// Setup of the int project (jest.config.mjs), run before each integration test file (tests/int/*.test.ts).
// A CommonJS file gets the `jest` object in both CommonJS and native-ESM (--experimental-vm-modules) runs.

// The first suite of a run boots Payload and migrates a fresh database inside its beforeAll, on a machine
// busy with the other database's run. Jest only honours a top-level `testTimeout`, not one per project,
// so the int project sets its 120 s here.
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
// confirmations other tests read. The per-mailbox caps keep their defaults; tests/int/mailCaps.int.ts
// sets each cap it checks.
process.env.MAIL_CAP_FRIEND_PER_DOMAIN ||= '1000000'
process.env.MAIL_CAP_FRIEND_TOTAL ||= '1000000'
process.env.MAIL_CAP_CONFIRMATIONS_PER_DOMAIN ||= '1000000'

// Next's request storage, as Next's own server provides it before any of its modules load: without it Next
// keeps a stand-in that throws on use, and `unstable_cache` (src/data) cannot run in a test that gives it a
// real cache (tests/int/helpers/nextCache.ts). Outside a request it still finds no store, as before.
globalThis.AsyncLocalStorage ??= process.getBuiltinModule('node:async_hooks').AsyncLocalStorage
