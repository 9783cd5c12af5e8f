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
