import { describe, expect, it } from '@jest/globals'

import { captchaDisabled, captchaSvg, createCaptcha, randomCaptchaText, signCaptcha, verifyCaptcha } from '../../src/forms/shared/captcha'

const SECRET = 'unit-test-secret'

describe('captcha token', () => {
  it('accepts the signed answer, ignoring case and spaces', () => {
    const token = signCaptcha('AB3KZ', SECRET)
    expect(verifyCaptcha(token, 'AB3KZ', SECRET)).toBe('ok')
    expect(verifyCaptcha(token, ' ab3 kz ', SECRET)).toBe('ok')
  })

  it('refuses another answer, another secret, a tampered or a missing token', () => {
    const token = signCaptcha('AB3KZ', SECRET)
    expect(verifyCaptcha(token, 'AB3KX', SECRET)).toBe('mismatch')
    expect(verifyCaptcha(token, 'AB3KZ', 'other-secret')).toBe('mismatch')
    const [expires, nonce, mac] = token.split('.')
    expect(verifyCaptcha(`${Number(expires) + 3_600_000}.${nonce}.${mac}`, 'AB3KZ', SECRET)).toBe('mismatch')
    expect(verifyCaptcha('', 'AB3KZ', SECRET)).toBe('mismatch')
    expect(verifyCaptcha('a.b.c.d', 'AB3KZ', SECRET)).toBe('mismatch')
  })

  it('says when the answer is missing and when the token has expired', () => {
    const now = Date.now()
    const token = signCaptcha('AB3KZ', SECRET, now, 60_000)
    expect(verifyCaptcha(token, '', SECRET, now)).toBe('missing')
    expect(verifyCaptcha(token, 'AB3KZ', SECRET, now + 59_000)).toBe('ok')
    expect(verifyCaptcha(token, 'AB3KZ', SECRET, now + 61_000)).toBe('expired')
  })

  it('draws unambiguous characters as an SVG image', () => {
    const text = randomCaptchaText()
    expect(text).toMatch(/^[A-HJKMNPR-Z2-9]{5}$/)
    const svg = captchaSvg(text)
    expect(svg.startsWith('<svg')).toBe(true)
    for (const char of text) expect(svg).toContain(`>${char}</text>`)
    const { token, image } = createCaptcha(SECRET)
    expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true)
    const drawn = [...Buffer.from(image.split(',')[1], 'base64').toString('utf8').matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join('')
    expect(verifyCaptcha(token, drawn, SECRET)).toBe('ok')
  })

  it('is on unless CAPTCHA_DISABLED is 1 or true', () => {
    expect(captchaDisabled({})).toBe(false)
    expect(captchaDisabled({ CAPTCHA_DISABLED: '0' })).toBe(false)
    expect(captchaDisabled({ CAPTCHA_DISABLED: '1' })).toBe(true)
    expect(captchaDisabled({ CAPTCHA_DISABLED: 'true' })).toBe(true)
  })
})

describe('captcha switched off in production', () => {
  it('warns loudly at start, only in production', async () => {
    const { warnWhenCaptchaDisabled } = await import('../../src/forms/shared/captchaWarning')
    const lines: string[] = []
    const logger = { warn: (message: string) => lines.push(message) }
    expect(warnWhenCaptchaDisabled(logger, { CAPTCHA_DISABLED: '1', NODE_ENV: 'production' })).toBe(true)
    expect(lines.join('')).toContain('CAPTCHA_DISABLED is set')
    expect(warnWhenCaptchaDisabled(logger, { CAPTCHA_DISABLED: '1', NODE_ENV: 'development' })).toBe(false)
    expect(warnWhenCaptchaDisabled(logger, { NODE_ENV: 'production' })).toBe(false)
    expect(lines).toHaveLength(1)
  })
})
