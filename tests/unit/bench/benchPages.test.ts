import { describe, expect, it } from '@jest/globals'

import { FIRST_LOAD_JS_BUDGETS, overBudget } from '../../../bench/budgets.mjs'
import { linkedPaths, pagesFromLinks, PREFERRED_ARTICLE } from '../../../bench/pages.mjs'

/** Links as the list pages have them: menus, paging, cards. */
const saleList = linkedPaths(
  '<nav><a href="/nl/">Home</a><a class="active" href="/nl/te-koop/">Te koop</a></nav>' +
    '<a href="/nl/te-koop/?page=2&amp;sort=price">2</a>' +
    '<a href="/fr/a-vendre/mol/maison/12/">FR</a>' +
    '<a href="/nl/te-huur/mol/studio/5/">huur</a>' +
    '<article><a class="card" href="/nl/te-koop/mol/woning-met-tuin/2449/#photos">Woning</a></article>' +
    '<a href="/nl/te-koop/olen/villa/1628/">Villa</a>',
)
const projectList = linkedPaths(
  '<a href="/nl/projecten/">Projecten</a><a href="/nl/projecten/lommel/de-brouwerij/21/kavel-3/2215/">Kavel 3</a>' +
    '<a href="/nl/projecten/lommel/de-brouwerij/21/">De Brouwerij</a>',
)
const blogList = linkedPaths('<a href="/nl/blog/">Blog</a><a href="/nl/blog/2/">2</a><a href="/nl/blog/keuring-elektriciteit/">Keuring</a>')

describe('the measured pages', () => {
  it('are the first sale listing, project (not a unit) and article (not a list page) the list pages link to', () => {
    const pages = pagesFromLinks({ saleList, projectList, blogList, preferredArticle: false })
    expect(Object.fromEntries(pages.map((page) => [page.kind, page.path]))).toEqual({
      home: '/nl/',
      list: '/nl/te-koop/',
      detail: '/nl/te-koop/mol/woning-met-tuin/2449/',
      project: '/nl/projecten/lommel/de-brouwerij/21/',
      article: '/nl/blog/keuring-elektriciteit/',
      contact: '/nl/contact/',
    })
  })

  it('take the article the issue names when the site has it', () => {
    const pages = pagesFromLinks({ saleList, projectList, blogList, preferredArticle: true })
    expect(pages.find((page) => page.kind === 'article')?.path).toBe(PREFERRED_ARTICLE)
  })

  it('say which link is missing', () => {
    expect(() => pagesFromLinks({ saleList: ['/nl/te-koop/'], projectList, blogList, preferredArticle: true })).toThrow(
      /no link to a sale detail page/,
    )
  })

  it('each have a budget', () => {
    for (const page of pagesFromLinks({ saleList, projectList, blogList, preferredArticle: true })) {
      expect(FIRST_LOAD_JS_BUDGETS[page.kind]).toBeDefined()
    }
  })
})

describe('overBudget', () => {
  const budget = { framework: 100, own: 50, total: 150 }

  it('is empty at or under every number', () => {
    expect(overBudget({ framework: 100, own: 50, total: 150 }, budget)).toEqual([])
  })

  it('names each part over its budget with both numbers', () => {
    expect(overBudget({ framework: 90, own: 1_070, total: 1_160 }, budget)).toEqual(['own 1,070 B > 50 B', 'total 1,160 B > 150 B'])
  })
})
