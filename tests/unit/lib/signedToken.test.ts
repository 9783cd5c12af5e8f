import { describe, expect, it } from '@jest/globals'

import { signToken, verifyToken } from '../../../src/lib/signedToken'

const secret = 'a-secret-of-the-site'

describe('signed unsubscribe tokens', () => {
  it('verifies a token it signed and gives back the id', () => {
    const token = signToken('unsubscribe', 42, secret)
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/)
    expect(verifyToken('unsubscribe', token, secret)).toBe('42')
  })

  it('rejects a token for another id, a changed signature or another secret', () => {
    const token = signToken('unsubscribe', 42, secret)
    const signature = token.split('.')[1]
    expect(verifyToken('unsubscribe', `43.${signature}`, secret)).toBeNull()
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A')
    expect(verifyToken('unsubscribe', `42.${flipped}`, secret)).toBeNull()
    expect(verifyToken('unsubscribe', token, 'another-secret')).toBeNull()
  })

  it('rejects malformed input without throwing', () => {
    for (const bad of ['', '42', '42.', '.abc', '42.short', 'x'.repeat(500), null, undefined]) {
      expect(verifyToken('unsubscribe', bad as string, secret)).toBeNull()
    }
    expect(verifyToken('unsubscribe', signToken('unsubscribe', 42, secret), '')).toBeNull()
  })

  it('refuses to sign without a secret', () => {
    expect(() => signToken('unsubscribe', 1, '')).toThrow()
  })
})
