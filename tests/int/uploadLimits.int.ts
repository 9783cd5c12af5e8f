import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { Payload } from 'payload'

/**
 * Issue 33.2: a CRM export over Payload's default upload limit (20 MB per file, 50 MB per request) was
 * answered 500, "An unknown error occurred.", although CRM_IMPORT_MAX_MB said 100 MB. Payload's limits
 * are now the largest upload's (src/lib/uploadLimits.ts, payload.config.ts `upload`), and a file over
 * them is a 413 naming the limit (collections/hooks/uploadTooLarge.ts), not a 500. The Node layer
 * (src/security/bodyLimit.ts) cuts a larger body before Payload reads it; this test talks to Payload's
 * REST handler directly, so it checks Payload's own limits behind it. The run sets CRM_IMPORT_MAX_MB to 30
 * (tests/int/shared.test.ts: Payload reads it when it boots): a small limit keeps the test's files small.
 */

const MIB = 1024 * 1024

describe('uploadLimits.int.ts: upload limits of the REST API', () => {
  let payload: Payload
  let token = ''
  let closePayload: (payload: Payload) => Promise<void>

  beforeAll(async () => {
    const helpers = await import('./helpers/payload')
    closePayload = helpers.closePayload
    payload = await helpers.testPayload()
    const { staffUser } = await import('./fixtures')
    const staff = (await staffUser(payload, 'editor')) as { email: string }
    token = (await payload.login({ collection: 'users', data: { email: staff.email, password: 'Staff-Pass-123' } })).token!
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  /** A JSON export of about `bytes` bytes (an empty export with a long note), as multipart with `_payload`. */
  const exportOf = (bytes: number) => {
    const json = `{"properties":[],"note":"${'x'.repeat(bytes - 30)}"}`
    const body = new FormData()
    body.append('file', new Blob([json], { type: 'application/json' }), 'export.json')
    body.append('_payload', '{}')
    return body
  }

  const post = async (pathname: string, body: FormData) => {
    const { handleEndpoints } = await import('payload')
    const request = new Request(`http://localhost${pathname}`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body })
    const response = await handleEndpoints({ config: payload.config, request })
    return { status: response.status, body: (await response.json().catch(() => null)) as { errors?: Array<{ message: string }> } | null }
  }

  it('a CRM export over Payload’s default 20 MB but within CRM_IMPORT_MAX_MB is accepted', async () => {
    const answer = await post('/api/crm-imports', exportOf(25 * MIB))
    expect(answer.status).toBe(201)
    const id = (answer.body as { doc?: { id?: number } }).doc?.id
    expect(id).toBeDefined()
    await payload.delete({ collection: 'crm-imports', id: id!, overrideAccess: true })
  })

  it('one over CRM_IMPORT_MAX_MB is a 413 that names the limit, not a 500', async () => {
    const answer = await post('/api/crm-imports', exportOf(31 * MIB))
    expect(answer.status).toBe(413)
    expect(answer.body?.errors?.[0]?.message).toBe('The file is too large for a CRM export: at most 30 MB (CRM_IMPORT_MAX_MB).')
  })

  it('a media file over UPLOAD_MAX_MB is a 413 that names its limit', async () => {
    const body = new FormData()
    body.append('file', new Blob([Buffer.alloc(32 * MIB)], { type: 'application/pdf' }), 'large.pdf')
    body.append('_payload', '{"alt":"Groot"}')
    const answer = await post('/api/media', body)
    expect(answer.status).toBe(413)
    expect(answer.body?.errors?.[0]?.message).toBe('The file is too large for an upload: at most 20 MB (UPLOAD_MAX_MB).')
  })
})
