import { test as base } from '@playwright/test'

import { acceptCookies } from './site'

/**
 * Playwright's `test` whose `page` has already made its choice in the cookie dialog and closed the site
 * popup (acceptCookies), for specs that mix browser tests with HTTP-level ones. Unlike a
 * `test.beforeEach(({ page }) => ...)`, which gives every test of the file a browser page, only a test that
 * asks for `page` gets one: a test that uses only `request` opens no browser context at all.
 */
export const test = base.extend({
  // Not named `use`, as Playwright's examples do: the React hooks lint rule takes that for React's use().
  page: async ({ page }, provide) => {
    await acceptCookies(page)
    await provide(page)
  },
})

export { expect } from '@playwright/test'
