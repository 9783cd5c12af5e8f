import { createHmac, randomBytes } from 'node:crypto'

/**
 * Nonces of the Content-Security-Policy (issue 13.9), and why a cached page can carry a fresh one.
 *
 * Public pages are rendered once and served whole from Next's cache (docs/speed.md: a cached page serves
 * several times the requests of one rendered per request). Next's documented nonce recipe (a nonce made in the proxy, read with
 * headers() in the page) renders every page per request, and cached language paths do not even pass
 * through the proxy. Hashes of the inline scripts would need the whole body before the header is
 * sent (Next's flight-data scripts differ per page and per chunk), and 'strict-dynamic' still needs a
 * nonce or hash for the first script. So pages are rendered with a fixed, secret placeholder nonce,
 * cached with it, and the Node response layer (src/security/responseHeaders.ts) swaps the placeholder
 * for a fresh random nonce in every HTML and flight response while it streams, sending the matching CSP
 * header. Both are 22 base64url characters, so the length, and Content-Length, are unchanged.
 *
 * The placeholder is secret (an HMAC of PAYLOAD_SECRET): markup that carried it would be given the
 * response's real nonce by the swap, so it must not be guessable; it never leaves the server unswapped.
 */
export const NONCE_LENGTH = 22

let placeholder: string | undefined

/** The nonce every page is rendered with; the same for a build and the server that serves it. */
export function placeholderNonce(): string {
  placeholder ??= createHmac('sha256', process.env.PAYLOAD_SECRET || 'kempen-vastgoed-no-secret')
    .update('csp-nonce-placeholder')
    .digest()
    .subarray(0, 16)
    .toString('base64url')
  return placeholder
}

/** A fresh, unpredictable nonce for one response (128 bits, the length of the placeholder). */
export const freshNonce = (): string => randomBytes(16).toString('base64url')
