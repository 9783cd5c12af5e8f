import type { GlobalConfig } from 'payload'

import { markGlobalDraftSave, revalidateGlobal } from '../collections/hooks/revalidate'
import { globalPreviewUrl } from '../collections/preview'
import { globalVersions } from '../collections/versions'
import { TAGS } from '../src/data/tags'
import { readPublishedGlobal, staffEdits } from './access'
import { colourField } from '../collections/fields/colour'

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

/** Header configuration (spec section 3, "Header config"). */
export const Header: GlobalConfig = {
  slug: 'header',
  label: { en: 'Header', nl: 'Header', fr: 'En-tête' },
  admin: { group: { en: 'Site', nl: 'Site', fr: 'Site' }, preview: globalPreviewUrl() },
  versions: globalVersions,
  access: { read: readPublishedGlobal, update: staffEdits },
  hooks: { beforeOperation: [markGlobalDraftSave], afterChange: [revalidateGlobal(TAGS.global('header'))] },
  fields: [
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
                    { name: 'show', label: { en: 'Show', nl: 'Tonen', fr: 'Afficher' }, type: 'checkbox', defaultValue: false },
                    colourField('bgColor', { label: { en: 'Background colour', nl: 'Achtergrondkleur', fr: 'Couleur de fond' } }),
                  ],
                },
                {
                  name: 'left',
                  label: { en: 'Left', nl: 'Links', fr: 'Gauche' },
                  labels: { singular: { en: 'Left', nl: 'Links', fr: 'Gauche' }, plural: { en: 'Lefts', nl: 'Links', fr: 'Gauche' } },
                  type: 'array',
                  fields: [
                    { name: 'label', label: { en: 'Label', nl: 'Label', fr: 'Libellé' }, type: 'text', localized: true, required: true },
                    { name: 'link', label: { en: 'Link', nl: 'Link', fr: 'Lien' }, type: 'text', localized: true, required: true },
                  ],
                },
                {
                  name: 'right',
                  label: { en: 'Right', nl: 'Rechts', fr: 'Droite' },
                  labels: { singular: { en: 'Right', nl: 'Rechts', fr: 'Droite' }, plural: { en: 'Rights', nl: 'Rechts', fr: 'Droite' } },
                  type: 'array',
                  fields: [
                    { name: 'label', label: { en: 'Label', nl: 'Label', fr: 'Libellé' }, type: 'text', localized: true, required: true },
                    { name: 'link', label: { en: 'Link', nl: 'Link', fr: 'Lien' }, type: 'text', localized: true, required: true },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: { en: 'Logo', nl: 'Logo', fr: 'Logo' },
          fields: [
            {
              name: 'logo',
              label: { en: 'Logo', nl: 'Logo', fr: 'Logo' },
              type: 'group',
              fields: [
                { name: 'image', label: { en: 'Image', nl: 'Afbeelding', fr: 'Image' }, type: 'upload', relationTo: 'media' },
                {
                  name: 'imageSmall',
                  label: { en: 'Image Small', nl: 'Kleine afbeelding', fr: 'Petite image' },
                  type: 'upload',
                  relationTo: 'media',
                  admin: {
                    description: {
                      en: 'Shown after scrolling 30 px; the main logo when empty.',
                      nl: 'Getoond na 30 px scrollen; leeg: het hoofdlogo.',
                      fr: 'Affichée après 30 px de défilement ; vide : le logo principal.',
                    },
                  },
                },
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
        {
          // The one place of the home banner (spec "Header config": banner, propertySearch); the Home menu entry hides its own.
          label: { en: 'Home banner', nl: 'Banner startpagina', fr: 'Bannière d’accueil' },
          description: {
            en: 'The banner at the top of the home page, with its property search box.',
            nl: 'De banner bovenaan de startpagina, met het zoekvak naar panden.',
            fr: 'La bannière en haut de la page d’accueil, avec son champ de recherche de biens.',
          },
          fields: [
            {
              name: 'banner',
              label: { en: 'Banner', nl: 'Banner', fr: 'Bannière' },
              type: 'group',
              fields: [
                {
                  name: 'type',
                  label: { en: 'Type', nl: 'Type', fr: 'Type' },
                  type: 'select',
                  defaultValue: 'gallery',
                  options: [
                    { label: { en: 'Image', nl: 'Afbeelding', fr: 'Image' }, value: 'image' },
                    { label: { en: 'Gallery', nl: 'Galerij', fr: 'Galerie' }, value: 'gallery' },
                    { label: { en: 'Video', nl: 'Video', fr: 'Vidéo' }, value: 'video' },
                  ],
                },
                { name: 'title', label: { en: 'Title', nl: 'Titel', fr: 'Titre' }, type: 'text', localized: true },
                {
                  name: 'description',
                  label: { en: 'Description', nl: 'Omschrijving', fr: 'Description' },
                  type: 'textarea',
                  localized: true,
                },
                { name: 'image', label: { en: 'Image', nl: 'Afbeelding', fr: 'Image' }, type: 'upload', relationTo: 'media' },
                {
                  name: 'images',
                  label: { en: 'Images', nl: 'Afbeeldingen', fr: 'Images' },
                  type: 'upload',
                  relationTo: 'media',
                  hasMany: true,
                },
                {
                  name: 'galleryConfig',
                  label: { en: 'Gallery Config', nl: 'Instellingen galerij', fr: 'Réglages de la galerie' },
                  type: 'group',
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        {
                          name: 'autoplay',
                          label: { en: 'Autoplay', nl: 'Automatisch afspelen', fr: 'Lecture automatique' },
                          type: 'checkbox',
                          defaultValue: true,
                        },
                        {
                          name: 'interval',
                          label: { en: 'Interval', nl: 'Interval', fr: 'Intervalle' },
                          type: 'number',
                          defaultValue: 6,
                          min: 2,
                          max: 30,
                          admin: { description: { en: 'Seconds per slide.', nl: 'Seconden per dia.', fr: 'Secondes par diapositive.' } },
                        },
                        { name: 'loop', label: { en: 'Loop', nl: 'Herhalen', fr: 'En boucle' }, type: 'checkbox', defaultValue: true },
                      ],
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'video', label: { en: 'Video', nl: 'Video', fr: 'Vidéo' }, type: 'upload', relationTo: 'media' },
                    {
                      name: 'videoPoster',
                      label: { en: 'Video Poster', nl: 'Videoposter', fr: 'Affiche de la vidéo' },
                      type: 'upload',
                      relationTo: 'media',
                    },
                    {
                      name: 'videoMobile',
                      label: { en: 'Video Mobile', nl: 'Video mobiel', fr: 'Vidéo mobile' },
                      type: 'upload',
                      relationTo: 'media',
                    },
                    {
                      name: 'videoMobilePoster',
                      label: { en: 'Video Mobile Poster', nl: 'Videoposter mobiel', fr: 'Affiche de la vidéo mobile' },
                      type: 'upload',
                      relationTo: 'media',
                    },
                  ],
                },
                {
                  name: 'showLogo',
                  label: { en: 'Show Logo', nl: 'Logo tonen', fr: 'Afficher le logo' },
                  type: 'checkbox',
                  defaultValue: false,
                },
              ],
            },
            {
              name: 'propertySearch',
              label: { en: 'Property Search', nl: 'Zoeken naar panden', fr: 'Recherche de biens' },
              type: 'group',
              fields: [
                {
                  name: 'show',
                  label: { en: 'Show', nl: 'Tonen', fr: 'Afficher' },
                  type: 'checkbox',
                  defaultValue: true,
                  admin: {
                    description: {
                      en: 'The property search box in the home banner.',
                      nl: 'Het zoekvak naar panden in de banner van de startpagina.',
                      fr: 'Le champ de recherche de biens dans la bannière d’accueil.',
                    },
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
