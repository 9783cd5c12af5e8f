import type { CollectionConfig } from 'payload'

import { closedFirstRegister, loginEndpoint } from '../../src/auth/loginEndpoints'
import { accountChangeHook, guardLoginHook } from '../../src/auth/loginHooks'

import { staff, staffField, staffOrSelf } from '../access'
import { personFields } from '../fields'
import { criteriaSummary } from '../../src/alerts/summary'

/**
 * A registered search demand ("ik zoek"). It is an account (e-mail and password) so the demander can
 * come back and reset a forgotten password; alerts stop when `subscribed` is off.
 */
export const Demands: CollectionConfig = {
  slug: 'demands',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'lastName', 'criteriaSummary', 'subscribed', 'unsubscribedAt', 'createdAt'],
    description:
      'Registered search demands. Subscribed ones get an e-mail for every matching listing that goes on offer or changes price; the unsubscribe link of that e-mail switches it off.',
    listSearchableFields: ['email', 'firstName', 'lastName'],
    group: 'Leads',
  },
  hooks: { beforeOperation: [guardLoginHook('demands'), accountChangeHook('demands')] },
  endpoints: [loginEndpoint, closedFirstRegister],
  auth: {
    // No lockout anyone could trigger: src/auth/loginGuard.ts throttles with growing waits instead.
    maxLoginAttempts: 0,
    tokenExpiration: 2 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.SERVER_URL?.startsWith('https') },
  },
  access: { read: staffOrSelf('demands'), create: staff, update: staffOrSelf('demands'), delete: staff, unlock: staff },
  fields: [
    ...personFields(),
    {
      name: 'criteria',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'goal',
              type: 'select',
              required: true,
              options: [
                { label: 'Buy', value: 'sale' },
                { label: 'Rent', value: 'rent' },
              ],
            },
            { name: 'minBedrooms', type: 'number', min: 0 },
            { name: 'priceMin', type: 'number', min: 0 },
            { name: 'priceMax', type: 'number', min: 0 },
          ],
        },
        { name: 'types', type: 'relationship', relationTo: 'property-types', hasMany: true, required: true },
        { name: 'cities', label: 'Zones', type: 'relationship', relationTo: 'cities', hasMany: true, required: true },
      ],
    },
    {
      name: 'criteriaSummary',
      label: 'Criteria',
      type: 'text',
      // Computed for the admin list; nothing is stored.
      virtual: true,
      admin: { readOnly: true, hidden: false, description: 'Summary of the criteria above.' },
      hooks: { afterRead: [({ siblingData }) => criteriaSummary(siblingData?.criteria)] },
    },
    { name: 'subscribed', type: 'checkbox', defaultValue: true, index: true, admin: { position: 'sidebar' } },
    { name: 'unsubscribedAt', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    // The demander may edit their own criteria and subscription (staffOrSelf), never this link to the lead.
    { name: 'submission', type: 'relationship', relationTo: 'submissions', access: { update: staffField }, admin: { position: 'sidebar' } },
  ],
}
