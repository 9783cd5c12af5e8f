import type { CollectionConfig, Field } from 'payload'

import { staff } from '../access'
import { publicationStatus } from '../fields'
import { revalidateCollection } from '../hooks/revalidate'
import { TAGS } from '../../src/data/tags'

const revalidate = revalidateCollection(() => [TAGS.menus])

const seoFields: Field[] = [
  { name: 'isActiveSEO', label: 'Use these SEO settings', type: 'checkbox', defaultValue: true },
  {
    name: 'meta',
    type: 'group',
    label: 'Metadata',
    admin: { description: 'Per language: switch the locale at the top of the page.' },
    fields: [
      { name: 'pageTitle', type: 'text', localized: true, admin: { description: 'Heading of the page when different from the menu title.' } },
      { name: 'metadataTitle', type: 'text', localized: true, maxLength: 70, admin: { description: 'Browser and search-engine title, about 60 characters.' } },
      { name: 'metadataDescription', type: 'textarea', localized: true, maxLength: 320, admin: { description: 'Search-engine snippet, about 155 characters.' } },
      {
        name: 'social',
        label: 'Social share (Open Graph)',
        type: 'group',
        fields: [
          { name: 'title', type: 'text', localized: true },
          { name: 'type', type: 'text', defaultValue: 'website' },
          { name: 'url', type: 'text', localized: true, admin: { description: 'Leave empty to use the page URL.' } },
          { name: 'image', type: 'upload', relationTo: 'media' },
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

const bannerFields: Field[] = [
  { name: 'showPageBanner', type: 'checkbox', defaultValue: false },
  {
    name: 'banner',
    type: 'group',
    admin: { condition: (data) => Boolean(data?.showPageBanner) },
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
      { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, admin: { condition: (_, sibling) => sibling?.type === 'gallery' } },
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
          { name: 'color', type: 'text', admin: { description: 'Overlay or background colour, e.g. #1d3557.' } },
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
  },
  defaultSort: 'sort',
  access: {
    read: ({ req }) => (req.user?.collection === 'users' ? true : { status: { equals: 'published' } }),
    create: staff,
    update: staff,
    delete: staff,
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
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
                { name: 'descriptionPublic', type: 'checkbox', defaultValue: false, admin: { description: 'Show the description under the title.' } },
              ],
            },
            { name: 'content', type: 'richText', localized: true },
            {
              name: 'modules',
              type: 'relationship',
              relationTo: 'modules',
              hasMany: true,
              admin: { description: 'Content modules of the page, in this order.' },
            },
            { name: 'image', type: 'upload', relationTo: 'media' },
          ],
        },
        { label: 'Banner', fields: bannerFields },
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
                { name: 'noReferrerNoFollow', type: 'checkbox', admin: { description: 'Links to this page get rel="noreferrer nofollow"; the page is not indexed.' } },
                { name: 'noCookiePopup', type: 'checkbox', admin: { description: 'No cookie consent dialog on this page (e.g. the cookie policy itself).' } },
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
        description: 'URL segment in this language (te-koop, a-vendre, for-sale). Empty for the home page. Children add theirs after the parent\'s.',
      },
    },
    {
      name: 'originalPath',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Path on the original site, e.g. /for-sale/: redirects permanently to this page.' },
    },
    publicationStatus('Hidden pages are not reachable and not linked.'),
    { name: 'showInMenu', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar', description: 'Off: reachable by its URL but not listed in the navigation.' } },
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
    { name: 'legacyId', label: 'Original id', type: 'number', index: true, admin: { position: 'sidebar', description: 'Menu id of the original site.' } },
    { name: 'children', label: 'Submenu', type: 'join', collection: 'menus', on: 'parent', defaultSort: 'sort' },
  ],
}
