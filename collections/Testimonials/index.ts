import type { CollectionConfig } from 'payload'

import { staff, staffField, staffOrPublishedWhere } from '../access'
import { markDraftSave, revalidateCollection } from '../hooks/revalidate'
import { contentVersions } from '../versions'
import { TAGS } from '../../src/data/tags'

// Only published testimonials reach the site: a visitor's pending post leaves the cached pages alone,
// publishing (or unpublishing) one expires them (the hook looks at the new and the previous version).
const revalidate = revalidateCollection((doc) => (doc.status === 'published' ? [TAGS.testimonials] : []))

/** Testimonials posted by visitors (spec section 3): pending until staff publish them. */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'status', 'comment', 'postedAt', 'postedBy', 'locale'],
    listSearchableFields: ['name', 'comment', 'postedBy'],
    group: 'Leads',
    description:
      'Posted by visitors: pending ones wait for review and show on the site only once published. Filter on status to see one kind.',
  },
  // Moderation queue first: "pending" sorts before "published" and "rejected", newest first within each.
  // Drafts and moderation are two switches (issue 15.1): the moderation status says whether the
  // testimonial may be shown at all, the published version is what is shown. A visitor's post is
  // stored published-but-pending, so approving it is setting "Published" and publishing; a later
  // correction of its text autosaves as a draft and reaches the site only when published.
  versions: contentVersions,
  defaultSort: ['status', '-postedAt'],
  access: { read: staffOrPublishedWhere('status', 'published'), create: staff, update: staff, delete: staff },
  hooks: { beforeOperation: [markDraftSave], afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'website', type: 'text' },
      ],
    },
    { name: 'aboutYou', type: 'text', admin: { description: 'How the author describes themselves, e.g. "Bought a house in Mol".' } },
    { name: 'comment', type: 'textarea', required: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'status',
      type: 'select',
      // Not enum_testimonials_status: that is the name Payload gives the drafts' `_status` (PostgreSQL).
      enumName: 'enum_testimonials_moderation',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending review', value: 'pending' },
        { label: 'Published', value: 'published' },
        { label: 'Rejected', value: 'rejected' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'postedAt',
      label: 'Date of posting',
      type: 'date',
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar' },
    },
    // Staff only, to read and to query: a `where` on it would tell anyone whether an address posted one.
    {
      name: 'postedBy',
      type: 'email',
      access: { read: staffField },
      admin: { position: 'sidebar', description: 'E-mail of the author (never shown).' },
    },
    { name: 'locale', type: 'text', admin: { position: 'sidebar' } },
  ],
}
