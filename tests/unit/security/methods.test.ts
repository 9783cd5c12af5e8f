import { describe, expect, it } from '@jest/globals'

import { allowedMethods, refusedMethod } from '../../../src/security/methods'
import { closedRestPath } from '../../../src/security/versionsRoute'

/** Issue 33.8: methods no route answers are a 405; Payload's migrations collection is a 404. */

describe('refusedMethod', () => {
  it('TRACE, TRACK and CONNECT, in any case; nothing the site answers', () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'trace']) expect(refusedMethod(method)).toBe(true)
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', undefined]) expect(refusedMethod(method)).toBe(false)
  })
  it('Allow names what the kind of route answers', () => {
    expect(allowedMethods('/api/properties')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    expect(allowedMethods('/api')).toContain('PATCH')
    expect(allowedMethods('/nl/contact/')).toBe('GET, HEAD, POST')
    expect(allowedMethods('/_next/static/x.js')).toBe('GET, HEAD')
    expect(allowedMethods('/apiary/')).toBe('GET, HEAD, POST')
  })
})

describe('closedRestPath', () => {
  it('payload-migrations and its documents, nothing else', () => {
    expect(closedRestPath(['payload-migrations'])).toBe(true)
    expect(closedRestPath(['payload-migrations', '1'])).toBe(true)
    expect(closedRestPath(['properties'])).toBe(false)
    expect(closedRestPath([])).toBe(false)
  })
})
