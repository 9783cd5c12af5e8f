import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/**
 * The text captcha (spec section 5: "The entered characters are not valid"). Stateless, so it works on
 * any number of instances: the token carries its expiry and a nonce, signed together with the answer
 * by an HMAC of the server secret; nothing is stored. Verifying recomputes the HMAC with the typed
 * answer. Case and spaces do not count.
 */

/** Characters that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPRSTUVWXYZ23456789'
export const CAPTCHA_LENGTH = 5
export const CAPTCHA_TTL_MS = 30 * 60 * 1000

export type CaptchaCheck = 'ok' | 'missing' | 'mismatch' | 'expired'

const normalize = (answer: string) => answer.replace(/\s+/g, '').toUpperCase()

const sign = (secret: string, expires: number, nonce: string, answer: string) =>
  createHmac('sha256', secret).update(`captcha:${expires}:${nonce}:${normalize(answer)}`).digest('base64url')

/** A signed token for `answer`, valid until now + ttl. */
export function signCaptcha(answer: string, secret: string, now = Date.now(), ttl = CAPTCHA_TTL_MS): string {
  if (!secret) throw new Error('The captcha needs a server secret')
  const expires = now + ttl
  const nonce = randomBytes(9).toString('base64url')
  return `${expires}.${nonce}.${sign(secret, expires, nonce, answer)}`
}

export function verifyCaptcha(token: string | null | undefined, answer: string | null | undefined, secret: string, now = Date.now()): CaptchaCheck {
  if (!answer || !normalize(answer)) return 'missing'
  const [expiresText, nonce, mac, ...rest] = String(token ?? '').split('.')
  const expires = Number(expiresText)
  if (rest.length || !nonce || !mac || !Number.isFinite(expires)) return 'mismatch'
  const expected = Buffer.from(sign(secret, expires, nonce, answer))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'mismatch'
  return now > expires ? 'expired' : 'ok'
}

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let text = ''
  for (let i = 0; i < length; i++) text += ALPHABET[randomInt(ALPHABET.length)]
  return text
}

/** The characters drawn as an SVG: each one shifted and turned, behind a few noise lines. */
export function captchaSvg(text: string): string {
  const width = 40 + text.length * 26
  const height = 56
  const r = (min: number, max: number) => min + randomInt(max - min + 1)
  const lines = Array.from({ length: 5 }, () => `<line x1="${r(0, width)}" y1="${r(0, height)}" x2="${r(0, width)}" y2="${r(0, height)}" stroke="#5b6b7d" stroke-width="${r(1, 2)}"/>`)
  const chars = [...text].map((char, i) => {
    const x = 22 + i * 26 + r(-3, 3)
    const y = 38 + r(-5, 5)
    return `<text x="${x}" y="${y}" transform="rotate(${r(-25, 25)} ${x} ${y})" font-family="monospace" font-size="${r(26, 32)}" font-weight="700" fill="#1d3557">${char}</text>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f1f4f8"/>${lines.join('')}${chars.join('')}</svg>`
}

/** A fresh challenge: the image (data URL for an <img>) and the token the form sends back. */
export function createCaptcha(secret: string, now = Date.now()): { token: string; image: string } {
  const text = randomCaptchaText()
  return { token: signCaptcha(text, secret, now), image: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(text)).toString('base64')}` }
}

/** Automated tests switch the captcha off with CAPTCHA_DISABLED=1; read at every call so a test may switch it on. */
export function captchaDisabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.CAPTCHA_DISABLED === '1' || env.CAPTCHA_DISABLED === 'true'
}
