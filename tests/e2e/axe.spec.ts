import { expect, test } from '@playwright/test'

import { axeViolations, seriousAxeViolations, WCAG_AA } from './helpers/axe'

/**
 * The browser tests' accessibility scan (helpers/axe.ts) finds what it must: a violation in the page and in a
 * frame of the page's own origin, and none where a scan is told to look elsewhere. Every "axe finds nothing"
 * assertion of the suite rests on it. The page is a fixture served at the site's origin (no site code that
 * could change it while it is scanned).
 */
const FIXTURE = `<!doctype html>
<html lang="nl"><head><title>Toegankelijkheid</title></head>
<body><main>
  <h1>Proefpagina</h1>
  <form><label for="name">Naam</label><input id="name" name="name"></form>
  <section id="broken-part"><img id="bad-image" src="/favicon.ico" width="40" height="40"><button id="nameless" type="button"></button></section>
  <iframe id="own-frame" title="Eigen kader" srcdoc="<!doctype html><html lang=nl><title>Kader</title><main><img src=/favicon.ico width=20 height=20></main></html>"></iframe>
</main></body></html>`

test('the axe scan reports violations in the page and in its own frames, and keeps to include and exclude', async ({ page }) => {
  await page.route('**/axe-fixture', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FIXTURE }))
  await page.goto('/axe-fixture')
  await expect(page.frameLocator('#own-frame').locator('img')).toHaveCount(1)

  const imageAlt = (await axeViolations(page, { tags: WCAG_AA })).find((v) => v.id === 'image-alt')
  expect(imageAlt?.impact).toBe('critical')
  // One in the page, one in the frame (its target names the frame first).
  expect(imageAlt?.nodes.map((n) => n.target)).toEqual(expect.arrayContaining([['#bad-image'], ['#own-frame', 'img']]))
  expect(await seriousAxeViolations(page, { tags: WCAG_AA })).toEqual(
    expect.arrayContaining([expect.stringMatching(/^image-alt: /), expect.stringMatching(/^button-name: #nameless$/)]),
  )

  expect(await seriousAxeViolations(page, { tags: WCAG_AA, exclude: ['#broken-part', '#own-frame'] }), 'excluded').toEqual([])
  expect(
    (await axeViolations(page, { include: ['#broken-part'] })).map((v) => v.id),
    'included: only that part, with axe’s default rules',
  ).toEqual(expect.arrayContaining(['image-alt', 'button-name']))
  expect(await seriousAxeViolations(page, { include: ['form'], tags: WCAG_AA }), 'a part without the faults').toEqual([])
})
