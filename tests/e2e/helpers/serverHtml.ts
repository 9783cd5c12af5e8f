import { expect, type APIRequestContext, type APIResponse } from '@playwright/test'
import { parse, type HTMLElement } from 'node-html-parser'

/**
 * A page's HTML as the server sends it, parsed without a browser: what a visitor with JavaScript off, or
 * a crawler, reads. For HTTP-level tests of server HTML (headings, links, head tags): Playwright launches
 * no browser for a test that uses only its `request` fixture, and on a CPU-bound machine opening a page
 * in Chromium costs far more than a request. A test of scripts, layout, focus or clicks opens a page.
 *
 * node-html-parser: CSS selectors over the markup, and fast. happy-dom (installed for Lexical's headless
 * editor) parses the same pages too, but took 20 to 100 times as long per page on this machine, and its
 * import alone most of a second per worker.
 */
export const parseHtml = (html: string): HTMLElement => parse(html)

/** GETs `path` (redirects followed unless `maxRedirects` says otherwise) and parses its body. */
export async function fetchServerHtml(
  request: APIRequestContext,
  path: string,
  options?: { maxRedirects?: number },
): Promise<{ response: APIResponse; document: HTMLElement }> {
  const response = await request.get(path, options)
  return { response, document: parseHtml(await response.text()) }
}

/** The one element `selector` matches, as a Playwright locator's strict mode demands: fails on none or several. */
export function single(root: HTMLElement, selector: string): HTMLElement {
  const found = root.querySelectorAll(selector)
  expect(found, selector).toHaveLength(1)
  return found[0]
}

/** An element's text with its whitespace normalised as Playwright's toHaveText does: runs as one space, trimmed. */
export const textOf = (element: HTMLElement): string =>
  element.textContent
    .replace(/\u200b/g, '')
    .trim()
    .replace(/\s+/g, ' ')
