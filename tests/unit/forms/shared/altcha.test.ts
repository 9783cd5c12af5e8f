import { describe, expect, it } from '@jest/globals'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { ALTCHA_COUNTER_MAX, ALTCHA_TTL_MS, altchaSecrets, createAltchaChallenge, verifyAltcha } from '../../../../src/forms/shared/altcha'
import { captchaDisabled, warnWhenCaptchaDisabled } from '../../../../src/security/captchaWarning'

const SECRET = 'unit-secret'
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')
// Always a different key: replacing the first digit by a fixed one left one key in sixteen unchanged (a CI flake).
const flipFirstHexDigit = (hex: string) => ((parseInt(hex[0]!, 16) + 1) % 16).toString(16) + hex.slice(1)

async function solved(now = Date.now()) {
  const challenge = await createAltchaChallenge(SECRET, now)
  const solution = await solveChallenge({ challenge, deriveKey })
  return { challenge, solution: solution! }
}

describe('ALTCHA spam check (issue 13.1)', () => {
  it('hands out signed PBKDF2 challenges that expire after 10 minutes', async () => {
    const now = Date.now()
    const challenge = await createAltchaChallenge(SECRET, now)
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', expiresAt: Math.floor((now + ALTCHA_TTL_MS) / 1000) })
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/)
  })

  it('keys of its own, derived from the server secret', () => {
    const secrets = altchaSecrets(SECRET)
    expect(secrets.signature).not.toBe(secrets.key)
    expect(secrets.signature).not.toContain(SECRET)
    expect(altchaSecrets('other').signature).not.toBe(secrets.signature)
  })

  it('accepts a solved challenge and names it by a hash, the same for every use of that challenge', async () => {
    const { challenge, solution } = await solved()
    const first = await verifyAltcha(encode({ challenge, solution }), SECRET)
    expect(first).toMatchObject({ result: 'ok', key: expect.stringMatching(/^[0-9a-f]{40}$/) })
    expect(await verifyAltcha(encode({ challenge, solution }), SECRET)).toEqual(first)
  })

  it('is cheap enough for a phone: the search stays within the counter range the server chose', async () => {
    const started = performance.now()
    const { solution } = await solved()
    expect(solution.counter).toBeLessThan(ALTCHA_COUNTER_MAX)
    // Node, one thread: the browser splits the same search over its workers.
    expect(performance.now() - started).toBeLessThan(3000)
  })

  it('refuses missing, malformed, foreign, tampered, unsolved and expired payloads without throwing', async () => {
    const { challenge, solution } = await solved()
    expect(await verifyAltcha('', SECRET)).toEqual({ result: 'missing' })
    expect(await verifyAltcha('%%%', SECRET)).toEqual({ result: 'invalid' })
    expect(await verifyAltcha(encode({ challenge: null, solution }), SECRET)).toEqual({ result: 'invalid' })
    expect(await verifyAltcha(encode({ challenge, solution }), 'another-secret')).toEqual({ result: 'invalid' })
    expect(
      await verifyAltcha(encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution }), SECRET),
    ).toEqual({ result: 'invalid' })
    expect(
      await verifyAltcha(
        encode({ challenge, solution: { counter: solution.counter + 1, derivedKey: flipFirstHexDigit(solution.derivedKey) } }),
        SECRET,
      ),
    ).toMatchObject({ result: 'invalid' })
    expect(await verifyAltcha(encode({ challenge, solution: { counter: 'x', derivedKey: 5 } }), SECRET)).toEqual({ result: 'invalid' })
    const old = await solved(Date.now() - ALTCHA_TTL_MS - 1000)
    expect(await verifyAltcha(encode(old), SECRET)).toEqual({ result: 'expired' })
  })

  it('CAPTCHA_DISABLED is test-only and loud in production', () => {
    expect(captchaDisabled({})).toBe(false)
    expect(captchaDisabled({ CAPTCHA_DISABLED: '1' })).toBe(true)
    const warnings: string[] = []
    expect(warnWhenCaptchaDisabled({ warn: (m) => warnings.push(m) }, { CAPTCHA_DISABLED: '1', NODE_ENV: 'production' })).toBe(true)
    expect(warnings[0]).toContain('CAPTCHA_DISABLED is set')
    expect(warnWhenCaptchaDisabled({ warn: (m) => warnings.push(m) }, { NODE_ENV: 'production' })).toBe(false)
  })
})
