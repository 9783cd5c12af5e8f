import type { Field } from 'payload'

import { bannerGroup, bannerImage, bannerImages, bannerTexts, bannerType, bannerVideo } from '../fields/banner'
import { colourField } from '../fields/colour'

/** The home page's banner has one place, the Header global's Home banner tab: its own banner fields are hidden. */
const notHome = (data: Partial<{ originalPath: string | null }> | undefined) => data?.originalPath !== '/'

/** A page's Banner tab: whether the page shows a banner of its own, and that banner. */
export const menuBannerFields: Field[] = [
  {
    name: 'showPageBanner',
    label: { en: 'Show Page Banner', nl: 'Paginabanner tonen', fr: 'Afficher la bannière de page' },
    type: 'checkbox',
    defaultValue: false,
    admin: { condition: (data) => notHome(data) },
  },
  bannerGroup(
    [
      bannerType('image'),
      ...bannerTexts(),
      bannerImage({ condition: (_, sibling) => sibling?.type !== 'video' }),
      bannerImages({ condition: (_, sibling) => sibling?.type === 'gallery' }),
      { type: 'row', admin: { condition: (_, sibling) => sibling?.type === 'video' }, fields: [bannerVideo.video(), bannerVideo.poster()] },
      {
        type: 'row',
        admin: { condition: (_, sibling) => sibling?.type === 'video' },
        fields: [
          bannerVideo.mobile({
            description: {
              en: 'Smaller video for screens under 767 px.',
              nl: 'Kleinere video voor schermen onder 767 px.',
              fr: 'Vidéo plus petite pour les écrans de moins de 767 px.',
            },
          }),
          bannerVideo.mobilePoster(),
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
          {
            name: 'transparent',
            label: { en: 'Transparent', nl: 'Transparant', fr: 'Transparent' },
            type: 'checkbox',
            admin: {
              description: {
                en: 'Header drawn over the banner.',
                nl: 'Header over de banner getekend.',
                fr: 'En-tête dessiné par-dessus la bannière.',
              },
            },
          },
        ],
      },
    ],
    { condition: (data) => notHome(data) && Boolean(data?.showPageBanner) },
  ),
]
