import type { CollectionConfig } from 'payload'

import { staff, staffOrPublishedWhere } from '../access'
import { slugField, importHash } from '../fields'
import { seoGroup } from '../fields/seo'
import { addressForceSelect, hideUnpublishedAddress, staffQueryableField } from '../hooks/publicAddress'
import { markDraftSave, revalidateCollection } from '../hooks/revalidate'
import { contentVersions } from '../versions'
import { previewUrl } from '../preview'
import { TAGS } from '../../src/data/tags'
import { GOAL_CODES_DESCRIPTION, goalOptions } from '../../src/lib/crmLabels'

const revalidate = revalidateCollection((doc) => [TAGS.projects, TAGS.project(String(doc.externalId))])

/** A new-build project (spec section 3, "Project"); its units are properties pointing at it. */
/** € prices in the list (src/admin/lists/PropertyCells.tsx). */
const PRICE_CELL = '/src/admin/lists/PropertyCells#PriceCell'

export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: { singular: { en: 'Project', nl: 'Project', fr: 'Projet' }, plural: { en: 'Projects', nl: 'Projecten', fr: 'Projets' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['externalId', 'title', 'city', 'priceMin', 'priceMax', 'status', 'published', 'updatedAt'],
    listSearchableFields: ['title', 'city', 'zip', 'projectNumber'],
    group: { en: 'Listings', nl: 'Aanbod', fr: 'Offre' },
    preview: previewUrl('projects'),
  },
  versions: contentVersions,
  defaultSort: 'title',
  access: {
    read: staffOrPublishedWhere('published', true),
    create: staff,
    update: staff,
    delete: staff,
  },
  // "Town only" projects: the same rule as listings (src/listings/publicAddress.ts).
  forceSelect: addressForceSelect('publicAddress'),
  hooks: {
    afterRead: [hideUnpublishedAddress('publicAddress')],
    beforeOperation: [markDraftSave],
    afterChange: [revalidate.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    { name: 'title', label: { en: 'Title', nl: 'Titel', fr: 'Titre' }, type: 'text', required: true, localized: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'General', nl: 'Algemeen', fr: 'Général' },
          fields: [
            { name: 'description', label: { en: 'Description', nl: 'Omschrijving', fr: 'Description' }, type: 'textarea', localized: true },
            {
              type: 'row',
              fields: [
                { name: 'projectNumber', label: { en: 'Project Number', nl: 'Projectnummer', fr: 'Numéro de projet' }, type: 'text' },
                {
                  name: 'delivery',
                  label: { en: 'Delivery', nl: 'Oplevering', fr: 'Livraison' },
                  type: 'text',
                  localized: true,
                  admin: {
                    description: {
                      en: 'Expected delivery, e.g. "Spring 2027".',
                      nl: 'Verwachte oplevering, bv. "Voorjaar 2027".',
                      fr: 'Livraison prévue, p. ex. « Printemps 2027 ».',
                    },
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'types',
                  label: { en: 'Types', nl: 'Types', fr: 'Types' },
                  type: 'relationship',
                  relationTo: 'property-types',
                  hasMany: true,
                  admin: {
                    description: {
                      en: 'Unit types (CRM WebID, "2 ; 1").',
                      nl: 'Types van de eenheden (CRM WebID, "2 ; 1").',
                      fr: 'Types des unités (CRM WebID, « 2 ; 1 »).',
                    },
                  },
                },
                {
                  name: 'typeSummary',
                  label: { en: 'Type Summary', nl: 'Overzicht types', fr: 'Résumé des types' },
                  type: 'text',
                  localized: true,
                  admin: {
                    description: {
                      en: 'CRM WebIDName: type name with unit count, e.g. "Appartement (12)".',
                      nl: 'CRM WebIDName: typenaam met aantal eenheden, bv. "Appartement (12)".',
                      fr: 'CRM WebIDName : nom du type avec le nombre d’unités, p. ex. « Appartement (12) ».',
                    },
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'priceMin',
                  label: { en: 'Price Min', nl: 'Minimumprijs', fr: 'Prix minimum' },
                  type: 'number',
                  min: 0,
                  index: true,
                  admin: { components: { Cell: PRICE_CELL } },
                },
                {
                  name: 'priceMax',
                  label: { en: 'Price Max', nl: 'Maximumprijs', fr: 'Prix maximum' },
                  type: 'number',
                  min: 0,
                  admin: { components: { Cell: PRICE_CELL } },
                },
                {
                  name: 'projectWebId',
                  label: { en: 'Project Web Id', nl: 'Project-WebID', fr: 'WebID du projet' },
                  type: 'number',
                  admin: { description: { en: 'CRM ProjectWebID.', nl: 'CRM ProjectWebID.', fr: 'CRM ProjectWebID.' } },
                },
              ],
            },
          ],
        },
        {
          label: { en: 'Address', nl: 'Adres', fr: 'Adresse' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'street', label: { en: 'Street', nl: 'Straat', fr: 'Rue' }, type: 'text', access: { read: staffQueryableField } },
                {
                  name: 'houseNumber',
                  label: { en: 'House Number', nl: 'Huisnummer', fr: 'Numéro' },
                  type: 'text',
                  access: { read: staffQueryableField },
                },
                { name: 'boxNr', type: 'text', label: { en: 'Box', nl: 'Bus', fr: 'Boîte' }, access: { read: staffQueryableField } },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'zip', label: { en: 'Zip', nl: 'Postcode', fr: 'Code postal' }, type: 'text', required: true, index: true },
                { name: 'city', label: { en: 'City', nl: 'Gemeente', fr: 'Commune' }, type: 'text', required: true, index: true },
                {
                  name: 'countryId',
                  label: { en: 'Country Id', nl: 'Land', fr: 'Pays' },
                  type: 'select',
                  defaultValue: '10',
                  options: [
                    { label: { en: 'Belgium (10)', nl: 'België (10)', fr: 'Belgique (10)' }, value: '10' },
                    { label: { en: 'Luxembourg (50)', nl: 'Luxemburg (50)', fr: 'Luxembourg (50)' }, value: '50' },
                  ],
                },
              ],
            },
            {
              name: 'publicAddress',
              label: { en: 'Public Address', nl: 'Adres publiek', fr: 'Adresse publique' },
              type: 'checkbox',
              defaultValue: true,
              admin: {
                description: {
                  en: 'Off: the site shows only the town.',
                  nl: 'Uit: de site toont alleen de gemeente.',
                  fr: 'Désactivé : le site ne montre que la commune.',
                },
              },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'latitude',
                  label: { en: 'Latitude', nl: 'Breedtegraad', fr: 'Latitude' },
                  type: 'number',
                  min: -90,
                  max: 90,
                  access: { read: staffQueryableField },
                },
                {
                  name: 'longitude',
                  label: { en: 'Longitude', nl: 'Lengtegraad', fr: 'Longitude' },
                  type: 'number',
                  min: -180,
                  max: 180,
                  access: { read: staffQueryableField },
                },
              ],
            },
          ],
        },
        {
          label: { en: 'Media', nl: 'Media', fr: 'Médias' },
          fields: [
            { name: 'photos', label: { en: 'Photos', nl: 'Foto’s', fr: 'Photos' }, type: 'upload', relationTo: 'media', hasMany: true },
            {
              name: 'documents',
              label: { en: 'Documents', nl: 'Documenten', fr: 'Documents' },
              labels: {
                singular: { en: 'Document', nl: 'Document', fr: 'Document' },
                plural: { en: 'Documents', nl: 'Documenten', fr: 'Documents' },
              },
              type: 'array',
              fields: [
                {
                  name: 'title',
                  label: { en: 'Title', nl: 'Titel', fr: 'Titre' },
                  type: 'text',
                  localized: true,
                  admin: {
                    description: {
                      en: 'Shown as the link text; the file name when empty.',
                      nl: 'Getoond als linktekst; leeg: de bestandsnaam.',
                      fr: 'Affiché comme texte du lien ; vide : le nom du fichier.',
                    },
                  },
                },
                { name: 'file', label: { en: 'File', nl: 'Bestand', fr: 'Fichier' }, type: 'upload', relationTo: 'media' },
                { name: 'url', label: { en: 'Url', nl: 'URL', fr: 'URL' }, type: 'text' },
              ],
            },
          ],
        },
        {
          label: { en: 'Units', nl: 'Eenheden', fr: 'Unités' },
          fields: [
            {
              name: 'units',
              label: { en: 'Units', nl: 'Eenheden', fr: 'Unités' },
              type: 'join',
              collection: 'properties',
              on: 'project',
              // Not the price: a visitor's read of a project must not order its units by a hidden one (src/listings/publicPrice.ts).
              // Not the title either: Payload's SQL for a join sorted by a localized field names a wrong table (a 500).
              defaultSort: 'externalId',
              defaultLimit: 100,
              admin: { defaultColumns: ['externalId', 'title', 'status', 'price'] },
            },
          ],
        },
        { label: { en: 'SEO', nl: 'SEO', fr: 'SEO' }, fields: [seoGroup()] },
      ],
    },
    {
      name: 'externalId',
      label: { en: 'CRM ID', nl: 'CRM-ID', fr: 'ID CRM' },
      type: 'number',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'published',
      label: { en: 'Published', nl: 'Gepubliceerd', fr: 'Publié' },
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', components: { Cell: '/src/admin/lists/PropertyCells#YesNoCell' } },
    },
    {
      name: 'goal',
      type: 'select',
      defaultValue: 'sale',
      label: { en: 'Goal', nl: 'Doel', fr: 'Objectif' },
      options: goalOptions(),
      admin: { position: 'sidebar', description: GOAL_CODES_DESCRIPTION },
    },
    {
      name: 'status',
      label: { en: 'Status', nl: 'Status', fr: 'Statut' },
      type: 'select',
      // Not enum_projects_status: that is the name Payload gives the drafts' `_status` (PostgreSQL).
      enumName: 'enum_projects_availability',
      defaultValue: 'available',
      index: true,
      options: [
        { label: { en: 'Units available', nl: 'Eenheden beschikbaar', fr: 'Unités disponibles' }, value: 'available' },
        { label: { en: 'Sold out', nl: 'Uitverkocht', fr: 'Épuisé' }, value: 'sold-out' },
      ],
      admin: {
        position: 'sidebar',
        description: {
          en: 'Set by the importer when every unit is sold or rented.',
          nl: 'Gezet door de import als elke eenheid verkocht of verhuurd is.',
          fr: 'Défini par l’import quand chaque unité est vendue ou louée.',
        },
      },
    },
    {
      name: 'advisor',
      label: { en: 'Advisor', nl: 'Adviseur', fr: 'Conseiller' },
      type: 'relationship',
      relationTo: 'advisors',
      admin: { position: 'sidebar' },
    },
    slugField('title'),
    importHash,
  ],
}
