import { advisors } from '../../seed/content/advisors'
import { blogArticles } from '../../seed/content/blog'
import { categories } from '../../seed/content/categories'
import { pages, thankYouPages, type PageKey } from '../../seed/content/pages'
import { sectionArticles } from '../../seed/content/sections'
import { fetchServerHtml, single, textOf } from './helpers/serverHtml'
import { headingOf, redirectOf } from './helpers/site'
import { expect, test } from './helpers/visitorTest'

/** The spec's static pages (section 2): original path, Dutch public path, and the page of the seed. */
const STATIC: Array<[original: string, dutch: string, page: PageKey]> = [
  ['/for-sale/', '/nl/te-koop/', 'for-sale'],
  ['/For-rent/', '/nl/te-huur/', 'for-rent'],
  ['/Nieuwbouw/', '/nl/nieuwbouw/', 'new-build'],
  ['/Verkocht/', '/nl/verkocht/', 'sold'],
  ['/Verkopen/', '/nl/onze-aanpak/', 'selling'],
  ['/Over-ons/', '/nl/over-ons/', 'about'],
  ['/Blog/', '/nl/blog/', 'blog'],
  ['/Vacatures/', '/nl/vacatures/', 'vacancies'],
  ['/contact/', '/nl/contact/', 'contact'],
  ['/demand-register/', '/nl/ik-zoek/', 'demand'],
  ['/contact-demand/', '/nl/gratis-schatting/', 'valuation'],
  ['/Disclaimer/', '/nl/disclaimer/', 'disclaimer'],
  ['/Cookie-policy/', '/nl/cookie-policy/', 'cookie-policy'],
  ['/Privacy-statement/', '/nl/privacy-statement/', 'privacy-statement'],
]

// List pages open on their results, without the banner (and its title) that other pages may have.
const LIST_PAGES: ReadonlySet<PageKey> = new Set(['for-sale', 'for-rent', 'new-build', 'sold'])
const heading = (key: PageKey) => (LIST_PAGES.has(key) ? undefined : pages[key].bannerTitle?.nl) ?? pages[key].title.nl
const sectionOf = (key: string) => categories.find((c) => c.key === key)!.section.nl

test.describe('every Dutch public path of the spec resolves to its own page', () => {
  test('static pages, home and the owner login in three languages', async ({ request }) => {
    const seen = new Set<string>()
    for (const [, path, key] of [['/', '/nl/', 'home'] as const, ...STATIC]) {
      const { status, h1 } = await headingOf(request, path)
      expect.soft(status, path).toBe(200)
      expect.soft(h1, path).toBe(key === 'home' ? 'Uw thuis in de Kempen' : heading(key))
      seen.add(h1 ?? '')
    }
    expect(seen.size).toBe(STATIC.length + 1)
    for (const [path, title] of [
      ['/nl/login/', 'Login eigenaars'],
      ['/fr/login/', 'Connexion propriétaires'],
      ['/en/login/', 'Owner login'],
    ]) {
      expect(await headingOf(request, path)).toEqual({ status: 200, h1: title })
    }
    expect(await headingOf(request, '/nl/diensten/verkopen/')).toEqual({ status: 200, h1: pages.selling.title.nl })
    expect(await headingOf(request, '/nl/getuigenissen/')).toEqual({ status: 200, h1: pages.testimonials.title.nl })
  })

  test('the six advisor valuation pages and every thank-you page', async ({ request }) => {
    expect(advisors).toHaveLength(6)
    for (const advisor of advisors) {
      expect
        .soft(await headingOf(request, `/nl/gratis-schatting/${advisor.slug}/`))
        .toEqual({ status: 200, h1: `Gratis schatting door ${advisor.firstName}` })
      expect
        .soft(await headingOf(request, `/nl/bedankt/gratis-schatting-${advisor.slug}/`))
        .toEqual({ status: 200, h1: 'Bedankt voor het vertrouwen' })
    }
    for (const page of thankYouPages) {
      expect.soft(await headingOf(request, `/nl/bedankt/${page.path.nl}/`)).toEqual({ status: 200, h1: page.title.nl })
    }
  })

  test('the article sections: selling, testimonials, home services, blog and the vacancy', async ({ request }) => {
    const selling = [
      'gratis-schatting',
      'online-visibiliteit',
      'wij-doen-alle-administratie-voor-jou',
      'overtuigend-plaatsbezoek',
      'verkocht-proficiat',
    ]
    const services = ['onze-mensen', 'ons-advies', 'onze-service', 'onze-beloften']
    for (const slug of selling) expect.soft((await headingOf(request, `/nl/verkopen/${slug}/`)).status, slug).toBe(200)
    for (const slug of services) expect.soft((await headingOf(request, `/nl/home-services/${slug}/`)).status, slug).toBe(200)
    const articles = [...sectionArticles.filter((a) => a.category !== 'team'), ...blogArticles]
    expect(articles.filter((a) => a.category === 'testimonials')).toHaveLength(4)
    expect(blogArticles.length).toBeGreaterThanOrEqual(25)
    for (const article of articles) {
      const path = `/nl/${sectionOf(article.category)}/${article.slug.nl}/`
      expect.soft(await headingOf(request, path), path).toEqual({ status: 200, h1: article.title.nl })
    }
    expect(await headingOf(request, '/nl/vacatures/regio-noord-limburg/')).toMatchObject({ status: 200 })
  })
})

test.describe('original paths redirect permanently to the Dutch public path', () => {
  test('static pages, thank-you pages, advisor pages and articles', async ({ request }) => {
    for (const [original, dutch] of STATIC)
      expect.soft(await redirectOf(request, original), original).toEqual({ status: 308, location: dutch })
    expect(await redirectOf(request, '/Over-ons')).toEqual({ status: 308, location: '/nl/over-ons/' })
    for (const page of thankYouPages)
      expect.soft(await redirectOf(request, page.original)).toEqual({ status: 308, location: `/nl/bedankt/${page.path.nl}/` })
    for (const advisor of advisors) {
      expect
        .soft(await redirectOf(request, `/Gratis-schatting-${advisor.firstName}/`))
        .toEqual({ status: 308, location: `/nl/gratis-schatting/${advisor.slug}/` })
    }
    for (const article of blogArticles) {
      expect
        .soft(await redirectOf(request, `/blog/${article.originalSlug}/`))
        .toEqual({ status: 308, location: `/nl/blog/${article.slug.nl}/` })
    }
    // Spec: one blog article's Dutch slug differs from its original.
    expect(blogArticles.some((a) => a.originalSlug !== a.slug.nl)).toBe(true)
    expect(await redirectOf(request, '/vacatures/regio-noord-limburg/')).toEqual({
      status: 308,
      location: '/nl/vacatures/regio-noord-limburg/',
    })
  })

  test('"/" opens the default language, keeping the query; unknown paths and languages resolve to "/"', async ({ request }) => {
    expect(await redirectOf(request, '/?utm_source=krant')).toEqual({ status: 307, location: '/nl/?utm_source=krant' })
    expect(await redirectOf(request, '/bestaat-niet/')).toEqual({ status: 307, location: '/' })
    expect(await redirectOf(request, '/xx/te-koop/')).toEqual({ status: 307, location: '/' })
  })
})

test.describe('language switching', () => {
  test('home, a static page and an article open in the chosen language; "/" then remembers it', async ({ page }) => {
    await page.goto('/nl/')
    await page.getByRole('link', { name: /^FR\b/ }).click()
    await expect(page).toHaveURL(/\/fr\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('fr')
    await page.goto('/')
    await expect(page).toHaveURL(/\/fr\/$/)

    await page.goto('/nl/over-ons/')
    await page.getByRole('link', { name: /^EN\b/ }).click()
    await expect(page).toHaveURL(/\/en\/about-us\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.about.title.en)

    const article = blogArticles[0]
    await page.goto(`/nl/blog/${article.slug.nl}/`)
    await page.getByRole('link', { name: /^FR\b/ }).click()
    await expect(page).toHaveURL(new RegExp(`/fr/blog/${article.slug.fr}/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title.fr)
  })

  test('French and English pages have translated paths and hreflang alternates', async ({ request }) => {
    const { document } = await fetchServerHtml(request, '/fr/a-vendre/')
    expect(textOf(single(document, 'h1'))).toBe(pages['for-sale'].title.fr)
    const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`,
    )
    expect(alternates).toEqual(
      expect.arrayContaining(['nl /nl/te-koop/', 'fr /fr/a-vendre/', 'en /en/for-sale/', 'x-default /nl/te-koop/']),
    )
    expect(single(document, 'link[rel="canonical"]').getAttribute('href')).toMatch(/\/fr\/a-vendre\/$/)
  })
})

test('an unknown path shows the 404 page with a search form and a link home', async ({ page }) => {
  const response = await page.goto('/nl/blog/deze-pagina-bestaat-niet/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oeps, deze pagina bestaat niet meer')
  const search = page.getByRole('search')
  await search.getByRole('searchbox').fill('Lommel')
  await expect(page.getByRole('link', { name: 'Terug naar de homepage' })).toHaveAttribute('href', '/nl/')
  await search.getByRole('button', { name: 'Zoeken' }).click()
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?search=Lommel$/)

  await page.goto('/fr/nexiste-pas/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups, cette page n’existe plus')
})

test('sitemap.xml lists pages, articles, properties and projects with alternates; robots.txt points to it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml).toContain('/nl/te-koop/</loc>')
  expect(xml).toMatch(/hreflang="fr" href="[^"]*\/fr\/a-vendre\/"/)
  expect(xml).toContain(`/nl/blog/${blogArticles[0].slug.nl}/</loc>`)
  expect(xml).toMatch(/<loc>[^<]*\/nl\/te-koop\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/<\/loc>/)
  expect(xml).toMatch(/<loc>[^<]*\/nl\/projecten\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/<\/loc>/)
  expect(xml).not.toContain('/nl/bedankt/')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
  expect(robots).toContain('Disallow: /admin')
})
