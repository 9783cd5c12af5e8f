/** The site's origin for absolute URLs (canonical, sitemap, JSON-LD, links in e-mails): Payload's server URL. */
export function siteOrigin(): string {
  return (process.env.SERVER_URL || 'http://localhost:3000').replace(/\/+$/, '')
}
