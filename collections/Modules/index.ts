import type { CollectionConfig } from 'payload'

import { staff, staffOrPublishedWhere } from '../access'
import { publicationStatus } from '../fields'
import { markDraftSave, revalidateCollection } from '../hooks/revalidate'
import { contentVersions } from '../versions'
import { livePreview, previewUrl } from '../preview'
import { moduleBlocks } from '../../blocks'
import { colourField } from '../fields/colour'
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
    preview: previewUrl('modules'),
    livePreview: livePreview('modules'),
  },
  versions: contentVersions,
  access: {
    read: staffOrPublishedWhere('status', 'published'),
    create: staff,
    update: staff,
    delete: staff,
  },
  hooks: { beforeOperation: [markDraftSave], afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
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
            {
              name: 'description2',
              label: 'Second description',
              type: 'richText',
              localized: true,
              admin: { description: 'Shown after the items.' },
            },
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
                {
                  name: 'maxItems',
                  type: 'number',
                  defaultValue: 4,
                  min: 1,
                  max: 100,
                  admin: { description: 'At most this many items (a page when paginated).' },
                },
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
                {
                  name: 'position',
                  type: 'number',
                  defaultValue: 0,
                  label: { en: 'Content row', nl: 'Inhoudsrij', fr: 'Rangée de contenu' },
                  // The rule: src/lib/moduleLayout.ts (spec "Module": position = contentRow).
                  admin: {
                    description: {
                      en: 'Rows show top to bottom, lowest number first; modules with the same row stand side by side (see Columns per breakpoint).',
                      nl: 'Rijen staan van boven naar onder, laagste nummer eerst; modules met dezelfde rij staan naast elkaar (zie Kolommen per schermbreedte).',
                      fr: 'Les rangées vont de haut en bas, le plus petit numéro d’abord ; les modules d’une même rangée sont côte à côte (voir Colonnes par largeur).',
                    },
                  },
                },
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
                colourField('colorBackground', {
                  label: { en: 'Background colour', nl: 'Achtergrondkleur', fr: 'Couleur de fond' },
                  admin: { condition: (_, s) => s?.backgroundType === 'color' },
                }),
              ],
            },
            { name: 'image', type: 'upload', relationTo: 'media', admin: { condition: (_, s) => s?.backgroundType === 'image' } },
            { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
          ],
        },
      ],
    },
    publicationStatus(undefined, 'enum_modules_visibility'),
    {
      name: 'sort',
      type: 'number',
      defaultValue: 0,
      label: { en: 'Order in its row', nl: 'Volgorde in de rij', fr: 'Ordre dans la rangée' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'Lowest first within its content row; equal numbers keep the order of the page’s module list.',
          nl: 'Laagste eerst binnen de inhoudsrij; bij gelijke nummers telt de volgorde in de modulelijst van de pagina.',
          fr: 'Le plus petit d’abord dans sa rangée ; à égalité, l’ordre de la liste des modules de la page.',
        },
      },
    },
    { name: 'legacyId', label: 'Original id', type: 'number', index: true, admin: { position: 'sidebar' } },
  ],
}
