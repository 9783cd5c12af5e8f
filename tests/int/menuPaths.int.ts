import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { ValidationError, type Payload } from 'payload'

import { closePayload, testPayload, unique } from './helpers/payload'

/**
 * Issue 36.9 on a real database: a page whose public path a published page already holds was saved
 * (REST 201) and never shown, since the site shows the first of two. Publishing it is refused with a
 * message that names the holder; a draft may hold it meanwhile; another segment is accepted.
 */
describe('menuPaths.int.ts: a menu path already taken', () => {
  let payload: Payload
  let parentId: number
  let parentPath: string
  const created: number[] = []

  const menu = async (data: Record<string, unknown>, draft = false) => {
    const doc = await payload.create({
      collection: 'menus',
      locale: 'nl',
      draft,
      data: { status: 'published', _status: draft ? 'draft' : 'published', ...data } as never,
    })
    created.push(doc.id)
    return doc
  }

  beforeAll(async () => {
    payload = await testPayload()
    parentPath = unique('ouder')
    parentId = (await menu({ name: 'Ouder', title: 'Ouder', path: parentPath })).id
    await menu({ name: 'Eerste kind', title: 'Eerste kind', path: 'kind', parent: parentId })
  })

  afterAll(async () => {
    for (const id of created.reverse()) await payload.delete({ collection: 'menus', id }).catch(() => undefined)
    await closePayload(payload)
  })

  it('refuses to publish a second child on the same path, naming the first', async () => {
    const error = await menu({ name: 'Tweede kind', title: 'Tweede kind', path: 'kind', parent: parentId }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ValidationError)
    const errors = (error as ValidationError).data.errors
    expect(errors).toEqual([expect.objectContaining({ path: 'path', message: expect.stringContaining('“Eerste kind”') })])
    expect(errors[0].message).toContain(`/nl/${parentPath}/kind/`)
  })

  it('lets a draft hold the path, refuses its publication, and accepts another segment', async () => {
    const draft = await menu({ name: 'Concept kind', title: 'Concept kind', path: 'kind', parent: parentId }, true)
    await expect(payload.update({ collection: 'menus', id: draft.id, locale: 'nl', data: { _status: 'published' } })).rejects.toThrow(
      ValidationError,
    )
    const moved = await payload.update({ collection: 'menus', id: draft.id, locale: 'nl', data: { _status: 'published', path: 'kind-2' } })
    expect(moved.path).toBe('kind-2')
  })

  it('keeps a page’s own path when it is saved again', async () => {
    const again = await payload.update({ collection: 'menus', id: parentId, locale: 'nl', data: { title: 'Ouder opnieuw' } })
    expect(again.path).toBe(parentPath)
  })
})
