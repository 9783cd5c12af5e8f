import type { CollectionConfig } from 'payload'

import { ADMIN_GROUPS } from '../../src/i18n/admin/labels'
import { admins } from '../access'

/**
 * Seats of limited things, one row per taken seat: the n-th submission of an address in a window, the
 * n-th visitor in a visit slot, the one counted page view of a visitor per property and day.
 * The unique index on (scope, key, seat) is what enforces a limit: two requests that race for the
 * same seat cannot both insert it, on SQLite, PostgreSQL and MongoDB alike (`src/limits/claims.ts`).
 * Keys are hashes or ids, never an address or a name.
 */
export const Claims: CollectionConfig = {
  slug: 'claims',
  labels: {
    singular: { en: 'Claim', nl: 'Bezette plaats', fr: 'Réservation' },
    plural: { en: 'Claims', nl: 'Bezette plaatsen', fr: 'Réservations' },
  },
  admin: {
    group: ADMIN_GROUPS.settings,
    useAsTitle: 'key',
    defaultColumns: ['scope', 'key', 'seat', 'expiresAt'],
    hidden: ({ user }) => user?.collection !== 'users',
    description: {
      en: 'Rate limits, visit capacity and counted page views. Rows expire by themselves.',
      nl: 'Snelheidslimieten, bezoekcapaciteit en getelde paginaweergaven. Rijen vervallen vanzelf.',
      fr: 'Limites de fréquence, capacité de visites et pages vues comptées. Les lignes expirent d’elles-mêmes.',
    },
  },
  access: { read: admins, create: admins, update: admins, delete: admins },
  indexes: [{ fields: ['scope', 'key', 'seat'], unique: true }],
  fields: [
    { name: 'scope', label: { en: 'Scope', nl: 'Bereik', fr: 'Portée' }, type: 'text', required: true, index: true },
    { name: 'key', label: { en: 'Key', nl: 'Sleutel', fr: 'Clé' }, type: 'text', required: true },
    { name: 'seat', label: { en: 'Seat', nl: 'Plaats', fr: 'Place' }, type: 'number', required: true, min: 1 },
    { name: 'expiresAt', label: { en: 'Expires At', nl: 'Vervalt op', fr: 'Expire le' }, type: 'date', required: true, index: true },
    {
      name: 'holder',
      label: { en: 'Holder', nl: 'Houder', fr: 'Détenteur' },
      type: 'text',
      admin: {
        description: {
          en: 'What holds the seat (a submission key…), when it matters.',
          nl: 'Wat de plaats inneemt (een inzendingssleutel…), als dat ertoe doet.',
          fr: 'Ce qui occupe la place (une clé d’envoi…), quand cela compte.',
        },
      },
    },
  ],
}
