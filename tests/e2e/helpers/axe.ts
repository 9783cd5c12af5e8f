import axe from 'axe-core'
import type { Page } from '@playwright/test'

/**
 * axe-core run in the page as the browser tests check accessibility: the engine put into the page and
 * its frames once, then one `axe.run` from the top document. Written here instead of taken from
 * `@axe-core/playwright`: for the same rules and the same violations that wrapper used about twice the
 * browser's CPU per scan (it runs each frame apart, then opens a blank page to merge the results, and
 * sends every passing node back to the test), on the suite's most repeated check; docs/testing.md has
 * the measurement.
 *
 * Frames of the page's own origin are scanned with it. A third party's frame (a video, a virtual tour)
 * shows another site's page, which never loads on the test machines: its `<iframe>` element is checked
 * (its title), its content is not ours to test.
 */

/** WCAG 2.2 A and AA, the level the site is held to: the rules most scans run. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export type AxeScan = {
  /** Tags of the rules to run (`wcag2a`, `wcag22aa`…); without, axe's default rules. */
  tags?: string[]
  /** Only these parts of the page (CSS selectors). */
  include?: string[]
  /** Parts of the page left out (CSS selectors), with the reason at the call. */
  exclude?: string[]
}

export type AxeViolation = Pick<axe.Result, 'id' | 'impact' | 'help'> & { nodes: { target: string[] }[] }

/** The violations axe finds on the page as it is now. */
export async function axeViolations(page: Page, { tags, include, exclude }: AxeScan = {}): Promise<AxeViolation[]> {
  const origin = new URL(page.url()).origin
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame() && !sameOrigin(frame.url(), origin)) continue
    // A frame gone since page.frames() was read has nothing left to scan.
    await frame.evaluate(axe.source).catch(() => undefined)
  }
  return page.evaluate(
    async ({ tags, include, exclude }) => {
      const left = (exclude ?? []).map((selector) => [selector])
      const context = include?.length ? { include: include.map((selector) => [selector]), exclude: left } : { exclude: left }
      const results = await window.axe.run(context, {
        ...(tags ? { runOnly: { type: 'tag' as const, values: tags } } : {}),
        // Only the violations come back with their nodes: the passes' would be serialised for nothing.
        resultTypes: ['violations'],
        // A frame that answered and then went away (navigated) fails the scan in 15 s, not axe's default minute.
        frameWaitTime: 15_000,
      })
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String) })),
      }))
    },
    { tags, include, exclude },
  )
}

/** The serious and critical ones, each as "rule: where", the form the tests compare with []. */
export async function seriousAxeViolations(page: Page, scan: AxeScan = {}): Promise<string[]> {
  return (await axeViolations(page, scan))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

function sameOrigin(url: string, origin: string): boolean {
  // A srcdoc frame belongs to the document that wrote it. An about:blank frame is left out: it is empty, or it is
  // a lazy frame not loaded yet, whose page (a third party's) could replace the engine during the scan.
  if (url === 'about:srcdoc') return true
  try {
    return new URL(url).origin === origin
  } catch {
    return false
  }
}

declare global {
  interface Window {
    axe: typeof axe
  }
}
