import { describe, expect, it } from '@jest/globals'

import { confirmStateOf, confirmStatusCode } from '../../../src/alerts/confirmState'
import { t } from '../../../src/i18n/dictionary'
import { smallPage } from '../../../src/security/badRequest'
import { sameOriginPost } from '../../../src/security/sameOrigin'

/** Issue 33.6: a confirmation link opens a page; only its button (a POST from this site) confirms. */

const now = new Date('2026-11-28T10:00:00Z')
const later = '2026-12-05T10:00:00.000Z'

describe('confirmStateOf: where a double opt-in stands', () => {
  it('pending within its days, expired after, confirmed stays confirmed', () => {
    expect(confirmStateOf({ status: 'pending', confirmExpiresAt: later }, now)).toBe('pending')
    expect(confirmStateOf({ status: 'pending', confirmExpiresAt: '2026-11-28T10:00:00.000Z' }, now)).toBe('expired')
    expect(confirmStateOf({ status: 'pending', confirmExpiresAt: null }, now)).toBe('expired')
    expect(confirmStateOf({ status: 'pending', confirmExpiresAt: 'garbage' }, now)).toBe('expired')
    expect(confirmStateOf({ status: 'confirmed', confirmExpiresAt: '2020-01-01T00:00:00.000Z' }, now)).toBe('confirmed')
  })

  it('no row, an unsubscribed one or an unknown status is invalid', () => {
    expect(confirmStateOf(null, now)).toBe('invalid')
    expect(confirmStateOf({ status: 'unsubscribed', confirmExpiresAt: later }, now)).toBe('invalid')
    expect(confirmStateOf({ status: 'other', confirmExpiresAt: later }, now)).toBe('invalid')
  })

  it('the page answers 200 for a live or confirmed link, 410 expired, 404 unknown', () => {
    expect(confirmStatusCode('pending')).toBe(200)
    expect(confirmStatusCode('confirmed')).toBe(200)
    expect(confirmStatusCode('already')).toBe(200)
    expect(confirmStatusCode('expired')).toBe(410)
    expect(confirmStatusCode('invalid')).toBe(404)
  })
})

describe('sameOriginPost: the button posts from this site only', () => {
  const own = ['https://www.kempenvastgoed.be', 'http://127.0.0.1:3170/']
  it('Sec-Fetch-Site decides when the browser sends it', () => {
    expect(sameOriginPost({ secFetchSite: 'same-origin', origin: 'https://evil.example' }, own)).toBe(true)
    expect(sameOriginPost({ secFetchSite: 'none' }, own)).toBe(true)
    expect(sameOriginPost({ secFetchSite: 'cross-site', origin: 'https://www.kempenvastgoed.be' }, own)).toBe(false)
    expect(sameOriginPost({ secFetchSite: 'same-site' }, own)).toBe(false)
  })
  it('else the Origin must be the site, and no header at all is not a browser another site drives', () => {
    expect(sameOriginPost({ origin: 'https://www.kempenvastgoed.be' }, own)).toBe(true)
    expect(sameOriginPost({ origin: 'http://127.0.0.1:3170' }, own)).toBe(true)
    expect(sameOriginPost({ origin: 'https://evil.example' }, own)).toBe(false)
    expect(sameOriginPost({ origin: 'null' }, own)).toBe(false)
    expect(sameOriginPost({}, own)).toBe(true)
  })
})

describe('smallPage with a button', () => {
  it('is a plain form posting to the link itself, the texts escaped, in every language', () => {
    for (const locale of ['nl', 'fr', 'en'] as const) {
      const html = smallPage(locale, t('listingAlert.confirm.askTitle', locale), ['<b>Woning</b>'], [], {
        action: '/nl/listing-alert/confirm/abc/',
        button: t('listingAlert.confirm.button', locale),
      })
      expect(html).toContain('<form method="post" action="/nl/listing-alert/confirm/abc/">')
      expect(html).toContain(`<button type="submit">${t('listingAlert.confirm.button', locale).replace(/’/g, '’')}</button>`)
      expect(html).toContain('&lt;b&gt;Woning&lt;/b&gt;')
      expect(html).not.toContain('<script')
    }
    expect(t('listingAlert.confirm.button', 'nl')).toBe('Ja, bevestig mijn meldingen')
    expect(t('listingAlert.confirm.already', 'fr')).toContain('déjà confirmées')
  })
})
