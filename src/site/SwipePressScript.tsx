import { placeholderNonce } from '../security/nonce'
import { swipePressScript } from './swipePress'

/**
 * Turns a swipe over a gallery not yet live into a press of its next or previous button
 * (src/site/swipePress.ts). It carries the placeholder nonce, which every response swaps for its own
 * (src/security/nonce.ts).
 */
const script = swipePressScript()

export function SwipePressScript() {
  return <script nonce={placeholderNonce()} dangerouslySetInnerHTML={{ __html: script }} />
}
