import type { CollectionConfig } from 'payload'

import { staff, staffOrPublishedWhere, withoutTrash } from '../access'
import { publicationStatus } from '../fields'
import { markDraftSave, revalidateCollection } from '../hooks/revalidate'
import { contentVersions } from '../versions'
import { livePreview, previewUrl } from '../preview'
import { moduleBlocks } from '../../blocks'
import { colourField } from '../fields/colour'
import { columnSizeRow } from '../fields/columns'
import { mediaField } from '../fields/media'
import { publicTitle } from '../fields/publicText'
import { TAGS } from '../../src/revalidation/tags'
import { same } from '../../src/i18n/admin/adminText'
import { ADMIN_GROUPS, LABELS, TABS } from '../../src/i18n/admin/labels'

const revalidate = revalidateCollection(() => [TAGS.modules, TAGS.menus])

/** A content module of a page (spec "Module"): what it shows (one relation block), how (view) and where (layout). */
export const Modules: CollectionConfig = {
  slug: 'modules',
  // Delete moves to the trash, restored from its view; reads leave trashed rows out (docs/content.md, Trash).
  trash: true,
  labels: { singular: { en: 'Module', nl: 'Module', fr: 'Module' }, plural: { en: 'Modules', nl: 'Modules', fr: 'Modules' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'view', 'status', 'maxItems', 'updatedAt'],
    listSearchableFields: ['name'],
    group: ADMIN_GROUPS.site,
    preview: previewUrl('modules'),
    livePreview: livePreview('modules'),
  },
  versions: contentVersions,
  access: {
    read: withoutTrash(staffOrPublishedWhere('status', 'published')),
    create: staff,
    update: staff,
    delete: staff,
  },
  hooks: { beforeOperation: [markDraftSave], afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    {
      name: 'name',
      label: LABELS.name,
      type: 'text',
      required: true,
      admin: { description: { en: 'Name for staff.', nl: 'Naam voor medewerkers.', fr: 'Nom pour le personnel.' } },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: TABS.content,
          fields: [
            {
              type: 'row',
              fields: [
                ...publicTitle(),
                {
                  name: 'titleSize',
                  label: { en: 'Title Size', nl: 'Titelgrootte', fr: 'Taille du titre' },
                  type: 'select',
                  defaultValue: 'h2',
                  options: [
                    { label: same('H1'), value: 'h1' },
                    { label: same('H2'), value: 'h2' },
                  ],
                },
              ],
            },
            { name: 'description', label: LABELS.description, type: 'richText', localized: true },
            {
              name: 'description2',
              label: { en: 'Second description', nl: 'Tweede omschrijving', fr: 'Deuxième description' },
              type: 'richText',
              localized: true,
              admin: { description: { en: 'Shown after the items.', nl: 'Getoond na de items.', fr: 'Affichée après les éléments.' } },
            },
            {
              name: 'content',
              label: LABELS.content,
              labels: { singular: LABELS.content, plural: { en: 'Contents', nl: 'Inhoud', fr: 'Contenu' } },
              type: 'blocks',
              blocks: moduleBlocks,
              maxRows: 1,
              admin: {
                description: {
                  en: 'What the module shows (relation type). Empty: only title and descriptions.',
                  nl: 'Wat de module toont (relatietype). Leeg: alleen titel en omschrijvingen.',
                  fr: 'Ce que le module affiche (type de relation). Vide : seulement le titre et les descriptions.',
                },
              },
            },
          ],
        },
        {
          label: { en: 'Layout', nl: 'Opmaak', fr: 'Mise en page' },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'view',
                  label: { en: 'View', nl: 'Weergave', fr: 'Affichage' },
                  type: 'select',
                  required: true,
                  defaultValue: 'module-view',
                  options: [
                    { label: { en: 'Single', nl: 'Enkel', fr: 'Unique' }, value: 'single-view' },
                    { label: { en: 'List', nl: 'Lijst', fr: 'Liste' }, value: 'list-view' },
                    { label: { en: 'Slider', nl: 'Slider', fr: 'Carrousel' }, value: 'slider-view' },
                    { label: { en: 'News', nl: 'Nieuws', fr: 'Actualités' }, value: 'news-view' },
                    { label: { en: 'Module (cards)', nl: 'Module (kaarten)', fr: 'Module (cartes)' }, value: 'module-view' },
                    { label: { en: 'Alternating (odds)', nl: 'Afwisselend (odds)', fr: 'En alternance (odds)' }, value: 'odds-view' },
                    { label: { en: 'Team', nl: 'Team', fr: 'Équipe' }, value: 'ons-team-view' },
                  ],
                },
                {
                  name: 'maxItems',
                  label: { en: 'Max Items', nl: 'Maximum items', fr: 'Éléments maximum' },
                  type: 'number',
                  defaultValue: 4,
                  min: 1,
                  max: 100,
                  admin: {
                    description: {
                      en: 'At most this many items (a page when paginated).',
                      nl: 'Hoogstens zoveel items (per pagina bij paginering).',
                      fr: 'Au plus ce nombre d’éléments (par page si paginé).',
                    },
                  },
                },
                {
                  name: 'numberItemOfRow',
                  label: { en: 'Items per row', nl: 'Items per rij', fr: 'Éléments par rangée' },
                  type: 'number',
                  defaultValue: 3,
                  min: 1,
                  max: 6,
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'span',
                  label: { en: 'Span', nl: 'Breedte', fr: 'Largeur' },
                  type: 'select',
                  defaultValue: '12',
                  options: [
                    { label: { en: '10 of 12 (centred)', nl: '10 van 12 (gecentreerd)', fr: '10 sur 12 (centré)' }, value: '10' },
                    {
                      label: { en: '12 of 12 (full width)', nl: '12 van 12 (volle breedte)', fr: '12 sur 12 (pleine largeur)' },
                      value: '12',
                    },
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
                {
                  name: 'isHasSubcategories',
                  label: { en: 'Show subcategories', nl: 'Subcategorieën tonen', fr: 'Afficher les sous-catégories' },
                  type: 'checkbox',
                },
              ],
            },
            {
              name: 'col',
              label: { en: 'Columns per breakpoint', nl: 'Kolommen per schermbreedte', fr: 'Colonnes par largeur d’écran' },
              type: 'group',
              fields: [columnSizeRow({ sm: '12', md: '12', lg: '12' })],
            },
            {
              name: 'class',
              label: { en: 'Class', nl: 'CSS-klasse', fr: 'Classe CSS' },
              type: 'text',
              admin: { description: { en: 'Extra CSS class.', nl: 'Extra CSS-klasse.', fr: 'Classe CSS supplémentaire.' } },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'backgroundType',
                  label: { en: 'Background Type', nl: 'Type achtergrond', fr: 'Type de fond' },
                  type: 'select',
                  options: [
                    { label: LABELS.image, value: 'image' },
                    { label: { en: 'Colour', nl: 'Kleur', fr: 'Couleur' }, value: 'color' },
                  ],
                },
                colourField('colorBackground', {
                  label: LABELS.backgroundColour,
                  admin: { condition: (_, s) => s?.backgroundType === 'color' },
                }),
              ],
            },
            mediaField('image', LABELS.image, { admin: { condition: (_, s) => s?.backgroundType === 'image' } }),
            mediaField('images', LABELS.images, { hasMany: true }),
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
    {
      name: 'legacyId',
      label: LABELS.legacyId,
      type: 'number',
      index: true,
      admin: { position: 'sidebar' },
    },
  ],
}
