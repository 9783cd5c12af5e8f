import { MetaDescriptionField, MetaImageField, MetaTitleField, OverviewField, PreviewField } from '@payloadcms/plugin-seo/fields'
import type { SEOPluginConfig } from '@payloadcms/plugin-seo/types'
import type { Field, GroupField, Payload, PayloadRequest, Tab } from 'payload'

import type { AdminText } from '../../src/i18n/admin/adminText'
import { HINTS, TABS } from '../../src/i18n/admin/labels'
import { nestedReq, readRouteNodes } from '../../src/reads/routeNodes'
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../src/i18n/locales'
import { relationId } from '../../src/lib/relation'
import { defaultSeoDescription, defaultSeoTitle, type SeoKind } from '../../src/lib/seoDefaults'
import { siteOrigin } from '../../src/lib/siteOrigin'
import { projectPath, propertyPath } from '../../src/routing/listingPaths'
import { buildRouteTable, sectionsFor } from '../../src/routing/routeTable'

/**
 * SEO of the public pages with @payloadcms/plugin-seo (issue 15, point 6): snippet preview, length
 * counters and "generate" buttons on menus, articles, properties and projects, per language.
 *
 * Field names: menus had their SEO in a `meta` group (metadataTitle, metadataDescription, social and
 * Twitter cards) before the plugin came; the plugin's components are placed on those same fields, and
 * the other three collections get the same names, so existing menu data keeps working without a data
 * migration and the site reads one shape (`meta.metadataTitle`, `meta.metadataDescription`, an image).
 * Each collection places its group itself (an SEO tab); the plugin contributes its endpoints and texts.
 */
export const SEO_COLLECTIONS: SeoKind[] = ['menus', 'articles', 'properties', 'projects']

const TITLE = 'meta.metadataTitle'
const DESCRIPTION = 'meta.metadataDescription'

/** A plugin field renamed and described: the plugin's `overrides` replace `admin` whole, which would drop its component. */
const described = <F extends Field>(
  field: F,
  name: string | undefined,
  label: AdminText,
  description: AdminText,
  extra: Partial<F> = {},
): F => ({
  ...field,
  ...extra,
  ...(name ? { name } : {}),
  label,
  admin: { ...field.admin, description },
})

const titleField = (): Field =>
  described(
    MetaTitleField({ hasGenerateFn: true }),
    'metadataTitle',
    { en: 'SEO title', nl: 'SEO-titel', fr: 'Titre SEO' },
    {
      en: 'Browser tab and search result; left empty, the title is used.',
      nl: 'Browsertab en zoekresultaat; leeg gelaten wordt de titel gebruikt.',
      fr: 'Onglet du navigateur et résultat de recherche ; laissé vide, le titre est utilisé.',
    },
  )

const descriptionField = (): Field =>
  described(
    MetaDescriptionField({ hasGenerateFn: true }),
    'metadataDescription',
    { en: 'SEO description', nl: 'SEO-omschrijving', fr: 'Description SEO' },
    {
      en: 'The search result’s text; left empty, the start of the page’s text is used.',
      nl: 'De tekst in het zoekresultaat; leeg gelaten wordt het begin van de paginatekst gebruikt.',
      fr: 'Le texte du résultat de recherche ; laissé vide, le début du texte de la page est utilisé.',
    },
  )

const overview = (imagePath: string): Field => OverviewField({ titlePath: TITLE, descriptionPath: DESCRIPTION, imagePath })

const preview = (): Field => PreviewField({ hasGenerateFn: true, titlePath: TITLE, descriptionPath: DESCRIPTION })

/** The SEO group of articles, properties and projects: title, description, share image, snippet preview. */
export const seoGroup = (): GroupField => ({
  name: 'meta',
  label: TABS.seo,
  type: 'group',
  admin: { description: HINTS.perLanguage },
  fields: [
    overview('meta.image'),
    titleField(),
    descriptionField(),
    described(
      MetaImageField({ hasGenerateFn: true, relationTo: 'media' }),
      undefined,
      { en: 'Share image', nl: 'Deelafbeelding', fr: 'Image de partage' },
      {
        en: 'Shown when the page is shared; left empty, the first picture.',
        nl: 'Getoond als de pagina gedeeld wordt; leeg gelaten de eerste afbeelding.',
        fr: 'Affichée quand la page est partagée ; laissée vide, la première image.',
      },
    ),
    preview(),
  ],
})

/** The SEO tab of articles, properties and projects: the group alone. */
export const seoTab = (): Tab => ({ label: TABS.seo, fields: [seoGroup()] })

/**
 * The menus' SEO fields with the plugin's: the title and description keep their names; the Open Graph
 * image (`meta.social.image`, not localized as before) gets the plugin's image component.
 */
export const menuSeoFields = {
  overview: () => overview('meta.social.image'),
  title: titleField,
  description: descriptionField,
  preview,
  socialImage: (): Field =>
    described(
      MetaImageField({ hasGenerateFn: true, relationTo: 'media' }),
      undefined,
      { en: 'Image', nl: 'Afbeelding', fr: 'Image' },
      {
        en: 'Left empty: the banner or page image.',
        nl: 'Leeg gelaten: de banner- of pagina-afbeelding.',
        fr: 'Laissée vide : l’image de la bannière ou de la page.',
      },
      {
        localized: false,
      },
    ),
}

type Doc = Record<string, unknown> & { id?: number | string }

const localeOf = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)

const text = (value: unknown) => (typeof value === 'string' ? value : null)

/** A text with something in it: an untranslated field of the admin's form is empty or absent. */
const filled = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)

/** The public path a document has (or will have once saved and published) in one language. */
async function publicPathOf(kind: SeoKind, doc: Doc, locale: Locale, req: PayloadRequest): Promise<string | undefined> {
  const payload: Payload = req.payload
  const nodes = await readRouteNodes(payload, req)
  const id = typeof doc.id === 'number' ? doc.id : -1
  // The form's values, not the stored ones: the preview shows the URL the page will have.
  if (kind === 'menus') {
    const others = nodes.menus.filter((m) => m.id !== id)
    others.push({ id, parentId: relationId(doc.parent), path: { [locale]: text(doc.path) } })
    const table = buildRouteTable({ menus: others, articles: [], locales: LOCALES, defaultLocale: DEFAULT_LOCALE })
    return table.entries.find((e) => e.target.kind === 'menu' && e.target.id === id)?.paths[locale]
  }
  const table = buildRouteTable({ ...nodes, locales: LOCALES, defaultLocale: DEFAULT_LOCALE })
  if (kind === 'articles') {
    const categoryId = relationId(doc.category)
    if (categoryId === null) return undefined
    const category = await payload
      .findByID({ collection: 'categories', id: categoryId, locale, depth: 0, req: nestedReq(req) })
      .catch(() => null)
    if (!category?.section) return undefined
    return `/${locale}/${category.section}/${text(doc.slug) ?? ''}/`.replace(/\/+/g, '/')
  }
  const sections = sectionsFor(table, locale)
  const externalId = Number(doc.externalId)
  if (!Number.isFinite(externalId)) return undefined
  // The admin's form holds this language's own text only, while the site falls back to Dutch for a
  // title or slug not translated (the CRM sends most projects in Dutch): without the fallback the preview
  // showed a URL without a slug, which only redirects to the page.
  const storedId = Number(doc.id)
  const stored =
    Number.isInteger(storedId) && storedId > 0 && (!filled(doc.title) || !filled(doc.slug))
      ? await payload
          .findByID({ collection: kind, id: storedId, locale, depth: 0, req: nestedReq(req), select: { title: true, slug: true } })
          .catch(() => null)
      : null
  const base = {
    externalId,
    title: filled(doc.title) ?? filled(stored?.title) ?? '',
    slug: filled(doc.slug) ?? filled(stored?.slug),
    city: text(doc.city),
  }
  if (kind === 'projects') return projectPath(sections, base)
  const projectId = relationId(doc.project)
  const project =
    projectId === null
      ? null
      : await payload.findByID({ collection: 'projects', id: projectId, locale, depth: 0, req: nestedReq(req) }).catch(() => null)
  return propertyPath(sections, {
    ...base,
    goal: doc.goal === 'rent' ? 'rent' : 'sale',
    mainTypeName: text(doc.mainTypeName),
    project: project ? { externalId: project.externalId, title: project.title, slug: project.slug, city: project.city } : null,
  })
}

const kindOf = (slug: string | undefined): SeoKind => (SEO_COLLECTIONS.includes(slug as SeoKind) ? (slug as SeoKind) : 'menus')

const firstMedia = (...values: unknown[]): number | undefined => {
  for (const value of values) {
    const id = relationId(Array.isArray(value) ? value[0] : value)
    if (typeof id === 'number') return id
  }
  return undefined
}

/** The plugin's options: what its generate buttons fill in and the URL its snippet preview shows. */
export const seoPluginOptions: SEOPluginConfig = {
  collections: SEO_COLLECTIONS,
  uploadsCollection: 'media',
  generateTitle: ({ doc, collectionConfig }) => defaultSeoTitle(kindOf(collectionConfig?.slug), doc ?? {}),
  generateDescription: ({ doc, collectionConfig }) => defaultSeoDescription(kindOf(collectionConfig?.slug), doc ?? {}),
  generateImage: ({ doc }) => {
    const d = (doc ?? {}) as Doc & { banner?: { image?: unknown } }
    return firstMedia(d.image, d.banner?.image, d.photos) ?? ''
  },
  // Nothing rather than the server's origin while the page has no path yet (an article without its
  // category): the plugin's preview keeps its first answer that is not empty, so it showed the bare origin
  // for good; an empty answer makes it ask again as the form fills in (issue 36.8).
  generateURL: async ({ doc, collectionConfig, locale, req, id }) => {
    const path = await publicPathOf(kindOf(collectionConfig?.slug), { ...(doc ?? {}), id }, localeOf(locale), req)
    return path ? `${siteOrigin()}${path}` : ''
  },
}
