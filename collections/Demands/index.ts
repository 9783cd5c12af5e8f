import type { CollectionConfig } from 'payload'

import { closedFirstRegister, loginEndpoint } from '../../src/auth/loginEndpoints'
import { accountChangeHook, guardLoginHook } from '../../src/auth/loginHooks'

import { criteriaSummary } from '../../src/alerts/summary'
import { ADMIN_GROUPS, LABELS } from '../../src/i18n/admin/labels'
import { staff, staffField, staffOrSelf } from '../access'
import { personFields } from '../fields'
import { sessionsField } from '../fields/sessions'

/**
 * A registered search demand ("ik zoek"). It is an account (e-mail and password) so the demander can
 * come back and reset a forgotten password; alerts stop when `subscribed` is off.
 */
export const Demands: CollectionConfig = {
  slug: 'demands',
  labels: {
    singular: { en: 'Demand', nl: 'Zoekopdracht', fr: 'Recherche' },
    plural: { en: 'Demands', nl: 'Zoekopdrachten', fr: 'Recherches' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'lastName', 'criteriaSummary', 'subscribed', 'unsubscribedAt', 'createdAt'],
    description: {
      en: 'Registered search demands. Subscribed ones get an e-mail for every matching listing that goes on offer or changes price; the unsubscribe link of that e-mail switches it off.',
      nl: 'Geregistreerde zoekopdrachten. Ingeschreven zoekers krijgen een e-mail voor elk passend pand dat te koop of te huur komt of van prijs verandert; de uitschrijflink in die e-mail zet dat uit.',
      fr: 'Recherches enregistrées. Les abonnés reçoivent un e-mail pour chaque bien correspondant mis en vente ou en location ou dont le prix change ; le lien de désinscription de cet e-mail l’arrête.',
    },
    listSearchableFields: ['email', 'firstName', 'lastName'],
    group: ADMIN_GROUPS.leads,
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
    // Session ids for no API reader and in no populated account (collections/fields/sessions.ts).
    sessionsField,
    ...personFields(),
    {
      name: 'criteria',
      label: { en: 'Criteria', nl: 'Criteria', fr: 'Critères' },
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'goal',
              label: LABELS.goal,
              type: 'select',
              required: true,
              options: [
                { label: { en: 'Buy', nl: 'Kopen', fr: 'Acheter' }, value: 'sale' },
                { label: { en: 'Rent', nl: 'Huur', fr: 'Location' }, value: 'rent' },
              ],
            },
            { name: 'minBedrooms', label: { en: 'Min Bedrooms', nl: 'Min. slaapkamers', fr: 'Chambres min.' }, type: 'number', min: 0 },
            { name: 'priceMin', label: { en: 'Price Min', nl: 'Minimumprijs', fr: 'Prix minimum' }, type: 'number', min: 0 },
            { name: 'priceMax', label: { en: 'Price Max', nl: 'Maximumprijs', fr: 'Prix maximum' }, type: 'number', min: 0 },
          ],
        },
        {
          name: 'types',
          label: { en: 'Types', nl: 'Types', fr: 'Types' },
          type: 'relationship',
          relationTo: 'property-types',
          hasMany: true,
          required: true,
        },
        {
          name: 'cities',
          label: { en: 'Zones', nl: 'Zones', fr: 'Zones' },
          type: 'relationship',
          relationTo: 'cities',
          hasMany: true,
          required: true,
        },
      ],
    },
    {
      name: 'criteriaSummary',
      label: { en: 'Criteria', nl: 'Criteria', fr: 'Critères' },
      type: 'text',
      // Computed for the admin list; nothing is stored.
      virtual: true,
      admin: {
        readOnly: true,
        hidden: false,
        description: {
          en: 'Summary of the criteria above.',
          nl: 'Samenvatting van de criteria hierboven.',
          fr: 'Résumé des critères ci-dessus.',
        },
      },
      hooks: { afterRead: [({ siblingData }) => criteriaSummary(siblingData?.criteria)] },
    },
    {
      name: 'subscribed',
      label: { en: 'Subscribed', nl: 'Ingeschreven', fr: 'Abonné' },
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'unsubscribedAt',
      label: { en: 'Unsubscribed At', nl: 'Uitgeschreven op', fr: 'Désabonné le' },
      type: 'date',
      admin: { position: 'sidebar', readOnly: true },
    },
    // The demander's shortlist (src/lib/shortlist.ts: CRM ids, notes, times, removals), merged with the
    // browser's by /api/account/shortlist; kept as written there, so it is never a relationship a
    // removed listing would break.
    {
      name: 'shortlist',
      label: { en: 'Saved properties', nl: 'Bewaarde panden', fr: 'Biens gardés' },
      type: 'json',
      admin: {
        readOnly: true,
        description: {
          en: 'The properties this demander saved with the heart on the site (CRM ids and their notes).',
          nl: 'De panden die deze zoeker op de site bewaarde met het hartje (CRM-id’s en notities).',
          fr: 'Les biens que ce demandeur a gardés avec le cœur sur le site (ID CRM et notes).',
        },
      },
    },
    // "Save this search" (issue 37.5, src/alerts/savedSearch.ts): the double opt-in of a search saved from a
    // list page. Staff only: the demander's own reads and writes never see or change it.
    {
      name: 'optIn',
      label: { en: 'Saved search confirmation', nl: 'Bevestiging bewaarde zoekopdracht', fr: 'Confirmation de la recherche enregistrée' },
      type: 'group',
      access: { read: staffField, update: staffField, create: staffField },
      // Not in CSV exports: the link's token hash is a secret like the login data (collections/Exports/plugin.ts).
      custom: { 'plugin-import-export': { disabled: true } },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: {
          en: 'A search saved from a list page starts its alerts only once confirmed with the link of its e-mail.',
          nl: 'Een zoekopdracht bewaard vanop een lijst krijgt pas meldingen na bevestiging met de link uit de e-mail.',
          fr: 'Une recherche enregistrée depuis une liste ne reçoit d’alertes qu’après confirmation par le lien de l’e-mail.',
        },
      },
      fields: [
        {
          name: 'status',
          label: LABELS.status,
          type: 'select',
          options: [
            { label: { en: 'Waiting for confirmation', nl: 'Wacht op bevestiging', fr: 'En attente de confirmation' }, value: 'pending' },
            { label: { en: 'Confirmed', nl: 'Bevestigd', fr: 'Confirmée' }, value: 'confirmed' },
          ],
        },
        // Only the token's hash: the link in the e-mail is the one place the token exists.
        {
          name: 'confirmTokenHash',
          label: { en: 'Link token (hash)', nl: 'Linktoken (hash)', fr: 'Jeton du lien (hash)' },
          type: 'text',
          index: true,
          custom: { 'plugin-import-export': { disabled: true } },
          admin: { hidden: true },
        },
        { name: 'confirmExpiresAt', label: { en: 'Link valid until', nl: 'Link geldig tot', fr: 'Lien valable jusqu’au' }, type: 'date' },
        { name: 'confirmedAt', label: { en: 'Confirmed at', nl: 'Bevestigd op', fr: 'Confirmée le' }, type: 'date' },
        {
          name: 'criteria',
          label: { en: 'Search to confirm', nl: 'Te bevestigen zoekopdracht', fr: 'Recherche à confirmer' },
          type: 'json',
          admin: {
            description: {
              en: 'The criteria that replace the demand’s own once confirmed.',
              nl: 'De criteria die na bevestiging die van de zoekopdracht vervangen.',
              fr: 'Les critères qui remplacent ceux de la recherche une fois confirmée.',
            },
          },
        },
      ],
    },
    // The demander may edit their own criteria and subscription (staffOrSelf), never this link to the lead.
    {
      name: 'submission',
      label: { en: 'Submission', nl: 'Inzending', fr: 'Envoi' },
      type: 'relationship',
      relationTo: 'submissions',
      access: { update: staffField },
      admin: { position: 'sidebar' },
    },
  ],
}
