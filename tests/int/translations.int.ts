import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { saveOverridesEndpoint } from '../../collections/Translations/saveEndpoint'
import { readOverrides } from '../../src/data/translations'
import { emailTexts } from '../../src/email/texts'
import { translatorFor } from '../../src/i18n/dictionary'
import * as make from './fixtures'
import { closePayload, testPayload } from './helpers/payload'

type Staff = Awaited<ReturnType<typeof make.staffUser>>

/**
 * Staff overrides of interface texts (collection `translations`): read by the pages' and e-mails'
 * translators, checked on save, saved per key and language by the admin's text list.
 */
describe('translations.int.ts: translation overrides', () => {
  let payload: Payload
  let editor: Staff

  beforeAll(async () => {
    payload = await testPayload()
    editor = await make.staffUser(payload, 'editor')
  })

  afterEach(async () => {
    await payload.delete({ collection: 'translations', where: { key: { in: ['detail.photoCount', 'search.button', 'list.paging'] } } })
  })

  afterAll(async () => {
    await closePayload(payload)
  })

  /** The admin list's save call, as a staff member's request. */
  async function save(body: unknown, user: Staff | null = editor): Promise<{ status: number; body: Record<string, unknown> }> {
    const req = (await createLocalReq({ user: user ? { ...user, collection: 'users' } : undefined }, payload)) as PayloadRequest
    req.json = async () => body
    const response = await saveOverridesEndpoint.handler(req)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  /** The message a refused save gives staff (Payload's ValidationError lists it per field). */
  async function refusal(write: Promise<unknown>): Promise<string> {
    try {
      await write
    } catch (error) {
      const errors = (error as { data?: { errors?: Array<{ message: string }> } }).data?.errors ?? []
      return errors.map((e) => e.message).join(' | ')
    }
    throw new Error('the write was not refused')
  }

  it('an override is read in its own language only, and formats its plural', async () => {
    await payload.create({
      collection: 'translations',
      locale: 'fr',
      overrideAccess: false,
      user: editor,
      data: { key: 'detail.photoCount', value: '{count, plural, one {une seule photo} other {# photos}}' },
    })
    const fr = await readOverrides(payload, 'fr')
    expect(fr['detail.photoCount']).toBe('{count, plural, one {une seule photo} other {# photos}}')
    expect((await readOverrides(payload, 'nl'))['detail.photoCount']).toBeUndefined()
    const t = translatorFor('fr', fr, await readOverrides(payload, 'nl'))
    expect(t('detail.photoCount', { count: 1 })).toBe('une seule photo')
    expect(t('detail.photoCount', { count: 2 })).toBe('2 photos')
    // E-mails read the same documents.
    expect((await emailTexts(payload))('detail.photoCount', 'fr', { count: 1 })).toBe('une seule photo')
    expect((await emailTexts(payload))('detail.photoCount', 'nl', { count: 1 })).toBe('1 foto')
  })

  it('German falls back to the Dutch override until it has its own', async () => {
    const created = await payload.create({ collection: 'translations', locale: 'nl', data: { key: 'search.button', value: 'Zoek nu' } })
    const t = async () => (await emailTexts(payload))('search.button', 'de')
    expect(await t()).toBe('Zoek nu')
    await payload.update({ collection: 'translations', id: created.id, locale: 'de', data: { value: 'Suchen' } })
    expect(await t()).toBe('Suchen')
  })

  it('refuses an override that does not parse or drops a value, with a clear message', async () => {
    expect(
      await refusal(
        payload.create({
          collection: 'translations',
          locale: 'nl',
          overrideAccess: false,
          user: editor,
          data: { key: 'detail.photoCount', value: '{count, plural, one {# foto}' },
        }),
      ),
    ).toMatch(/^The text is not a valid message/)
    expect(
      await refusal(
        payload.create({ collection: 'translations', locale: 'fr', data: { key: 'list.paging', value: 'Page {page} sur {pages}' } }),
      ),
    ).toBe('The text must keep {total}: the default text uses it.')
    expect(await refusal(payload.create({ collection: 'translations', locale: 'fr', data: { key: 'no.such.key', value: 'x' } }))).toMatch(
      /^Unknown key/,
    )
    expect(
      await payload.count({ collection: 'translations', where: { key: { in: ['detail.photoCount', 'list.paging', 'no.such.key'] } } }),
    ).toEqual({
      totalDocs: 0,
    })
  })

  it('the admin list saves the languages of one key, empties one, and removes the document with the last', async () => {
    const first = await save({ key: 'search.button', values: { fr: 'Chercher', de: 'Suchen' } })
    expect(first).toEqual({ status: 200, body: { id: expect.anything(), overrides: { fr: 'Chercher', de: 'Suchen' } } })
    expect((await readOverrides(payload, 'fr'))['search.button']).toBe('Chercher')

    const emptied = await save({ key: 'search.button', values: { de: '' } })
    expect(emptied.body.overrides).toEqual({ fr: 'Chercher' })
    expect((await readOverrides(payload, 'de'))['search.button']).toBeUndefined()

    const refused = await save({ key: 'search.button', values: { fr: 'Chercher {count}', nl: '{oops' } })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({
      fr: expect.stringMatching(/\{count\} does not exist/),
      nl: expect.stringMatching(/not a valid message/),
    })
    expect((await readOverrides(payload, 'fr'))['search.button']).toBe('Chercher')

    expect((await save({ key: 'search.button', values: { fr: ' ' } })).body).toEqual({ overrides: {} })
    expect(await payload.count({ collection: 'translations', where: { key: { equals: 'search.button' } } })).toEqual({ totalDocs: 0 })
  })

  it('only staff save, and only keys of the dictionary', async () => {
    expect((await save({ key: 'search.button', values: { fr: 'Chercher' } }, null)).status).toBe(403)
    expect((await save({ key: 'no.such.key', values: { fr: 'x' } })).status).toBe(400)
    await expect(
      payload.create({ collection: 'translations', locale: 'nl', overrideAccess: false, data: { key: 'search.button', value: 'Zoek' } }),
    ).rejects.toThrow()
  })
})
