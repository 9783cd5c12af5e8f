import type { CollectionConfig } from 'payload'

import { staff, staffOrPublishedWhere } from '../access'
import { publicationStatus, slugField } from '../fields'
import { seoGroup } from '../fields/seo'
import { pathRedirects } from '../hooks/pathRedirects'
import { markDraftSave, revalidateCollection } from '../hooks/revalidate'
import { contentVersions } from '../versions'
import { livePreview, previewUrl } from '../preview'
import { isFutureDay } from '../../src/lib/publication'
import { TAGS } from '../../src/data/tags'

const revalidate = revalidateCollection((doc) => [TAGS.articles, TAGS.article(String(doc.id))])
const redirects = pathRedirects()

/** Blog posts, testimonials, team members, vacancies and the selling-approach and home-services pages. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishDate', 'status'],
    listSearchableFields: ['title', 'originalSlug'],
    group: 'Content',
    preview: previewUrl('articles'),
    livePreview: livePreview('articles'),
  },
  versions: contentVersions,
  defaultSort: '-publishDate',
  access: { read: staffOrPublishedWhere('status', 'published'), create: staff, update: staff, delete: staff },
  hooks: {
    beforeOperation: [markDraftSave],
    beforeChange: [redirects.beforeChange],
    afterChange: [revalidate.afterChange, redirects.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  indexes: [{ fields: ['category', 'status', 'publishDate'] }],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'subtitle',
      type: 'text',
      localized: true,
      admin: { description: 'Team: job title. Testimonials: name and town of the customer.' },
    },
    {
      name: 'excerpt',
      type: 'textarea',
      localized: true,
      admin: { description: 'Teaser in lists; left empty, the start of the text is used.' },
    },
    { name: 'content', type: 'richText', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    publicationStatus(undefined, 'enum_articles_visibility'),
    {
      name: 'publishDate',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      // Publishing an article dated after today would show it at once: staff schedule it instead.
      validate: (value: unknown, { siblingData }: { siblingData: { _status?: unknown } }) =>
        siblingData?._status === 'published' && isFutureDay(value as string)
          ? 'This date lies in the future: save as draft and use "Schedule publish" for that day.'
          : true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } },
    },
    slugField('title'),
    {
      name: 'originalSlug',
      type: 'text',
      index: true,
      admin: { position: 'sidebar', description: 'Slug on the original site; its old URL redirects here.' },
    },
    { name: 'sort', type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: 'Order within team and selling pages.' } },
    seoGroup(),
  ],
}
