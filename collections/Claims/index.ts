import type { CollectionConfig } from 'payload'

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
  labels: { singular: 'Claim', plural: 'Claims' },
  admin: {
    group: 'Settings',
    useAsTitle: 'key',
    defaultColumns: ['scope', 'key', 'seat', 'expiresAt'],
    hidden: ({ user }) => user?.collection !== 'users',
    description: 'Rate limits, visit capacity and counted page views. Rows expire by themselves.',
  },
  access: { read: admins, create: admins, update: admins, delete: admins },
  indexes: [{ fields: ['scope', 'key', 'seat'], unique: true }],
  fields: [
    { name: 'scope', type: 'text', required: true, index: true },
    { name: 'key', type: 'text', required: true },
    { name: 'seat', type: 'number', required: true, min: 1 },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'holder', type: 'text', admin: { description: 'What holds the seat (a submission key…), when it matters.' } },
  ],
}
