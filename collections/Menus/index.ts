import type { CollectionConfig, Field } from 'payload'

import { staff, staffOrPublishedWhere } from '../access'
import { publicationStatus } from '../fields'
import { menuSeoFields } from '../fields/seo'
import { pathRedirects } from '../hooks/pathRedirects'
import { markDraftSave, revalidateCollection } from '../hooks/revalidate'
import { contentVersions } from '../versions'
import { livePreview, previewUrl } from '../preview'
import { TAGS } from '../../src/data/tags'
import { colourField } from '../fields/colour'

const revalidate = revalidateCollection(() => [TAGS.menus])
const redirects = pathRedirects()

const seoFields: Field[] = [
  { name: 'isActiveSEO', label: 'Use these SEO settings', type: 'checkbox', defaultValue: true },
  {
    name: 'meta',
    type: 'group',
    label: 'Metadata',
    admin: { description: 'Per language: switch the locale at the top of the page.' },
    fields: [
      menuSeoFields.overview(),
      {
        name: 'pageTitle',
        type: 'text',
        localized: true,
        admin: { description: 'Heading of the page when different from the menu title.' },
      },
      menuSeoFields.title(),
      menuSeoFields.description(),
      menuSeoFields.preview(),
      {
        name: 'social',
        label: 'Social share (Open Graph)',
        type: 'group',
        fields: [
          { name: 'title', type: 'text', localized: true },
          { name: 'type', type: 'text', defaultValue: 'website' },
          { name: 'url', type: 'text', localized: true, admin: { description: 'Leave empty to use the page URL.' } },
          menuSeoFields.socialImage(),
          { name: 'description', type: 'textarea', localized: true },
        ],
      },
      {
        name: 'shortMessage',
        label: 'Short message (Twitter / X card)',
        type: 'group',
        fields: [
          { name: 'title', type: 'text', localized: true },
          { name: 'site', type: 'text', admin: { description: '@account of the agency.' } },
          { name: 'image', type: 'upload', relationTo: 'media' },
          { name: 'description', type: 'textarea', localized: true },
        ],
      },
      { name: 'schemaData', type: 'json', localized: true, admin: { description: 'Extra JSON-LD for this page.' } },
    ],
  },
]

/** The home page's banner has one place, the Header global's Home banner tab: its own banner fields are hidden. */
const notHome = (data: Partial<{ originalPath: string | null }> | undefined) => data?.originalPath !== '/'

const bannerFields: Field[] = [
  { name: 'showPageBanner', type: 'checkbox', defaultValue: false, admin: { condition: (data) => notHome(data) } },
  {
    name: 'banner',
    type: 'group',
    admin: { condition: (data) => notHome(data) && Boolean(data?.showPageBanner) },
    fields: [
      {
        name: 'type',
        type: 'select',
        defaultValue: 'image',
        options: [
          { label: 'Image', value: 'image' },
          { label: 'Gallery', value: 'gallery' },
          { label: 'Video', value: 'video' },
        ],
      },
      { name: 'title', type: 'text', localized: true },
      { name: 'description', type: 'textarea', localized: true },
      { name: 'image', type: 'upload', relationTo: 'media', admin: { condition: (_, sibling) => sibling?.type !== 'video' } },
      {
        name: 'images',
        type: 'upload',
        relationTo: 'media',
        hasMany: true,
        admin: { condition: (_, sibling) => sibling?.type === 'gallery' },
      },
      {
        type: 'row',
        admin: { condition: (_, sibling) => sibling?.type === 'video' },
        fields: [
          { name: 'video', type: 'upload', relationTo: 'media' },
          { name: 'videoPoster', type: 'upload', relationTo: 'media' },
        ],
      },
      {
        type: 'row',
        admin: { condition: (_, sibling) => sibling?.type === 'video' },
        fields: [
          { name: 'videoMobile', type: 'upload', relationTo: 'media', admin: { description: 'Smaller video for screens under 767 px.' } },
          { name: 'videoMobilePoster', type: 'upload', relationTo: 'media' },
        ],
      },
      {
        type: 'row',
        fields: [
          colourField('color', {
            label: { en: 'Colour', nl: 'Kleur', fr: 'Couleur' },
            description: {
              en: 'Overlay or background colour.',
              nl: 'Kleur over of achter de banner.',
              fr: 'Couleur sur ou derrière la bannière.',
            },
          }),
          { name: 'transparent', type: 'checkbox', admin: { description: 'Header drawn over the banner.' } },
        ],
      },
    ],
  },
]

/**
 * A page of the site (spec "Menu entry" and "Menu params"). Menu entries form a tree; the public path
 * of an entry is its parent's path plus its own `path` segment in the visitor's language.
 */
export const Menus: CollectionConfig = {
  slug: 'menus',
  labels: { singular: 'Page (menu entry)', plural: 'Pages (menu)' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'path', 'pageType', 'status', 'showInMenu', 'sort', 'parent'],
    listSearchableFields: ['name', 'originalPath'],
    group: 'Site',
    preview: previewUrl('menus'),
    livePreview: livePreview('menus'),
  },
  versions: contentVersions,
  defaultSort: 'sort',
  access: {
    read: staffOrPublishedWhere('status', 'published'),
    create: staff,
    update: staff,
    delete: staff,
  },
  hooks: {
    beforeOperation: [markDraftSave],
    beforeChange: [redirects.beforeChange],
    afterChange: [revalidate.afterChange, redirects.afterChange],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'Name for staff; visitors see the title.' } },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'title', type: 'text', localized: true, required: true },
                { name: 'titlePublic', type: 'checkbox', defaultValue: true, admin: { description: 'Show the title on the page.' } },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'description', type: 'textarea', localized: true },
                {
                  name: 'descriptionPublic',
                  type: 'checkbox',
                  defaultValue: false,
                  admin: { description: 'Show the description under the title.' },
                },
              ],
            },
            { name: 'content', type: 'richText', localized: true },
            {
              name: 'modules',
              type: 'relationship',
              relationTo: 'modules',
              hasMany: true,
              admin: {
                description: {
                  en: 'Content modules of the page: by each module’s content row and order in its row; equal numbers keep this list’s order.',
                  nl: 'Inhoudsmodules van de pagina: volgens de inhoudsrij en de volgorde in de rij van elke module; bij gelijke nummers telt deze lijst.',
                },
              },
            },
            { name: 'image', type: 'upload', relationTo: 'media' },
          ],
        },
        {
          label: 'Banner',
          description: {
            en: 'The home page’s banner is edited in Header › Home banner.',
            nl: 'De banner van de startpagina bewerkt u in Header › Home banner.',
          },
          fields: bannerFields,
        },
        { label: 'SEO', fields: seoFields },
        {
          label: 'Behaviour',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'showBreadCrumb', type: 'checkbox', defaultValue: true },
                { name: 'isHaveSubMenu', label: 'Has submenu', type: 'checkbox' },
                { name: 'showFixedMenu', type: 'checkbox', admin: { description: 'Keep the menu fixed at the top on this page.' } },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'noReferrerNoFollow',
                  type: 'checkbox',
                  admin: { description: 'Links to this page get rel="noreferrer nofollow"; the page is not indexed.' },
                },
                {
                  name: 'noCookiePopup',
                  type: 'checkbox',
                  admin: { description: 'No cookie consent dialog on this page (e.g. the cookie policy itself).' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'redirect', type: 'checkbox', admin: { description: 'The menu item opens another address instead of this page.' } },
                { name: 'redirectUrl', type: 'text', localized: true, admin: { condition: (data) => Boolean(data?.redirect) } },
                { name: 'redirectNewTab', type: 'checkbox', defaultValue: true, admin: { condition: (data) => Boolean(data?.redirect) } },
              ],
            },
            { name: 'logo', type: 'upload', relationTo: 'media', admin: { description: 'Replaces the site logo on this page.' } },
            { name: 'css', type: 'code', admin: { language: 'css', description: 'Extra CSS for this page only.' } },
          ],
        },
      ],
    },
    // Sidebar
    {
      name: 'path',
      type: 'text',
      localized: true,
      index: true,
      admin: {
        position: 'sidebar',
        description:
          "URL segment in this language (te-koop, a-vendre, for-sale). Empty for the home page. Children add theirs after the parent's.",
      },
    },
    {
      name: 'originalPath',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Path on the original site, e.g. /for-sale/: redirects permanently to this page.' },
    },
    publicationStatus('Hidden pages are not reachable and not linked.', 'enum_menus_visibility'),
    {
      name: 'showInMenu',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Off: reachable by its URL but not listed in the navigation.' },
    },
    {
      name: 'pageType',
      type: 'select',
      required: true,
      defaultValue: 'module',
      options: [
        { label: 'Modules', value: 'module' },
        { label: 'Owner login', value: 'login' },
        { label: 'Thank-you page (after a form)', value: 'feedback' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'parent', type: 'relationship', relationTo: 'menus', index: true, admin: { position: 'sidebar' } },
    { name: 'sort', type: 'number', defaultValue: 0, index: true, admin: { position: 'sidebar' } },
    {
      name: 'advisor',
      type: 'relationship',
      relationTo: 'advisors',
      admin: { position: 'sidebar', description: 'Valuation and thank-you pages of one advisor.' },
    },
    {
      name: 'legacyId',
      label: 'Original id',
      type: 'number',
      index: true,
      admin: { position: 'sidebar', description: 'Menu id of the original site.' },
    },
    { name: 'children', label: 'Submenu', type: 'join', collection: 'menus', on: 'parent', defaultSort: 'sort' },
  ],
}
