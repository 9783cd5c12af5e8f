import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'

import {
  errors,
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test'
import { generate } from 'otplib'

import { runFile, withRunLock } from './runLock'
import { E2E_BASE_URL } from './server'

/** The seeded staff admin (seed/site/people.ts). */
export const ADMIN_EMAIL = 'admin@kempenvastgoed.be'
export const ADMIN_PASSWORD = process.env.SEED_ADMIN_PASSWORD || 'Admin-Kempen-2026!'

/** The seeded editor (seed/site/people.ts): staff without a second factor (Site settings does not require one). */
export const EDITOR_EMAIL = 'redactie@kempenvastgoed.be'

/**
 * The seeded admin's TOTP secret: the e2e database is seeded with SEED_ADMIN_TOTP_SECRET set
 * (scripts/test.sh), since admins must have a second factor (src/auth/twoFactor.ts).
 */
export const ADMIN_TOTP_SECRET = process.env.SEED_ADMIN_TOTP_SECRET || 'AKZRRUIP4BT7K5ZU6Z6BP3JBOJCUGQXW'

const STEP_MS = 30_000

/** The code of `secret` for the 30-s step of `at`. */
export const totpCode = (secret: string, at = Date.now()): Promise<string> => generate({ secret, epoch: Math.floor(at / 1000) })

/** Waits for the next 30-s step: a code is accepted once, so a second login in the same step needs the next one. */
export const nextTotpStep = () => new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 200))

const retryAfterMs = (response: APIResponse) => Number(response.headers()['retry-after'] ?? 1) * 1000

/**
 * A REST login of the seeded admin with its code: waits out a throttled address (429, the login guard
 * takes one attempt at a time per address) and a code already used (another worker logged in during
 * this 30-s step).
 */
export async function adminRestLogin(context: APIRequestContext): Promise<string> {
  for (let tries = 0; tries < 8; tries++) {
    const response = await context.post('/api/users/login', {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, totp: await totpCode(ADMIN_TOTP_SECRET) },
    })
    if (response.ok()) return ((await response.json()) as { token: string }).token
    if (response.status() === 429) await new Promise((resolve) => setTimeout(resolve, retryAfterMs(response)))
    else if (response.status() === 401) await nextTotpStep()
    else break
  }
  throw new Error('The seeded admin could not log in: seed the e2e database with SEED_ADMIN_TOTP_SECRET set (scripts/test.sh).')
}

const adminTokens = new Map<string, Promise<string>>()

/** The server the running test's project opens (its base URL: the content server for content changes), else the test server. */
function projectBase(): string {
  try {
    return test.info().project.use.baseURL ?? E2E_BASE_URL
  } catch {
    return E2E_BASE_URL // outside a test
  }
}

/**
 * One session of the seeded admin per server (`base`: a server on a copy of the database) for the whole
 * run, shared by every worker and test (browser and API): each login spends a 30-s step of the admin's
 * codes (a code is accepted once), so a second worker's own login waited up to 30 s for the next one.
 * The first worker to need it logs in under a run lock and leaves the token beside the lock
 * (helpers/runLock.ts clears both at the start and end of a run). Default: the running test's server.
 */
export function adminSessionToken(base = projectBase()): Promise<string> {
  let token = adminTokens.get(base)
  if (!token) {
    token = sharedAdminToken(base)
    adminTokens.set(base, token)
  }
  return token
}

async function sharedAdminToken(base: string): Promise<string> {
  const name = `admin-session-${new URL(base).port}`
  const file = runFile(`${name}.token`)
  const stored = () => (existsSync(file) ? readFileSync(file, 'utf8') : '')
  return (
    stored() ||
    withRunLock(name, async () => {
      if (stored()) return stored()
      const context = await playwrightRequest.newContext({ baseURL: base })
      try {
        const token = await adminRestLogin(context)
        // Whole or not at all: other workers read the file without the lock.
        writeFileSync(`${file}.part`, token)
        renameSync(`${file}.part`, file)
        return token
      } finally {
        await context.dispose()
      }
    })
  )
}

/**
 * Logs `page` in. The seeded admin gets the run's admin session of that server (`base`, default the project's
 * server) as its cookie, checked by `/api/users/me`, and the page stays where it is: the test opens the admin
 * page it is about (a test about the dashboard opens `/admin` itself). Anyone else (`email`) logs in through
 * the admin's login form and lands on the dashboard.
 */
export async function loginAsAdmin(page: Page, { base = '', email = ADMIN_EMAIL }: { base?: string; email?: string } = {}): Promise<void> {
  if (email === ADMIN_EMAIL) {
    // The session's cookie belongs to the host name the test opens the admin under (a spec may use the server's
    // other name, as `base` or as its baseURL): a plain text file of that host tells it. Not the login page and
    // not the dashboard: the admin's pages are the heaviest the browser loads, nearly every test goes on to
    // another admin page or only to the API, and the cookie is all a login leaves.
    await page.goto(`${base}/robots.txt`)
    const origin = new URL(page.url()).origin
    const token = await adminSessionToken(origin)
    await page.context().addCookies([{ name: 'payload-token', value: token, url: origin }])
    const me = await page.request.get(`${origin}/api/users/me`, { headers: { Origin: origin } })
    expect(me.ok(), `the admin session at ${origin}: ${me.status()}`).toBe(true)
    expect(((await me.json()) as { user?: { email?: string } | null }).user?.email, `the admin session at ${origin}`).toBe(ADMIN_EMAIL)
    return
  }
  await page.goto(`${base}/admin/login`)
  await page.getByRole('textbox', { name: /^Email\b/ }).fill(email)
  await page.getByLabel(/^Password\b/).fill(ADMIN_PASSWORD)
  // All specs log in from this machine's one address, and the server runs one login per address at a
  // time (src/auth/loginGuard.ts): a login of the other worker at the same moment is answered 429 with
  // Retry-After. Click again after it, as a person would.
  for (let attempt = 1; ; attempt++) {
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/login')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    const response = await answer
    if (response.ok() || attempt === 5) break
    if (response.status() === 429) await page.waitForTimeout(Number(response.headers()['retry-after'] ?? 1) * 1000)
    else break
  }
  // The dashboard of a server that has not rendered it yet takes a while on a busy machine.
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 30_000 })
}

/**
 * Fills a text input of a Payload edit view once the form is live. A fill before hydration is
 * reset by React and never marks the form modified, so retry until Save (or Publish changes) becomes
 * enabled (Payload disables it on an unmodified document).
 */
export async function fillDocumentField(page: Page, fieldId: string, value: string): Promise<void> {
  const input = page.locator(`#${fieldId}`)
  // "Save", or "Publish changes" on a collection with drafts (collections/versions.ts).
  const save = page.getByRole('button', { name: /^(Save|Publish changes)$/ })
  await expect(input).toBeEditable()
  await expect(async () => {
    await input.fill(value)
    await expect(input).toHaveValue(value, { timeout: 1_000 })
    await expect(save).toBeEnabled({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

/**
 * Adds the first row of an array field ("Add Note") and waits for its field `firstFieldId`. A click that
 * lands before the admin's array field is live adds no row (seen in CI: the row never came): click again
 * only while the row is missing, after giving a click that did land time to render its row. Add rows
 * before changing other fields: a row added while the form-state request of another change is pending
 * can come back twice when Payload merges the server's answer (seen in CI: a second, empty note, and the
 * save refused with a 400 on its required text), which the last line here reports where it happens.
 */
export async function addFirstArrayRow(page: Page, buttonName: string, firstFieldId: string): Promise<void> {
  const field = page.locator(`#${firstFieldId}`)
  await expect(async () => {
    if ((await field.count()) === 0) await page.getByRole('button', { name: buttonName, exact: true }).click()
    await expect(field).toBeEditable({ timeout: 10_000 })
  }).toPass({ timeout: 40_000 })
  await expect(page.locator(`#${firstFieldId.replace('__0__', '__1__')}`)).toHaveCount(0)
}

/**
 * Opens a version of the admin's version list at its link's address. A click on the row's link that lands
 * while React takes over the server's list replaces the link under the click, and nothing opens (seen on
 * the content server: the URL stayed on the list).
 */
export async function openVersion(link: Locator): Promise<void> {
  await expect(link).toBeVisible()
  const href = await link.getAttribute('href')
  expect(href, 'the version link has an address').toBeTruthy()
  await link.page().goto(href!)
}

/**
 * Clicks `target` once React has hydrated it. Payload's admin is server-rendered, and a click on a button whose
 * handler React has not attached yet does nothing (seen on a busy run: the live preview toggler and the schedule
 * button clicked right after the page's load event, and nothing opened). React puts the element's props on it
 * when it hydrates the element, which is the moment its handlers count.
 */
export async function clickWhenHydrated(target: Locator): Promise<void> {
  await hydrated(target)
  await target.click()
}

/**
 * Waits until React has hydrated `target` (see clickWhenHydrated). A look that cannot run within its 5 s
 * reads as "not yet": the page's main thread is busy then, most often hydrating the admin on a slow machine
 * (seen in two clean runs of this machine: the live preview toggler found, its look timed out, and the poll
 * failed at once instead of looking again).
 */
export async function hydrated(target: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        target
          .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')), undefined, { timeout: 5_000 })
          .catch((error: unknown) => {
            if (error instanceof errors.TimeoutError) return false
            throw error
          }),
      {
        message: 'the element is hydrated',
        timeout: 30_000,
      },
    )
    .toBe(true)
}

/**
 * Sets the open document's live preview on or off, and waits until its window shows or hides. Payload keeps the
 * choice per user and document kind and reopens the page as it was left. Every test shares the run's admin session,
 * so a page may open with the preview already on: a retried test found it as its first try had left it, and its
 * click on the toggler turned the preview off. The toggler is clicked only when it is not already in the state asked for.
 */
export async function setLivePreview(page: Page, on: boolean): Promise<void> {
  const toggler = page.locator('#live-preview-toggler')
  await hydrated(toggler)
  const isOn = async () => ((await toggler.getAttribute('class')) ?? '').includes('live-preview-toggler--active')
  if ((await isOn()) !== on) await toggler.click()
  const previewWindow = page.locator('.live-preview-window')
  if (on) await expect(previewWindow).toHaveClass(/live-preview-window--is-live-previewing/)
  else await expect(previewWindow).not.toHaveClass(/live-preview-window--is-live-previewing/)
}

/**
 * Opens a document drawer (`open` clicks what opens it) and waits for what fills it. Payload renders the drawer's form
 * on the server (its render-document server function: a POST with the Next-Action header) and shows "Laden" until that
 * answer is in; on a busy server that render alone took over 10 s in one clean run. The answer is the event to wait
 * for, bounded by the test's own time.
 */
export async function openDocumentDrawer(page: Page, open: () => Promise<void>): Promise<void> {
  const rendered = page.waitForResponse(
    (response) => {
      const request = response.request()
      return request.method() === 'POST' && !!request.headers()['next-action'] && (request.postData() ?? '').includes('render-document')
    },
    { timeout: 0 },
  )
  await open()
  expect((await rendered).ok(), 'the drawer was rendered').toBe(true)
}

/**
 * Picks `option` in the admin's select `#fieldId`. A click that lands before the select is live opens
 * nothing (seen in CI: the option never came), so it opens the select again until the option is there.
 */
export async function chooseOption(page: Page, fieldId: string, option: string): Promise<void> {
  const exactly = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
  await expect(async () => {
    await page.locator(`#${fieldId}`).click()
    await page.locator('.rs__option', { hasText: exactly }).click({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

/** Clicks Save and waits for Payload's API to accept the update of document `id`. */
export async function saveDocument(page: Page, collection: string, id: string): Promise<void> {
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/${collection}/${id}` && response.request().method() === 'PATCH',
  )
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const response = await saved
  expect(response.status(), `saving ${collection}/${id}`).toBe(200)
  await expect(page.getByText('Updated successfully.')).toBeVisible()
}

/**
 * The admin's publish request to `path` (a document or a global): with drafts and autosave on, the
 * same path also receives draft saves while staff type, so only a request that publishes counts.
 */
export function publishRequest(page: Page, path: string) {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === path &&
      ['PATCH', 'POST'].includes(response.request().method()) &&
      /"_status":"published"/.test(response.request().postData() ?? ''),
  )
}

/**
 * Clicks "Publish changes" (collections with drafts, collections/versions.ts) and waits for Payload's
 * API to accept the publication of document `id`. A click can send nothing: with autosave on, a draft
 * save under way when it lands keeps the form from submitting (seen in a run on a slow machine: the name
 * autosaved as a draft, "Changed", and no publish request ever went). So it clicks again, only while no
 * publish request has gone out; one that has gone out is waited for, never sent twice.
 */
export async function publishDocument(page: Page, collection: string, id: string): Promise<void> {
  const path = `/api/${collection}/${id}`
  const isPublish = (request: Request) =>
    new URL(request.url()).pathname === path && request.method() === 'PATCH' && /"_status":"published"/.test(request.postData() ?? '')
  let sent = 0
  const count = (request: Request) => {
    if (isPublish(request)) sent++
  }
  const published = page.waitForResponse((response) => isPublish(response.request()))
  page.on('request', count)
  try {
    await expect(async () => {
      if (sent === 0) await page.getByRole('button', { name: 'Publish changes', exact: true }).click({ timeout: 5_000 })
      await expect.poll(() => sent, { message: 'the click sent a publish request', timeout: 10_000 }).toBeGreaterThan(0)
    }).toPass({ timeout: 40_000 })
  } finally {
    page.off('request', count)
  }
  const response = await published
  expect(response.status(), `publishing ${collection}/${id}`).toBe(200)
  await expect(page.locator('.doc-controls')).toContainText('Published')
}

/**
 * Headers for `page.request` calls that act as the logged-in user. Payload accepts its session
 * cookie only from an allowed Origin (its serverURL) or with Sec-Fetch-Site, which a browser sends
 * and Playwright's API client does not.
 */
export function sameOriginHeaders(page: Page): Record<string, string> {
  return { Origin: new URL(page.url()).origin }
}

/**
 * Headers of a logged-in staff member for API look-ups only staff may make (filters on addresses,
 * coordinates or owners, unbounded page sizes): the run's admin session of the test's server (adminSessionToken), sent
 * as a header, so the test's own (anonymous) request context gets no session cookie.
 */
export async function staffApiHeaders(): Promise<Record<string, string>> {
  return { Authorization: `JWT ${await adminSessionToken()}` }
}

/** 28-11-2026 14:05: a moment as the admin writes and reads it (admin.dateFormat), in Brussels time. */
export function belgianDateTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('nl-BE', {
      timeZone: 'Europe/Brussels',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`
}

/**
 * Opens the schedule dialog of the open document (its button beside Publish) and types `due` as staff
 * read a moment; checks the box shows it so (24-hour, day first, issue 36.3) and returns the dialog.
 */
export async function openScheduleAt(page: Page, { button, due }: { button: string; due: Date }) {
  await page.getByRole('button', { name: button, exact: true }).click()
  const drawer = page.locator('.schedule-publish__scheduler')
  await expect(drawer).toBeVisible()
  const time = drawer.locator('.react-datepicker__input-container input')
  await time.fill(belgianDateTime(due))
  await time.press('Enter')
  await expect(time).toHaveValue(belgianDateTime(due))
  return drawer
}
