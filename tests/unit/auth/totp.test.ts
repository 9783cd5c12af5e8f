import { describe, expect, it } from '@jest/globals'
import { generate } from 'otplib'

import {
  checkTotp,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeOf,
  spendRecoveryCode,
  totpCodeOf,
  totpUri,
} from '../../../src/auth/totp'
import { decryptTotpSecret, encryptTotpSecret } from '../../../src/auth/totpSecret'

const SECRET = 'AKZRRUIP4BT7K5ZU6Z6BP3JBOJCUGQXW'
/** A moment in the middle of a 30-s step, so "one step before/after" is unambiguous. */
const NOW = 1_795_000_015_000
const STEP = Math.floor(NOW / 30_000)
const codeAt = (ms: number) => generate({ secret: SECRET, epoch: Math.floor(ms / 1000) })

describe('TOTP codes (src/auth/totp.ts)', () => {
  it("accepts the current step's code and the steps either side, nothing further", async () => {
    expect(await checkTotp(SECRET, await codeAt(NOW), null, NOW)).toEqual({ ok: true, step: STEP })
    expect(await checkTotp(SECRET, await codeAt(NOW - 30_000), null, NOW)).toEqual({ ok: true, step: STEP - 1 })
    expect(await checkTotp(SECRET, await codeAt(NOW + 30_000), null, NOW)).toEqual({ ok: true, step: STEP + 1 })
    expect(await checkTotp(SECRET, await codeAt(NOW - 60_000), null, NOW)).toEqual({ ok: false })
    expect(await checkTotp(SECRET, await codeAt(NOW + 60_000), null, NOW)).toEqual({ ok: false })
  })

  it('refuses a replay: a code of a step at or before the last accepted one', async () => {
    const code = await codeAt(NOW)
    expect(await checkTotp(SECRET, code, STEP, NOW)).toEqual({ ok: false })
    expect(await checkTotp(SECRET, await codeAt(NOW - 30_000), STEP, NOW)).toEqual({ ok: false })
    // The next step's code is still good after this one.
    expect(await checkTotp(SECRET, await codeAt(NOW + 30_000), STEP, NOW)).toEqual({ ok: true, step: STEP + 1 })
  })

  it('takes six digits with spaces, nothing else', async () => {
    const code = await codeAt(NOW)
    expect(totpCodeOf(`${code.slice(0, 3)} ${code.slice(3)}`)).toBe(code)
    expect(await checkTotp(SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, null, NOW)).toEqual({ ok: true, step: STEP })
    for (const bad of ['12345', '1234567', 'abcdef', '', undefined, 123456]) expect(totpCodeOf(bad)).toBeNull()
  })

  it('makes secrets of 160 bits and an otpauth address with the issuer and account', () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(newTotpSecret()).not.toBe(secret)
    const uri = totpUri(secret, 'admin@kempenvastgoed.be', 'Kempen Vastgoed')
    expect(uri).toMatch(/^otpauth:\/\/totp\//)
    expect(uri).toContain(`secret=${secret}`)
    expect(decodeURIComponent(uri)).toContain('Kempen Vastgoed:admin@kempenvastgoed.be')
  })
})

describe('recovery codes', () => {
  const KEY = 'payload-secret'

  it('makes ten distinct codes of the form xxxxx-xxxxx', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
  })

  it('spends each code once, in any spelling, and no other', () => {
    const codes = newRecoveryCodes()
    const hashes = codes.map((code) => hashRecoveryCode(code, KEY))
    const left = spendRecoveryCode(hashes, ` ${codes[3].toUpperCase()} `, KEY)
    expect(left).toHaveLength(9)
    expect(left).not.toContain(hashes[3])
    expect(spendRecoveryCode(left!, codes[3], KEY)).toBeNull()
    expect(spendRecoveryCode(left!, codes[4].replace('-', ''), KEY)).toHaveLength(8)
    expect(spendRecoveryCode(hashes, 'aaaaa-aaaaa', KEY)).toBeNull()
    expect(spendRecoveryCode(hashes, '123456', KEY)).toBeNull()
    expect(recoveryCodeOf(42)).toBeNull()
  })

  it('keeps only keyed hashes: another key matches nothing', () => {
    const [code] = newRecoveryCodes(1)
    const hash = hashRecoveryCode(code, KEY)
    expect(hash).not.toContain(code.replace('-', ''))
    expect(spendRecoveryCode([hash], code, 'another-secret')).toBeNull()
  })
})

describe('TOTP secrets at rest (src/auth/totpSecret.ts)', () => {
  it('encrypts with a random IV and decrypts with the same PAYLOAD_SECRET only', () => {
    const a = encryptTotpSecret(SECRET, 'secret-1')
    const b = encryptTotpSecret(SECRET, 'secret-1')
    expect(a).not.toBe(b)
    expect(a).not.toContain(SECRET)
    expect(decryptTotpSecret(a, 'secret-1')).toBe(SECRET)
    expect(decryptTotpSecret(a, 'secret-2')).toBeNull()
  })

  it('refuses a damaged or foreign value', () => {
    const stored = encryptTotpSecret(SECRET, 'secret-1')
    const parts = stored.split(':')
    parts[3] = Buffer.from('x'.repeat(32)).toString('base64url')
    expect(decryptTotpSecret(parts.join(':'), 'secret-1')).toBeNull()
    for (const bad of [null, undefined, '', SECRET, 'v2:a:b:c']) expect(decryptTotpSecret(bad, 'secret-1')).toBeNull()
  })
})
