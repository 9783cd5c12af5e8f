import { describe, expect, it } from '@jest/globals'

import { isFutureDay, moderationStatus, restoredStatus, writesPublishedRow } from '../../../../src/lib/publication'
import { draftPagePath, isSitePath, parsePreviewTarget, previewHref } from '../../../../src/routing/previewTarget'
import { isDocumentEvent } from '../../../../src/site/preview/livePreviewMessages'
import { inDraftMode, securityHeaders } from '../../../../src/security/policy'

describe('which saves change what the site shows (issue 15.1)', () => {
  it('a draft save (autosave, "Save draft", restore as draft) leaves the published row alone', () => {
    expect(writesPublishedRow({ draft: true, status: 'draft' })).toBe(false)
    expect(writesPublishedRow({ draft: true })).toBe(false)
  })
  it('publishing, unpublishing and scripts write it', () => {
    expect(writesPublishedRow({ draft: true, status: 'published' })).toBe(true)
    expect(writesPublishedRow({ draft: false, status: 'draft' })).toBe(true)
    expect(writesPublishedRow({})).toBe(true)
  })
})

describe('future publish dates, by the day in Belgium', () => {
  const now = new Date('2026-11-24T22:30:00Z') // 23:30 in Brussels, still the 24th
  it('a later day is in the future; today and earlier are not', () => {
    expect(isFutureDay('2026-11-25T11:00:00.000Z', now)).toBe(true)
    expect(isFutureDay('2026-11-24T00:00:00.000Z', now)).toBe(false)
    expect(isFutureDay('2026-01-01T00:00:00.000Z', now)).toBe(false)
  })
  it('after midnight in Brussels the new day counts, whatever the UTC date', () => {
    expect(isFutureDay('2026-11-25T00:00:00.000Z', new Date('2026-11-24T23:30:00Z'))).toBe(false)
  })
  it('no date or a broken one is not in the future', () => {
    expect(isFutureDay(null, now)).toBe(false)
    expect(isFutureDay('not a date', now)).toBe(false)
  })
})

describe('preview targets (issue 15.2)', () => {
  it('round-trips what the admin asks for', () => {
    const href = previewHref({ collection: 'articles', id: '12', locale: 'fr', live: true })
    expect(href).toBe('/api/site/preview?collection=articles&id=12&locale=fr&live=1')
    expect(parsePreviewTarget(new URL(href, 'http://x').searchParams)).toEqual({ collection: 'articles', id: 12, locale: 'fr' })
  })
  it('falls back to Dutch for an unknown language and refuses unknown collections or ids', () => {
    expect(parsePreviewTarget(new URLSearchParams('collection=menus&id=3&locale=xx'))?.locale).toBe('nl')
    expect(parsePreviewTarget(new URLSearchParams('collection=users&id=3'))).toBeNull()
    expect(parsePreviewTarget(new URLSearchParams('collection=menus&id=abc'))).toBeNull()
    expect(parsePreviewTarget(new URLSearchParams('collection=home&locale=en'))).toEqual({ collection: 'home', id: null, locale: 'en' })
  })
  it('finds the page in the language, else the home page of the language', () => {
    const table = { entries: [{ target: { kind: 'article' as const, id: 5 }, paths: { nl: '/nl/blog/x/', fr: '/fr/blog/x-fr/' } }] }
    expect(draftPagePath(table, 'article', 5, 'fr')).toBe('/fr/blog/x-fr/')
    expect(draftPagePath(table, 'article', 6, 'en')).toBe('/en/')
  })
  it('redirects only to paths of the site itself', () => {
    expect(isSitePath('/nl/blog/')).toBe(true)
    expect(isSitePath('//evil.example/nl/')).toBe(false)
    expect(isSitePath('https://evil.example/')).toBe(false)
    expect(isSitePath('/\\evil.example')).toBe(false)
  })
})

describe('live preview messages', () => {
  const origin = 'https://www.example.be'
  it('refreshes on a document event from the admin of the same site only', () => {
    expect(isDocumentEvent({ origin, data: { type: 'payload-document-event' } }, origin)).toBe(true)
    expect(isDocumentEvent({ origin: 'https://evil.example', data: { type: 'payload-document-event' } }, origin)).toBe(false)
    expect(isDocumentEvent({ origin, data: { type: 'payload-live-preview', data: {} } }, origin)).toBe(false)
    expect(isDocumentEvent({ origin, data: null }, origin)).toBe(false)
  })
})

describe('framing a draft preview', () => {
  it('only draft-mode requests may be framed, and only by the site itself', () => {
    expect(inDraftMode('a=1; __prerender_bypass=abc')).toBe(true)
    expect(inDraftMode('x__prerender_bypass=abc')).toBe(false)
    expect(inDraftMode(undefined)).toBe(false)
    const framed = securityHeaders('/nl/blog/', 'n', false, { framedByAdmin: true })
    expect(framed['Content-Security-Policy']).toContain("frame-ancestors 'self'")
    expect(framed['X-Frame-Options']).toBe('SAMEORIGIN')
    const normal = securityHeaders('/nl/blog/', 'n', false)
    expect(normal['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    expect(normal['X-Frame-Options']).toBe('DENY')
  })
})

describe('restoring a version (issue 36, point 4)', () => {
  it('"Restore this version" publishes, "Restore as draft" keeps a draft, whatever the version was', () => {
    expect(restoredStatus(false)).toBe('published')
    expect(restoredStatus(undefined)).toBe('published')
    expect(restoredStatus(true)).toBe('draft')
  })
})

describe("a testimonial's moderation follows its one status (issue 36, point 5)", () => {
  it('publishing approves, unpublishing rejects', () => {
    expect(moderationStatus({ published: true, unpublishing: false, current: 'pending' })).toBe('published')
    expect(moderationStatus({ published: false, unpublishing: true, current: 'published' })).toBe('rejected')
    expect(moderationStatus({ published: false, unpublishing: true, current: 'pending' })).toBe('rejected')
  })
  it('any other write keeps it pending or rejected, never approved without publishing', () => {
    expect(moderationStatus({ published: false, unpublishing: false, current: 'published' })).toBe('pending')
    expect(moderationStatus({ published: false, unpublishing: false, current: 'rejected' })).toBe('rejected')
    expect(moderationStatus({ published: false, unpublishing: false, current: undefined })).toBe('pending')
  })
})
