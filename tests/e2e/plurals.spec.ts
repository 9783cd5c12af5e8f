import { test } from '@playwright/test'

import { expectPaging, searchesWithOneAndTwoForSale } from './helpers/plurals'
import { acceptCookies } from './helpers/site'

/** Plurals are ICU messages (src/i18n/message.ts): one result is "1 object", two are "2 objecten", in each language. */
test('a result count reads right for 1 and 2 in Dutch and French', async ({ page, request }) => {
  await acceptCookies(page)
  const { one, two } = await searchesWithOneAndTwoForSale(request)
  await expectPaging(page, `/nl/te-koop/?${one}`, 'Pagina 1 van 1 [1 object]')
  await expectPaging(page, `/nl/te-koop/?${two}`, 'Pagina 1 van 1 [2 objecten]')
  await expectPaging(page, `/fr/a-vendre/?${one}`, 'Page 1 sur 1 [1 bien]')
  await expectPaging(page, `/fr/a-vendre/?${two}`, 'Page 1 sur 1 [2 biens]')
})
