import { expect, test, type APIRequestContext } from '@playwright/test'

import { advertMentions, missingMentions, type MentionSource } from '../../../src/listings/mentions'
import { finalPath } from './layout'
import { acceptCookies } from './site'

/**
 * Issue 32 point 6, in the browser: the mentions every advert carries (src/listings/mentions.ts) on a
 * list card, a map popup, a compare column and the detail page; the flood symbol; a missing mention
 * named on the detail page. Used by mentions.spec.ts (desktop) and mentions.phone.spec.ts (phone).
 */

type Listing = MentionSource & { externalId: number; latitude?: number | null; longitude?: number | null; city?: string | null }

const FIELDS = [
  'externalId',
  'zip',
  'countryId',
  'goal',
  'epcStatus',
  'energyPerformance',
  'epcLabelText',
  'co2Emission',
  'pScore',
  'gScore',
]
const FIELDS_PLANNING = ['permit', 'allotmentPermit', 'planningDestination', 'preemptiveRights', 'summons', 'judicialDecision']

/** Seeded listings for sale on offer, as a visitor reads them (public fields), matching `where`. */
async function listings(request: APIRequestContext, where: string, extra: string[] = []): Promise<Listing[]> {
  const select = [...FIELDS, ...extra].map((field) => `select[${field}]=true`).join('&')
  const response = await request.get(
    `/api/properties?depth=0&locale=nl&limit=100&sort=externalId&where[goal][equals]=sale&where[status][equals]=for-sale&${where}&${select}`,
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Listing[] }).docs
}

/** A Flemish sale on the for-sale list with an EPC value and a flood score D (the seed draws P-scores A-D: seed/generate/crm.ts). */
async function floodedListing(request: APIRequestContext): Promise<Listing> {
  const found = (
    await listings(
      request,
      'where[pScore][equals]=D&where[energyPerformance][exists]=true&where[project][exists]=false&where[mainTypeName][not_equals]=Nieuwbouw%20woning',
      ['latitude', 'longitude'],
    )
  ).find((l) => advertMentions(l).flood && advertMentions(l).epcLabel && typeof l.latitude === 'number')
  expect(found, 'a seeded sale with a D flood score').toBeTruthy()
  return found!
}

export function mentionTests(): void {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page)
  })

  test('a list card shows the EPC label and score, and the flood symbol when a score is D', async ({ page, request }) => {
    const listing = await floodedListing(request)
    const expected = advertMentions(listing)
    // The page of its town's list that holds it (the listings API answers the same search as the page).
    let pageNumber = 0
    for (let n = 1; n <= 30 && !pageNumber; n++) {
      const response = await request.get(`/api/site/listings?listing=for-sale&locale=nl&city=${listing.zip}&page=${n}`)
      expect(response.ok()).toBe(true)
      const body = (await response.json()) as { cards: Array<{ externalId: number }>; totalPages: number }
      if (body.cards.some((c) => c.externalId === listing.externalId)) pageNumber = n
      if (n >= body.totalPages) break
    }
    expect(pageNumber, 'its page in the list').toBeGreaterThan(0)
    await page.goto(`/nl/te-koop/?city=${listing.zip}&page=${pageNumber}`)
    const card = page.locator('.property-card').filter({ has: page.locator(`button[data-compare-id="${listing.externalId}"]`) })
    await expect(card).toHaveCount(1)
    const mentions = card.locator('.advert-mentions')
    await expect(mentions.locator('.epc-chip')).toHaveText(`EPC ${expected.epcLabel}`)
    await expect(mentions).toContainText(`${expected.epcValue} kWh/m²/jaar`)
    await expect(mentions).toContainText('P-score D')
    await expect(mentions.getByRole('img', { name: 'Overstromingsgevoelig: P- of G-score D' })).toBeVisible()
  })

  test('a map popup shows the EPC label and score', async ({ page, request }) => {
    const listing = await floodedListing(request)
    const expected = advertMentions(listing)
    const [lat, lng] = [listing.latitude!, listing.longitude!]
    const bbox = [lng - 0.0004, lat - 0.0003, lng + 0.0004, lat + 0.0003].map((d) => d.toFixed(5)).join(',')
    await page.goto(`/nl/te-koop/?city=${listing.zip}&view=map&bbox=${bbox}`)
    await expect(page.locator('.list-screen')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
    const marker = page.locator('.map-pin, .map-group').first()
    await marker.focus()
    await page.keyboard.press('Enter')
    const item = page.locator('.map-panel li').filter({ hasText: expected.epcValue ? `${expected.epcValue} kWh/m²/jaar` : '' })
    await expect(item.first().locator('.epc-chip')).toHaveText(`EPC ${expected.epcLabel}`)
    await expect(item.first().getByRole('img', { name: 'Overstromingsgevoelig: P- of G-score D' })).toBeVisible()
  })

  test('a compare column shows the EPC label and the flood symbol', async ({ page, request }) => {
    const flooded = await floodedListing(request)
    const other = (await listings(request, 'where[pScore][equals]=A&where[energyPerformance][exists]=true')).find(
      (l) => advertMentions(l).epcLabel && !advertMentions(l).flood,
    )!
    await page.goto(`/nl/vergelijk/?ids=${flooded.externalId},${other.externalId}`)
    const epc = page.locator('.compare-table tr[data-row="epc"] td')
    await expect(epc).toHaveCount(2)
    await expect(epc.first()).toContainText(`${advertMentions(flooded).epcLabel} (`)
    await expect(epc.nth(1)).toContainText(`${advertMentions(other).epcLabel} (`)
    const pScore = page.locator('.compare-table tr[data-row="pScore"] td')
    await expect(pScore.first().getByRole('img', { name: 'Overstromingsgevoelig: P- of G-score D' })).toBeVisible()
    await expect(pScore.nth(1).getByRole('img')).toHaveCount(0)
  })

  test('the detail page names a missing mention, with the flood symbol and the planning abbreviations', async ({ page, request }) => {
    // A Flemish sale whose EPC is only "in application": the EPC is a missing mention (the seed has a few).
    const pending = (await listings(request, 'where[epcStatus][equals]=in-application', FIELDS_PLANNING))[0]
    expect(pending, 'a seeded sale with its EPC in application').toBeTruthy()
    expect(missingMentions(pending)).toContain('epc')
    await page.goto(await finalPath(request, `/property/${pending.externalId}/`))
    await expect(page.getByTestId('mentions-missing')).toContainText('Deze advertentie mist nog wettelijk verplichte vermeldingen:')
    await expect(page.getByTestId('mentions-missing')).toContainText('EPC-label en -score')

    // A complete listing says nothing of the kind, and shows its mentions beside the price.
    const flooded = await floodedListing(request)
    await page.goto(await finalPath(request, `/property/${flooded.externalId}/`))
    await expect(page.locator('.property-price .advert-mentions .epc-chip')).toHaveText(`EPC ${advertMentions(flooded).epcLabel}`)
    await expect(page.locator('.property-price').getByRole('img', { name: 'Overstromingsgevoelig: P- of G-score D' })).toBeVisible()
    await expect(page.locator('.facts-legal')).toContainText(/\((Vg|Gvg)\)/)
  })
}
