import type { Tab } from 'payload'

import { documentsField } from '../../fields/documents'
import { mediaField } from '../../fields/media'
import { LABELS, TABS } from '../../../src/i18n/admin/labels'

/** Photos, plans, videos, tour and documents. */
export const mediaTab: Tab = {
  label: TABS.media,
  fields: [
    mediaField('photos', LABELS.photos, {
      hasMany: true,
      admin: {
        description: {
          en: 'The first photo is the card image and the social-share image.',
          nl: 'De eerste foto is het beeld in de lijst en bij delen op sociale media.',
          fr: 'La première photo est l’image de la fiche et du partage sur les réseaux sociaux.',
        },
        components: { Cell: '/src/admin/lists/PropertyCells#ThumbnailCell' },
      },
    }),
    mediaField(
      'floorPlans',
      { en: 'Floor plans', nl: 'Plannen', fr: 'Plans' },
      {
        hasMany: true,
        filterOptions: { mimeType: { contains: 'image' } },
        admin: {
          description: {
            en: 'Images of the floor plans, shown under "Floor plans" and after the photos in the gallery. The import fills this from CRM documents typed as a plan.',
            nl: 'Afbeeldingen van de plannen, getoond onder "Plannen" en na de foto’s in de galerij. De import vult dit met CRM-documenten van het type plan.',
            fr: 'Images des plans, affichées sous « Plans » et après les photos dans la galerie. L’import les reprend des documents CRM de type plan.',
          },
        },
      },
    ),
    {
      name: 'videos',
      label: { en: 'Videos', nl: 'Video’s', fr: 'Vidéos' },
      labels: { singular: LABELS.video, plural: { en: 'Videos', nl: 'Video’s', fr: 'Vidéos' } },
      type: 'array',
      fields: [
        {
          name: 'url',
          label: LABELS.url,
          type: 'text',
          required: true,
          admin: {
            description: {
              en: 'YouTube, Vimeo, Facebook or a video file (mp4, mov, webm…).',
              nl: 'YouTube, Vimeo, Facebook of een videobestand (mp4, mov, webm…).',
              fr: 'YouTube, Vimeo, Facebook ou un fichier vidéo (mp4, mov, webm…).',
            },
          },
        },
      ],
    },
    {
      name: 'virtualTourUrl',
      type: 'text',
      label: { en: 'Virtual tour URL', nl: 'URL virtuele rondleiding', fr: 'URL de la visite virtuelle' },
    },
    documentsField({
      en: 'External document, when no file is uploaded.',
      nl: 'Extern document, als er geen bestand is opgeladen.',
      fr: 'Document externe, si aucun fichier n’est téléversé.',
    }),
  ],
}
