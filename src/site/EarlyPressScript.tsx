import { placeholderNonce } from '../security/nonce'
import { earlyPressScript } from './earlyPress'

/**
 * Holds a press on an island's button made before the island hydrated (src/site/earlyPress.ts), so a tap in
 * the page's first seconds is carried out once its code arrives. It carries the placeholder nonce, which
 * every response swaps for its own (src/security/nonce.ts).
 */
const script = earlyPressScript()

export function EarlyPressScript() {
  return <script id="early-press" nonce={placeholderNonce()} dangerouslySetInnerHTML={{ __html: script }} />
}
