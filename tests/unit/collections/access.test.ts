import { describe, expect, it } from '@jest/globals'

import { adminOrSelf, staffField, staffOrOwnPropertyOwner, staffOrWhere } from '../../../collections/access'

// The rules only read req.user (and the field rule the document): a minimal stand-in is enough.
const req = (user: Record<string, unknown> | null) => ({ req: { user } }) as never
const admin = { id: 1, collection: 'users', roles: ['admin'] }
const editor = { id: 2, collection: 'users', roles: ['editor'] }
const owner = { id: 7, collection: 'owners' }

describe('collection access rules', () => {
  it('staffOrWhere: staff read everything, everyone else only matching documents', () => {
    const published = staffOrWhere('status', 'published')
    expect(published(req(editor))).toBe(true)
    expect(published(req(owner))).toEqual({ status: { equals: 'published' } })
    expect(published(req(null))).toEqual({ status: { equals: 'published' } })
  })

  it('staffField: staff only', () => {
    expect(staffField(req(editor))).toBe(true)
    expect(staffField(req(owner))).toBe(false)
    expect(staffField(req(null))).toBe(false)
  })

  it('adminOrSelf: an admin every account, an editor their own, nobody else any', () => {
    const rule = adminOrSelf('users')
    expect(rule(req(admin))).toBe(true)
    expect(rule(req(editor))).toEqual({ id: { equals: 2 } })
    expect(rule(req(owner))).toBe(false)
    expect(rule(req(null))).toBe(false)
  })

  it('staffOrOwnPropertyOwner: the owner of the property, populated or not', () => {
    const field = (user: Record<string, unknown> | null, doc: unknown) => staffOrOwnPropertyOwner({ req: { user }, doc } as never)
    expect(field(editor, { owner: 9 })).toBe(true)
    expect(field(owner, { owner: 7 })).toBe(true)
    expect(field(owner, { owner: { id: 7 } })).toBe(true)
    expect(field(owner, { owner: 8 })).toBe(false)
    expect(field(owner, undefined)).toBe(false)
    expect(field(null, { owner: 7 })).toBe(false)
  })
})
