/**
 * The environment of the site under test (`next start`, see playwright.config.ts). Scripts a test runs
 * beside the server (the CRM import) get the same database and secret.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100)
export const E2E_BASE_URL = process.env.E2E_BASE_URL || `http://127.0.0.1:${E2E_PORT}`

/**
 * Every test address is at example.be and the e2e database lives for the whole run: the caps per
 * recipient domain and on send-to-friend in total (src/forms/shared/mailCaps.ts) would skip the
 * confirmations later tests open. The per-mailbox caps keep their defaults.
 */
export const TEST_MAIL_CAPS = {
  MAIL_CAP_FRIEND_PER_DOMAIN: '1000000',
  MAIL_CAP_FRIEND_TOTAL: '1000000',
  MAIL_CAP_CONFIRMATIONS_PER_DOMAIN: '1000000',
}

export const E2E_SERVER_ENV = {
  DATABASE_URL: process.env.DATABASE_URL || 'file:./tmp/e2e.db',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'test-secret-e2e-not-for-production',
  // Payload's serverURL must be the origin the browser uses (cookies, CSRF check).
  SERVER_URL: E2E_BASE_URL,
  PORT: String(E2E_PORT),
  // The tests act as the one proxy the server trusts: each writes a random address as the last
  // X-Forwarded-For entry, so form rate limits of one test never touch another. formAbuse.spec.ts
  // checks the default (no trusted proxy) on a second server.
  TRUST_PROXY_HOPS: '1',
  ...TEST_MAIL_CAPS,
}

/**
 * The content server: the same build and settings on a copy of the seeded database of its own, for the specs that
 * change shared content (titles, translations, menus, languages, imports: `*.mutations.spec.ts`, project
 * `content-changes`). They run beside the other specs from the start of the run, so no other spec may see their
 * changes. Its port is fixed before the run (npm test passes a free one), since the project's base URL is.
 */
export const E2E_CONTENT_PORT = Number(process.env.E2E_CONTENT_PORT || E2E_PORT + 1)
export const E2E_CONTENT_BASE_URL = `http://127.0.0.1:${E2E_CONTENT_PORT}`
export const E2E_CONTENT_SERVER_ENV = {
  ...E2E_SERVER_ENV,
  DATABASE_URL: 'file:./tmp/e2e-content.db',
  SERVER_URL: E2E_CONTENT_BASE_URL,
  PORT: String(E2E_CONTENT_PORT),
}

/**
 * A client address of a test's own, sent as the last X-Forwarded-For entry (the server trusts one
 * proxy hop here): limits counted per address (forms, page views) then never meet another test's.
 */
export const ownAddress = (): string =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
