import { expect, test, type Locator, type Page } from '@playwright/test'

import { CONSENT_POLICY_VERSION } from '../../src/site/consent/consent'
import { ADMIN_EMAIL, loginAsAdmin } from './helpers/admin'
import { holdChunksUntilReleased } from './helpers/islands'
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
/** Where Analytics, Tag Manager, Ads and the Facebook pixel would load from. */
const TAG_HOSTS =
  /googletagmanager\.com|google-analytics\.com|googleadservices\.com|doubleclick\.net|connect\.facebook\.net|facebook\.com\/tr/

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
    expect(await storedFlags(page)).toEqual({
      cookieConsent: 'true',
      cookieAnalytical: 'true',
      cookieMarketing: 'true',
      cookieSocialMedia: 'true',
      cookieUnclassified: 'true',
    })
    const calls = await consentCalls(page)
    expect(calls[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 500 }),
    ])
    expect(calls.at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        personalization_storage: 'granted',
      }),
    ])
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

  test("is open at the first paint, before the page's code has run, and a press made then is carried out once it has", async ({ page }) => {
    // The page's code is held back until the visitor has pressed: only the server HTML and its inline scripts run.
    const release = await holdChunksUntilReleased(page)
    await page.goto('/nl/', { waitUntil: 'domcontentloaded' })
    const dialog = consentDialog(page)
    await expect(dialog).toBeVisible()
    await expect(dialog).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Weigeren' }).click()
    // Nothing stored yet: the press is kept on the dialog for its code.
    await expect(dialog).toHaveAttribute('data-consent-pending', 'none')
    expect((await storedFlags(page)).cookieConsent).toBeNull()
    release()
    await expect(dialog).toBeHidden()
    expect(await storedFlags(page)).toEqual({
      cookieConsent: 'true',
      cookieAnalytical: 'false',
      cookieMarketing: 'false',
      cookieSocialMedia: 'false',
      cookieUnclassified: 'false',
    })
  })

  test('Decline keeps only the strictly necessary cookies', async ({ page }) => {
    await page.goto('/nl/')
    const dialog = consentDialog(page)
    await dialog.getByRole('button', { name: 'Weigeren' }).click()
    await expect(dialog).toBeHidden()
    expect(await storedFlags(page)).toEqual({
      cookieConsent: 'true',
      cookieAnalytical: 'false',
      cookieMarketing: 'false',
      cookieSocialMedia: 'false',
      cookieUnclassified: 'false',
    })
    expect((await consentCalls(page)).at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ])
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
    expect(await storedFlags(page)).toEqual({
      cookieConsent: 'true',
      cookieAnalytical: 'true',
      cookieMarketing: 'false',
      cookieSocialMedia: 'false',
      cookieUnclassified: 'false',
    })
  })

  test('?setcookies clears the stored choice and asks again', async ({ page }) => {
    await page.goto('/nl/')
    await consentDialog(page).getByRole('button', { name: 'Akkoord', exact: true }).click()
    await expect(consentDialog(page)).toBeHidden()

    await page.goto('/nl/?setcookies')
    await expect(consentDialog(page)).toBeVisible()
    // The page's code wipes the stored choice once it runs, after the first paint (src/lib/scriptsAfterPaint.ts).
    await expect.poll(() => storedFlags(page)).toEqual(Object.fromEntries(FLAGS.map((key) => [key, null])))
  })

  test('a preview link followed logged out is the normal page: the dialog, and no Analytics, Ads or Pixel before consent', async ({
    page,
  }) => {
    const tagRequests: string[] = []
    page.on('request', (request) => {
      if (TAG_HOSTS.test(request.url())) tagRequests.push(request.url())
    })
    await page.goto('/nl/preview/')
    const dialog = consentDialog(page)
    await expect(dialog).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(
      page.locator(
        'script[src*="googletagmanager.com"], script[src*="google-analytics.com"], script[src*="googleadservices.com"], script[src*="doubleclick.net"], script[src*="connect.facebook.net"]',
      ),
    ).toHaveCount(0)
    expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined')
    expect((await consentCalls(page)).filter((call) => call[1] === 'update')).toEqual([])
    expect(tagRequests).toEqual([])
    expect((await storedFlags(page)).cookieConsent).toBeNull()
    // Consent still works there, and only then the tag loads.
    await dialog.getByRole('button', { name: 'Akkoord', exact: true }).click()
    await expect(analyticsScript(page)).toHaveCount(1)
  })

  test('logged-in staff see a preview without the dialog, and still no tag without a choice of their own', async ({ page }) => {
    await loginAsAdmin(page)
    // The preview page's own check: the admin page loginAsAdmin left open may still ask /api/users/me as the
    // preview loads, and that answer's body is gone once the page navigated away.
    const staffChecked = page.waitForResponse(
      (response) => response.url().includes('/api/users/me') && (response.request().headers().referer ?? '').includes('/nl/preview/'),
    )
    await page.goto('/nl/preview/')
    expect((await (await staffChecked).json()).user?.email).toBe(ADMIN_EMAIL)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(consentDialog(page)).toHaveCount(0)
    await expect(analyticsScript(page)).toHaveCount(0)
    // The same staff member off the preview path is asked like everyone.
    await page.goto('/nl/')
    await expect(consentDialog(page)).toBeVisible()
  })

  for (const [what, stored] of [
    ['of an older policy version', { version: '2020-01', age: 0 }],
    ['older than six months', { version: null, age: 190 * 24 * 60 * 60 * 1000 }],
    ['stored before choices had a version', { version: 'none', age: 0 }],
  ] as const) {
    test(`a stored choice ${what} asks again, with no tag until the new choice`, async ({ page }) => {
      await page.addInitScript(
        ({ version, age, current }) => {
          if (sessionStorage.getItem('seeded')) return
          sessionStorage.setItem('seeded', '1')
          for (const key of ['cookieConsent', 'cookieAnalytical', 'cookieMarketing', 'cookieSocialMedia', 'cookieUnclassified'])
            localStorage.setItem(key, 'true')
          if (version !== 'none') {
            localStorage.setItem('cookieConsentVersion', version ?? current)
            localStorage.setItem('cookieConsentDate', String(Date.now() - age))
          }
        },
        { ...stored, current: CONSENT_POLICY_VERSION },
      )
      await page.goto('/nl/')
      const dialog = consentDialog(page)
      await expect(dialog).toBeVisible()
      await expect(analyticsScript(page)).toHaveCount(0)
      expect((await consentCalls(page)).filter((call) => call[1] === 'update')).toEqual([])
      await dialog.getByRole('button', { name: 'Akkoord', exact: true }).click()
      await expect(analyticsScript(page)).toHaveCount(1)
      await page.reload()
      await expect(consentDialog(page)).toHaveCount(0)
      expect(await page.evaluate(() => localStorage.getItem('cookieConsentVersion'))).toBe(CONSENT_POLICY_VERSION)
    })
  }

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

/**
 * Where the button would lie over the page's text it gives way (issue 37.9: transparent, taking no clicks,
 * src/site/BackToTop.tsx), and at 600 px down the home page it may: it is activated as a keyboard user
 * does, who always reaches it (focused, it shows).
 */
async function activate(button: Locator): Promise<void> {
  await button.focus()
  await button.press('Enter')
}

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
    await activate(button)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toBeHidden()
  })

  test('jumps at once when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/nl/')
    await page.evaluate(() => window.scrollTo(0, 600))
    const button = page.getByRole('button', { name: 'Terug naar boven' })
    await expect(button).toBeVisible()
    await activate(button)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})
