/**
 * The security headers of every response (issue 13.9), as pure functions of the response's path, its
 * nonce and whether the site runs on https. Sent by src/security/responseHeaders.ts.
 */

/**
 * Hosts of the tags loaded after consent (src/site/analytics/Analytics.tsx) and of what those tags load
 * in turn, from Google's and Meta's CSP guides: Analytics 4 and Tag Manager ("analytical"), Google Ads
 * and the Facebook pixel ("marketing").
 */
const TAG_SCRIPTS = [
  'https://*.googletagmanager.com',
  'https://www.googleadservices.com',
  'https://googleads.g.doubleclick.net',
  'https://www.google.com',
  'https://connect.facebook.net',
]
const TAG_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://www.google.com',
  'https://googleads.g.doubleclick.net',
  'https://pagead2.googlesyndication.com',
  'https://www.facebook.com',
  'https://connect.facebook.net',
]

/**
 * Frames and images may come from any https host: staff embed external pages (the reviews widget of
 * the seed is an "external" content block) and images by URL, and neither can run script in the page.
 */
const ANY_HTTPS = 'https:'

export type PolicyKind = 'site' | 'admin'

/** Payload's admin (its pages; its API is under /api like the site's). */
export const policyKind = (path: string): PolicyKind => (/^\/admin(?:[/?#]|$)/.test(path) ? 'admin' : 'site')

const directives = (entries: Array<[string, string[]]>) => entries.map(([name, sources]) => [name, ...sources].join(' ')).join('; ')

/**
 * The Content-Security-Policy. Scripts: the site's own files and inline scripts carrying this
 * response's nonce (Next's bootstrap and flight data, the consent defaults), no 'unsafe-eval', no
 * 'unsafe-inline' for scripts. Styles keep 'unsafe-inline': React style attributes and Leaflet's
 * positioning are inline styles, and a style cannot run code. The admin (Payload 3.90) gets a looser
 * policy of its own: its code editor (Monaco, loaded from jsDelivr) needs 'unsafe-eval' and workers.
 */
/** What else a response's policy depends on: a staff live preview may be framed by the site; the admin shows thumbnails of its other allowed origins. */
export interface PolicyOptions {
  framedByAdmin?: boolean
  adminImages?: string[]
}

export function contentSecurityPolicy(
  kind: PolicyKind,
  nonce: string,
  https: boolean,
  { framedByAdmin = false, adminImages = [] }: PolicyOptions = {},
): string {
  const common: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', [framedByAdmin ? "'self'" : "'none'"]],
    ['form-action', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'", 'blob:']],
  ]
  const upgrade: Array<[string, string[]]> = https ? [['upgrade-insecure-requests', []]] : []
  if (kind === 'admin') {
    const cdn = 'https://cdn.jsdelivr.net'
    return directives([
      ...common,
      ['script-src', ["'self'", `'nonce-${nonce}'`, "'unsafe-eval'", cdn]],
      ['style-src', ["'self'", "'unsafe-inline'", cdn]],
      // Upload thumbnails carry SERVER_URL's origin: an admin used from another allowed origin shows them too.
      ['img-src', ["'self'", 'data:', 'blob:', ANY_HTTPS, ...adminImages]],
      ['font-src', ["'self'", 'data:', cdn]],
      ['connect-src', ["'self'", cdn]],
      ['worker-src', ["'self'", 'blob:']],
      ['frame-src', ["'self'", ANY_HTTPS]],
      ...upgrade,
    ])
  }
  return directives([
    ...common,
    ['script-src', ["'self'", `'nonce-${nonce}'`, ...TAG_SCRIPTS]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ANY_HTTPS]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...TAG_CONNECT]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'", ANY_HTTPS]],
    ...upgrade,
  ])
}

/**
 * Features no page of the site uses, switched off for the page and every frame in it. Fullscreen,
 * autoplay, picture-in-picture and clipboard-write are left at their defaults: the video and tour
 * iframes ask for them and the share button copies a link.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'ambient-light-sensor=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/** Whether the site is served over https: only then may browsers be told to insist on it (HSTS). */
export const servesHttps = (serverUrl = process.env.SERVER_URL): boolean => /^https:\/\//i.test(serverUrl?.trim() ?? '')

/**
 * A request in Next's draft mode (its `__prerender_bypass` cookie, set only by the staff preview route,
 * src/app/(site)/api/site/preview/route.ts) may be framed by the site's own origin: the admin's live
 * preview shows the page in a frame beside the form. Other hosts still may not frame it, and a forged
 * cookie gains no more than that (the page itself checks the staff session).
 */
export const inDraftMode = (cookieHeader: string | string[] | undefined): boolean =>
  /(?:^|;\s*)__prerender_bypass=/.test(Array.isArray(cookieHeader) ? cookieHeader.join('; ') : (cookieHeader ?? ''))

/**
 * Every security header of one response. HSTS only on https (a browser that saw it would refuse the
 * plain-http site for a year); without includeSubDomains, as other hosts of the agency's domain are not
 * this site's to decide.
 */
export function securityHeaders(path: string, nonce: string, https: boolean, options: PolicyOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(policyKind(path), nonce, https, options),
    'X-Frame-Options': options.framedByAdmin ? 'SAMEORIGIN' : 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  if (https) headers['Strict-Transport-Security'] = 'max-age=31536000'
  return headers
}
