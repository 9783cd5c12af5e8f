import { expect, type APIRequestContext, type Page } from '@playwright/test'

type City = { zip: string; counts?: { nl?: { sale?: number } } }

/**
 * Two searches of the for-sale list (`city=…&type=…`) with exactly one and exactly two results, found
 * in the seed through the listings API: the smallest towns first, each with every property type.
 */
export async function searchesWithOneAndTwoForSale(request: APIRequestContext): Promise<{ one: string; two: string }> {
  const cities = ((await (await request.get('/api/cities?limit=100&depth=0')).json()) as { docs: City[] }).docs
  const types = ((await (await request.get('/api/property-types?limit=100&depth=0')).json()) as { docs: Array<{ webId: number }> }).docs
  const found: { one?: string; two?: string } = {}
  const smallestFirst = [...cities].sort((a, b) => (a.counts?.nl?.sale ?? 0) - (b.counts?.nl?.sale ?? 0))
  for (const city of smallestFirst) {
    for (const type of types) {
      const query = `city=${city.zip}&type=${type.webId}`
      const total = async (locale: string) =>
        (
          (await (await request.get(`/api/site/listings?listing=for-sale&locale=${locale}&limit=1&${query}`)).json()) as {
            totalDocs: number
          }
        ).totalDocs
      // The tests read the Dutch and the French list: both must have the count.
      const totalDocs = await total('nl')
      if ((totalDocs === 1 || totalDocs === 2) && (await total('fr')) !== totalDocs) continue
      if (totalDocs === 1) found.one ??= query
      if (totalDocs === 2) found.two ??= query
      if (found.one && found.two) return { one: found.one, two: found.two }
    }
  }
  throw new Error(`no searches with one and two listings for sale: ${JSON.stringify(found)}`)
}

/** The list's "Pagina 1 van 1 [n objecten]" line, rendered by the server and kept by the list's client component. */
export async function expectPaging(page: Page, path: string, text: string): Promise<void> {
  await page.goto(path)
  const paging = page.locator('.list-screen .paging-text')
  await expect(paging).toHaveText(text)
  await expect(paging).toBeVisible()
}
