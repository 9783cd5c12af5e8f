import { expect, test, type Page } from '@playwright/test'

import { acceptCookies } from './helpers/site'

const FLAGS = ['cookieConsent', 'cookieAnalytical', 'cookieMarketing', 'cookieSocialMedia', 'cookieUnclassified']

const storedFlags = (page: Page) => page.evaluate((keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])), FLAGS)
const consentDialog = (page: Page) => page.getByRole('dialog', { name: 'Wij gebruiken cookies' })
/**
 * The seed sets a Google Analytics id: its script is added only by the hydrated page once analytical
 * consent holds, so it also proves the client code has run before asserting that something is absent.
 */
const analyticsScript = (page: Page) => page.locator('script[src*="googletagmanager.com/gtag/js"]')
/** The gtag('consent', …) calls in dataLayer, in order (the tag library never loads here: no internet). */
const consentCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'consent'),
  )
/** Keeps the site popup (8 s delay in the seed) from covering the page under test. */
const closePopupForSession = (page: Page) => page.addInitScript(() => sessionStorage.setItem('popupClosed', 'true'))

test.describe('cookie consent', () => {
  test.beforeEach(async ({ page }) => {
    await closePopupForSession(page)
  })

  test('Agree grants every category, updates Consent Mode and is not asked again', async ({ page }) => {
    await page.goto('/nl/')
    const dialog = consentDialog(page)
    await expect(dialog).toBeVisible()
    await expect(dialog).toBeFocused()
    // Blocking: Escape does not dismiss it without a choice.
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Lees ons cookiebeleid' })).toBeVisible()

    await dialog.getByRole('button', { name: 'Akkoord', exact: true }).click()
    await expect(dialog).toBeHidden()
    expect(await storedFlags(page)).toEqual({ cookieConsent: 'true', cookieAnalytical: 'true', cookieMarketing: 'true', cookieSocialMedia: 'true', cookieUnclassified: 'true' })
    const calls = await consentCalls(page)
    expect(calls[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 500 })])
    expect(calls.at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', personalization_storage: 'granted' })])
    await expect(analyticsScript(page)).toHaveCount(1)

    await page.reload()
    await expect(analyticsScript(page)).toHaveCount(1)
    await expect(consentDialog(page)).toHaveCount(0)
    // A returning visitor's choice is applied by the early inline script, before any tag.
    expect((await consentCalls(page)).slice(0, 2)).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
      ['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })],
    ])
  })

  test('Decline keeps only the strictly necessary cookies', async ({ page }) => {
    await page.goto('/nl/')
    const dialog = consentDialog(page)
    await dialog.getByRole('button', { name: 'Weigeren' }).click()
    await expect(dialog).toBeHidden()
    expect(await storedFlags(page)).toEqual({ cookieConsent: 'true', cookieAnalytical: 'false', cookieMarketing: 'false', cookieSocialMedia: 'false', cookieUnclassified: 'false' })
    expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })])
  })

  test('Change settings, then Agree partly stores only the chosen category', async ({ page }) => {
    await page.goto('/nl/')
    const dialog = consentDialog(page)
    await dialog.getByRole('button', { name: 'Instellingen wijzigen' }).click()
    const necessary = dialog.getByRole('switch', { name: 'Strikt noodzakelijke cookies' })
    await expect(necessary).toBeChecked()
    await expect(necessary).toBeDisabled()
    const analytical = dialog.getByRole('switch', { name: 'Analytische cookies' })
    await expect(analytical).toBeFocused()
    await expect(analytical).not.toBeChecked()
    await analytical.check()
    await dialog.getByRole('button', { name: 'Gedeeltelijk akkoord' }).click()
    await expect(dialog).toBeHidden()
    expect(await storedFlags(page)).toEqual({ cookieConsent: 'true', cookieAnalytical: 'true', cookieMarketing: 'false', cookieSocialMedia: 'false', cookieUnclassified: 'false' })
  })

  test('?setcookies clears the stored choice and asks again', async ({ page }) => {
    await page.goto('/nl/')
    await consentDialog(page).getByRole('button', { name: 'Akkoord', exact: true }).click()
    await expect(consentDialog(page)).toBeHidden()

    await page.goto('/nl/?setcookies')
    await expect(consentDialog(page)).toBeVisible()
    expect(await storedFlags(page)).toEqual(Object.fromEntries(FLAGS.map((key) => [key, null])))
  })

  test('a preview path shows no dialog and counts as consent, storing nothing', async ({ page }) => {
    await page.goto('/nl/preview/')
    await expect(analyticsScript(page)).toHaveCount(1)
    await expect(consentDialog(page)).toHaveCount(0)
    expect((await storedFlags(page)).cookieConsent).toBeNull()
  })

  test('a page with noCookiePopup (the cookie policy) shows no dialog', async ({ page }) => {
    await page.goto('/nl/cookie-policy/')
    // Nothing on this page reacts to the client code without consent; wait until all of it has loaded.
    await page.waitForLoadState('networkidle')
    await expect(consentDialog(page)).toHaveCount(0)
    expect((await storedFlags(page)).cookieConsent).toBeNull()
    // The same visitor still gets the dialog on other pages.
    await page.goto('/nl/')
    await expect(consentDialog(page)).toBeVisible()
  })
})

test.describe('popup', () => {
  const popupOf = (page: Page) => page.getByRole('dialog').and(page.locator('.popup-dialog'))
  const popupClosedFlag = (page: Page) => page.evaluate(() => sessionStorage.getItem('popupClosed'))
  /** Scrolling shows the back-to-top button only once the page is hydrated, so the popup's timer is running. */
  const hydrated = async (page: Page) => {
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(page.getByRole('button', { name: 'Terug naar boven' })).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 0))
  }

  test.beforeEach(async ({ page }) => {
    await acceptCookies(page, { closePopup: false })
    await page.clock.install()
  })

  test('appears after its delay, and closing it keeps it away for the session', async ({ page }) => {
    await page.goto('/nl/')
    const popup = popupOf(page)
    await hydrated(page)
    await expect(popup).toHaveCount(0)

    await page.clock.fastForward(8000)
    await expect(popup).toBeVisible()
    const close = popup.getByRole('button', { name: 'Sluiten' })
    await expect(close).toBeFocused()
    await close.click()
    await expect(popup).toHaveCount(0)
    // The dialog's close event (which stores the flag) is queued after it closes: wait for it.
    await expect.poll(() => popupClosedFlag(page)).toBe('true')

    await page.reload()
    await hydrated(page)
    await page.clock.fastForward(8000)
    await expect(popup).toHaveCount(0)
  })

  test('Escape closes it and sets the session flag', async ({ page }) => {
    await page.goto('/nl/')
    await hydrated(page)
    await page.clock.fastForward(8000)
    const popup = popupOf(page)
    await expect(popup).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(popup).toHaveCount(0)
    // The dialog's close event (which stores the flag) is queued after it closes: wait for it.
    await expect.poll(() => popupClosedFlag(page)).toBe('true')
  })

  test('does not show on a URL containing modal-clicked', async ({ page }) => {
    await page.goto('/nl/?modal-clicked')
    await expect.poll(() => popupClosedFlag(page)).toBe('true')
    await page.clock.fastForward(8000)
    await expect(popupOf(page)).toHaveCount(0)
  })
})

test.describe('back to top', () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page)
    await closePopupForSession(page)
  })

  test('is hidden at the top, shows after scrolling and brings the page back up', async ({ page }) => {
    await page.goto('/nl/')
    const button = page.getByRole('button', { name: 'Terug naar boven' })
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toBeHidden()
  })

  test('jumps at once when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/nl/')
    await page.evaluate(() => window.scrollTo(0, 600))
    const button = page.getByRole('button', { name: 'Terug naar boven' })
    await expect(button).toBeVisible()
    await button.click()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})
