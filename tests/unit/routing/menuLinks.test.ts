import { describe, expect, it } from '@jest/globals'

import { buildMenuLinks, menuRedirect, type MenuLinkInput } from '../../../src/routing/menuLinks'
import { buildRouteTable } from '../../../src/routing/routeTable'

const menus = [
  { id: 1, parentId: null, path: {}, originalPath: '/' },
  { id: 3, parentId: null, path: { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale' }, originalPath: '/for-sale/' },
  { id: 17, parentId: null, path: { nl: 'onze-aanpak', fr: 'notre-approche' }, originalPath: '/Verkopen/' },
  { id: 18, parentId: 17, path: { nl: 'gratis-schatting', fr: 'estimation' } },
]
const table = buildRouteTable({ menus, articles: [], locales: ['nl', 'fr', 'en'], defaultLocale: 'nl' })

const entry = (id: number, parentId: number | null, title: string, extra: Partial<MenuLinkInput> = {}): MenuLinkInput => ({
  id,
  parentId,
  title,
  sort: id,
  isHome: false,
  ...extra,
})

describe('buildMenuLinks (spec "Shared page shell")', () => {
  const entries = [
    entry(17, null, 'Verkopen'),
    entry(3, null, 'Te koop'),
    entry(1, null, 'Home', { isHome: true, sort: 0 }),
    entry(18, 17, 'Gratis schatting'),
    entry(19, 17, 'Reviews', { redirectUrl: 'https://www.kiyoh.com/reviews/1', redirectNewTab: true }),
  ]

  it('links /{path}/ and /{path}/{child}/ in order, home to "/" in the default language', () => {
    const links = buildMenuLinks(entries, table, 'nl', 'nl')
    expect(links.map((l) => [l.title, l.href])).toEqual([
      ['Home', '/'],
      ['Te koop', '/nl/te-koop/'],
      ['Verkopen', '/nl/onze-aanpak/'],
    ])
    expect(links[2].children.map((l) => l.href)).toEqual(['/nl/onze-aanpak/gratis-schatting/', 'https://www.kiyoh.com/reviews/1'])
  })

  it('uses the translated segments, falling back to Dutch ones, and keeps home in the language', () => {
    const links = buildMenuLinks(entries, table, 'en', 'nl')
    expect(links.map((l) => l.href)).toEqual(['/en/', '/en/for-sale/', '/en/onze-aanpak/'])
    expect(links[2].children[0].href).toBe('/en/onze-aanpak/gratis-schatting/')
  })

  it('opens an external child in a new tab with rel=noopener', () => {
    const external = buildMenuLinks(entries, table, 'nl', 'nl')[2].children[1]
    expect(external).toMatchObject({ newTab: true, rel: 'noopener' })
  })

  it('leaves out children of a hidden (unread) parent and entries without a path', () => {
    const links = buildMenuLinks(
      [entry(3, null, 'Te koop'), entry(18, 17, 'Gratis schatting'), entry(99, null, 'Onbekend')],
      table,
      'nl',
      'nl',
    )
    expect(links.map((l) => l.title)).toEqual(['Te koop'])
  })

  it('marks no-referrer entries', () => {
    const [link] = buildMenuLinks([entry(3, null, 'Te koop', { noReferrerNoFollow: true })], table, 'nl', 'nl')
    expect(link.rel).toBe('noreferrer nofollow')
  })
})

describe('menuRedirect (issue 19.2)', () => {
  it('is the trimmed URL of an entry with redirect on', () => {
    expect(menuRedirect({ redirect: true, redirectUrl: ' https://www.biv.be/ ' })).toBe('https://www.biv.be/')
    expect(menuRedirect({ redirect: true, redirectUrl: '/nl/contact/' })).toBe('/nl/contact/')
  })

  it('is null when redirect is off or the URL is empty', () => {
    expect(menuRedirect({ redirect: false, redirectUrl: 'https://www.biv.be/' })).toBeNull()
    expect(menuRedirect({ redirectUrl: 'https://www.biv.be/' })).toBeNull()
    expect(menuRedirect({ redirect: true, redirectUrl: '  ' })).toBeNull()
    expect(menuRedirect({ redirect: true, redirectUrl: null })).toBeNull()
  })
})
