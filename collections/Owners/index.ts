import type { CollectionConfig } from 'payload'

import { staff, staffOrSelf } from '../access'
import { personFields } from '../fields'
import { portalPath } from '../../src/portal/paths'
import { notifyAgentOfLogin } from './hooks/notifyAgentOfLogin'

/** Property owners: their own login (the portal), separate from staff. */
export const Owners: CollectionConfig = {
  slug: 'owners',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'advisor'],
    listSearchableFields: ['email', 'firstName', 'lastName'],
    group: 'People',
    // Staff open the owner's portal (read as that owner) from the edit view's preview button.
    preview: (doc) => `${portalPath('nl')}?owner=${doc.id}`,
  },
  hooks: { afterLogin: [notifyAgentOfLogin] },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 2 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.SERVER_URL?.startsWith('https') },
  },
  access: {
    read: staffOrSelf('owners'),
    create: staff,
    update: staffOrSelf('owners'),
    delete: staff,
    unlock: staff,
  },
  fields: [
    ...personFields(),
    { name: 'advisor', type: 'relationship', relationTo: 'advisors', admin: { description: 'The agent who receives the owner\'s login notices ("your agent").' } },
    { name: 'properties', type: 'join', collection: 'properties', on: 'owner' },
  ],
}
