import { describe, expect, it } from '@jest/globals'

import { clientSchemaMapPerRequest } from '../../../../src/i18n/admin/clientSchemaMap'

describe('the admin’s client field schema per request (issue 36.8)', () => {
  it('keeps Payload’s “build it again” switch on, also after Payload sets it back', () => {
    const holder = globalThis as { _payload_doNotCacheClientSchemaMap?: boolean }
    clientSchemaMapPerRequest()
    clientSchemaMapPerRequest()
    expect(holder._payload_doNotCacheClientSchemaMap).toBe(true)
    // What @payloadcms/ui getClientSchemaMap does after each build.
    holder._payload_doNotCacheClientSchemaMap = false
    expect(holder._payload_doNotCacheClientSchemaMap).toBe(true)
  })
})
