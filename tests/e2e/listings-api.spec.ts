import { expect, test, type APIRequestContext } from '@playwright/test'

import { publicAddress, townCentre, type Town } from '../../src/listings/publicAddress'
import { staffApiHeaders } from './helpers/admin'

/**
 * The listings API as a client program uses it (the list and map screens fetch it): malformed
 * searches are refused with a 400 naming each bad parameter, never a server error; a good search
 * carries the facet counts and, for the map, every located listing of the search.
 */

type Answer = {
  totalDocs: number
  facets: { total: number; features: Record<string, number>; rooms: Record<string, number>; epc: Record<string, number> }
  points: Array<{ lat: number; lng: number }> | null
}

const listings = (request: APIRequestContext, query: string) => request.get(`/api/site/listings?listing=for-sale&locale=nl&${query}`)

/** The for-sale list set of the site, as Payload's REST API filters it. */
const FOR_SALE = 'where[and][0][goal][equals]=sale&where[and][1][status][in]=for-sale,under-option,to-take-over'

test('a malformed search is a 400 that names each bad parameter', async ({ request }) => {
  for (const [query, params] of [
    ['limit=abc', ['limit']],
    [`city=${'3'.repeat(10_000)}`, ['city']],
    ['bbox=1,2,3', ['bbox']],
    ['page=-1', ['page']],
    ['epc=z&garden=yes&area=big', ['area', 'epc', 'garden']],
  ] as const) {
    const response = await listings(request, query)
    expect(response.status(), query).toBe(400)
    const body = (await response.json()) as { error: string; problems: Array<{ param: string; message: string }> }
    expect(body.error).toBe('Invalid search')
    expect(body.problems.map((p) => p.param).sort()).toEqual([...params])
  }
  for (const query of ['listing=nowhere&locale=nl', 'listing=for-sale&locale=xx']) {
    const response = await request.get(`/api/site/listings?${query}`)
    expect(response.status()).toBe(400)
    expect(((await response.json()) as { error: string }).error).toBe('Unknown list or language')
  }
})

test('a search answers its facet counts, each the total of the search it stands for', async ({ request }) => {
  const answer = (await (await listings(request, 'epc=d&rooms=2')).json()) as Answer
  expect(answer.facets.total).toBe(answer.totalDocs)
  expect(answer.totalDocs).toBeGreaterThan(0)
  const withGarden = (await (await listings(request, 'epc=d&rooms=2&garden=1')).json()) as Answer
  expect(answer.facets.features.garden).toBe(withGarden.totalDocs)
  const threeRooms = (await (await listings(request, 'epc=d&rooms=3')).json()) as Answer
  expect(answer.facets.rooms['3']).toBe(threeRooms.totalDocs)
  const epcB = (await (await listings(request, 'epc=b&rooms=2')).json()) as Answer
  expect(answer.facets.epc.b).toBe(epcB.totalDocs)
  expect(answer.facets.epc.b).toBeLessThan(answer.facets.epc.g)
})

/**
 * The for-sale listings at the position the public may see (src/listings/publicAddress.ts: a "town
 * only" listing on its town's centre), from Payload's REST API as staff: only staff may read stored
 * coordinates of every listing and filter on them.
 */
async function publicPositions(request: APIRequestContext): Promise<Array<{ lat: number; lng: number }>> {
  const headers = await staffApiHeaders()
  const select = ['zip', 'city', 'publishAddress', 'latitude', 'longitude'].map((field) => `select[${field}]=true`).join('&')
  const properties = await request.get(
    `/api/properties?depth=0&pagination=false&${select}&${FOR_SALE}&where[and][2][published][equals]=true`,
    { headers },
  )
  const cities = await request.get(
    '/api/cities?depth=0&pagination=false&select[name]=true&select[zip]=true&select[latitude]=true&select[longitude]=true',
    { headers },
  )
  expect([properties.status(), cities.status()]).toEqual([200, 200])
  const towns = ((await cities.json()) as { docs: Town[] }).docs
  type Row = { zip: string; city: string | null; publishAddress: boolean | null; latitude: number | null; longitude: number | null }
  return ((await properties.json()) as { docs: Row[] }).docs
    .map((row) => publicAddress(row, row.publishAddress, townCentre(towns, row.zip, row.city)))
    .filter((row) => typeof row.latitude === 'number' && typeof row.longitude === 'number')
    .map((row) => ({ lat: row.latitude!, lng: row.longitude! }))
}

test('the map gets every located listing of the search, the map area included, at its public position', async ({ request }) => {
  const all = (await (await listings(request, 'view=map')).json()) as Answer
  const positions = await publicPositions(request)
  const key = (p: { lat: number; lng: number }) => `${p.lat},${p.lng}`
  expect(all.points!.map(key).sort()).toEqual(positions.map(key).sort())
  const [west, south, east, north] = [5.2, 51.1, 5.4, 51.3]
  const inArea = (await (await listings(request, `view=map&bbox=${west},${south},${east},${north}`)).json()) as Answer
  expect(inArea.points!.length).toBeGreaterThan(0)
  expect(inArea.points!.length).toBeLessThan(all.points!.length)
  for (const { lat, lng } of inArea.points!) expect(lat >= south && lat <= north && lng >= west && lng <= east).toBe(true)
  expect(inArea.points!.length).toBe(positions.filter(({ lat, lng }) => lat >= south && lat <= north && lng >= west && lng <= east).length)
  expect(inArea.totalDocs).toBe(inArea.points!.length)
})
