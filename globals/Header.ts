import type { ArrayField, GlobalConfig } from 'payload'

import { homeBannerTab } from './homeBannerTab'
import { siteGlobal } from './siteGlobal'
import { barColours, colourField } from '../collections/fields/colour'
import { mediaField } from '../collections/fields/media'
import type { AdminText } from '../src/i18n/admin/adminText'
import { LABELS } from '../src/i18n/admin/labels'

const POSITIONS = {
  left: { en: 'left', nl: 'links', fr: 'gauche' },
  center: { en: 'center', nl: 'midden', fr: 'centre' },
  right: { en: 'right', nl: 'rechts', fr: 'droite' },
}

const position = (name: string, defaultValue: keyof typeof POSITIONS) => ({
  name,
  label: { en: 'Position', nl: 'Positie', fr: 'Position' },
  type: 'select' as const,
  defaultValue,
  options: (Object.keys(POSITIONS) as Array<keyof typeof POSITIONS>).map((v) => ({ label: POSITIONS[v], value: v })),
})

/** The links of one side of the header's link bar: a text and where it leads, per language. */
const linkList = (name: 'left' | 'right', label: AdminText, plural: AdminText): ArrayField => ({
  name,
  label,
  labels: { singular: label, plural },
  type: 'array',
  fields: [
    { name: 'label', label: LABELS.label, type: 'text', localized: true, required: true },
    { name: 'link', label: LABELS.link, type: 'text', localized: true, required: true },
  ],
})

/** Header configuration (spec section 3, "Header config"). */
export const Header: GlobalConfig = siteGlobal('header', { en: 'Header', nl: 'Header', fr: 'En-tête' }, [
  {
    type: 'tabs',
    tabs: [
      {
        label: { en: 'Bar and menu', nl: 'Balk en menu', fr: 'Barre et menu' },
        fields: [
          {
            name: 'appBar',
            label: { en: 'App Bar', nl: 'Bovenbalk', fr: 'Barre supérieure' },
            type: 'group',
            fields: [
              {
                type: 'row',
                fields: [
                  ...barColours('#ffffff', '#12355b'),
                  {
                    name: 'changeOnScroll',
                    label: { en: 'Change On Scroll', nl: 'Wijzigen bij scrollen', fr: 'Changer au défilement' },
                    type: 'checkbox',
                    defaultValue: true,
                    admin: {
                      description: {
                        en: 'Fixed, compact header after 30 px of scrolling.',
                        nl: 'Vaste, compacte header na 30 px scrollen.',
                        fr: 'En-tête fixe et compact après 30 px de défilement.',
                      },
                    },
                  },
                ],
              },
            ],
          },
          {
            name: 'menu',
            label: { en: 'Menu', nl: 'Menu', fr: 'Menu' },
            type: 'group',
            fields: [
              {
                type: 'row',
                fields: [
                  {
                    name: 'showHomeMenu',
                    label: { en: 'Show Home Menu', nl: 'Menu-item startpagina tonen', fr: 'Afficher l’entrée accueil' },
                    type: 'checkbox',
                    defaultValue: true,
                  },
                  {
                    name: 'menuFontSize',
                    label: { en: 'Menu Font Size', nl: 'Lettergrootte menu', fr: 'Taille de police du menu' },
                    type: 'number',
                    defaultValue: 16,
                    min: 12,
                    max: 24,
                  },
                ],
              },
            ],
          },
          {
            name: 'menuMobile',
            label: { en: 'Menu Mobile', nl: 'Menu mobiel', fr: 'Menu mobile' },
            type: 'group',
            fields: [
              {
                type: 'row',
                fields: [
                  {
                    ...position('position', 'right'),
                    options: [
                      { label: { en: 'left', nl: 'links', fr: 'gauche' }, value: 'left' },
                      { label: { en: 'right', nl: 'rechts', fr: 'droite' }, value: 'right' },
                    ],
                  },
                  ...barColours('#12355b', '#ffffff'),
                ],
              },
            ],
          },
          {
            name: 'languageSwitcher',
            label: { en: 'Language Switcher', nl: 'Taalkeuze', fr: 'Sélecteur de langue' },
            type: 'group',
            fields: [position('position', 'right')],
          },
          {
            name: 'headerLinks',
            label: { en: 'Header Links', nl: 'Headerlinks', fr: 'Liens de l’en-tête' },
            type: 'group',
            fields: [
              {
                type: 'row',
                fields: [
                  { name: 'show', label: LABELS.show, type: 'checkbox', defaultValue: false },
                  colourField('bgColor', { label: LABELS.backgroundColour }),
                ],
              },
              linkList('left', { en: 'Left', nl: 'Links', fr: 'Gauche' }, { en: 'Lefts', nl: 'Links', fr: 'Gauche' }),
              linkList('right', { en: 'Right', nl: 'Rechts', fr: 'Droite' }, { en: 'Rights', nl: 'Rechts', fr: 'Droite' }),
            ],
          },
        ],
      },
      {
        label: LABELS.logo,
        fields: [
          {
            name: 'logo',
            label: LABELS.logo,
            type: 'group',
            fields: [
              mediaField('image', LABELS.image),
              mediaField(
                'imageSmall',
                { en: 'Image Small', nl: 'Kleine afbeelding', fr: 'Petite image' },
                {
                  admin: {
                    description: {
                      en: 'Shown after scrolling 30 px; the main logo when empty.',
                      nl: 'Getoond na 30 px scrollen; leeg: het hoofdlogo.',
                      fr: 'Affichée après 30 px de défilement ; vide : le logo principal.',
                    },
                  },
                },
              ),
              {
                type: 'row',
                fields: [
                  position('position', 'left'),
                  {
                    name: 'showLogoAtStart',
                    label: { en: 'Show Logo At Start', nl: 'Logo meteen tonen', fr: 'Afficher le logo dès le début' },
                    type: 'checkbox',
                    defaultValue: true,
                    admin: {
                      description: {
                        en: 'Off: on the home page the logo appears only after scrolling.',
                        nl: 'Uit: op de startpagina verschijnt het logo pas na scrollen.',
                        fr: 'Désactivé : sur la page d’accueil, le logo n’apparaît qu’après défilement.',
                      },
                    },
                  },
                ],
              },
            ],
          },
        ],
      },
      homeBannerTab,
    ],
  },
])
