import { describe, expect, it } from '@jest/globals'

import {
  createsLoop,
  movedPaths,
  normalizeRedirectSource,
  resolveRedirect,
  safeDestination,
  sourceProblem,
  tableContext,
  withQuery,
  type RedirectRule,
} from '../../../src/routing/redirects'
import { buildRouteTable, type ArticleNode, type MenuNode } from '../../../src/routing/routeTable'

const LOCALES = ['nl', 'fr', 'en', 'de'] as const

const menus: MenuNode[] = [
  { id: 1, parentId: null, path: { nl: '' } },
  { id: 2, parentId: null, path: { nl: 'over-ons', fr: 'a-propos', en: 'about-us' } },
  { id: 3, parentId: 2, path: { nl: 'team', fr: 'equipe', en: 'team' } },
]
const articles: ArticleNode[] = [{ id: 10, slug: { nl: 'lente', fr: 'printemps' }, section: { nl: 'blog', fr: 'blog', en: 'blog' } }]
const table = buildRouteTable({ menus, articles, locales: LOCALES, defaultLocale: 'nl' })
const context = tableContext(table, 'nl')

const rules = (...list: RedirectRule[]) => new Map(list.map((rule) => [rule.from, rule]))
const toPath = (from: string, url: string): RedirectRule => ({ from, to: { kind: 'url', url } })
const toArticle = (from: string, id: number): RedirectRule => ({ from, to: { kind: 'page', target: { kind: 'article', id } } })

describe('normalizeRedirectSource', () => {
  it('stores a path in one form: lower case, decoded, one final slash, no query', () => {
    expect(normalizeRedirectSource('/NL/Oude-Pagina')).toBe('/nl/oude-pagina/')
    expect(normalizeRedirectSource(' /nl//blog///x/?utm_source=mail#top ')).toBe('/nl/blog/x/')
    expect(normalizeRedirectSource('/nl/caf%C3%A9/')).toBe('/nl/café/')
    expect(normalizeRedirectSource('https://www.kempenvastgoed.be/fr/Ancien/')).toBe('/fr/ancien/')
  })

  it('refuses what is no path of this site', () => {
    for (const bad of ['', 'nl/x', '//evil.example/x', 'javascript:alert(1)', '/nl/%zz/', '/nl/a\u0000b/', '/nl/a\\b/']) {
      expect(normalizeRedirectSource(bad)).toBeNull()
    }
  })

  it('names the problem of an unusable source', () => {
    expect(sourceProblem('/admin/collections/users')).toBe('reserved')
    expect(sourceProblem('/api/menus')).toBe('reserved')
    expect(sourceProblem('/')).toBe('home')
    expect(sourceProblem('//evil.example')).toBe('invalid')
    expect(sourceProblem('/nl/oud/')).toBeNull()
    expect(sourceProblem('/administratie/')).toBeNull()
  })
})

describe('safeDestination', () => {
  it('accepts internal paths and absolute http(s) URLs', () => {
    expect(safeDestination('/nl/te-koop/?city=3920')).toBe('/nl/te-koop/?city=3920')
    expect(safeDestination(' https://example.be/page ')).toBe('https://example.be/page')
    expect(safeDestination('HTTP://Example.be')).toBe('http://example.be/')
  })

  it('refuses scripts, other schemes, protocol-relative and backslash hosts, credentials and control characters', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/',
      '/\\evil.example/',
      'https://user:pass@example.be/',
      'ftp://example.be/',
      'example.be/page',
      '/nl/a\nb/',
      '',
    ]) {
      expect(safeDestination(bad)).toBeNull()
    }
  })
})

describe('resolveRedirect', () => {
  it('leads an old path to its target, a page in the language of the old path', () => {
    expect(resolveRedirect('/nl/blog/oud/', rules(toArticle('/nl/blog/oud/', 10)), context)).toBe('/nl/blog/lente/')
    expect(resolveRedirect('/fr/blog/ancien/', rules(toArticle('/fr/blog/ancien/', 10)), context)).toBe('/fr/blog/printemps/')
    // A page without a path of its own in that language: its default-language segment under /en/.
    expect(resolveRedirect('/en/blog/old/', rules(toArticle('/en/blog/old/', 10)), context)).toBe('/en/blog/lente/')
  })

  it('matches a typed path without its slash, in capitals or percent-encoded', () => {
    const list = rules(toPath('/nl/oud/', '/nl/over-ons/'))
    expect(resolveRedirect('/NL/Oud', list, context)).toBe('/nl/over-ons/')
    expect(resolveRedirect('/nl/%6Fud/', list, context)).toBe('/nl/over-ons/')
  })

  it('follows a chain to its end (A→B, B→C gives C)', () => {
    const list = rules(toPath('/nl/a/', '/nl/b/'), toPath('/nl/b/', '/nl/c/'), toPath('/nl/c/', '/nl/over-ons/team/'))
    expect(resolveRedirect('/nl/a/', list, context)).toBe('/nl/over-ons/team/')
    // A chain that ends at a path without a rule still leads there (the last hop).
    expect(resolveRedirect('/nl/x/', rules(toPath('/nl/x/', '/nl/y/'), toPath('/nl/y/', '/nl/z/')), context)).toBe('/nl/z/')
  })

  it('stops at a live page even when an old rule leads on from it', () => {
    const list = rules(toPath('/nl/a/', '/nl/over-ons/'), toPath('/nl/over-ons/', '/nl/elders/'))
    expect(resolveRedirect('/nl/a/', list, context)).toBe('/nl/over-ons/')
  })

  it('never redirects a live page (a page that came back wins over its old redirect)', () => {
    expect(resolveRedirect('/nl/over-ons/', rules(toPath('/nl/over-ons/', '/nl/elders/')), context)).toBeUndefined()
  })

  it('answers nothing for a loop, however long', () => {
    expect(resolveRedirect('/nl/a/', rules(toPath('/nl/a/', '/nl/a/')), context)).toBeUndefined()
    expect(resolveRedirect('/nl/a/', rules(toPath('/nl/a/', '/nl/b/'), toPath('/nl/b/', '/nl/a/')), context)).toBeUndefined()
    const ring = rules(...['a', 'b', 'c', 'd'].map((p, i, all) => toPath(`/nl/${p}/`, `/nl/${all[(i + 1) % all.length]}/`)))
    expect(resolveRedirect('/nl/a/', ring, context)).toBeUndefined()
  })

  it('ends at an absolute URL and ignores an unsafe stored one', () => {
    expect(resolveRedirect('/nl/a/', rules(toPath('/nl/a/', 'https://example.be/x')), context)).toBe('https://example.be/x')
    expect(resolveRedirect('/nl/a/', rules(toPath('/nl/a/', 'javascript:alert(1)')), context)).toBeUndefined()
    expect(resolveRedirect('/nl/a/', rules(toPath('/nl/a/', '//evil.example/')), context)).toBeUndefined()
  })

  it('answers nothing for a page that is no longer published', () => {
    expect(resolveRedirect('/nl/a/', rules(toArticle('/nl/a/', 999)), context)).toBeUndefined()
  })
})

describe('createsLoop', () => {
  it('sees a new rule that closes a ring with the existing ones', () => {
    const list = rules(toPath('/nl/b/', '/nl/c/'), toPath('/nl/c/', '/nl/a/'))
    expect(createsLoop(toPath('/nl/a/', '/nl/b/'), list, context)).toBe(true)
    expect(createsLoop(toPath('/nl/a/', '/nl/d/'), list, context)).toBe(false)
    expect(createsLoop(toPath('/nl/a/', '/nl/a/?x=1'), new Map(), context)).toBe(true)
  })

  it('sees a loop through a page that points back at the source', () => {
    expect(createsLoop(toArticle('/nl/blog/lente/', 10), new Map(), context)).toBe(true)
  })

  it('replaces the rule of the same source instead of counting it twice', () => {
    const list = rules(toPath('/nl/a/', '/nl/b/'), toPath('/nl/b/', '/nl/c/'))
    expect(createsLoop(toPath('/nl/a/', '/nl/over-ons/'), list, context)).toBe(false)
  })
})

describe('movedPaths', () => {
  it('lists the old path of a renamed article slug, in the language that changed only', () => {
    const after = buildRouteTable({
      menus,
      articles: [{ ...articles[0], slug: { nl: 'lente', fr: 'au-printemps' } }],
      locales: LOCALES,
      defaultLocale: 'nl',
    })
    expect(movedPaths(table, after, LOCALES)).toEqual([{ from: '/fr/blog/printemps/', target: { kind: 'article', id: 10 }, locale: 'fr' }])
  })

  it('moves the children with their parent, in every language that uses the changed segment', () => {
    const after = buildRouteTable({
      menus: menus.map((m) => (m.id === 2 ? { ...m, path: { ...m.path, nl: 'wie-zijn-wij' } } : m)),
      articles,
      locales: LOCALES,
      defaultLocale: 'nl',
    })
    const moved = movedPaths(table, after, LOCALES).map((c) => `${c.from} ${c.target.kind}:${c.target.id}`)
    // German has no path of its own: it falls back to the Dutch segment, so it moves too.
    expect(moved.sort()).toEqual(
      ['/nl/over-ons/ menu:2', '/de/over-ons/ menu:2', '/nl/over-ons/team/ menu:3', '/de/over-ons/team/ menu:3'].sort(),
    )
  })

  it('gives no redirect to a page that disappeared, nor from a path another page now has', () => {
    const hidden = buildRouteTable({ menus: menus.filter((m) => m.id !== 3), articles, locales: LOCALES, defaultLocale: 'nl' })
    expect(movedPaths(table, hidden, LOCALES)).toEqual([])
    const swapped = buildRouteTable({
      menus: [
        ...menus.filter((m) => m.id !== 3),
        { id: 3, parentId: 2, path: { nl: 'medewerkers', fr: 'equipe', en: 'team' } },
        { id: 4, parentId: 2, path: { nl: 'team' } },
      ],
      articles,
      locales: LOCALES,
      defaultLocale: 'nl',
    })
    expect(movedPaths(table, swapped, LOCALES).map((c) => c.from)).toEqual([])
  })
})

describe('withQuery', () => {
  it('keeps the query of a shared link unless the target has its own', () => {
    expect(withQuery('/nl/b/', '?utm_source=mail&x=%20')).toBe('/nl/b/?utm_source=mail&x=%20')
    expect(withQuery('/nl/b/?city=1', '?utm_source=mail')).toBe('/nl/b/?city=1')
    expect(withQuery('/nl/b/', '')).toBe('/nl/b/')
    expect(withQuery('/nl/b/', '?')).toBe('/nl/b/')
  })
})
