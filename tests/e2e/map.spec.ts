import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { staffApiHeaders } from './helpers/admin'
import { acceptCookies } from './helpers/site'

/**
 * The result map (issue 12 item 6) and the detail page's map fallback (issue 19 item 4). Map tiles can
 * never load here (no internet), so every test also shows the markers work on a blank background.
 */

type MapPoint = { externalId: number; lat: number; lng: number; title: string }

/** Waits until the list has loaded the results of the URL's search and shows their count. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.list-screen')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  await expect(page.locator('.paging-text')).toHaveText(/\[\d+/)
}

/** Z of "Pagina X van Y [Z objecten]"; NaN while the results load. */
async function totalCount(page: Page): Promise<number> {
  const match = /\[(\d+)/.exec((await page.locator('.paging-text').textContent()) ?? '')
  return match ? Number(match[1]) : Number.NaN
}

const markers = (page: Page) => page.locator('.map-canvas .leaflet-marker-icon')

/** How many listings the drawn markers stand for (clusters' counts, single pins, co-located lists). */
const representedOnMap = (page: Page) =>
  markers(page).evaluateAll((icons) => icons.reduce((sum, icon) => sum + Number(icon.getAttribute('data-count')), 0))

/** Whether every drawn marker shows (at least partly) inside the visible map. */
const allMarkersInView = (page: Page) =>
  page.locator('.map-canvas').evaluate((canvas) => {
    const frame = canvas.getBoundingClientRect()
    return [...canvas.querySelectorAll('.leaflet-marker-icon')].every((icon) => {
      const box = icon.getBoundingClientRect()
      return box.right > frame.left && box.left < frame.right && box.bottom > frame.top && box.top < frame.bottom
    })
  })

async function mapPoints(request: APIRequestContext, query: string): Promise<MapPoint[]> {
  const response = await request.get(`/api/site/listings?listing=for-sale&locale=nl&view=map&${query}`)
  expect(response.ok()).toBe(true)
  return (await response.json()).points
}

/**
 * The two listings of a search that lie closest together at different spots, and their distance in
 * metres ("town only" listings share their town's centre: src/listings/publicAddress.ts).
 */
function closestPair(points: MapPoint[]): { pair: [MapPoint, MapPoint]; metres: number } {
  let best = { pair: [points[0], points[1]] as [MapPoint, MapPoint], metres: Number.POSITIVE_INFINITY }
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const [a, b] = [points[i], points[j]]
      const metres = Math.hypot((a.lat - b.lat) * 111_320, (a.lng - b.lng) * 111_320 * Math.cos((a.lat * Math.PI) / 180))
      if (metres > 0 && metres < best.metres) best = { pair: [a, b], metres }
    }
  }
  return best
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

const VIEWPORTS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
]

for (const { name, use } of VIEWPORTS) {
  test.describe(name, () => {
    test.use(use)

    test('the map draws exactly the listings of the search: its markers add up to the list count', async ({ page }) => {
      await page.goto('/nl/te-koop/?city=3920&view=map')
      await settled(page)
      await expect(page.getByRole('region', { name: 'Kaart van de zoekresultaten' })).toBeVisible()
      await expect(page.locator('.property-map .map-note')).toHaveText(/De kaart kan nu niet laden/)
      await expect.poll(() => markers(page).count()).toBeGreaterThan(0)
      const total = await totalCount(page)
      expect(total).toBeGreaterThan(24)
      expect(await representedOnMap(page)).toBe(total)
      expect(await allMarkersInView(page)).toBe(true)
      // A narrower search redraws the map with just its listings.
      await page.goto('/nl/te-koop/?city=3920&view=map&price=0-250000')
      await expect.poll(() => totalCount(page)).toBeLessThan(total)
      await settled(page)
      const narrower = await totalCount(page)
      await expect.poll(() => representedOnMap(page)).toBe(narrower)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
    })

    test('"search this area" filters the list by the visible bounds; "clear area" widens it again', async ({ page }) => {
      await page.goto('/nl/te-koop/?city=3920&view=map')
      // The map draws only once the URL's search has loaded (the page's HTML is the unfiltered list).
      await expect.poll(() => markers(page).count()).toBeGreaterThan(0)
      await settled(page)
      const total = await totalCount(page)
      await expect.poll(() => representedOnMap(page)).toBe(total)
      await expect(page.getByRole('button', { name: 'Zoek in dit gebied' })).toHaveCount(0)
      // Into a part of the town that holds listings: a cluster zooms in to where it splits.
      await page.locator('.map-cluster').first().click()
      await page.getByRole('button', { name: 'Zoek in dit gebied' }).click()
      await expect(page).toHaveURL(/[?&]bbox=[\d.]+,[\d.]+,[\d.]+,[\d.]+/)
      await expect.poll(() => totalCount(page)).toBeLessThan(total)
      await settled(page)
      const inArea = await totalCount(page)
      expect(inArea).toBeGreaterThan(0)
      await expect.poll(() => representedOnMap(page)).toBe(inArea)
      expect(await allMarkersInView(page)).toBe(true)
      await expect(page.getByRole('button', { name: 'Zoek in dit gebied' })).toHaveCount(0)
      await expect(page.locator('.map-area')).toHaveText(/Alleen panden in het gekozen kaartgebied/)
      await page.getByRole('link', { name: 'Gebied wissen' }).click()
      await expect(page).not.toHaveURL(/bbox=/)
      await expect(page).toHaveURL(/city=3920/)
      await expect.poll(() => totalCount(page)).toBe(total)
      await expect.poll(() => representedOnMap(page)).toBe(total)
    })

    test('a cluster zooms in to where it splits; a pin opens its listing, also from the keyboard', async ({ page }) => {
      await page.goto('/nl/te-koop/?city=3920&view=map')
      await settled(page)
      const cluster = page.locator('.map-cluster').first()
      await expect(cluster).toHaveAttribute('aria-label', /^\d+ panden$/)
      const before = await representedOnMap(page)
      await cluster.click()
      // Zoomed in: fewer listings fit the view, and the visitor may now search this area.
      await expect.poll(() => representedOnMap(page)).toBeLessThan(before)
      await expect(page.getByRole('button', { name: 'Zoek in dit gebied' })).toBeVisible()
      for (let step = 0; step < 10 && (await page.locator('.map-pin').count()) === 0; step++) {
        const count = await representedOnMap(page)
        await page.locator('.map-cluster').first().click()
        await expect.poll(() => representedOnMap(page)).not.toBe(count)
      }
      const pin = page.locator('.map-pin').first()
      await expect(pin).toHaveAttribute('aria-label', /.+, .+/)
      await pin.focus()
      await page.keyboard.press('Enter')
      const panel = page.locator('.map-panel')
      await expect(panel.getByRole('heading')).toBeFocused()
      await expect(panel.getByRole('link', { name: 'Bekijk dit pand' })).toHaveAttribute('href', /^\/nl\/(te-koop|projecten)\/.+\/\d+\/$/)
      await page.keyboard.press('Escape')
      await expect(panel).toHaveCount(0)
    })

    test('listings at (nearly) the same spot open as one list with a link to each', async ({ page, request }) => {
      // The seed's closest pair of listings for sale (Mol): about 16 m apart, too close for any zoom to part them.
      const { pair, metres } = closestPair(await mapPoints(request, 'city=2400'))
      expect(metres).toBeLessThan(17)
      const [west, east] = [Math.min(pair[0].lng, pair[1].lng) - 0.0008, Math.max(pair[0].lng, pair[1].lng) + 0.0008]
      const [south, north] = [Math.min(pair[0].lat, pair[1].lat) - 0.0005, Math.max(pair[0].lat, pair[1].lat) + 0.0005]
      await page.goto(`/nl/te-koop/?city=2400&view=map&bbox=${[west, south, east, north].map((d) => d.toFixed(5)).join(',')}`)
      await settled(page)
      const group = page.locator('.map-group')
      await expect(group).toHaveAttribute('aria-label', '2 panden op deze plek')
      await group.click()
      const panel = page.locator('.map-panel')
      await expect(panel.getByRole('heading', { name: '2 panden op deze plek' })).toBeVisible()
      const hrefs = await panel.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(hrefs.map((href) => Number(href!.split('/').filter(Boolean).at(-1))).sort()).toEqual(pair.map((p) => p.externalId).sort())
      await panel.getByRole('link').first().click()
      await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`))
    })

    test('the detail page map says where the property is when the map cannot load (issue 19.4)', async ({ page, request }) => {
      // Filters on coordinates and street are for staff only (a hidden address must not be findable).
      const response = await request.get(
        '/api/properties?depth=0&locale=nl&where[goal][equals]=sale&where[status][equals]=for-sale&where[published][equals]=true&where[publishAddress][equals]=true&where[latitude][exists]=true&where[street][exists]=true&limit=1&sort=externalId',
        { headers: await staffApiHeaders() },
      )
      const property = (await response.json()).docs[0] as {
        externalId: number
        street: string
        zip: string
        city: string
        latitude: number
        longitude: number
      }
      await page.goto(`/property/${property.externalId}/`)
      const location = page.locator('.property-location')
      // The map's code loads when the visitor comes near it (src/site/deferredIsland.tsx).
      await location.scrollIntoViewIfNeeded()
      const note = location.locator('.map-note')
      await expect(note).toContainText(`De kaart kan nu niet laden. Ligging: ${property.street}`)
      await expect(note).toContainText(`${property.zip} ${property.city}`)
      await expect(note).not.toContainText('De lijst hieronder')
      await expect(note.getByRole('link', { name: 'Routebeschrijving' })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&destination=${property.latitude},${property.longitude}`,
      )
      // The marker still shows on the blank background.
      await expect(location.locator('.map-pin')).toHaveCount(1)
    })
  })
}

test('a listing whose address is not published shows no map and leads to its town only', async ({ page, request }) => {
  const response = await request.get(
    '/api/properties?depth=0&locale=nl&where[goal][equals]=sale&where[status][equals]=for-sale&where[published][equals]=true&where[publishAddress][equals]=false&where[latitude][exists]=true&where[street][exists]=true&limit=1&sort=externalId',
    { headers: await staffApiHeaders() },
  )
  const property = (await response.json()).docs[0] as { externalId: number; street?: string; zip: string; city: string; latitude: number }
  await page.goto(`/property/${property.externalId}/`)
  const location = page.locator('.property-location')
  await expect(location).toContainText(`${property.zip} ${property.city}`)
  await expect(location.locator('.property-map')).toHaveCount(0)
  const directions = location.getByRole('link', { name: 'Routebeschrijving' })
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${property.zip} ${property.city}`)}`,
  )
  await expect(location).not.toContainText(property.street!)
})

test('Leaflet and the clustering load only with the map view, never with the grid', async ({ page }) => {
  const bodies: string[] = []
  page.on('response', async (response) => {
    if (/\.(js|css)(\?|$)/.test(response.url())) bodies.push(await response.text().catch(() => ''))
  })
  const mapCode = () => bodies.some((body) => body.includes('leaflet-marker-icon') || body.includes('point_count_abbreviated'))
  await page.goto('/nl/te-koop/?city=3920')
  await settled(page)
  await expect(page.locator('.property-card').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(mapCode()).toBe(false)
  await page.getByRole('navigation', { name: 'Weergave' }).getByRole('link', { name: 'Kaart' }).click()
  await expect.poll(() => markers(page).count()).toBeGreaterThan(0)
  await page.waitForLoadState('networkidle')
  expect(mapCode()).toBe(true)
})
