import type { TextFieldSingleValidation } from 'payload'

import { nestedReq, routeTableIn } from '../../src/reads/routeNodes'
import { adminLanguage, type AdminLanguage } from '../../src/i18n/adminLanguage'
import { isLocale } from '../../src/i18n/locales'
import { relationId } from '../../src/lib/relation'
import { pathTakenBy } from '../../src/routing/routeTable'

const TAKEN: Record<'menus' | 'articles', Record<AdminLanguage, (path: string, name: string) => string>> = {
  menus: {
    nl: (path, name) => `Het pad ${path} is al in gebruik door de pagina “${name}”: kies een ander pad.`,
    fr: (path, name) => `Le chemin ${path} est déjà utilisé par la page « ${name} » : choisissez un autre chemin.`,
    en: (path, name) => `The path ${path} is already used by the page “${name}”: choose another path.`,
  },
  articles: {
    nl: (path, name) => `Het pad ${path} is al in gebruik door het artikel “${name}”: kies een ander pad.`,
    fr: (path, name) => `Le chemin ${path} est déjà utilisé par l’article « ${name} » : choisissez un autre chemin.`,
    en: (path, name) => `The path ${path} is already used by the article “${name}”: choose another path.`,
  },
}

/**
 * A menu entry's path segment may not give it a public path another published page or article already
 * has (issue 36.9): the site shows only the first of two, so the second was saved (REST 201) and never
 * appeared, without a word. Checked when the entry is saved for publishing (drafts skip validation,
 * collections/versions.ts), not on every keystroke of the form: it reads every page's path.
 */
export const menuPathNotTaken: TextFieldSingleValidation = async (value, { req, data, id, event }) => {
  // Only a segment of its own is checked: an entry without one is the home page, or (in another language)
  // takes the default language's segment, which this form does not hold.
  if (event === 'onChange' || typeof value !== 'string' || !value.trim()) return true
  const { nodes, defaultLocale } = await routeTableIn(req.payload, req)
  const locale = isLocale(req.locale) ? req.locale : defaultLocale
  const ownId = typeof id === 'number' ? id : Number(id ?? -1)
  const stored = nodes.menus.find((m) => m.id === ownId)
  const parentId = relationId<number>((data as { parent?: unknown } | undefined)?.parent ?? null)
  const taken = pathTakenBy(nodes, { id: ownId, parentId, path: { ...stored?.path, [locale]: value } }, locale, defaultLocale)
  if (!taken) return true
  const collection = taken.target.kind === 'menu' ? 'menus' : 'articles'
  const holder = await req.payload
    .findByID({ collection, id: taken.target.id, locale, depth: 0, req: nestedReq(req), overrideAccess: true })
    .catch(() => null)
  const named = holder as { name?: unknown; title?: unknown } | null
  const name = String(named?.name ?? named?.title ?? taken.target.id)
  return TAKEN[collection][adminLanguage(req.i18n?.language)](taken.path, name)
}
