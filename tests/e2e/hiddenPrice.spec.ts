import { expect, test, type APIRequestContext } from '@playwright/test'

import { formatPrice } from '../../src/lib/format'
import { PRICE_FIELDS } from '../../src/listings/publicPrice'
import { staffApiHeaders } from './helpers/admin'

/**
 * Issue 33.1 against the production server over HTTP: a seeded "price on request" listing has no price
 * and no cost figure derived from it in anonymous REST and GraphQL, the site's listings JSON (list and
 * map), the map page's HTML, the detail page's HTML and JSON-LD and the compare summaries; a price
 * filter never finds it by its hidden value; staff still read it.
 */

type Row = { id: number; externalId: number; zip: string; price: number; surfaceLiving: number } & Record<string, unknown>

const PRICED = 'where[published][equals]=true&where[goal][equals]=sale&where[status][equals]=for-sale&where[price][greater_than]=0'

/** A hidden-price listing read as staff whose price no other listing has (so any occurrence is a leak). */
async function hiddenListing(request: APIRequestContext): Promise<Row> {
  const headers = await staffApiHeaders()
  const response = await request.get(
    `/api/properties?depth=0&locale=nl&limit=30&${PRICED}&where[publishPrice][equals]=false&where[totalCost][greater_than]=0&where[surfaceLiving][greater_than]=0&sort=externalId`,
    { headers },
  )
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: Row[] }
  expect(docs.length).toBeGreaterThan(0)
  for (const doc of docs) {
    const same = await request.get(`/api/properties/count?where[price][equals]=${doc.price}`, { headers })
    if (((await same.json()) as { totalDocs: number }).totalDocs === 1) return doc
  }
  throw new Error('no hidden-price listing with a price of its own')
}

/** Every way the listing's price and costs could be written: the numbers and the Dutch € amounts. */
const secrets = (row: Row): string[] =>
  [
    ...PRICE_FIELDS.map((field) => row[field]),
    // Issue 37.6: the prices of its history (staff read it; recorded only while a price was shown).
    ...(Array.isArray(row.priceHistory) ? (row.priceHistory as Array<{ price?: unknown }>).map((entry) => entry.price) : []),
  ]
    .filter((value): value is number => typeof value === 'number' && value > 999)
    .flatMap((value) => [String(value), formatPrice(value, '')])

const expectNoSecret = (text: string, row: Row, where: string) => {
  for (const secret of secrets(row)) expect(text, `${where}: ${secret}`).not.toContain(secret)
}

test('a hidden price is in no anonymous answer and no page, and staff still read it', async ({ request }) => {
  const row = await hiddenListing(request)
  expect(secrets(row)).toContain(String(row.price))
  expect(secrets(row).length).toBeGreaterThan(2)

  // REST, by a filter and by id; a filter or sort on the price is refused.
  const rest = await request.get(`/api/properties?depth=0&where[externalId][equals]=${row.externalId}`)
  expect(rest.status()).toBe(200)
  const restBody = (await rest.json()) as { docs: Array<Record<string, unknown>> }
  expect(restBody.docs).toHaveLength(1)
  for (const field of PRICE_FIELDS) expect(restBody.docs[0], field).not.toHaveProperty(field)
  expectNoSecret(JSON.stringify(restBody), row, 'REST')
  expectNoSecret(await (await request.get(`/api/properties/${row.id}?depth=1`)).text(), row, 'REST by id')
  const probe = await request.get(`/api/properties?where[externalId][equals]=${row.externalId}&where[price][greater_than]=${row.price - 1}`)
  expect(probe.status()).toBe(400)
  expect((await request.get(`/api/properties?where[zip][equals]=${row.zip}&sort=price`)).status()).toBe(400)

  // GraphQL.
  const graphql = await request.post('/api/graphql', {
    data: {
      query: `{ Properties(where: { externalId: { equals: ${row.externalId} } }) { docs { id publishPrice price totalCost registrationRight notaryFeeIncVat vatValue } } }`,
    },
  })
  const graphqlBody = (await graphql.json()) as { data: { Properties: { docs: Array<Record<string, unknown>> } } }
  expect(graphqlBody.data.Properties.docs[0]).toMatchObject({ publishPrice: false, price: null, totalCost: null, registrationRight: null })
  expectNoSecret(JSON.stringify(graphqlBody), row, 'GraphQL')
  const graphqlProbe = await request.post('/api/graphql', {
    data: { query: `{ Properties(where: { price: { greater_than: ${row.price - 1} } }) { docs { id } } }` },
  })
  expect(((await graphqlProbe.json()) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0)

  // The site's listings JSON: the list, the map's points, and a price range around the hidden price.
  // Its town and its exact living area: a search small enough to hold it on one page.
  const search = `city=${row.zip}&area=${row.surfaceLiving}-${row.surfaceLiving}`
  const listings = `/api/site/listings?listing=for-sale&locale=nl&limit=48&${search}`
  const list = await (await request.get(listings)).text()
  expect(list).toContain(`"externalId":${row.externalId}`)
  expectNoSecret(list, row, 'site listings')
  const map = await (await request.get(`${listings}&view=map`)).text()
  expect(map).toContain('"points"')
  expectNoSecret(map, row, 'site listings, map')
  const ranged = (await (await request.get(`${listings}&price=${row.price - 1}-${row.price + 1}&view=map`)).json()) as {
    cards: Array<{ externalId: number }>
    totalDocs: number
  }
  expect(ranged.cards.map((c) => c.externalId)).not.toContain(row.externalId)

  // The map page's HTML (its embedded data), the detail page's HTML and JSON-LD.
  const mapPage = await request.get(`/nl/te-koop/?${search}&view=map`)
  expect(mapPage.status()).toBe(200)
  const mapHtml = await mapPage.text()
  expect(mapHtml).toContain(`/${row.externalId}/`)
  expectNoSecret(mapHtml, row, 'map page')
  const detail = await request.get(`/property/${row.externalId}/`)
  expect(detail.status()).toBe(200)
  const html = await detail.text()
  expect(html).toContain('Prijs op aanvraag')
  expectNoSecret(html, row, 'detail page')
  // No price history and no dated "price reduced" badge for a hidden price (issue 37.6).
  expect(html).not.toContain('data-testid="price-history"')
  expect(html).not.toContain('data-testid="price-reduced"')
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])
  expect(jsonLd.length).toBeGreaterThan(0)
  for (const data of jsonLd) {
    expectNoSecret(data, row, 'JSON-LD')
    expect(data).not.toContain(`"price":`)
  }

  // The compare page's summaries.
  const summaries = await (await request.get(`/api/site/listings/summaries?locale=nl&ids=${row.externalId}`)).text()
  expect(summaries).toContain(`"id":${row.externalId}`)
  expectNoSecret(summaries, row, 'compare summaries')

  // Staff read the price through REST.
  const staff = await request.get(`/api/properties?depth=0&where[externalId][equals]=${row.externalId}`, {
    headers: await staffApiHeaders(),
  })
  expect(((await staff.json()) as { docs: Row[] }).docs[0]).toMatchObject({ price: row.price, totalCost: row.totalCost })
})
