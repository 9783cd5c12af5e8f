import type { CollectionConfig } from 'payload'

import { loginEndpoint } from '../../src/auth/loginEndpoints'
import { guardLoginHook } from '../../src/auth/loginHooks'
import { twoFactorEndpoints } from '../../src/auth/twoFactorEndpoints'
import { resetPasswordEndpoint, withoutSessionWhenEnrolled } from '../../src/auth/twoFactorReset'
import { staffSessionStrategy } from '../../src/auth/twoFactorSession'
import { TWO_FACTOR_TEXTS } from '../../src/i18n/twoFactorTexts'

import { ADMIN_GROUPS, LABELS } from '../../src/i18n/admin/labels'
import { adminField, adminOrSelf, admins, staffOrSelf } from '../access'
import { sessionsField } from '../fields/sessions'
import { ensurePresets } from '../QueryPresets'

const never = () => false

/** Agency staff. Admins manage everything including staff accounts; editors manage content only. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { en: 'Staff member', nl: 'Medewerker', fr: 'Membre du personnel' },
    plural: { en: 'Staff', nl: 'Medewerkers', fr: 'Personnel' },
  },
  // Staff keep Payload's first-register: on a fresh install it creates the first admin.
  hooks: {
    beforeOperation: [guardLoginHook('users')],
    // A reset link sets the password but opens no session for an account with a second factor.
    afterOperation: [withoutSessionWhenEnrolled],
    // Each staff member's saved filters ("My leads" among them) exist from their first login on.
    afterLogin: [
      async ({ req, user }) => {
        await ensurePresets(req.payload, user.id, req).catch((error: unknown) =>
          req.payload.logger.error({ err: error, msg: 'Saved filters: creating the defaults failed' }),
        )
      },
    ],
  },
  endpoints: [loginEndpoint, resetPasswordEndpoint, ...twoFactorEndpoints],
  auth: {
    // Payload's session check, plus the mark of a session that still owes its second factor.
    strategies: [staffSessionStrategy],
    // No lockout anyone could trigger: src/auth/loginGuard.ts throttles with growing waits instead.
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.SERVER_URL?.startsWith('https') },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'roles'],
    group: ADMIN_GROUPS.settings,
  },
  access: {
    read: staffOrSelf('users'),
    create: admins,
    update: adminOrSelf('users'),
    delete: admins,
    unlock: admins,
  },
  fields: [
    // Session ids for no API reader and in no populated account (collections/fields/sessions.ts).
    sessionsField,
    { name: 'name', label: LABELS.name, type: 'text', required: true },
    {
      name: 'roles',
      label: { en: 'Roles', nl: 'Rollen', fr: 'Rôles' },
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: [
        { label: { en: 'Admin', nl: 'Beheerder', fr: 'Administrateur' }, value: 'admin' },
        { label: { en: 'Editor', nl: 'Redacteur', fr: 'Rédacteur' }, value: 'editor' },
      ],
      access: { create: adminField, update: adminField },
      admin: {
        description: {
          en: 'Admins also manage staff accounts and site settings.',
          nl: 'Beheerders beheren ook de accounts van medewerkers en de site-instellingen.',
          fr: 'Les administrateurs gèrent aussi les comptes du personnel et les réglages du site.',
        },
      },
    },
    // The second factor (src/auth/twoFactor.ts). Only its own endpoints write these fields; nobody sets
    // them through the API, and the secret and the recovery codes are read by no API at all.
    {
      name: 'totpEnabled',
      label: TWO_FACTOR_TEXTS.title,
      type: 'checkbox',
      defaultValue: false,
      access: { create: never, update: never },
      admin: { readOnly: true, position: 'sidebar' },
    },
    // An admin's "reset" for another account's second factor (a lost phone).
    {
      name: 'twoFactorReset',
      label: TWO_FACTOR_TEXTS.reset,
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/admin/twoFactor/ResetButton#ResetButton' } },
    },
    { name: 'totpSecret', type: 'text', hidden: true, access: { read: never, create: never, update: never } },
    { name: 'totpRecoveryCodes', type: 'json', hidden: true, access: { read: never, create: never, update: never } },
    { name: 'totpLastStep', type: 'number', hidden: true, access: { read: never, create: never, update: never } },
  ],
}
