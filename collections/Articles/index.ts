import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS, LABELS } from '../../src/i18n/admin/labels'
import { adminLanguage } from '../../src/i18n/adminLanguage'
import { isFutureDay } from '../../src/lib/publication'
import { TAGS } from '../../src/revalidation/tags'
import { staff, staffOrPublishedWhere, withoutTrash } from '../access'
import { publicationStatus, slugField } from '../fields'
import { seoGroup } from '../fields/seo'
import { pathRedirects } from '../hooks/pathRedirects'
import { markDraftSave, revalidateCollection } from '../hooks/revalidate'
import { livePreview, previewUrl } from '../preview'
import { contentVersions } from '../versions'

const FUTURE_DATE_MESSAGE = {
  en: 'This date lies in the future: save as draft and use "Schedule publish" for that day.',
  nl: 'Deze datum ligt in de toekomst: bewaar als concept en gebruik "Publicatie plannen" voor die dag.',
  fr: 'Cette date est dans le futur : enregistrez comme brouillon et utilisez « Planifier la publication » pour ce jour.',
}

const revalidate = revalidateCollection((doc) => [TAGS.articles, TAGS.article(String(doc.id))])
const redirects = pathRedirects()

/** Blog posts, testimonials, team members, vacancies and the selling-approach and home-services pages. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  // Delete moves to the trash, restored from its view; reads leave trashed rows out (docs/content.md, Trash).
  trash: true,
  labels: { singular: { en: 'Article', nl: 'Artikel', fr: 'Article' }, plural: { en: 'Articles', nl: 'Artikels', fr: 'Articles' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishDate', 'status'],
    listSearchableFields: ['title', 'originalSlug'],
    group: ADMIN_GROUPS.content,
    preview: previewUrl('articles'),
    livePreview: livePreview('articles'),
  },
  versions: contentVersions,
  defaultSort: '-publishDate',
  access: { read: withoutTrash(staffOrPublishedWhere('status', 'published')), create: staff, update: staff, delete: staff },
  hooks: {
    beforeOperation: [markDraftSave],
    beforeChange: [redirects.beforeChange],
    afterChange: [revalidate.afterChange, redirects.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  indexes: [{ fields: ['category', 'status', 'publishDate'] }],
  fields: [
    { name: 'title', label: LABELS.title, type: 'text', required: true, localized: true },
    {
      name: 'subtitle',
      label: { en: 'Subtitle', nl: 'Ondertitel', fr: 'Sous-titre' },
      type: 'text',
      localized: true,
      admin: {
        description: {
          en: 'Team: job title. Testimonials: name and town of the customer.',
          nl: 'Team: functie. Getuigenissen: naam en woonplaats van de klant.',
          fr: 'Équipe : fonction. Témoignages : nom et commune du client.',
        },
      },
    },
    {
      name: 'excerpt',
      label: { en: 'Excerpt', nl: 'Samenvatting', fr: 'Extrait' },
      type: 'textarea',
      localized: true,
      admin: {
        description: {
          en: 'Teaser in lists; left empty, the start of the text is used.',
          nl: 'Teaser in lijsten; leeg gelaten wordt het begin van de tekst gebruikt.',
          fr: 'Accroche dans les listes ; laissée vide, le début du texte est utilisé.',
        },
      },
    },
    { name: 'content', label: LABELS.content, type: 'richText', localized: true },
    { name: 'image', label: LABELS.image, type: 'upload', relationTo: 'media' },
    {
      name: 'category',
      label: { en: 'Category', nl: 'Categorie', fr: 'Catégorie' },
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    publicationStatus(undefined, 'enum_articles_visibility'),
    {
      name: 'publishDate',
      label: { en: 'Publish Date', nl: 'Publicatiedatum', fr: 'Date de publication' },
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      // Publishing an article dated after today would show it at once: staff schedule it instead.
      validate: (value: unknown, { siblingData, req }: { siblingData: { _status?: unknown }; req?: { i18n?: { language?: string } } }) =>
        siblingData?._status === 'published' && isFutureDay(value as string)
          ? FUTURE_DATE_MESSAGE[adminLanguage(req?.i18n?.language)]
          : true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } },
    },
    slugField('title'),
    {
      name: 'originalSlug',
      label: { en: 'Original Slug', nl: 'Oorspronkelijke slug', fr: 'Slug d’origine' },
      type: 'text',
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          en: 'Slug on the original site; its old URL redirects here.',
          nl: 'Slug op de oorspronkelijke site; de oude URL verwijst hierheen.',
          fr: 'Slug sur le site d’origine ; son ancienne URL redirige ici.',
        },
      },
    },
    {
      name: 'sort',
      label: { en: 'Sort', nl: 'Volgorde', fr: 'Ordre' },
      type: 'number',
      defaultValue: 0,
      admin: {
        position: 'sidebar',
        description: {
          en: 'Order within team and selling pages.',
          nl: "Volgorde binnen team- en verkooppagina's.",
          fr: 'Ordre dans les pages équipe et vente.',
        },
      },
    },
    seoGroup(),
  ],
}
