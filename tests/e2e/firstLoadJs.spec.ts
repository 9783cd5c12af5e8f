import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { FIRST_LOAD_JS_BUDGETS, HTML_BUDGETS, overBudget } from '../../bench/budgets.mjs'
import { kib, measureFirstLoadJs } from '../../bench/firstLoadJs.mjs'
import { findPages } from '../../bench/pages.mjs'
import { E2E_BASE_URL } from './helpers/server'

/**
 * Issue 16: each measured page's first-load JavaScript and HTML within their budgets (bench/budgets.mjs).
 * Bytes of the build the server runs (.next of this checkout) and of the seeded pages it sends, counted
 * from the page's HTML: no browser, no timing, the same answer on every run of the same build and seed.
 */

// The server's build: the server Playwright starts runs this checkout's .next.
const distDir = path.join(process.cwd(), '.next')

/** The measured pages with their HTML as the server sends it (each must answer 200, not a redirect). */
async function fetchMeasuredPages(request: APIRequestContext) {
  const fetched = []
  for (const page of await findPages(E2E_BASE_URL)) {
    const response = await request.get(page.path, { maxRedirects: 0 })
    expect(response.status(), `${page.name} ${page.path}`).toBe(200)
    fetched.push({ page, html: await response.body() })
  }
  return fetched
}

test('every measured page loads no more JavaScript than its budget', async ({ request }) => {
  const over: string[] = []
  for (const { page, html } of await fetchMeasuredPages(request)) {
    const measured = measureFirstLoadJs(html.toString('utf8'), distDir)
    const budget = FIRST_LOAD_JS_BUDGETS[page.kind]
    const parts = overBudget(measured, budget)
    if (parts.length === 0) continue
    const largest = measured.files
      .filter((file) => !file.framework)
      .slice(0, 5)
      .map((file) => `${file.path} ${kib(file.bytes)}`)
      .join(', ')
    over.push(
      `${page.name} (${page.path}): ${parts.join(', ')}; measured framework ${kib(measured.framework)} + own ${kib(measured.own)} = ` +
        `${kib(measured.total)}; largest own files: ${largest || 'none'}`,
    )
  }
  expect(over, `first-load JavaScript over budget (gzip bytes; budgets in bench/budgets.mjs):\n${over.join('\n')}`).toEqual([])
})

test("every measured page's HTML is within its budget", async ({ request }) => {
  const over: string[] = []
  for (const { page, html } of await fetchMeasuredPages(request)) {
    const bytes = html.length
    if (bytes > HTML_BUDGETS[page.kind])
      over.push(`${page.name} (${page.path}): ${bytes.toLocaleString('en-US')} B > ${HTML_BUDGETS[page.kind].toLocaleString('en-US')} B`)
  }
  expect(over, `HTML over budget (bytes before compression; budgets in bench/budgets.mjs):\n${over.join('\n')}`).toEqual([])
})
