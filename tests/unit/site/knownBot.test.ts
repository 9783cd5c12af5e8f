import { describe, expect, it } from '@jest/globals'

import { isStaffAnswer } from '../../../src/site/consent/staffPreview'
import { isKnownBot } from '../../../src/site/knownBot'

describe('known robots (page views)', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'WhatsApp/2.23.20.0',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'curl/8.5.0',
    'python-requests/2.31.0',
    'Go-http-client/1.1',
    'node-fetch/1.0',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0)',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
    '',
    '   ',
  ])('%p is a robot', (ua) => expect(isKnownBot(ua)).toBe(true))

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
  ])('%p is a visitor', (ua) => expect(isKnownBot(ua)).toBe(false))

  it('a missing User-Agent is no browser', () => expect(isKnownBot(null)).toBe(true))
})

describe('staff preview', () => {
  it('is staff only for a users session', () => {
    expect(isStaffAnswer({ user: { id: 1, collection: 'users' } })).toBe(true)
    expect(isStaffAnswer({ user: null })).toBe(false)
    expect(isStaffAnswer({ user: { id: 1, collection: 'owners' } })).toBe(false)
    expect(isStaffAnswer(null)).toBe(false)
  })
})
