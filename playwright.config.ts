import { defineConfig, devices } from '@playwright/test'

import { E2E_BASE_URL as baseURL, E2E_CONTENT_BASE_URL, E2E_PORT as port, E2E_SERVER_ENV } from './tests/e2e/helpers/server'

/**
 * Browser tests against the production build (`next build` first; scripts/test.sh builds it on a
 * fresh seeded SQLite database, tmp/e2e.db). Chromium comes from Debian, its headless shell
 * (/usr/bin/chromium-headless-shell, package chromium-headless-shell: the same Chromium build without
 * the full browser's window machinery, what Playwright itself runs headless tests on); Playwright never
 * downloads a browser here (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1).
 */

/**
 * Debian's Chromium headless shell, never a downloaded browser (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1). The
 * suite is CPU-bound, and the full browser (/usr/bin/chromium) spends much more CPU per page than the
 * shell for the same tests.
 */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      // One renderer process per browser context (a context never shares one with another). Without it Chromium
      // keeps a spare renderer ready for the next navigation, started anew for every new context and thrown away
      // with it: measured on one server, six page kinds each in a fresh context took about 8 % less CPU.
      '--renderer-process-limit=1',
    ],
  },
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tmp/test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // CI retries a failed test once and the list reporter names it "flaky": a flake must not hide a whole
  // submission, and is still visible in the log. Locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  // Two for the test server's specs and one for the content changes on their own server: those wait much of their
  // time (a scheduled publish, an import's job, the admin's saves).
  workers: 3,
  reporter: 'list',
  // The servers some specs need beside the test server (other settings, a real SMTP receiver), started
  // once per run and stopped at its end (tests/e2e/helpers/secondServers.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'off',
    video: 'off',
  },
  projects: [
    {
      // Tests that change shared content (titles, translations, menus, hidden pages, languages, imports) run on a
      // server of their own (the content server, helpers/secondServers.ts, started by the global setup on its own
      // copy of the database), so no other test sees their changes; from the start of the run, beside the others.
      // Listed first, so its files are among the first a worker takes; no project depends on it or it on another
      // (a dependency runs after the whole project it depends on).
      name: 'content-changes',
      testMatch: /\.mutations\.spec\.ts$/,
      // One at a time: they edit the same records (the newest article, the most recent listing, the Home menu).
      workers: 1,
      use: { ...chromium, baseURL: E2E_CONTENT_BASE_URL },
    },
    {
      name: 'chromium',
      testIgnore: [/\.mutations\.spec\.ts$/, /\.phone\.spec\.ts$/],
      use: chromium,
    },
    {
      // A phone (issue 12): every page kind at 390 x 844 with touch. Only the phone layout specs run here.
      name: 'phone',
      testMatch: /\.phone\.spec\.ts$/,
      use: {
        ...chromium,
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      },
    },
  ],
  // Started from node_modules/.bin/next (not npx) so Playwright stops the server itself, not a wrapper.
  // E2E_BASE_URL pointing elsewhere means "test that running site": no server is started then.
  webServer:
    process.env.E2E_BASE_URL && !process.env.E2E_PORT
      ? undefined
      : {
          // Idle connections stay open longer than a client keeps them (Node's default is 5 s): a request sent on a
          // connection the server is closing at that instant fails with ECONNRESET (seen once in CI).
          command: `node_modules/.bin/next start -p ${port} --keepAliveTimeout 65000`,
          // Ready when Payload answers (the home page redirects by language, so it is not a good probe).
          url: `${baseURL}/api/users/me`,
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
          stdout: 'pipe',
          stderr: 'pipe',
          gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
          env: E2E_SERVER_ENV,
        },
})
