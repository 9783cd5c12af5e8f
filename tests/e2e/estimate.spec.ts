import { expect, test } from './helpers/visitorTest'
import { estimateTests } from './helpers/estimate'
import { fetchServerHtml } from './helpers/serverHtml'

/** The owner's instant estimate and the valuation request on a desktop (helpers/estimate.ts). */
estimateTests({ width: 1280 })

test.describe('the estimate without JavaScript and as JSON', () => {
  test('the GET form is answered in the page: a range, or each wrong field named', async ({ request }) => {
    const answered = await fetchServerHtml(
      request,
      '/nl/gratis-schatting/?estimate=1&town=2400&kind=1&living=150&beds=3&label=c&condition=good',
    )
    expect(answered.response.status()).toBe(200)
    expect(answered.document.querySelector('#estimate-answer .estimate-range')?.text).toMatch(/^€\u00a0\d{3}\.000 – €\u00a0\d{3}\.000$/)
    const wrong = await fetchServerHtml(request, '/fr/estimation-gratuite/?estimate=1&town=ABCD&kind=villa&living=5&beds=1.5&label=Z')
    expect(wrong.response.status()).toBe(200)
    const errors = wrong.document.querySelectorAll('.estimate-form .field-error').map((error) => error.text)
    expect(errors).toEqual([
      'Choisissez une commune dans la liste',
      'Choisissez un type de bien dans la liste',
      'La surface doit être comprise entre 20 et 2000 m²',
      'Indiquez le nombre de chambres en nombre entier',
      'Choisissez un label PEB dans la liste',
    ])
    expect(wrong.document.querySelector('#estimate-answer')).toBeNull()
  })

  test('GET /api/site/estimate answers the same, and a bad query is a 400 naming what is wrong, never a 500', async ({ request }) => {
    const good = await request.get('/api/site/estimate?locale=nl&town=2400&kind=1&living=150')
    expect(good.status()).toBe(200)
    const body = (await good.json()) as { estimate: { kind: string; count: number; low: number; high: number }; town: string }
    expect(body.town).toBe('Mol')
    expect(body.estimate.kind).toBe('estimate')
    expect(body.estimate.low).toBeLessThan(body.estimate.high)
    const few = (await (await request.get('/api/site/estimate?locale=fr&town=2200&kind=2&living=40')).json()) as {
      estimate: { kind: string }
    }
    expect(few.estimate.kind).toBe('too-few')
    const bad: Array<[string, string]> = [
      ['locale=xx&town=2400&kind=1&living=150', 'locale'],
      ['locale=nl&town=2400&kind=1&living=1e309', 'living'],
      ['locale=nl&town=9999&kind=1&living=150', 'town'],
      ['locale=nl&town=2400&kind=999&living=150', 'kind'],
      ['locale=nl&town=2400&town=2490&kind=1&living=150', 'town'],
      ['locale=nl&town=%3Cscript%3E&kind=1&living=150', 'town'],
      ['locale=nl&town=2400&kind=1&living=150&beds=-3', 'beds'],
      [`locale=nl&town=2400&kind=1&living=150&label=${'a'.repeat(600)}`, 'query'],
    ]
    for (const [query, param] of bad) {
      const response = await request.get(`/api/site/estimate?${query}`)
      expect(response.status(), query).toBe(400)
      const answer = (await response.json()) as { problems: Array<{ param: string }> }
      expect(
        answer.problems.map((problem) => problem.param),
        query,
      ).toContain(param)
    }
  })

  test('the menu leads demanders to their own login, beside the owners’', async ({ request }) => {
    const { document } = await fetchServerHtml(request, '/nl/')
    const links = document.querySelectorAll('.nav-login a').map((link) => [link.text.trim(), link.getAttribute('href')])
    expect(links).toEqual([
      ['Login', '/nl/login/'],
      ['Eigenaarsportaal', '/nl/login/'],
      ['Mijn zoekprofiel', '/nl/account/'],
    ])
  })
})
