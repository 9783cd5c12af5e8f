import { expect, test } from '@playwright/test'

import { BAR_TEXTS, barCovers, expectBarAtHand, listingPages, type Language } from './helpers/contactBar'
import { acceptCookies } from './helpers/site'
import { axeViolations, WCAG_AA } from './helpers/axe'

/**
 * Issue 37 point 1 on a phone (390 x 844, touch), in Dutch, French and English: on a sale, a rental, a project's unit
 * and a project the contact bar is at hand after scrolling, calls and chats about the listing, opens the
 * right form with the listing as an accessible sheet, and never covers a form field.
 */

const LANGUAGES: Language[] = ['nl', 'fr', 'en']

test.describe('with the cookie choice made', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page)
  })

  test('the bar on each page kind: at hand after scrolling, call and WhatsApp about the listing, the visit form as a sheet', async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000)
    for (const { kind, paths } of await listingPages(request)) {
      for (const language of LANGUAGES) {
        const label = `${kind} ${paths[language]}`
        const texts = BAR_TEXTS[language]
        await page.goto(paths[language])
        const title = (await page.getByRole('heading', { level: 1 }).first().innerText()).trim()
        // Far down the page, where the forms used to be out of reach.
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 3, behavior: 'instant' }))
        await expectBarAtHand(page, label)
        const bar = page.getByTestId('contact-bar')

        expect(await bar.locator('a.contact-bar-call').getAttribute('href'), label).toMatch(/^tel:\+32\d{8,9}$/)
        const chat = new URL((await bar.locator('a.contact-bar-whatsapp').getAttribute('href'))!)
        expect(chat.origin, label).toBe('https://wa.me')
        const message = chat.searchParams.get('text')!
        expect(message, label).toContain(title)
        expect(message, label).toContain(new URL(page.url()).pathname)

        // "Book a visit" opens the visit form over the page, about this listing.
        const visit = bar.getByRole('link', { name: texts.visit, exact: true })
        await visit.tap()
        const sheet = page.getByRole('dialog', { name: kind === 'project' ? texts.projectVisitHeading : texts.visitHeading })
        await expect(sheet, label).toBeVisible()
        await expect(sheet.locator('.form-about'), label).toHaveText(`${texts.about} ${title}`)
        if (kind === 'project') await expect(sheet.locator('textarea[name="message"]'), label).not.toHaveValue('')
        // Every field of the sheet is where a tap reaches it, over the bar.
        const firstField = sheet.locator('input:not([type="hidden"])').first()
        await expect(firstField).toBeVisible()
        const onTop = await firstField.evaluate((element) => {
          const rect = element.getBoundingClientRect()
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
          return rect.top >= 0 && rect.bottom <= window.innerHeight && (hit === element || element.contains(hit))
        })
        expect(onTop, `${label}: the sheet's first field in view and on top`).toBe(true)
        const violations = await axeViolations(page, { tags: WCAG_AA, include: ['.contact-sheet'] })
        expect(
          violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
          `${label}: axe in the sheet`,
        ).toEqual([])
        // The focus stays in the sheet.
        for (let i = 0; i < 40; i++) await page.keyboard.press('Tab')
        expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement)), `${label}: focus kept in the sheet`).toBe(true)
        // Escape closes it and gives the focus back to the bar.
        await page.keyboard.press('Escape')
        await expect(sheet, label).toBeHidden()
        await expect(visit, label).toBeFocused()
      }
    }
  })

  test('"ask a question" opens the info form in a sheet with the listing, and the close button closes it', async ({ page, request }) => {
    test.setTimeout(120_000)
    const sale = (await listingPages(request)).find((entry) => entry.kind === 'sale')!
    for (const language of LANGUAGES) {
      const texts = BAR_TEXTS[language]
      await page.goto(sale.paths[language])
      const title = (await page.getByRole('heading', { level: 1 }).first().innerText()).trim()
      await expectBarAtHand(page, `ask ${language}`)
      await page.getByTestId('contact-bar').getByRole('link', { name: texts.ask, exact: true }).tap()
      const sheet = page.getByRole('dialog')
      await expect(sheet).toBeVisible()
      await expect(sheet.locator('.form-about')).toHaveText(`${texts.about} ${title}`)
      await expect(sheet.locator('textarea')).toBeVisible()
      await sheet.locator('.panel-close').tap()
      await expect(sheet).toBeHidden()
      // Only one copy of the form: nothing was left open in the page's own panel.
      await expect(page.locator('#property-form-panel .property-form-panel')).toHaveCount(0)
    }
  })

  test('the bar never covers a form field: it steps aside while one has the focus or lies under it', async ({ page, request }) => {
    test.setTimeout(180_000)
    for (const { kind, paths } of await listingPages(request)) {
      if (kind === 'unit') continue
      const path = paths.nl
      await page.goto(path)
      await expectBarAtHand(page, path)
      // The page's own forms: the visit form opened in its place (listings), the project's form, the calculator.
      if (kind !== 'project') {
        const open = page.locator('.property-actions button[aria-controls="property-form-panel"]').first()
        await open.scrollIntoViewIfNeeded()
        await open.tap()
        await expect(page.locator('#property-form-panel form')).toBeVisible()
      }
      const fields = page.locator('main input:not([type="hidden"]):visible, main textarea:visible, main select:visible')
      const count = await fields.count()
      expect(count, path).toBeGreaterThan(3)
      for (let i = 0; i < count; i++) {
        const field = fields.nth(i)
        await field.focus()
        // The focus handler runs in a microtask, the slide out takes 0.2 s.
        await page.waitForTimeout(50)
        const { covers, detail } = await barCovers(page, field)
        expect(covers, `${path}: field ${i} focused, ${detail}`).toBe(false)
      }
      // Without the focus: a field brought just above the bottom edge, where the bar is, sends it aside.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      // A field in the middle of the page, which can be scrolled to the bottom edge.
      const last = fields.nth(Math.floor(count / 2))
      await last.evaluate((element) => {
        const rect = element.getBoundingClientRect()
        window.scrollBy({ top: rect.bottom - window.innerHeight + 20, behavior: 'instant' })
      })
      await expect(page.getByTestId('contact-bar'), path).toHaveAttribute('data-aside', 'true')
      const { covers, detail } = await barCovers(page, last)
      expect(covers, `${path}: field at the bottom edge, ${detail}`).toBe(false)
      // Back up where no field is: the bar comes back.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      await expect(page.getByTestId('contact-bar'), path).toHaveAttribute('data-aside', 'false')
    }
  })

  test('the back-to-top button sits in the bar, over none of its links', async ({ page, request }) => {
    const rental = (await listingPages(request)).find((entry) => entry.kind === 'rental')!
    await page.goto(rental.paths.fr)
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
    const top = page.locator('.back-to-top')
    await expect(top).toHaveAttribute('data-visible', 'true')
    await expectBarAtHand(page, 'rental fr')
    const boxes = await page.evaluate(() => {
      const rect = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect
      return {
        button: rect(document.querySelector('.back-to-top')!),
        bar: rect(document.querySelector('[data-testid="contact-bar"]')!),
        links: [...document.querySelectorAll('[data-testid="contact-bar"] a')].map(rect),
      }
    })
    expect(boxes.button.top).toBeGreaterThanOrEqual(boxes.bar.top)
    expect(boxes.button.bottom).toBeLessThanOrEqual(boxes.bar.bottom)
    for (const link of boxes.links) expect(link.right <= boxes.button.left || link.left >= boxes.button.right).toBe(true)
    // A tap at its centre reaches it.
    await top.tap()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test('the bar never covers the cookie dialog', async ({ page, request }) => {
  const sale = (await listingPages(request)).find((entry) => entry.kind === 'sale')!
  await page.goto(sale.paths.nl)
  const consent = page.locator('.consent-dialog')
  await expect(consent).toBeVisible()
  await expect(page.getByTestId('contact-bar')).toBeHidden()
  for (const button of await consent.getByRole('button').all()) {
    const hit = await button.evaluate((element) => {
      const rect = element.getBoundingClientRect()
      // A button the dialog scrolls to is not drawn yet: nothing can cover it.
      if (rect.top < 0 || rect.bottom > window.innerHeight) return true
      const found = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
      return found === element || element.contains(found)
    })
    expect(hit).toBe(true)
  }
})
