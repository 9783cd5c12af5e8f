/**
 * Payload's `withPayload` (3.90) sends `Accept-CH`, `Vary` and `Critical-CH: Sec-CH-Prefers-Color-Scheme`
 * on every path, so that its admin renders a staff member's light or dark theme on the server. The
 * public site has one colour scheme and never reads the hint, but `Critical-CH` makes Chromium throw a
 * visitor's first page away and ask for it again with the hint: a whole extra round trip on every first
 * visit (on a phone's slow 4G about half a second before anything shows), and the `Vary` splits every
 * shared cache by colour scheme for nothing. Reported as payloadcms/payload#17906, still open.
 * Plain .mjs: next.config.mjs imports it.
 */

const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch'])

/** @param {{ key: string, value: string }} header */
const isClientHintHeader = (header) =>
  CLIENT_HINT_HEADERS.has(header.key.toLowerCase()) ||
  (header.key.toLowerCase() === 'vary' && header.value.toLowerCase() === 'sec-ch-prefers-color-scheme')

/**
 * The header rules with the colour-scheme client hints moved from every path to the admin's: an entry
 * that carries them is split into the same entry without them and one for `adminRoute` with them.
 * @param {Array<{ source: string, headers: Array<{ key: string, value: string }>, [key: string]: unknown }>} rules
 * @param {string} adminRoute e.g. '/admin'
 */
export function clientHintsForAdminOnly(rules, adminRoute) {
  return rules.flatMap((rule) => {
    const hints = rule.headers.filter(isClientHintHeader)
    if (!hints.length) return [rule]
    const others = rule.headers.filter((header) => !isClientHintHeader(header))
    const admin = { ...rule, source: `${adminRoute}/:path*`, headers: hints }
    return others.length ? [{ ...rule, headers: others }, admin] : [admin]
  })
}

/**
 * A Next config whose `headers()` sends the colour-scheme client hints on the admin's paths only.
 * @template {{ headers?: () => Promise<any[]> }} Config
 * @param {Config} config the config `withPayload` returned
 * @param {string} [adminRoute] Payload's `routes.admin`
 * @returns {Config}
 */
export function withAdminOnlyClientHints(config, adminRoute = '/admin') {
  const headers = config.headers
  if (!headers) return config
  return { ...config, headers: async () => clientHintsForAdminOnly(await headers(), adminRoute) }
}
