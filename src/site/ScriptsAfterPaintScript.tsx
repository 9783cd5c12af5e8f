import { scriptsAfterPaintScript } from '../lib/scriptsAfterPaint'
import { placeholderNonce } from '../security/nonce'
import { PRESENT_FLAG, VISITOR_EVENT } from './visitorPresent'

/**
 * Starts the page's framework scripts once it has painted, or at the first sign of a person
 * (src/lib/scriptsAfterPaint.ts). It carries the placeholder nonce, which every response swaps for its
 * own (src/security/nonce.ts).
 */
const script = scriptsAfterPaintScript({ flag: PRESENT_FLAG, event: VISITOR_EVENT })

export function ScriptsAfterPaintScript() {
  return <script id="scripts-after-paint" nonce={placeholderNonce()} dangerouslySetInnerHTML={{ __html: script }} />
}
