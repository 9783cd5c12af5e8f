import type { GlobalConfig } from 'payload'

import { markGlobalDraftSave, revalidateGlobal } from '../collections/hooks/revalidate'
import { globalPreviewUrl } from '../collections/preview'
import { globalVersions } from '../collections/versions'
import { TAGS } from '../src/data/tags'
import { readPublishedGlobal, staffEdits } from './access'
import { colourField } from '../collections/fields/colour'

const position = (name: string, defaultValue: string) => ({
  name,
  type: 'select' as const,
  defaultValue,
  options: ['left', 'center', 'right'].map((v) => ({ label: v, value: v })),
})

/** Header configuration (spec section 3, "Header config"). */
export const Header: GlobalConfig = {
  slug: 'header',
  admin: { group: 'Site', preview: globalPreviewUrl() },
  versions: globalVersions,
  access: { read: readPublishedGlobal, update: staffEdits },
  hooks: { beforeOperation: [markGlobalDraftSave], afterChange: [revalidateGlobal(TAGS.global('header'))] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Bar and menu',
          fields: [
            {
              name: 'appBar',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    colourField('bgColor', {
                      label: { en: 'Background colour', nl: 'Achtergrondkleur', fr: 'Couleur de fond' },
                      defaultValue: '#ffffff',
                    }),
                    colourField('textColor', {
                      label: { en: 'Text colour', nl: 'Tekstkleur', fr: 'Couleur du texte' },
                      defaultValue: '#12355b',
                    }),
                    {
                      name: 'changeOnScroll',
                      type: 'checkbox',
                      defaultValue: true,
                      admin: { description: 'Fixed, compact header after 30 px of scrolling.' },
                    },
                  ],
                },
              ],
            },
            {
              name: 'menu',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'showHomeMenu', type: 'checkbox', defaultValue: true },
                    { name: 'menuFontSize', type: 'number', defaultValue: 16, min: 12, max: 24 },
                  ],
                },
              ],
            },
            {
              name: 'menuMobile',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      ...position('position', 'right'),
                      options: [
                        { label: 'left', value: 'left' },
                        { label: 'right', value: 'right' },
                      ],
                    },
                    colourField('bgColor', {
                      label: { en: 'Background colour', nl: 'Achtergrondkleur', fr: 'Couleur de fond' },
                      defaultValue: '#12355b',
                    }),
                    colourField('textColor', {
                      label: { en: 'Text colour', nl: 'Tekstkleur', fr: 'Couleur du texte' },
                      defaultValue: '#ffffff',
                    }),
                  ],
                },
              ],
            },
            { name: 'languageSwitcher', type: 'group', fields: [position('position', 'right')] },
            {
              name: 'headerLinks',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'show', type: 'checkbox', defaultValue: false },
                    colourField('bgColor', { label: { en: 'Background colour', nl: 'Achtergrondkleur', fr: 'Couleur de fond' } }),
                  ],
                },
                {
                  name: 'left',
                  type: 'array',
                  fields: [
                    { name: 'label', type: 'text', localized: true, required: true },
                    { name: 'link', type: 'text', localized: true, required: true },
                  ],
                },
                {
                  name: 'right',
                  type: 'array',
                  fields: [
                    { name: 'label', type: 'text', localized: true, required: true },
                    { name: 'link', type: 'text', localized: true, required: true },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Logo',
          fields: [
            {
              name: 'logo',
              type: 'group',
              fields: [
                { name: 'image', type: 'upload', relationTo: 'media' },
                {
                  name: 'imageSmall',
                  type: 'upload',
                  relationTo: 'media',
                  admin: { description: 'Shown after scrolling 30 px; the main logo when empty.' },
                },
                {
                  type: 'row',
                  fields: [
                    position('position', 'left'),
                    {
                      name: 'showLogoAtStart',
                      type: 'checkbox',
                      defaultValue: true,
                      admin: { description: 'Off: on the home page the logo appears only after scrolling.' },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          // The one place of the home banner (spec "Header config": banner, propertySearch); the Home menu entry hides its own.
          label: { en: 'Home banner', nl: 'Banner startpagina' },
          description: {
            en: 'The banner at the top of the home page, with its property search box.',
            nl: 'De banner bovenaan de startpagina, met het zoekvak naar panden.',
          },
          fields: [
            {
              name: 'banner',
              type: 'group',
              fields: [
                {
                  name: 'type',
                  type: 'select',
                  defaultValue: 'gallery',
                  options: [
                    { label: 'Image', value: 'image' },
                    { label: 'Gallery', value: 'gallery' },
                    { label: 'Video', value: 'video' },
                  ],
                },
                { name: 'title', type: 'text', localized: true },
                { name: 'description', type: 'textarea', localized: true },
                { name: 'image', type: 'upload', relationTo: 'media' },
                { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
                {
                  name: 'galleryConfig',
                  type: 'group',
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'autoplay', type: 'checkbox', defaultValue: true },
                        {
                          name: 'interval',
                          type: 'number',
                          defaultValue: 6,
                          min: 2,
                          max: 30,
                          admin: { description: 'Seconds per slide.' },
                        },
                        { name: 'loop', type: 'checkbox', defaultValue: true },
                      ],
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'video', type: 'upload', relationTo: 'media' },
                    { name: 'videoPoster', type: 'upload', relationTo: 'media' },
                    { name: 'videoMobile', type: 'upload', relationTo: 'media' },
                    { name: 'videoMobilePoster', type: 'upload', relationTo: 'media' },
                  ],
                },
                { name: 'showLogo', type: 'checkbox', defaultValue: false },
              ],
            },
            {
              name: 'propertySearch',
              type: 'group',
              fields: [
                {
                  name: 'show',
                  type: 'checkbox',
                  defaultValue: true,
                  admin: { description: 'The property search box in the home banner.' },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
