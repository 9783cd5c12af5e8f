import type { MetadataRoute } from 'next'

import { siteOrigin } from '@/site/seo'

/** robots.txt: the public site is indexed; staff, API, internal routes and preview paths are not. */
export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/switch-language/', '/legacy/', '/*/preview/'] }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  }
}
