import type { CollectionConfig } from 'payload'

import { staff } from '../access'
import { publicationStatus } from '../fields'
import { revalidateCollection } from '../hooks/revalidate'
import { moduleBlocks } from '../../blocks'
import { TAGS } from '../../src/data/tags'

const revalidate = revalidateCollection(() => [TAGS.modules, TAGS.menus])

const columnOptions = Array.from({ length: 12 }, (_, i) => ({ label: String(i + 1), value: String(i + 1) }))

/** A content module of a page (spec "Module"): what it shows (one relation block), how (view) and where (layout). */
export const Modules: CollectionConfig = {
  slug: 'modules',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'view', 'status', 'maxItems', 'updatedAt'],
    listSearchableFields: ['name'],
    group: 'Site',
  },
  access: {
    read: ({ req }) => (req.user?.collection === 'users' ? true : { status: { equals: 'published' } }),
    create: staff,
    update: staff,
    delete: staff,
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'Name for staff.' } },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'title', type: 'text', localized: true },
                { name: 'titlePublic', type: 'checkbox', defaultValue: true },
                {
                  name: 'titleSize',
                  type: 'select',
                  defaultValue: 'h2',
                  options: [
                    { label: 'H1', value: 'h1' },
                    { label: 'H2', value: 'h2' },
                  ],
                },
              ],
            },
            { name: 'description', type: 'richText', localized: true },
            { name: 'description2', label: 'Second description', type: 'richText', localized: true, admin: { description: 'Shown after the items.' } },
            {
              name: 'content',
              type: 'blocks',
              blocks: moduleBlocks,
              maxRows: 1,
              admin: { description: 'What the module shows (relation type). Empty: only title and descriptions.' },
            },
          ],
        },
        {
          label: 'Layout',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'view',
                  type: 'select',
                  required: true,
                  defaultValue: 'module-view',
                  options: [
                    { label: 'Single', value: 'single-view' },
                    { label: 'List', value: 'list-view' },
                    { label: 'Slider', value: 'slider-view' },
                    { label: 'News', value: 'news-view' },
                    { label: 'Module (cards)', value: 'module-view' },
                    { label: 'Alternating (odds)', value: 'odds-view' },
                    { label: 'Team', value: 'ons-team-view' },
                  ],
                },
                { name: 'maxItems', type: 'number', defaultValue: 4, min: 1, max: 100, admin: { description: 'At most this many items (a page when paginated).' } },
                { name: 'numberItemOfRow', label: 'Items per row', type: 'number', defaultValue: 3, min: 1, max: 6 },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'span',
                  type: 'select',
                  defaultValue: '12',
                  options: [
                    { label: '10 of 12 (centred)', value: '10' },
                    { label: '12 of 12 (full width)', value: '12' },
                  ],
                },
                { name: 'position', type: 'number', defaultValue: 0, admin: { description: 'Content row (contentRow).' } },
                { name: 'isHasSubcategories', label: 'Show subcategories', type: 'checkbox' },
              ],
            },
            {
              name: 'col',
              label: 'Columns per breakpoint',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'sm', type: 'select', defaultValue: '12', options: columnOptions },
                    { name: 'md', type: 'select', defaultValue: '12', options: columnOptions },
                    { name: 'lg', type: 'select', defaultValue: '12', options: columnOptions },
                  ],
                },
              ],
            },
            { name: 'class', type: 'text', admin: { description: 'Extra CSS class.' } },
            {
              type: 'row',
              fields: [
                {
                  name: 'backgroundType',
                  type: 'select',
                  options: [
                    { label: 'Image', value: 'image' },
                    { label: 'Colour', value: 'color' },
                  ],
                },
                { name: 'colorBackground', type: 'text', admin: { condition: (_, s) => s?.backgroundType === 'color' } },
              ],
            },
            { name: 'image', type: 'upload', relationTo: 'media', admin: { condition: (_, s) => s?.backgroundType === 'image' } },
            { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
          ],
        },
      ],
    },
    publicationStatus(),
    { name: 'sort', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'legacyId', label: 'Original id', type: 'number', index: true, admin: { position: 'sidebar' } },
  ],
}
