import type { CollectionConfig } from 'payload'

import { loginEndpoint } from '../../src/auth/loginEndpoints'
import { guardLoginHook } from '../../src/auth/loginHooks'

import { adminField, adminOrSelf, admins, staffOrSelf } from '../access'
import { ensurePresets } from '../QueryPresets'

/** Agency staff. Admins manage everything including staff accounts; editors manage content only. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  // Staff keep Payload's first-register: on a fresh install it creates the first admin.
  hooks: {
    beforeOperation: [guardLoginHook('users')],
    // Each staff member's saved filters ("My leads" among them) exist from their first login on.
    afterLogin: [
      async ({ req, user }) => {
        await ensurePresets(req.payload, user.id, req).catch((error: unknown) =>
          req.payload.logger.error({ err: error, msg: 'Saved filters: creating the defaults failed' }),
        )
      },
    ],
  },
  endpoints: [loginEndpoint],
  auth: {
    // No lockout anyone could trigger: src/auth/loginGuard.ts throttles with growing waits instead.
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.SERVER_URL?.startsWith('https') },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'roles'],
    group: 'Settings',
  },
  access: {
    read: staffOrSelf('users'),
    create: admins,
    update: adminOrSelf('users'),
    delete: admins,
    unlock: admins,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      access: { create: adminField, update: adminField },
      admin: { description: 'Admins also manage staff accounts and site settings.' },
    },
  ],
}
