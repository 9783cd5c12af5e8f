import { placeholderNonce } from '../security/nonce'
import { visitorSignScript } from './visitorPresent'

/**
 * Notes a sign of a person made before the page's code runs (visitorPresent), so an island waiting for a
 * visitor wakes even when the visitor scrolled while the scripts were still arriving. It carries the
 * placeholder nonce, which every response swaps for its own (src/security/nonce.ts).
 */
const script = visitorSignScript()

export function VisitorSignScript() {
  return <script id="visitor-signs" nonce={placeholderNonce()} dangerouslySetInnerHTML={{ __html: script }} />
}
