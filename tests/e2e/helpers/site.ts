import type { APIRequestContext, Page } from '@playwright/test'

import { CONSENT_POLICY_VERSION } from '../../../src/site/consent/consent'
import { parseHtml } from './serverHtml'

/** The main heading of a page fetched without a browser (fast checks of many paths): its first h1's text. */
export async function headingOf(request: APIRequestContext, path: string): Promise<{ status: number; h1: string | null }> {
  const response = await request.get(path, { maxRedirects: 0 })
  const h1 = parseHtml(await response.text()).querySelector('h1')
  return { status: response.status(), h1: h1 ? h1.textContent.trim() : null }
}

/** Where a path redirects to (status and Location), without following it. */
export async function redirectOf(request: APIRequestContext, path: string): Promise<{ status: number; location: string | null }> {
  const response = await request.get(path, { maxRedirects: 0 })
  const location = response.headers()['location'] ?? null
  return {
    status: response.status(),
    location: location ? new URL(location, 'http://x').pathname + new URL(location, 'http://x').search : null,
  }
}

/**
 * Pretends the visitor already chose in the cookie dialog and closed the site popup this session,
 * so neither covers the page under test (src/site/consent/consent.ts and src/site/popupRules.ts keys).
 */
export async function acceptCookies(page: Page, { closePopup = true } = {}): Promise<void> {
  await page.addInitScript(
    ({ close, version }) => {
      for (const key of ['cookieConsent', 'cookieAnalytical', 'cookieMarketing', 'cookieSocialMedia', 'cookieUnclassified'])
        localStorage.setItem(key, 'true')
      // A choice holds for the current policy version and six months (src/site/consent/consent.ts).
      localStorage.setItem('cookieConsentVersion', version)
      localStorage.setItem('cookieConsentDate', String(Date.now()))
      if (close) sessionStorage.setItem('popupClosed', 'true')
    },
    { close: closePopup, version: CONSENT_POLICY_VERSION },
  )
}
