import { placeholderNonce } from '../../security/nonce'
import { consentModeScript } from './consent'

/**
 * Google Consent Mode defaults (spec section 4). Rendered as the first child of <body> so it runs
 * before any tag can load; it is static, so the string is built once per server process. It carries
 * the placeholder nonce, which every response swaps for its own (src/security/nonce.ts).
 */
const script = consentModeScript()

export function ConsentModeDefaults() {
  return <script id="consent-mode-defaults" nonce={placeholderNonce()} dangerouslySetInnerHTML={{ __html: script }} />
}
