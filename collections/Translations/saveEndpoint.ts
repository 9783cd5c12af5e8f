import type { Endpoint, PayloadRequest } from 'payload'

import { isStaffUser } from '../access'
import { isDictionaryKey, overrideProblem, overrideProblemMessage } from '../../src/i18n/overrides'
import { isLocale, LOCALES, type Locale } from '../../src/i18n/locales'

type SaveBody = { key?: unknown; values?: Record<string, unknown> }

const adminLanguage = (req: PayloadRequest) => req.i18n?.language ?? 'en'

/**
 * POST /api/translations/save { key, values: { fr: '…', de: '' } }: the admin's text list saves the
 * overrides of one key in one call. Staff never type a key: the list sends the key of the row. The
 * document is created on the first override and deleted when the last one is emptied; every write
 * goes through the collection (access, validation, cache revalidation) as the staff member.
 */
export const saveOverridesEndpoint: Endpoint = {
  path: '/save',
  method: 'post',
  handler: async (req) => {
    if (!isStaffUser(req)) return Response.json({ message: 'Forbidden' }, { status: 403 })
    const body = ((await req.json?.().catch(() => null)) ?? {}) as SaveBody
    const { key } = body
    const entries = Object.entries(body.values ?? {}).filter((entry): entry is [Locale, unknown] => isLocale(entry[0]))
    if (!isDictionaryKey(key)) {
      return Response.json({ errors: { key: overrideProblemMessage({ code: 'unknown-key' }, adminLanguage(req)) } }, { status: 400 })
    }
    const values = entries.map(([locale, value]) => [locale, typeof value === 'string' && value.trim() ? value : null] as const)
    const errors: Partial<Record<Locale, string>> = {}
    for (const [locale, value] of values) {
      const problem = overrideProblem(key, locale, value)
      if (problem) errors[locale] = overrideProblemMessage(problem, adminLanguage(req))
    }
    if (Object.keys(errors).length) return Response.json({ errors }, { status: 400 })

    const asStaff = { req, overrideAccess: false, user: req.user, depth: 0 } as const
    const found = await req.payload.find({
      ...asStaff,
      collection: 'translations',
      where: { key: { equals: key } },
      limit: 1,
      pagination: false,
    })
    let id = found.docs[0]?.id
    for (const [locale, value] of values) {
      if (id === undefined) {
        if (value === null) continue
        id = (await req.payload.create({ ...asStaff, collection: 'translations', locale, data: { key, value } })).id
      } else {
        await req.payload.update({ ...asStaff, collection: 'translations', id, locale, data: { value } })
      }
    }
    if (id === undefined) return Response.json({ overrides: {} })
    const doc = await req.payload.findByID({ ...asStaff, collection: 'translations', id, locale: 'all' })
    const stored = (doc.value ?? {}) as unknown as Partial<Record<Locale, string | null>>
    const overrides = Object.fromEntries(LOCALES.filter((locale) => stored[locale]).map((locale) => [locale, stored[locale]]))
    if (Object.keys(overrides).length === 0) {
      // Nothing overridden any more: no empty document stays behind in the list.
      await req.payload.delete({ ...asStaff, collection: 'translations', id })
      return Response.json({ overrides: {} })
    }
    return Response.json({ id, overrides })
  },
}
