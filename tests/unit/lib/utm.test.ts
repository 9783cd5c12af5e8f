import { describe, expect, it } from '@jest/globals'

import { memoryStorage } from '../../../src/site/consent/consent'
import { extractUtm, mergeUtm, pageViewParams, parseStoredUtm, rememberUtm } from '../../../src/lib/utm'

describe('UTM parameters', () => {
  it('extracts the five utm_ parameters and nothing else', () => {
    expect(extractUtm('?utm_source=newsletter&utm_medium=email&utm_campaign=lente&utm_term=villa&utm_content=knop&page=2')).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'lente',
      utm_term: 'villa',
      utm_content: 'knop',
    })
    expect(extractUtm('?utm_source=&utm_medium=%20&q=1')).toEqual({})
    expect(extractUtm('')).toEqual({})
  })

  it('keeps the stored campaign on pages without UTM, and a new campaign replaces it as a whole', () => {
    const stored = { utm_source: 'facebook', utm_campaign: 'lente', utm_term: 'villa' }
    expect(mergeUtm(stored, {})).toEqual(stored)
    expect(mergeUtm(stored, { utm_source: 'google', utm_medium: 'cpc' })).toEqual({ utm_source: 'google', utm_medium: 'cpc' })
    expect(mergeUtm({}, {})).toEqual({})
  })

  it('tolerates a missing or tampered stored value', () => {
    expect(parseStoredUtm(null)).toEqual({})
    expect(parseStoredUtm('not json')).toEqual({})
    expect(parseStoredUtm('[1,2]')).toEqual({})
    expect(parseStoredUtm('{"utm_source":"x","other":"y","utm_term":3}')).toEqual({ utm_source: 'x' })
  })

  it('remembers the landing page campaign for the rest of the session', () => {
    const session = memoryStorage()
    expect(rememberUtm(session, '?utm_source=newsletter&utm_medium=email')).toEqual({ utm_source: 'newsletter', utm_medium: 'email' })
    expect(rememberUtm(session, '?page=2')).toEqual({ utm_source: 'newsletter', utm_medium: 'email' })
    expect(rememberUtm(memoryStorage(), '')).toEqual({})
  })

  it('adds location, referrer and campaign to a page view', () => {
    expect(
      pageViewParams('https://www.kempenvastgoed.be/nl/te-koop/', 'https://www.kempenvastgoed.be/nl/', { utm_source: 'newsletter' }),
    ).toEqual({
      page_location: 'https://www.kempenvastgoed.be/nl/te-koop/',
      page_referrer: 'https://www.kempenvastgoed.be/nl/',
      utm_source: 'newsletter',
    })
  })
})
