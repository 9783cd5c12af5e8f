import { describe, expect, it } from '@jest/globals'

import { clientHintsForAdminOnly, withAdminOnlyClientHints } from '../../../src/security/clientHints.mjs'

// What @payloadcms/next 3.90's withPayload appends to the app's own header rules.
const PAYLOAD_RULE = {
  source: '/:path*',
  headers: [
    { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
  ],
}

describe('the colour-scheme client hints', () => {
  it('move from every path to the admin', () => {
    expect(clientHintsForAdminOnly([PAYLOAD_RULE], '/admin')).toEqual([{ source: '/admin/:path*', headers: PAYLOAD_RULE.headers }])
  })

  it('leave the other headers of the same rule on every path', () => {
    const powered = { key: 'X-Powered-By', value: 'Next.js, Payload' }
    const rules = clientHintsForAdminOnly([{ ...PAYLOAD_RULE, headers: [...PAYLOAD_RULE.headers, powered] }], '/beheer')
    expect(rules).toEqual([
      { source: '/:path*', headers: [powered] },
      { source: '/beheer/:path*', headers: PAYLOAD_RULE.headers },
    ])
  })

  it('leave rules without them alone, another Vary included', () => {
    const own = { source: '/nl/:path*', headers: [{ key: 'Vary', value: 'Accept-Language' }] }
    expect(clientHintsForAdminOnly([own], '/admin')).toEqual([own])
  })

  it('are moved in the config Next reads, its own rules kept first', async () => {
    const own = { source: '/robots.txt', headers: [{ key: 'Cache-Control', value: 'public, max-age=3600' }] }
    const config = withAdminOnlyClientHints({ poweredByHeader: false, headers: async () => [own, PAYLOAD_RULE] })
    expect(config.poweredByHeader).toBe(false)
    expect(await config.headers!()).toEqual([own, { source: '/admin/:path*', headers: PAYLOAD_RULE.headers }])
  })
})
