import { describe, expect, it } from '@jest/globals'

import { buildMetadata, pageTitle } from '../../../src/site/seo'

const base = {
  origin: 'https://www.kempenvastgoed.be',
  siteName: 'Kempen Vastgoed',
  defaultLocale: 'nl' as const,
  paths: { nl: '/nl/te-koop/', fr: '/fr/a-vendre/', en: '/en/for-sale/' },
}

describe('buildMetadata (SEO per language)', () => {
  it('sets the canonical of the language, hreflang alternates of every language and x-default', () => {
    const meta = buildMetadata({ ...base, locale: 'fr', title: 'Immobilier à vendre', description: 'Toute notre offre' })
    expect(meta.alternates?.canonical).toBe('https://www.kempenvastgoed.be/fr/a-vendre/')
    expect(meta.alternates?.languages).toEqual({
      nl: 'https://www.kempenvastgoed.be/nl/te-koop/',
      fr: 'https://www.kempenvastgoed.be/fr/a-vendre/',
      en: 'https://www.kempenvastgoed.be/en/for-sale/',
      'x-default': 'https://www.kempenvastgoed.be/nl/te-koop/',
    })
  })

  it('fills Open Graph and Twitter from the social fields, falling back to title and description', () => {
    const meta = buildMetadata({
      ...base,
      locale: 'nl',
      title: 'Te koop',
      description: 'Ons aanbod',
      social: { title: 'Alles te koop', image: '/api/media/file/og.jpg' },
    })
    expect(meta.openGraph).toMatchObject({
      title: 'Alles te koop',
      description: 'Ons aanbod',
      locale: 'nl_BE',
      url: 'https://www.kempenvastgoed.be/nl/te-koop/',
      images: [{ url: 'https://www.kempenvastgoed.be/api/media/file/og.jpg' }],
    })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Alles te koop', description: 'Ons aanbod' })
  })

  it('marks pages that must not be indexed', () => {
    expect(buildMetadata({ ...base, locale: 'nl', title: 'Bedankt', noindex: true }).robots).toEqual({ index: false, follow: false })
    expect(buildMetadata({ ...base, locale: 'nl', title: 'Te koop' }).robots).toBeUndefined()
  })
})

describe('pageTitle', () => {
  it('adds the site name once', () => {
    expect(pageTitle('Te koop', 'Kempen Vastgoed')).toBe('Te koop | Kempen Vastgoed')
    expect(pageTitle('Kempen Vastgoed | Woningen te koop', 'Kempen Vastgoed')).toBe('Kempen Vastgoed | Woningen te koop')
  })
})
