import type { CollectionConfig } from 'payload'

import { staff, staffField, staffOrPublishedWhere, withoutTrash } from '../access'
import { markDraftSave, revalidateCollection } from '../hooks/revalidate'
import { contentVersions } from '../versions'
import { TAGS } from '../../src/data/tags'

// Only published testimonials reach the site: a visitor's pending post leaves the cached pages alone,
// publishing (or unpublishing) one expires them (the hook looks at the new and the previous version).
const revalidate = revalidateCollection((doc) => (doc.status === 'published' ? [TAGS.testimonials] : []))

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
    group: { en: 'Leads', nl: 'Leads', fr: 'Leads' },
    description: {
      en: 'Posted by visitors: pending ones wait for review and show on the site only once published. Filter on status to see one kind.',
      nl: 'Geplaatst door bezoekers: te beoordelen getuigenissen wachten op nazicht en staan pas op de site na publicatie. Filter op status om één soort te zien.',
      fr: 'Publiés par les visiteurs : ceux en attente doivent être relus et n’apparaissent sur le site qu’une fois publiés. Filtrez sur le statut pour en voir un type.',
    },
  },
  // Moderation queue first: "pending" sorts before "published" and "rejected", newest first within each.
  // Drafts and moderation are two switches (issue 15.1): the moderation status says whether the
  // testimonial may be shown at all, the published version is what is shown. A visitor's post is
  // stored published-but-pending, so approving it is setting "Published" and publishing; a later
  // correction of its text autosaves as a draft and reaches the site only when published.
  versions: contentVersions,
  defaultSort: ['status', '-postedAt'],
  access: { read: withoutTrash(staffOrPublishedWhere('status', 'published')), create: staff, update: staff, delete: staff },
  hooks: { beforeOperation: [markDraftSave], afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: { en: 'Name', nl: 'Naam', fr: 'Nom' }, type: 'text', required: true },
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
    { name: 'image', label: { en: 'Image', nl: 'Afbeelding', fr: 'Image' }, type: 'upload', relationTo: 'media' },
    {
      name: 'status',
      label: { en: 'Status', nl: 'Status', fr: 'Statut' },
      type: 'select',
      // Not enum_testimonials_status: that is the name Payload gives the drafts' `_status` (PostgreSQL).
      enumName: 'enum_testimonials_moderation',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: { en: 'Pending review', nl: 'Te beoordelen', fr: 'À relire' }, value: 'pending' },
        { label: { en: 'Published', nl: 'Gepubliceerd', fr: 'Publié' }, value: 'published' },
        { label: { en: 'Rejected', nl: 'Afgewezen', fr: 'Refusé' }, value: 'rejected' },
      ],
      admin: { position: 'sidebar' },
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
    { name: 'locale', label: { en: 'Locale', nl: 'Taal', fr: 'Langue' }, type: 'text', admin: { position: 'sidebar' } },
  ],
}
