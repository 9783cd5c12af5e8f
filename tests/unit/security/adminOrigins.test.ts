import { describe, expect, it } from '@jest/globals'

import { adminOrigins, httpOrigin } from '../../../src/security/adminOrigins'
import { securityHeaders } from '../../../src/security/policy'

describe('adminOrigins (issue 15, point 8)', () => {
  it('allows SERVER_URL and, for a local one, the other loopback names on the same port', () => {
    expect(adminOrigins('http://127.0.0.1:3204', undefined).sort()).toEqual(['http://127.0.0.1:3204', 'http://localhost:3204'].sort())
    expect(adminOrigins('http://localhost:3000/', '')).toContain('http://127.0.0.1:3000')
  })

  it('allows only SERVER_URL and the listed origins for a public host, never any other', () => {
    expect(
      adminOrigins('https://www.example.be', ' https://example.be , https://admin.example.be/path ,javascript:alert(1), //evil.example'),
    ).toEqual(['https://www.example.be', 'https://example.be', 'https://admin.example.be'])
    expect(adminOrigins(undefined, undefined)).toEqual([])
  })

  it('takes only http(s) origins without credentials', () => {
    expect(httpOrigin('ftp://example.be')).toBeNull()
    expect(httpOrigin('https://user:pw@example.be')).toBeNull()
    expect(httpOrigin('/admin')).toBeNull()
    expect(httpOrigin('HTTPS://Example.BE:443/x')).toBe('https://example.be')
  })
})

describe('the admin policy names the allowed origins for images only', () => {
  it('adds them to the admin img-src, never to scripts, connections or the site', () => {
    const origins = adminOrigins('http://127.0.0.1:3204', undefined)
    const admin = securityHeaders('/admin/collections/media', 'n', false, { adminImages: origins })['Content-Security-Policy']
    expect(admin).toMatch(/img-src [^;]*http:\/\/localhost:3204/)
    expect(admin).toMatch(/connect-src 'self' https:\/\/cdn\.jsdelivr\.net(;|$)/)
    expect(admin).not.toMatch(/script-src [^;]*localhost/)
    expect(securityHeaders('/nl/', 'n', false, { adminImages: origins })['Content-Security-Policy']).not.toContain('localhost')
  })
})
