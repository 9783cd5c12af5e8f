import { BAR_TEXTS, listingPages } from './helpers/contactBar'
import { expectScriptsAfterPaint, holdChunks, holdChunksUntilReleased, islandWaiting, showVisitor } from './helpers/islands'
import { expectEarlyGoalAndPressKept, expectGoalSwitchKeepsOfferedTypes } from './helpers/searchBox'
import { DAMAGED_PDF, fillJobApplicant, VACANCY_PATH } from './helpers/jobApplication'
import { expect, test } from './helpers/visitorTest'

/**
 * Issue 16.3 on a phone: a form's code (react-hook-form, zod, the spam check) loads when the form comes
 * near, not with the page (src/site/deferredIsland.tsx); until then the server's HTML is the form, and
 * nothing the visitor does meanwhile is lost.
 */

test("the home page's contact form comes alive when the visitor scrolls to it, not before", async ({ page }) => {
  await page.goto('/nl/')
  await page.waitForLoadState('networkidle')
  const island = page.locator('[data-island="contact-form"]')
  const form = page.locator('form#contact-small')
  // Server-rendered and visible to whoever scrolls, but its code has not loaded.
  await expect(form.getByLabel('E-mailadres')).toBeAttached()
  await expect(island).not.toHaveAttribute('data-live')
  await expect(form).not.toHaveAttribute('data-ready')
  await form.scrollIntoViewIfNeeded()
  await expect(island).toHaveAttribute('data-live', '')
  await expect(form).toHaveAttribute('data-ready', 'true')
})

for (const { path, name } of [
  { path: '/nl/contact/', name: 'contact-form' },
  { path: '/nl/te-koop/', name: 'list-client' },
]) {
  test(`${path}: ${name} in view runs no code until a person shows up, then comes alive (issue 38)`, async ({ page }) => {
    await page.goto(path)
    const island = page.locator(`[data-island="${name}"]`)
    // Hydrated and waiting, in view, on a page nobody acts on (a crawler, a background tab, a speed audit).
    await islandWaiting(page, name)
    await page.waitForLoadState('networkidle')
    // The island's wrapper has no box of its own (display: contents): its content is what is in view.
    await expect(island.locator('> *').first()).toBeInViewport()
    await expect(island).not.toHaveAttribute('data-live')
    // The first sign of a person (the pointer moves, a key) brings what is in view to life.
    await showVisitor(page)
    await expect(island).toHaveAttribute('data-live', '')
  })
}

test("a sign of a person made while the page's code was still arriving wakes the island in view", async ({ page }) => {
  const release = await holdChunksUntilReleased(page)
  await page.goto('/nl/contact/', { waitUntil: 'domcontentloaded' })
  // The visitor moves and presses a key while only the server HTML is there; then the code arrives.
  await showVisitor(page)
  release()
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-live', '', { timeout: 20_000 })
})

test('text typed and a send pressed before the form came alive are kept and sent on', async ({ page }) => {
  // A slow connection: the form's code arrives well after the visitor started.
  await holdChunks(page)
  await page.goto('/nl/contact/', { waitUntil: 'commit' })
  const form = page.locator('form#contact')
  await form.getByLabel('Voornaam').fill('Jan')
  await islandWaiting(page, 'contact-form')
  await form.getByRole('button', { name: 'Verzenden' }).click()
  // The press waits for the live form, then sends: the other required fields say what they lack.
  await expect(form).toHaveAttribute('data-ready', 'true', { timeout: 30_000 })
  await expect(form.getByText('Achternaam is verplicht')).toBeVisible()
  await expect(form.getByLabel('Voornaam')).toHaveValue('Jan')
  // Nothing was sent by the browser itself: the page is still the contact page, with no query.
  expect(new URL(page.url()).search).toBe('')
})

test('a send pressed before the page had hydrated is held by the inline script and carried out on the live form', async ({ page }) => {
  // Nothing of the page's code runs until released: the island's wrapper is not even hydrated.
  const release = await holdChunksUntilReleased(page)
  await page.goto('/nl/contact/', { waitUntil: 'domcontentloaded' })
  const form = page.locator('form#contact')
  await form.getByLabel('Voornaam').fill('Jan')
  await form.getByRole('button', { name: 'Verzenden' }).click()
  // The browser did not send the bare form: still the contact page, with no query and nothing posted.
  await expect(page.locator('[data-island="contact-form"]')).not.toHaveAttribute('data-waiting', '')
  expect(new URL(page.url()).pathname).toBe('/nl/contact/')
  release()
  // The press loads the form's code at once and sends on the live form: the other required fields say what they lack.
  await expect(form).toHaveAttribute('data-ready', 'true', { timeout: 30_000 })
  await expect(form.getByText('Achternaam is verplicht')).toBeVisible()
  await expect(form.getByLabel('Voornaam')).toHaveValue('Jan')
  expect(new URL(page.url()).search).toBe('')
})

test('a button of a listing tapped before the page had hydrated opens its form once the code arrives', async ({ page, request }) => {
  const [sale] = await listingPages(request)
  const release = await holdChunksUntilReleased(page)
  await page.goto(sale.paths.nl, { waitUntil: 'domcontentloaded' })
  // The listing's own button (the contact bar's sheet is another way in, tested in contactBar.phone.spec.ts).
  await page.locator('.property-actions').getByRole('button', { name: BAR_TEXTS.nl.visitHeading }).tap()
  release()
  await expect(page.locator('#property-form-panel form')).toBeVisible({ timeout: 30_000 })
})

test("a page's framework scripts are fetched only after its first paint, and it hydrates with nobody acting (issue 38)", async ({
  page,
}) => {
  await expectScriptsAfterPaint(page, '/nl/te-koop/')
})

test("a language page's HTML holds its framework chunks back; the admin's keeps them as Next wrote them", async ({ request }) => {
  const html = await (await request.get('/nl/te-koop/')).text()
  const chunks = [...html.matchAll(/<script src="\/_next\/static\/chunks\/[^"]+\.js"[^>]*>/g)].map((match) => match[0])
  expect(chunks.length).toBeGreaterThan(3)
  for (const tag of chunks.filter((tag) => !tag.includes('noModule'))) expect(tag).toMatch(/ type="x"/)
  expect(html).not.toContain('async=""')
  expect(html).not.toMatch(/<link rel="preload" as="script"/)
  expect(html).toContain('id="scripts-after-paint"')
  const admin = await (await request.get('/admin/login')).text()
  expect(admin).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async=""/)
  expect(admin).not.toContain('type="x"')
})

test("the menu, tapped before the page had hydrated, opens once the page's code arrives", async ({ page }) => {
  const release = await holdChunksUntilReleased(page)
  await page.goto('/nl/', { waitUntil: 'domcontentloaded' })
  const toggle = page.locator('.nav-toggle')
  await toggle.tap()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  release()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 })
  await expect(page.locator('.main-nav .nav-list')).toBeVisible()
})

test('a CV chosen before the job form came alive is kept and sent with it', async ({ page }) => {
  // A slow connection: the visitor fills the job application and picks a file before the form's code
  // arrives. The live form replaces the server's fields; the file must not stay behind in the old one.
  await holdChunks(page)
  await page.goto(VACANCY_PATH, { waitUntil: 'commit' })
  const form = page.locator('form#job-application')
  await fillJobApplicant(form, `cv-early-${Date.now()}@example.be`)
  // A damaged PDF: the server's answer names this very file's damage, so it was sent.
  await form.getByLabel('Uw cv (PDF)').setInputFiles(DAMAGED_PDF)
  await expect(form).not.toHaveAttribute('data-ready')
  await islandWaiting(page, 'job-application-form')
  await form.getByRole('button', { name: 'Sollicitatie versturen' }).tap()
  await expect(form).toHaveAttribute('data-ready', 'true', { timeout: 30_000 })
  await expect(form.getByText('Dit PDF-bestand is onvolledig of beschadigd')).toBeVisible({ timeout: 15_000 })
  await expect(form.getByText('Kies een bestand')).toHaveCount(0)
})

test('a CV picked in the file chooser opened before the job form came alive is given to the live form', async ({ page }) => {
  // The tap on "choose a file" wakes the form; its code arrives while the phone's file chooser is open, and
  // the live form replaces the field the chooser belongs to. The choice lands on that old field.
  await holdChunks(page)
  await page.goto(VACANCY_PATH, { waitUntil: 'commit' })
  const form = page.locator('form#job-application')
  await islandWaiting(page, 'job-application-form')
  const serverField = await form.getByLabel('Uw cv (PDF)').elementHandle()
  await fillJobApplicant(form, `cv-late-${Date.now()}@example.be`)
  await expect(form).toHaveAttribute('data-ready', 'true', { timeout: 30_000 })
  expect(await serverField!.evaluate((field) => field.isConnected)).toBe(false)
  // What the chooser does when the visitor picks the file: the old field gets it and says so.
  await serverField!.evaluate(
    (field, file) => {
      const picked = new DataTransfer()
      picked.items.add(new File([Uint8Array.from(file.bytes)], file.name, { type: file.mimeType }))
      ;(field as HTMLInputElement).files = picked.files
      field.dispatchEvent(new Event('input', { bubbles: true }))
      field.dispatchEvent(new Event('change', { bubbles: true }))
    },
    { name: DAMAGED_PDF.name, mimeType: DAMAGED_PDF.mimeType, bytes: [...DAMAGED_PDF.buffer] },
  )
  await form.getByRole('button', { name: 'Sollicitatie versturen' }).tap()
  await expect(form.getByText('Dit PDF-bestand is onvolledig of beschadigd')).toBeVisible({ timeout: 15_000 })
  await expect(form.getByText('Kies een bestand')).toHaveCount(0)
})

test('boxes ticked before the demand form came alive are kept, and the step pressed meanwhile goes on with them', async ({ page }) => {
  // A slow connection: the visitor chooses "Kopen" and "Huis" in the server's form and presses "Volgende"
  // before its code arrives. The live form replaces those fields; the choices must not stay behind in them
  // (step 1 refuses to go on without a type).
  await holdChunks(page)
  await page.goto('/nl/ik-zoek/', { waitUntil: 'commit' })
  const form = page.locator('form#demand')
  await form.getByRole('radio', { name: 'Kopen' }).tap()
  await form.getByRole('checkbox', { name: 'Huis' }).tap()
  await expect(form).not.toHaveAttribute('data-ready')
  await islandWaiting(page, 'demand-form')
  await form.getByRole('button', { name: 'Volgende' }).tap()
  await expect(form).toHaveAttribute('data-ready', 'true', { timeout: 30_000 })
  await expect(form.getByPlaceholder('Zoek een gemeente')).toBeVisible({ timeout: 15_000 })
  await form.getByRole('button', { name: 'Vorige' }).tap()
  await expect(form.getByRole('radio', { name: 'Kopen' })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: 'Huis' })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: 'Appartement' })).not.toBeChecked()
})

test("'Huren' and the type list, tapped in the home search box before its code arrived, open the rent types", async ({ page }) => {
  await expectEarlyGoalAndPressKept(page, 'tap')
})

test("the home search box's town select, tapped before its code arrived, opens with its towns and searches", async ({ page }) => {
  // A slow connection: the search box's code arrives well after the tap. Its closed select has no towns
  // in the server's HTML; the tap waits for the live component, which opens the select with them.
  await holdChunks(page)
  await page.goto('/nl/', { waitUntil: 'commit' })
  const search = page.getByRole('search', { name: 'Zoek een pand' })
  await expect(search.getByRole('checkbox', { name: /^Lommel \[3920\]/ })).toHaveCount(0)
  await islandWaiting(page, 'search-box')
  await search.getByRole('button', { name: /^Gemeente/ }).tap()
  const lommel = search.getByRole('checkbox', { name: /^Lommel \[3920\]/ })
  await expect(lommel).toBeVisible({ timeout: 30_000 })
  // The search box is live: the slow connection has made its point. Held on, every chunk of the list
  // page's code came 1.5 s late after "Zoeken", and the router had not changed the URL 10 s later (CI).
  await page.unroute('**/_next/static/chunks/**')
  await lommel.tap()
  await search.getByRole('button', { name: 'Klaar' }).first().tap()
  await search.getByRole('button', { name: 'Zoeken' }).tap()
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=3920$/)
  await expect(page.locator('.paging-text')).toContainText('Pagina 1 van')
})

test('the search box offers each goal its own types and keeps only the chosen ones the other goal offers', async ({ page }) => {
  await expectGoalSwitchKeepsOfferedTypes(page, 'tap')
})

test("the home page's HTML names each town of the search box once, not once per goal", async ({ request }) => {
  // Issue 16.4: the closed selects render no options; their towns travel in the page's payload for the
  // live search box, one entry per town with both goals' counts (src/listings/searchChoices.ts).
  const html = await (await request.get('/nl/')).text()
  expect(html.split('Lommel [3920]').length - 1).toBe(1)
  expect(html.split('Arendonk [2370]').length - 1).toBe(1)
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the forms are in the HTML, with their labels and send button', async ({ page }) => {
    await page.goto('/nl/contact/')
    const form = page.locator('form#contact')
    await expect(form.getByLabel('Voornaam')).toBeVisible()
    await expect(form.getByRole('button', { name: 'Verzenden' })).toBeVisible()
    // Never a GET with the visitor's data in the URL.
    await expect(form).toHaveAttribute('method', 'post')
  })
})
