import { describe, expect, it } from '@jest/globals'

import { IMPORT_TAGS, isValidRefreshToken, refreshTags, refreshToken, REFRESH_TOKEN_MAX_AGE_S } from '../../src/data/siteRefresh'

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
})
