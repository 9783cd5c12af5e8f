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
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['externalId', 'title', 'city', 'priceMin', 'priceMax', 'status', 'published', 'updatedAt'],
    listSearchableFields: ['title', 'city', 'zip', 'projectNumber'],
    group: 'Listings',
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
    { name: 'title', type: 'text', required: true, localized: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'General',
          fields: [
            { name: 'description', type: 'textarea', localized: true },
            {
              type: 'row',
              fields: [
                { name: 'projectNumber', type: 'text' },
                { name: 'delivery', type: 'text', localized: true, admin: { description: 'Expected delivery, e.g. "Spring 2027".' } },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'types',
                  type: 'relationship',
                  relationTo: 'property-types',
                  hasMany: true,
                  admin: { description: 'Unit types (CRM WebID, "2 ; 1").' },
                },
                {
                  name: 'typeSummary',
                  type: 'text',
                  localized: true,
                  admin: { description: 'CRM WebIDName: type name with unit count, e.g. "Appartement (12)".' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'priceMin', type: 'number', min: 0, index: true, admin: { components: { Cell: PRICE_CELL } } },
                { name: 'priceMax', type: 'number', min: 0, admin: { components: { Cell: PRICE_CELL } } },
                { name: 'projectWebId', type: 'number', admin: { description: 'CRM ProjectWebID.' } },
              ],
            },
          ],
        },
        {
          label: 'Address',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'street', type: 'text', access: { read: staffQueryableField } },
                { name: 'houseNumber', type: 'text', access: { read: staffQueryableField } },
                { name: 'boxNr', type: 'text', label: 'Box', access: { read: staffQueryableField } },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'zip', type: 'text', required: true, index: true },
                { name: 'city', type: 'text', required: true, index: true },
                {
                  name: 'countryId',
                  type: 'select',
                  defaultValue: '10',
                  options: [
                    { label: 'Belgium (10)', value: '10' },
                    { label: 'Luxembourg (50)', value: '50' },
                  ],
                },
              ],
            },
            {
              name: 'publicAddress',
              type: 'checkbox',
              defaultValue: true,
              admin: { description: 'Off: the site shows only the town.' },
            },
            {
              type: 'row',
              fields: [
                { name: 'latitude', type: 'number', min: -90, max: 90, access: { read: staffQueryableField } },
                { name: 'longitude', type: 'number', min: -180, max: 180, access: { read: staffQueryableField } },
              ],
            },
          ],
        },
        {
          label: 'Media',
          fields: [
            { name: 'photos', type: 'upload', relationTo: 'media', hasMany: true },
            {
              name: 'documents',
              type: 'array',
              fields: [
                {
                  name: 'title',
                  type: 'text',
                  localized: true,
                  admin: { description: 'Shown as the link text; the file name when empty.' },
                },
                { name: 'file', type: 'upload', relationTo: 'media' },
                { name: 'url', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'Units',
          fields: [
            {
              name: 'units',
              type: 'join',
              collection: 'properties',
              on: 'project',
              defaultSort: 'price',
              defaultLimit: 100,
              admin: { defaultColumns: ['externalId', 'title', 'status', 'price'] },
            },
          ],
        },
        { label: 'SEO', fields: [seoGroup()] },
      ],
    },
    {
      name: 'externalId',
      label: 'CRM ID',
      type: 'number',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'published',
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
      type: 'select',
      // Not enum_projects_status: that is the name Payload gives the drafts' `_status` (PostgreSQL).
      enumName: 'enum_projects_availability',
      defaultValue: 'available',
      index: true,
      options: [
        { label: 'Units available', value: 'available' },
        { label: 'Sold out', value: 'sold-out' },
      ],
      admin: { position: 'sidebar', description: 'Set by the importer when every unit is sold or rented.' },
    },
    { name: 'advisor', type: 'relationship', relationTo: 'advisors', admin: { position: 'sidebar' } },
    slugField('title'),
    importHash,
  ],
}
