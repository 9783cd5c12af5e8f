import { startMailbox } from './mailbox'
import { E2E_CONTENT_PORT } from './server'
import { freePort, serverUp, startServerOnCopy } from './serverOnCopy'

/**
 * The run's servers beside Playwright's test server, each started once per run by global-setup.ts on a
 * copy of the seeded database (helpers/serverOnCopy.ts) and shared by the specs that need it:
 *  - `mail`: e-mail goes to the run's real SMTP receiver (helpers/mailbox.ts), and its leads, outbox
 *    and dashboard counts are apart from the test server's. Otherwise the test server's settings (one
 *    trusted proxy: each test writes an address of its own). leads.spec.ts, the listing alert specs.
 *  - `no-proxy`: the default settings, no trusted proxy and the spam check on, where the address is the
 *    connection's. formAbuse.spec.ts; it fills a rate-limit bucket of 127.0.0.1, which is why it does
 *    not share the mail server, whose specs count on addresses of their own.
 *  - `content`: the test server's settings, at a port fixed before the run (helpers/server.ts,
 *    E2E_CONTENT_BASE_URL), for the specs that change shared content (project `content-changes`,
 *    playwright.config.ts), which run beside the others from the start.
 */
const SERVERS = {
  mail: (smtpPort: number) => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), SMTP_SECURE: 'false' }),
  'no-proxy': () => ({ TRUST_PROXY_HOPS: undefined, CAPTCHA_DISABLED: undefined }),
  content: () => ({}),
}
/** Servers whose address the config knows before the run: a fixed port and database copy. */
const FIXED: Partial<Record<keyof typeof SERVERS, { port: number; copy: string }>> = {
  content: { port: E2E_CONTENT_PORT, copy: 'tmp/e2e-content.db' },
}

/**
 * Held by leads.spec.ts from the dashboard's first count to its last, and by every step that adds a lead
 * on the mail server (the leads spec's, the listing alert sign-up): the counts then see only their own.
 */
export const MAIL_SERVER_LEADS_LOCK = 'mail-server-leads'

export type SecondServer = keyof typeof SERVERS

const envName = (name: SecondServer) => `E2E_SERVER_${name.toUpperCase().replace(/-/g, '_')}`

/**
 * Starts the receiver and the servers; waits only for the content server, whose specs open it by its base URL
 * from their first step (a spec waits for the other one it uses, so the other tests start meanwhile). Workers
 * find them through environment variables. Returns the teardown: servers stopped, copies and the receiver's
 * file removed.
 */
export async function startSecondServers(): Promise<() => Promise<void>> {
  const smtpPort = await freePort()
  const mailbox = await startMailbox(smtpPort, `tmp/e2e-mailbox-${smtpPort}.jsonl`)
  const servers = await Promise.all(
    (Object.keys(SERVERS) as SecondServer[]).map(async (name) => {
      const server = await startServerOnCopy(name, SERVERS[name](smtpPort), FIXED[name])
      process.env[envName(name)] = server.base
      return server
    }),
  )
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await mailbox.stop()
  }
  await secondServer('content').catch(async (error) => {
    await stop()
    throw error
  })
  return stop
}

/** The base URL of a second server, once it answers (in a spec's beforeAll). */
export async function secondServer(name: SecondServer): Promise<string> {
  const base = process.env[envName(name)]
  if (!base) throw new Error(`no ${name} server: the specs run under playwright.config.ts (its globalSetup starts it)`)
  await serverUp(base).catch(() => {
    throw new Error(`the ${name} test server at ${base} did not start (its output: tmp/e2e-${name}.log)`)
  })
  return base
}
