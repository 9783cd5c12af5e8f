import { describe, expect, it } from '@jest/globals'

import { readListingsRequest } from '../../../src/listings/listingsRequest'
import { parseSearch } from '../../../src/listings/searchParams'

const ENABLED = ['nl', 'fr', 'en']
const read = (query: string) => readListingsRequest(new URLSearchParams(query), ENABLED)

describe('reading a request of the listings API', () => {
  it('answers a well-formed request with its list, language, page size and search', () => {
    expect(read('listing=for-sale&locale=fr&limit=12&epc=c&garden=1&bbox=5,51,6,52')).toEqual({
      ok: true,
      listing: 'for-sale',
      locale: 'fr',
      limit: 12,
      search: parseSearch({ epc: 'c', garden: '1', bbox: '5,51,6,52' }),
    })
    expect(read('listing=new-build&locale=nl')).toMatchObject({ ok: true, limit: 24 })
    expect(read('listing=sold&locale=en&limit=')).toMatchObject({ ok: true, limit: 24 })
  })

  it('refuses an unknown list or a language that is not enabled, naming which', () => {
    expect(read('listing=featured&locale=nl')).toEqual({
      ok: false,
      body: { error: 'Unknown list or language', problems: [{ param: 'listing', message: expect.any(String) }] },
    })
    expect(read('listing=for-sale&locale=de')).toEqual({
      ok: false,
      body: { error: 'Unknown list or language', problems: [{ param: 'locale', message: expect.any(String) }] },
    })
    expect(read('locale=xx')).toMatchObject({ ok: false, body: { problems: [{ param: 'listing' }, { param: 'locale' }] } })
  })

  it.each(['abc', '0', '49', '-1', '1.5', '1e2', '9999'])('refuses limit=%s', (limit) => {
    expect(read(`listing=for-sale&locale=nl&limit=${limit}`)).toEqual({
      ok: false,
      body: { error: 'Invalid search', problems: [{ param: 'limit', message: expect.any(String) }] },
    })
  })

  it('names every bad search parameter at once', () => {
    const answer = read(`listing=for-rent&locale=nl&limit=abc&city=${'9'.repeat(10_000)}&bbox=1,2,3&page=-1&epc=z&terrace=yes`)
    expect(answer.ok).toBe(false)
    if (!answer.ok) expect(answer.body.problems.map((p) => p.param).sort()).toEqual(['bbox', 'city', 'epc', 'limit', 'page', 'terrace'])
  })
})
