import type { CollectionConfig } from 'payload'

import { staff, staffOrPublishedWhere } from '../access'
import { slugField, importHash } from '../fields'
import { cityField, countryField, streetRow, zipField } from '../fields/address'
import { externalIdField, publishedField } from '../fields/crmListing'
import { documentsField } from '../fields/documents'
import { geoRow } from '../fields/geo'
import { mediaField } from '../fields/media'
import { seoTab } from '../fields/seo'
import { addressForceSelect, hideUnpublishedAddress, staffQueryableField } from '../hooks/publicAddress'
import { markDraftSave, revalidateCollection } from '../hooks/revalidate'
import { contentVersions } from '../versions'
import { previewUrl } from '../preview'
import { TAGS } from '../../src/revalidation/tags'
import { GOAL_CODES_DESCRIPTION, goalOptions } from '../../src/lib/crmLabels'
import { ADMIN_GROUPS, LABELS, TABS } from '../../src/i18n/admin/labels'

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
    group: ADMIN_GROUPS.listings,
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
    { name: 'title', label: LABELS.title, type: 'text', required: true, localized: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: TABS.general,
          fields: [
            { name: 'description', label: LABELS.description, type: 'textarea', localized: true },
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
          label: TABS.address,
          fields: [
            streetRow(staffQueryableField),
            {
              type: 'row',
              fields: [zipField({ required: true, index: true }), cityField({ required: true, index: true }), countryField()],
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
            geoRow({ bounded: true, read: staffQueryableField }),
          ],
        },
        {
          label: TABS.media,
          fields: [mediaField('photos', LABELS.photos, { hasMany: true }), documentsField()],
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
        seoTab(),
      ],
    },
    externalIdField(),
    publishedField(),
    {
      name: 'goal',
      type: 'select',
      defaultValue: 'sale',
      label: LABELS.goal,
      options: goalOptions(),
      admin: { position: 'sidebar', description: GOAL_CODES_DESCRIPTION },
    },
    {
      name: 'status',
      label: LABELS.status,
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
      label: LABELS.advisor,
      type: 'relationship',
      relationTo: 'advisors',
      admin: { position: 'sidebar' },
    },
    slugField('title'),
    importHash,
  ],
}
