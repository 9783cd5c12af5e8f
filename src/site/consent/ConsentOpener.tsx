import { placeholderNonce } from '../../security/nonce'
import { consentOpenScript } from './consent'

/**
 * Opens the consent dialog before the page first paints when no choice holds (consentOpenScript).
 * Rendered by the layout right after the dialog, so the dialog is parsed when it runs; it carries the
 * placeholder nonce, which every response swaps for its own (src/security/nonce.ts).
 */
const script = consentOpenScript()

export function ConsentOpener() {
  return <script id="consent-opener" nonce={placeholderNonce()} dangerouslySetInnerHTML={{ __html: script }} />
}
