import { describe, expect, it } from '@jest/globals'

import { requestPath, splitPreview } from '../../../src/pageKinds/requestPath'
import {
  buildRouteTable,
  normalizeOriginal,
  pathTakenBy,
  redirectForOriginal,
  resolvePublicPath,
  switchLanguage,
  type MenuNode,
} from '../../../src/routing/routeTable'

const LOCALES = ['nl', 'fr', 'en', 'de'] as const

const menus: MenuNode[] = [
  { id: 1, parentId: null, path: { nl: '' }, originalPath: '/' },
  { id: 3, parentId: null, path: { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale' }, originalPath: '/for-sale/' },
  { id: 38, parentId: null, path: { nl: 'te-huur', fr: 'a-louer', en: 'for-rent' }, originalPath: '/For-rent/' },
  {
    id: 50,
    parentId: null,
    path: { nl: 'gratis-schatting', fr: 'estimation-gratuite', en: 'free-valuation' },
    originalPath: '/contact-demand/',
  },
  { id: 51, parentId: 50, path: { nl: 'jan', fr: 'jan', en: 'jan' }, originalPath: '/Gratis-schatting-Jan/' },
  { id: 60, parentId: null, path: { nl: 'bedankt', fr: 'merci', en: 'thank-you' } },
  { id: 61, parentId: 60, path: { nl: 'contact-pand', fr: 'contact-bien', en: 'property-contact' }, originalPath: '/feedback/contact-me/' },
  { id: 70, parentId: null, path: { nl: 'login', fr: 'login', en: 'login' } },
]
const articles = [
  {
    id: 100,
    slug: { nl: 'epc-label-uitgelegd', fr: 'label-peb-explique', en: 'epc-label-explained' },
    originalSlug: 'epc-attest-uitgelegd',
    section: { nl: 'blog', fr: 'blog', en: 'blog' },
    originalSection: 'blog',
  },
  {
    id: 101,
    slug: { nl: 'gratis-schatting', fr: 'estimation-gratuite', en: 'free-valuation' },
    originalSlug: 'gratis-schatting',
    section: { nl: 'verkopen', fr: 'vendre', en: 'selling' },
    originalSection: 'verkopen',
  },
]
const table = buildRouteTable({ menus, articles, locales: LOCALES, defaultLocale: 'nl' })

describe('route table', () => {
  it('gives every page a public path per language; German falls back to the Dutch segments', () => {
    expect(resolvePublicPath(table, '/nl/te-koop/')?.paths).toEqual({
      nl: '/nl/te-koop/',
      fr: '/fr/a-vendre/',
      en: '/en/for-sale/',
      de: '/de/te-koop/',
    })
    expect(resolvePublicPath(table, '/nl/')?.target).toEqual({ kind: 'menu', id: 1 })
    expect(resolvePublicPath(table, '/fr/login/')?.target).toEqual({ kind: 'menu', id: 70 })
  })

  it('nests children under their parent: advisor valuation and thank-you pages', () => {
    expect(resolvePublicPath(table, '/nl/gratis-schatting/jan/')?.target).toEqual({ kind: 'menu', id: 51 })
    expect(resolvePublicPath(table, '/nl/bedankt/contact-pand/')?.paths.en).toBe('/en/thank-you/property-contact/')
  })

  it('puts articles under their category section in each language', () => {
    expect(resolvePublicPath(table, '/nl/blog/epc-label-uitgelegd/')?.target).toEqual({ kind: 'article', id: 100 })
    expect(resolvePublicPath(table, '/en/selling/free-valuation/')?.target).toEqual({ kind: 'article', id: 101 })
  })

  it('accepts public paths without trailing slash or in other case', () => {
    expect(resolvePublicPath(table, '/NL/Te-Koop')?.target).toEqual({ kind: 'menu', id: 3 })
    expect(resolvePublicPath(table, '/nl/bestaat-niet/')).toBeUndefined()
  })

  it('redirects original paths to the public path in the default language', () => {
    expect(redirectForOriginal(table, '/for-sale/', 'nl')).toBe('/nl/te-koop/')
    expect(redirectForOriginal(table, '/For-rent/', 'nl')).toBe('/nl/te-huur/')
    expect(redirectForOriginal(table, '/for-rent', 'nl')).toBe('/nl/te-huur/')
    expect(redirectForOriginal(table, '/Gratis-schatting-Jan/', 'nl')).toBe('/nl/gratis-schatting/jan/')
    expect(redirectForOriginal(table, '/feedback/contact-me/', 'nl')).toBe('/nl/bedankt/contact-pand/')
    expect(redirectForOriginal(table, '/blog/epc-attest-uitgelegd/', 'nl')).toBe('/nl/blog/epc-label-uitgelegd/')
    expect(redirectForOriginal(table, '/verkopen/gratis-schatting/', 'nl')).toBe('/nl/verkopen/gratis-schatting/')
    expect(redirectForOriginal(table, '/', 'nl')).toBe('/nl/')
    expect(redirectForOriginal(table, '/unknown/', 'nl')).toBeUndefined()
  })

  it('switches language to the same page, and unknown paths to "/"', () => {
    expect(switchLanguage(table, '/nl/te-koop/', 'fr')).toBe('/fr/a-vendre/')
    expect(switchLanguage(table, '/fr/a-vendre/', 'en')).toBe('/en/for-sale/')
    expect(switchLanguage(table, '/nl/blog/epc-label-uitgelegd/', 'en')).toBe('/en/blog/epc-label-explained/')
    expect(switchLanguage(table, '/en/', 'nl')).toBe('/nl/')
    expect(switchLanguage(table, '/nl/nergens/', 'fr')).toBe('/')
  })

  it('normalises original paths', () => {
    expect(normalizeOriginal('/Over-ons')).toBe('/over-ons/')
    expect(normalizeOriginal('blog/x/')).toBe('/blog/x/')
    expect(normalizeOriginal('/')).toBe('/')
  })
})

describe('a menu path already taken (issue 36.9)', () => {
  const nodes = { menus, articles }
  it('names the sibling that holds a child’s path in the language being saved', () => {
    const child = { id: 99, parentId: 50, path: { nl: 'jan' } }
    expect(pathTakenBy(nodes, child, 'nl', 'nl')).toEqual({ path: '/nl/gratis-schatting/jan/', target: { kind: 'menu', id: 51 } })
    expect(pathTakenBy(nodes, { ...child, path: { nl: 'els' } }, 'nl', 'nl')).toBeUndefined()
  })
  it('names an article on the same path, and the parent itself for a child without a segment', () => {
    expect(pathTakenBy(nodes, { id: 99, parentId: null, path: { nl: 'blog' } }, 'nl', 'nl')).toBeUndefined()
    const underBlog = { id: 98, parentId: null, path: { nl: 'blog' } }
    const child = { id: 99, parentId: 98, path: { nl: 'epc-label-uitgelegd' } }
    expect(pathTakenBy({ menus: [...menus, underBlog], articles }, child, 'nl', 'nl')?.target).toEqual({ kind: 'article', id: 100 })
    expect(pathTakenBy(nodes, { id: 99, parentId: 60, path: { nl: '' } }, 'nl', 'nl')?.target).toEqual({ kind: 'menu', id: 60 })
  })
  it('never counts the entry itself: saving a page again keeps its own path', () => {
    expect(pathTakenBy(nodes, menus[4], 'nl', 'nl')).toBeUndefined()
    expect(pathTakenBy(nodes, menus[4], 'fr', 'nl')).toBeUndefined()
  })
})

describe('preview paths (spec section 2)', () => {
  it('drops the preview segment and reports it', () => {
    expect(splitPreview(['preview', 'te-koop'])).toEqual({ preview: true, segments: ['te-koop'] })
    expect(splitPreview(['blog', 'x'])).toEqual({ preview: false, segments: ['blog', 'x'] })
    expect(requestPath('nl', ['blog', 'caf%C3%A9'])).toBe('/nl/blog/café/')
  })
})
