import type { GlobalConfig } from 'payload'

import { siteGlobal } from './siteGlobal'
import { linkField } from '../collections/fields/link'
import { mediaField } from '../collections/fields/media'
import { LABELS } from '../src/i18n/admin/labels'

/** The site popup (spec section 4): shown once per session, immediately or after its delay. */
export const Popup: GlobalConfig = siteGlobal('popup', { en: 'Popup', nl: 'Pop-up', fr: 'Pop-up' }, [
  {
    type: 'row',
    fields: [
      { name: 'isPublished', label: LABELS.published, type: 'checkbox', defaultValue: false },
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
  { name: 'title', label: LABELS.title, type: 'text', localized: true },
  { name: 'description', label: LABELS.description, type: 'textarea', localized: true },
  {
    type: 'row',
    fields: [
      linkField({
        en: 'Where its button leads, e.g. /nl/gratis-schatting/.',
        nl: 'Waar de knop naartoe leidt, bv. /nl/gratis-schatting/.',
        fr: 'Où mène son bouton, p. ex. /nl/gratis-schatting/.',
      }),
      { name: 'linkLabel', label: { en: 'Link Label', nl: 'Linktekst', fr: 'Texte du lien' }, type: 'text', localized: true },
    ],
  },
  mediaField('media', LABELS.media),
])
