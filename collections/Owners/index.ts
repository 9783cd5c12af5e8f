import type { CollectionConfig } from 'payload'

import { closedFirstRegister, loginEndpoint } from '../../src/auth/loginEndpoints'
import { accountChangeHook, guardLoginHook } from '../../src/auth/loginHooks'

import { ownerLinkEndpoint } from '../../src/auth/ownerLinkEndpoint'
import { portalPath } from '../../src/auth/paths'
import { ADMIN_GROUPS, LABELS } from '../../src/i18n/admin/labels'
import { OWNER_LINK_TEXTS } from '../../src/i18n/ownerLinkTexts'
import { staff, staffField, staffOrSelf } from '../access'
import { personFields } from '../fields'
import { sessionsField } from '../fields/sessions'
import { notifyAgentOfLogin } from './hooks/notifyAgentOfLogin'
import { noTypedPassword } from './hooks/noTypedPassword'

/** Property owners: their own login (the portal), separate from staff. */
export const Owners: CollectionConfig = {
  slug: 'owners',
  labels: { singular: { en: 'Owner', nl: 'Eigenaar', fr: 'Propriétaire' }, plural: { en: 'Owners', nl: 'Eigenaars', fr: 'Propriétaires' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'advisor'],
    listSearchableFields: ['email', 'firstName', 'lastName'],
    group: ADMIN_GROUPS.people,
    // Staff open the owner's portal (read as that owner) from the edit view's preview button.
    preview: (doc) => `${portalPath('nl')}?owner=${doc.id}`,
  },
  hooks: {
    beforeOperation: [guardLoginHook('owners'), accountChangeHook('owners'), noTypedPassword],
    afterLogin: [notifyAgentOfLogin],
  },
  endpoints: [loginEndpoint, closedFirstRegister, ownerLinkEndpoint],
  auth: {
    // No lockout anyone could trigger: src/auth/loginGuard.ts throttles with growing waits instead.
    maxLoginAttempts: 0,
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
    // Session ids for no API reader and in no populated account (collections/fields/sessions.ts).
    sessionsField,
    // "Send invitation" and "Send reset link" (issue 36.7): staff never type an owner's password.
    {
      name: 'portalAccess',
      label: OWNER_LINK_TEXTS.title,
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/admin/owners/OwnerLinks#OwnerLinks' } },
    },
    ...personFields(),
    {
      name: 'advisor',
      label: LABELS.advisor,
      type: 'relationship',
      relationTo: 'advisors',
      // The owner reads their agent (the portal's "your agent") but never picks one: staff assign it.
      access: { create: staffField, update: staffField },
      admin: {
        description: {
          en: 'The agent who receives the owner\'s login notices ("your agent").',
          nl: 'De makelaar die de loginmeldingen van de eigenaar ontvangt ("uw makelaar").',
          fr: 'L’agent qui reçoit les avis de connexion du propriétaire (« votre agent »).',
        },
      },
    },
    { name: 'properties', label: { en: 'Properties', nl: 'Panden', fr: 'Biens' }, type: 'join', collection: 'properties', on: 'owner' },
  ],
}
