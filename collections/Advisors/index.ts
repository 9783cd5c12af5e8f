import type { CollectionConfig } from 'payload'

import { staff, staffOrWhere } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { TAGS } from '../../src/revalidation/tags'

const revalidate = revalidateCollection(() => [TAGS.advisors, TAGS.menus])

/** The agency's advisors: "your agent" for owners; each has a free-valuation page and thank-you page. */
export const Advisors: CollectionConfig = {
  slug: 'advisors',
  labels: { singular: { en: 'Advisor', nl: 'Adviseur', fr: 'Conseiller' }, plural: { en: 'Advisors', nl: 'Adviseurs', fr: 'Conseillers' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'phone', 'sort', 'published'],
    group: { en: 'People', nl: 'Mensen', fr: 'Personnes' },
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
        { name: 'firstName', label: { en: 'First Name', nl: 'Voornaam', fr: 'Prénom' }, type: 'text', required: true },
        { name: 'lastName', label: { en: 'Last Name', nl: 'Familienaam', fr: 'Nom' }, type: 'text', required: true },
      ],
    },
    { name: 'name', label: { en: 'Name', nl: 'Naam', fr: 'Nom' }, type: 'text', admin: { readOnly: true } },
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
          label: { en: 'Email', nl: 'E-mail', fr: 'E-mail' },
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
          label: { en: 'Phone', nl: 'Telefoon', fr: 'Téléphone' },
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
      label: { en: 'Published', nl: 'Gepubliceerd', fr: 'Publié' },
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar' },
    },
  ],
}
