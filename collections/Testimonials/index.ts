import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { ADMIN_GROUPS, LABELS } from '../../src/i18n/admin/labels'
import { MODERATION_TEXTS } from '../../src/i18n/admin/moderationTexts'
import { moderationStatus } from '../../src/lib/publication'
import { TAGS } from '../../src/revalidation/tags'
import { staff, staffField, staffOrPublishedWhere, withoutTrash } from '../access'
import { localeCode } from '../fields/records'
import { isDraftOnlySave, markDraftSave, revalidateCollection } from '../hooks/revalidate'
import { contentVersions } from '../versions'

// Only published testimonials reach the site: a visitor's pending post leaves the cached pages alone,
// publishing (or unpublishing) one expires them (the hook looks at the new and the previous version).
const revalidate = revalidateCollection((doc) => (doc.status === 'published' ? [TAGS.testimonials] : []))

const UNPUBLISHING = 'unpublishing:testimonials'

/**
 * An unpublish asks for `_status: 'draft'` on an existing document: noted from the operation's own
 * arguments, since the data the beforeChange hooks get carries the stored `_status` of every save.
 */
const noteUnpublish: CollectionBeforeOperationHook = ({ args, context, operation }) => {
  if (operation === 'update') context[UNPUBLISHING] = (args as { data?: { _status?: unknown } }).data?._status === 'draft'
  return args
}

/**
 * The moderation follows the document's one status (src/lib/publication.ts `moderationStatus`): publishing
 * approves, unpublishing rejects. A draft save (autosave, "Save draft") changes neither.
 */
const followPublication: CollectionBeforeChangeHook = ({ data, originalDoc, context, collection }) => {
  if (isDraftOnlySave(context, collection.slug)) return data
  const status = data._status ?? originalDoc?._status
  const unpublishing = context[UNPUBLISHING] === true
  return {
    ...data,
    status: moderationStatus({ published: status === 'published', unpublishing, current: data.status ?? originalDoc?.status }),
  }
}

/** Testimonials posted by visitors (spec section 3): pending until staff publish them. */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  // Delete moves to the trash, restored from its view; reads leave trashed rows out (docs/content.md, Trash).
  trash: true,
  labels: {
    singular: { en: 'Testimonial', nl: 'Getuigenis', fr: 'Témoignage' },
    plural: { en: 'Testimonials', nl: 'Getuigenissen', fr: 'Témoignages' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'status', 'comment', 'postedAt', 'postedBy', 'locale'],
    listSearchableFields: ['name', 'comment', 'postedBy'],
    group: ADMIN_GROUPS.leads,
    description: {
      en: 'Posted by visitors: pending ones wait for review. Approving publishes a testimonial, rejecting takes it off the site. Filter on review to see one kind.',
      nl: 'Geplaatst door bezoekers: te beoordelen getuigenissen wachten op nazicht. Goedkeuren publiceert een getuigenis, afwijzen haalt ze van de site. Filter op beoordeling om één soort te zien.',
      fr: 'Publiés par les visiteurs : ceux en attente doivent être relus. Approuver publie un témoignage, refuser le retire du site. Filtrez sur la relecture pour en voir un type.',
    },
  },
  // Moderation queue first: "pending" sorts before "published" and "rejected", newest first within each.
  // One status per document (issue 36, point 5): a visitor's post is stored as a draft, pending;
  // approving is publishing and rejecting unpublishing, one action each (the sidebar's buttons,
  // src/admin/testimonials/ModerationActions.tsx), and the moderation field follows (followPublication).
  // A later correction of the text autosaves as a draft and reaches the site only when published.
  versions: contentVersions,
  defaultSort: ['status', '-postedAt'],
  access: { read: withoutTrash(staffOrPublishedWhere('status', 'published')), create: staff, update: staff, delete: staff },
  hooks: {
    beforeOperation: [markDraftSave, noteUnpublish],
    beforeChange: [followPublication],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: LABELS.name, type: 'text', required: true },
        { name: 'website', label: { en: 'Website', nl: 'Website', fr: 'Site web' }, type: 'text' },
      ],
    },
    {
      name: 'aboutYou',
      label: { en: 'About You', nl: 'Over u', fr: 'À propos de vous' },
      type: 'text',
      admin: {
        description: {
          en: 'How the author describes themselves, e.g. "Bought a house in Mol".',
          nl: 'Hoe de auteur zichzelf omschrijft, bv. "Kocht een huis in Mol".',
          fr: 'Comment l’auteur se décrit, p. ex. « A acheté une maison à Mol ».',
        },
      },
    },
    { name: 'comment', label: { en: 'Comment', nl: 'Getuigenis', fr: 'Témoignage' }, type: 'textarea', required: true },
    { name: 'image', label: LABELS.image, type: 'upload', relationTo: 'media' },
    {
      name: 'moderation',
      label: MODERATION_TEXTS.label,
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/admin/testimonials/ModerationActions#ModerationActions' } },
    },
    {
      name: 'status',
      label: MODERATION_TEXTS.label,
      type: 'select',
      // Not enum_testimonials_status: that is the name Payload gives the drafts' `_status` (PostgreSQL).
      enumName: 'enum_testimonials_moderation',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: MODERATION_TEXTS.pending, value: 'pending' },
        { label: MODERATION_TEXTS.published, value: 'published' },
        { label: MODERATION_TEXTS.rejected, value: 'rejected' },
      ],
      // Set by publishing and unpublishing only (followPublication): a column and a filter of the list, and
      // no second status in the edit view beside the document's own.
      admin: { readOnly: true, condition: () => false },
    },
    {
      name: 'postedAt',
      label: { en: 'Date of posting', nl: 'Datum van plaatsing', fr: 'Date de publication' },
      type: 'date',
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar' },
    },
    // Staff only, to read and to query: a `where` on it would tell anyone whether an address posted one.
    {
      name: 'postedBy',
      label: { en: 'Posted By', nl: 'Geplaatst door', fr: 'Publié par' },
      type: 'email',
      access: { read: staffField },
      admin: {
        position: 'sidebar',
        description: {
          en: 'E-mail of the author (never shown).',
          nl: 'E-mail van de auteur (nooit getoond).',
          fr: 'E-mail de l’auteur (jamais affiché).',
        },
      },
    },
    localeCode({ admin: { position: 'sidebar' } }),
  ],
}
