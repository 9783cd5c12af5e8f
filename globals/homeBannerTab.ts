import type { Tab } from 'payload'

import { bannerGroup, bannerImage, bannerImages, bannerTexts, bannerType, bannerVideo } from '../collections/fields/banner'
import { showField } from '../collections/fields/link'

/** The Header's Home banner tab: the one place of the home page's banner and its search box. */
export const homeBannerTab: Tab = {
  // The one place of the home banner (spec "Header config": banner, propertySearch); the Home menu entry hides its own.
  label: { en: 'Home banner', nl: 'Banner startpagina', fr: 'Bannière d’accueil' },
  description: {
    en: 'The banner at the top of the home page, with its property search box.',
    nl: 'De banner bovenaan de startpagina, met het zoekvak naar panden.',
    fr: 'La bannière en haut de la page d’accueil, avec son champ de recherche de biens.',
  },
  fields: [
    bannerGroup([
      bannerType('gallery'),
      ...bannerTexts(),
      bannerImage(),
      bannerImages(),
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
        fields: [bannerVideo.video(), bannerVideo.poster(), bannerVideo.mobile(), bannerVideo.mobilePoster()],
      },
      {
        name: 'showLogo',
        label: { en: 'Show Logo', nl: 'Logo tonen', fr: 'Afficher le logo' },
        type: 'checkbox',
        defaultValue: false,
      },
    ]),
    {
      name: 'propertySearch',
      label: { en: 'Property Search', nl: 'Zoeken naar panden', fr: 'Recherche de biens' },
      type: 'group',
      fields: [
        showField({
          en: 'The property search box in the home banner.',
          nl: 'Het zoekvak naar panden in de banner van de startpagina.',
          fr: 'Le champ de recherche de biens dans la bannière d’accueil.',
        }),
      ],
    },
  ],
}
