import type { Tab } from 'payload'

import { cityField, countryField, streetRow, zipField } from '../../fields/address'
import { geoRow } from '../../fields/geo'
import { staffQueryableField } from '../../hooks/publicAddress'
import { TABS } from '../../../src/i18n/admin/labels'

/** Where the listing is, and whether the public may know the street. */
export const addressTab: Tab = {
  label: TABS.address,
  fields: [
    streetRow(staffQueryableField),
    {
      type: 'row',
      fields: [
        zipField({ required: true, index: true }),
        cityField({
          index: true,
          // Spec "Detail pages": the municipality segment is sometimes missing.
          admin: {
            description: {
              en: 'Municipality. Empty when the CRM gives none: the public path then has no municipality segment.',
              nl: 'Gemeente. Leeg als het CRM er geen geeft: de publieke URL heeft dan geen gemeentedeel.',
              fr: 'Commune. Vide si le CRM n’en donne pas : l’URL publique n’a alors pas de partie commune.',
            },
          },
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        countryField(),
        {
          name: 'publishAddress',
          label: { en: 'Publish Address', nl: 'Adres publiceren', fr: 'Publier l’adresse' },
          type: 'checkbox',
          defaultValue: true,
          admin: {
            description: {
              en: 'Off: the site shows only the town, never street and number.',
              nl: 'Uit: de site toont alleen de gemeente, nooit straat en nummer.',
              fr: 'Désactivé : le site ne montre que la commune, jamais la rue ni le numéro.',
            },
          },
        },
      ],
    },
    geoRow({ bounded: true, read: staffQueryableField }),
  ],
}
