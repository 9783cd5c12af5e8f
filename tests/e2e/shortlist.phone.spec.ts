import { expect, test, type Page } from '@playwright/test'

import { expectUsableLayout } from './helpers/layout'
import { acceptCookies } from './helpers/site'

/**
 * The shortlist and compare pages (docs/public-site.md, "Shortlist and compare") on a phone (the phone project) and
 * on a desktop (the same tests at 1280 px): hearts on cards and the detail page, a note, the share link
 * opened in another browser, the comparison of the two listings, and pages that still read with
 * JavaScript off.
 */

const DESKTOP = { viewport: { width: 1280, height: 900 }, screen: { width: 1280, height: 900 }, isMobile: false, hasTouch: false }

/** The hearts' controller is live (src/shortlist/Hearts.tsx). */
const heartsLive = (page: Page) => expect(page.locator('html')).toHaveClass(/hearts-live/, { timeout: 20_000 })

for (const device of ['phone', 'desktop'] as const) {
  test.describe(`shortlist on a ${device}`, () => {
    if (device === 'desktop') test.use(DESKTOP)

    test.beforeEach(async ({ page }) => {
      await acceptCookies(page)
    })

    test('saves two listings, notes one, shares the list with another browser and compares them', async ({ page, browser }, testInfo) => {
      const width = page.viewportSize()!.width
      // 1. A heart on a card of the list.
      await page.goto('/nl/te-koop/')
      await heartsLive(page)
      const cards = page.locator('.property-card')
      const firstTitle = (await cards.nth(0).locator('h3 a').innerText()).trim()
      const secondLink = cards.nth(1).locator('h3 a')
      const secondTitle = (await secondLink.innerText()).trim()
      const firstHeart = page.getByRole('button', { name: `Bewaar ${firstTitle}`, exact: true }).first()
      await expect(firstHeart).toHaveAttribute('aria-pressed', 'false')
      await firstHeart.click()
      await expect(firstHeart).toHaveAttribute('aria-pressed', 'true')
      // The state holds after a reload.
      await page.reload()
      await heartsLive(page)
      await expect(page.getByRole('button', { name: `Bewaar ${firstTitle}`, exact: true }).first()).toHaveAttribute('aria-pressed', 'true')

      // 2. The heart of a detail page.
      await page.locator('.property-card h3 a', { hasText: secondTitle }).first().click()
      await expect(page.locator('h1')).toHaveText(secondTitle)
      await heartsLive(page)
      const detailPrice = (await page.locator('.property-header .price').innerText()).trim()
      // The cost calculator's first view (the buyer's only home, no loan): the compare page's estimate.
      const detailTotalCost = (await page.locator('section.purchase-costs [data-line="total"] dd').innerText()).trim()
      const detailHeart = page.locator('.property-header').getByRole('button', { name: `Bewaar ${secondTitle}`, exact: true })
      await detailHeart.click()
      await expect(detailHeart).toHaveAttribute('aria-pressed', 'true')

      // 3. The shortlist page: both, a note on one, kept after a reload.
      await page.goto('/nl/bewaard/')
      await expect(page.locator('h1')).toHaveText('Bewaarde panden')
      const items = page.locator('.shortlist-item')
      await expect(items).toHaveCount(2)
      await expect(items.nth(0).locator('h2')).toHaveText(secondTitle)
      await expect(items.nth(1).locator('h2')).toHaveText(firstTitle)
      const note = page.getByLabel(`Notitie bij ${secondTitle}`, { exact: true })
      await note.fill('Bezoek op zaterdag vragen')
      await page.reload()
      await expect(page.getByLabel(`Notitie bij ${secondTitle}`, { exact: true })).toHaveValue('Bezoek op zaterdag vragen')
      await expectUsableLayout(page, { width, label: `shortlist (${testInfo.project.name}, ${device})`, control: note })

      // 4. The share link, opened in another browser: the same listings, no note, and "save to my list".
      const shareUrl = await page.getByLabel('Link naar deze lijst').inputValue()
      expect(new URL(shareUrl).pathname).toBe('/nl/bewaard/')
      expect(shareUrl).not.toContain('zaterdag')
      const other = await browser.newContext(
        device === 'desktop' ? DESKTOP : { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      )
      const otherPage = await other.newPage()
      await acceptCookies(otherPage)
      await otherPage.goto(shareUrl)
      await expect(otherPage.getByRole('heading', { name: 'Een gedeelde lijst' })).toBeVisible()
      await expect(otherPage.locator('.shortlist-item h2')).toHaveText([secondTitle, firstTitle])
      await expect(otherPage.getByText('Bezoek op zaterdag vragen')).toHaveCount(0)
      await otherPage.getByRole('button', { name: 'Bewaar in mijn lijst' }).click()
      await expect(otherPage.getByText('2 panden toegevoegd aan uw lijst.')).toBeVisible()
      await otherPage.goto('/nl/bewaard/')
      await expect(otherPage.locator('.shortlist-item h2')).toHaveText([secondTitle, firstTitle])
      await other.close()

      // 5. Compare the two: one column each, values as on the listing.
      await page.getByLabel(`Vergelijk ${secondTitle}`, { exact: true }).check()
      await page.getByLabel(`Vergelijk ${firstTitle}`, { exact: true }).check()
      await page.getByRole('link', { name: 'Vergelijk 2 panden' }).click()
      await expect(page).toHaveURL(/\/nl\/vergelijk\/\?ids=\d+,\d+$/)
      await expect(page.locator('h1')).toHaveText('Panden vergelijken')
      const table = page.locator('.compare-table')
      await expect(table.locator('thead th')).toHaveCount(2)
      await expect(table.locator('thead th').nth(0)).toContainText(secondTitle)
      await expect(table.locator('tr[data-row="price"] td').nth(0)).toHaveText(detailPrice)
      await expect(table.locator('tr[data-row="totalCost"] td').nth(0)).toHaveText(`± ${detailTotalCost}`)
      for (const row of [
        'pricePerM2',
        'surfaceLiving',
        'bedrooms',
        'bathrooms',
        'epc',
        'constructionYear',
        'garden',
        'terrace',
        'floodZone',
        'gScore',
        'pScore',
        'totalCost',
      ]) {
        await expect(table.locator(`tr[data-row="${row}"] td`)).toHaveCount(2)
      }
      await expectUsableLayout(page, { width, label: `compare (${device})`, control: page.getByRole('button', { name: 'Afdrukken' }) })
      if (device === 'phone') {
        // Two listings share the box (issue 37.3: phoneSearch.phone.spec.ts swipes to a third and fourth): both
        // in view at once, nothing to scroll sideways, the page no wider than the screen.
        const scroller = page.locator('.compare-scroller')
        const sizes = await scroller.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }))
        expect(sizes.scroll).toBeLessThanOrEqual(sizes.client + 1)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      }
      // Printable: the print stylesheet shows the whole table and hides the controls.
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('button', { name: 'Afdrukken' })).toBeHidden()
      await expect(table.locator('thead th').nth(1)).toBeVisible()
      await page.emulateMedia({ media: 'screen' })
    })

    test('compares from the cards: up to four, then the bar opens the compare page', async ({ page }) => {
      const width = page.viewportSize()!.width
      await page.goto('/nl/te-koop/')
      await heartsLive(page)
      const cards = page.locator('.property-card')
      const toggle = (i: number) => cards.nth(i).locator('button[data-compare-id]')
      const ids: string[] = []
      for (let i = 0; i < 5; i++) ids.push((await toggle(i).getAttribute('data-compare-id'))!)
      // Each toggle is named after its listing.
      const firstTitle = (await cards.nth(0).locator('h3 a').innerText()).trim()
      await expect(toggle(0)).toHaveAccessibleName(`Vergelijk ${firstTitle}`)
      for (const i of [0, 1]) {
        await toggle(i).click()
        await expect(toggle(i)).toHaveAttribute('aria-pressed', 'true')
      }
      const bar = page.getByRole('navigation', { name: 'Vergelijken' })
      await expect(bar.getByRole('link')).toHaveText('Vergelijk 2 panden')
      await expectUsableLayout(page, { width, label: `compare bar (${device})`, control: bar.getByRole('link') })
      for (const i of [2, 3]) await toggle(i).click()
      await expect(bar.getByRole('link')).toHaveText('Vergelijk 4 panden')
      // A fifth is refused, and says why.
      await toggle(4).click()
      await expect(page.getByRole('status').filter({ hasText: 'U kunt tot 4 panden tegelijk vergelijken.' })).toBeVisible()
      await expect(toggle(4)).toHaveAttribute('aria-pressed', 'false')
      // The choice survives a reload (the browser keeps it), and the bar opens the comparison of those four.
      await page.reload()
      await heartsLive(page)
      await expect(toggle(0)).toHaveAttribute('aria-pressed', 'true')
      await bar.getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`/nl/vergelijk/\\?ids=${ids.slice(0, 4).join(',')}$`))
      await expect(page.locator('.compare-table thead th')).toHaveCount(4)
      // Clearing the choice takes the bar away.
      await page.goto('/nl/te-koop/')
      await heartsLive(page)
      await bar.getByRole('button', { name: 'Wis de keuze' }).click()
      await expect(bar).toHaveCount(0)
      await expect(toggle(0)).toHaveAttribute('aria-pressed', 'false')
    })

    test('a removed heart leaves the list, and a link with junk ids breaks nothing', async ({ page }) => {
      await page.goto('/nl/te-koop/')
      await heartsLive(page)
      const title = (await page.locator('.property-card h3 a').first().innerText()).trim()
      const heart = page.getByRole('button', { name: `Bewaar ${title}`, exact: true }).first()
      await heart.click()
      await expect(heart).toHaveAttribute('aria-pressed', 'true')
      await heart.click()
      await expect(heart).toHaveAttribute('aria-pressed', 'false')
      await page.goto('/nl/bewaard/')
      await expect(page.getByText('U hebt nog geen panden bewaard.', { exact: false })).toBeVisible()
      await page.goto('/nl/bewaard/?ids=abc,<script>,999999999')
      await expect(page.locator('.shortlist-state')).toHaveText('Dit pand (referentie 999999999) staat niet meer online.')
      await page.goto('/nl/vergelijk/?ids=--')
      await expect(page.getByText('Kies op uw lijst van bewaarde panden', { exact: false })).toBeVisible()
      const bad = await page.request.get('/api/site/listings/summaries?ids=1;DROP&locale=nl')
      expect(bad.status()).toBe(400)
      expect((await bad.json()).problems[0].param).toBe('ids')
    })
  })
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('list, detail, shortlist and compare pages still read; hearts wait for JavaScript', async ({ page }) => {
    await page.goto('/nl/te-koop/')
    const card = page.locator('.property-card').first()
    await expect(card.locator('h3 a')).toBeVisible()
    await expect(card.locator('button.heart')).toBeHidden()
    await page.goto('/fr/favoris/')
    await expect(page.locator('h1')).toHaveText('Mes favoris')
    // The page says why the list is not there (Chromium with scripts switched off by the test does not
    // draw <noscript>, a browser without JavaScript does), and shows no endless "loading".
    expect(await page.locator('noscript').first().textContent()).toContain('activez JavaScript pour les voir')
    await expect(page.getByText('Chargement des biens')).toHaveCount(0)
    await page.goto('/en/compare/?ids=1,2')
    await expect(page.locator('h1')).toHaveText('Compare properties')
    const robots = await page.locator('meta[name="robots"]').getAttribute('content')
    expect(robots).toContain('noindex')
  })
})
