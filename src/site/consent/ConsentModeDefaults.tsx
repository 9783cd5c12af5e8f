import { consentModeScript } from './consent'

/**
 * Google Consent Mode defaults (spec section 4). Rendered as the first child of <body> so it runs
 * before any tag can load; it is static, so the string is built once per server process.
 */
const script = consentModeScript()

export function ConsentModeDefaults() {
  return <script id="consent-mode-defaults" dangerouslySetInnerHTML={{ __html: script }} />
}
