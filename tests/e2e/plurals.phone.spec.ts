import { test } from '@playwright/test'

import { expectPaging, searchesWithOneAndTwoForSale } from './helpers/plurals'
import { acceptCookies } from './helpers/site'

/** The same plurals on a phone (390 x 844): one result is "1 object", two are "2 objecten". */
test('a result count reads right for 1 and 2 on a phone', async ({ page, request }) => {
  await acceptCookies(page)
  const { one, two } = await searchesWithOneAndTwoForSale(request)
  await expectPaging(page, `/nl/te-koop/?${one}`, 'Pagina 1 van 1 [1 object]')
  await expectPaging(page, `/nl/te-koop/?${two}`, 'Pagina 1 van 1 [2 objecten]')
  await expectPaging(page, `/fr/a-vendre/?${one}`, 'Page 1 sur 1 [1 bien]')
  await expectPaging(page, `/fr/a-vendre/?${two}`, 'Page 1 sur 1 [2 biens]')
})
