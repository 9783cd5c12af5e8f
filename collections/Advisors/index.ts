import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS, LABELS } from '../../src/i18n/admin/labels'
import { TAGS } from '../../src/revalidation/tags'
import { staff, staffOrWhere } from '../access'
import { revalidateCollection } from '../hooks/revalidate'

const revalidate = revalidateCollection(() => [TAGS.advisors, TAGS.menus])

/** The agency's advisors: "your agent" for owners; each has a free-valuation page and thank-you page. */
export const Advisors: CollectionConfig = {
  slug: 'advisors',
  labels: { singular: { en: 'Advisor', nl: 'Adviseur', fr: 'Conseiller' }, plural: { en: 'Advisors', nl: 'Adviseurs', fr: 'Conseillers' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone', 'sort', 'published'],
    group: ADMIN_GROUPS.people,
  },
  defaultSort: 'sort',
  access: { read: staffOrWhere('published', true), create: staff, update: staff, delete: staff },
  hooks: {
    beforeChange: [
      ({ data }) => {
        data.name = [data.firstName, data.lastName].filter(Boolean).join(' ')
        return data
      },
    ],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', label: LABELS.firstName, type: 'text', required: true },
        { name: 'lastName', label: LABELS.lastName, type: 'text', required: true },
      ],
    },
    { name: 'name', label: LABELS.name, type: 'text', admin: { readOnly: true } },
    {
      name: 'slug',
      label: { en: 'Slug', nl: 'Slug', fr: 'Slug' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: {
          en: 'Segment of the valuation page: /nl/gratis-schatting/{slug}/.',
          nl: 'Deel van de URL van de schattingspagina: /nl/gratis-schatting/{slug}/.',
          fr: 'Partie de l’URL de la page d’estimation : /nl/gratis-schatting/{slug}/.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          label: LABELS.email,
          type: 'email',
          required: true,
          admin: {
            description: {
              en: "Receives the valuation requests of this advisor's page and owner login notices.",
              nl: 'Ontvangt de schattingsaanvragen van de pagina van deze adviseur en de loginmeldingen van eigenaars.',
              fr: 'Reçoit les demandes d’estimation de la page de ce conseiller et les avis de connexion des propriétaires.',
            },
          },
        },
        {
          name: 'phone',
          label: LABELS.phone,
          type: 'text',
          admin: { description: { en: 'Digits only.', nl: 'Enkel cijfers.', fr: 'Chiffres uniquement.' } },
        },
      ],
    },
    { name: 'role', label: { en: 'Role', nl: 'Functie', fr: 'Fonction' }, type: 'text', localized: true },
    { name: 'bio', label: { en: 'Bio', nl: 'Bio', fr: 'Bio' }, type: 'textarea', localized: true },
    { name: 'photo', label: { en: 'Photo', nl: 'Foto', fr: 'Photo' }, type: 'upload', relationTo: 'media' },
    { name: 'sort', label: { en: 'Sort', nl: 'Volgorde', fr: 'Ordre' }, type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'published',
      label: LABELS.published,
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar' },
    },
  ],
}
