import { describe, expect, it } from '@jest/globals'

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { IMPORT_TAGS, isValidRefreshToken, refreshTags, refreshToken, REFRESH_TOKEN_MAX_AGE_S } from '../../../src/revalidation/siteRefresh'
import { TAGS } from '../../../src/revalidation/tags'

const secret = 'the-site-secret'
const now = Date.parse('2026-11-23T10:00:00Z')

describe('cache refresh requests from site scripts', () => {
  it('accepts a token the site signed in the last few minutes, and no other', () => {
    const token = refreshToken(secret, now)
    expect(isValidRefreshToken(`Bearer ${token}`, secret, now)).toBe(true)
    expect(isValidRefreshToken(`Bearer ${token}`, secret, now + (REFRESH_TOKEN_MAX_AGE_S - 1) * 1000)).toBe(true)
    expect(isValidRefreshToken(`Bearer ${token}`, secret, now + (REFRESH_TOKEN_MAX_AGE_S + 1) * 1000)).toBe(false)
    expect(isValidRefreshToken(`Bearer ${token}`, 'another-secret', now)).toBe(false)
    expect(isValidRefreshToken(token, secret, now)).toBe(false)
    expect(isValidRefreshToken(null, secret, now)).toBe(false)
    // An unsubscribe token of the same secret is not a refresh token.
    expect(isValidRefreshToken(`Bearer ${token.replace(/\..*/, '')}.${'A'.repeat(43)}`, secret, now)).toBe(false)
  })

  it('expires only the tags of the site data', () => {
    expect(refreshTags({ tags: [...IMPORT_TAGS, 'properties'] })).toEqual([...IMPORT_TAGS])
    // Content a scheduled publish changes, from the server's job cron (collections/hooks/revalidate.ts).
    expect(refreshTags({ tags: ['menus', 'article:12', 'global:header'] })).toEqual(['menus', 'article:12', 'global:header'])
    expect(refreshTags({ tags: ['menus', 'anything-else'] })).toBeNull()
    expect(refreshTags({ tags: ['article:12;x'] })).toBeNull()
    expect(refreshTags({ tags: [] })).toBeNull()
    expect(refreshTags({ tags: 'properties' })).toBeNull()
    expect(refreshTags(null)).toBeNull()
  })

  it('accepts every tag of the site, from the tags module, and nothing else', () => {
    // Each entry of TAGS, the functions with an id and with a slug.
    const everyTag = Object.values(TAGS).flatMap((tag) => (typeof tag === 'string' ? [tag] : [tag('428'), tag('site-settings')]))
    for (const tag of everyTag) expect(refreshTags({ tags: [tag] })).toEqual([tag])
    // The ones the hand-kept list refused: a scheduled publish that moves a page, a property's own page.
    expect(refreshTags({ tags: ['redirects', 'property:428', 'property-types'] })).toEqual(['redirects', 'property:428', 'property-types'])
    expect(refreshTags({ tags: ['property:'] })).toBeNull()
    expect(refreshTags({ tags: ['global:header/x'] })).toBeNull()
    expect(refreshTags({ tags: ['propertiesx'] })).toBeNull()
  })

  it('accepts every tag the site code names, TAGS.global slugs included', () => {
    const roots = ['src', 'collections', 'globals', 'crm'].map((dir) => path.join(process.cwd(), dir))
    const files = roots.flatMap((root) =>
      (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file)).map((file) => path.join(root, file)),
    )
    const slugs = new Set<string>()
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      for (const match of source.matchAll(/TAGS\.global\('([^']+)'\)/g)) slugs.add(match[1])
      // shell.ts maps a list of slugs through TAGS.global.
      for (const match of source.matchAll(/\[([^\]]*)\]\.map\(TAGS\.global\)/g))
        for (const slug of match[1].matchAll(/'([^']+)'/g)) slugs.add(slug[1])
    }
    expect(slugs.size).toBeGreaterThanOrEqual(5)
    const tags = [...slugs].map((slug) => TAGS.global(slug))
    expect(refreshTags({ tags })).toEqual(tags)
  })
})
