import type { GlobalConfig } from 'payload'

import { markGlobalDraftSave, revalidateGlobal } from '../collections/hooks/revalidate'
import { globalPreviewUrl } from '../collections/preview'
import { globalVersions } from '../collections/versions'
import { TAGS } from '../src/data/tags'
import { readPublishedGlobal, staffEdits } from './access'

/** The site popup (spec section 4): shown once per session, immediately or after its delay. */
export const Popup: GlobalConfig = {
  slug: 'popup',
  label: { en: 'Popup', nl: 'Pop-up', fr: 'Pop-up' },
  admin: { group: { en: 'Site', nl: 'Site', fr: 'Site' }, preview: globalPreviewUrl() },
  versions: globalVersions,
  access: { read: readPublishedGlobal, update: staffEdits },
  hooks: { beforeOperation: [markGlobalDraftSave], afterChange: [revalidateGlobal(TAGS.global('popup'))] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'isPublished', label: { en: 'Published', nl: 'Gepubliceerd', fr: 'Publié' }, type: 'checkbox', defaultValue: false },
        {
          name: 'delay',
          label: { en: 'Delay', nl: 'Vertraging', fr: 'Délai' },
          type: 'number',
          min: 0,
          admin: {
            description: {
              en: 'Seconds before it appears; empty shows it immediately.',
              nl: 'Seconden voor hij verschijnt; leeg toont hem meteen.',
              fr: 'Secondes avant son apparition ; vide l’affiche immédiatement.',
            },
          },
        },
      ],
    },
    { name: 'title', label: { en: 'Title', nl: 'Titel', fr: 'Titre' }, type: 'text', localized: true },
    { name: 'description', label: { en: 'Description', nl: 'Omschrijving', fr: 'Description' }, type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'link',
          label: { en: 'Link', nl: 'Link', fr: 'Lien' },
          type: 'text',
          localized: true,
          admin: {
            description: {
              en: 'Where its button leads, e.g. /nl/gratis-schatting/.',
              nl: 'Waar de knop naartoe leidt, bv. /nl/gratis-schatting/.',
              fr: 'Où mène son bouton, p. ex. /nl/gratis-schatting/.',
            },
          },
        },
        { name: 'linkLabel', label: { en: 'Link Label', nl: 'Linktekst', fr: 'Texte du lien' }, type: 'text', localized: true },
      ],
    },
    { name: 'media', label: { en: 'Media', nl: 'Media', fr: 'Médias' }, type: 'upload', relationTo: 'media' },
  ],
}
