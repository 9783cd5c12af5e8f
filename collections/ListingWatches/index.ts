import type { CollectionConfig } from 'payload'

import { WATCH_STATUSES } from '../../src/alerts/watchChange'
import { same } from '../../src/i18n/admin/adminText'
import { ADMIN_GROUPS, LABELS } from '../../src/i18n/admin/labels'
import { LOCALES } from '../../src/i18n/locales'
import { staff } from '../access'
import { propertyRelation, stampedMoment, workflowStatus } from '../fields/records'

const STATUS_LABELS: Record<(typeof WATCH_STATUSES)[number], { en: string; nl: string; fr: string }> = {
  pending: { en: 'Waiting for confirmation', nl: 'Wacht op bevestiging', fr: 'En attente de confirmation' },
  confirmed: { en: 'Confirmed', nl: 'Bevestigd', fr: 'Confirmé' },
  unsubscribed: { en: 'Unsubscribed', nl: 'Uitgeschreven', fr: 'Désabonné' },
}

/**
 * A visitor following one listing without an account (issue point 5): e-mails when its price drops or
 * it goes under option or is sold/rented. Double opt-in: created `pending` by the detail page's form,
 * `confirmed` by the link in the confirmation e-mail, `unsubscribed` by the link in every alert.
 * Written only by the server (src/alerts/watches.ts); staff read and may delete, nobody else sees it.
 */
export const ListingWatches: CollectionConfig = {
  slug: 'listing-watches',
  labels: {
    singular: { en: 'Listing alert', nl: 'Pandmelding', fr: 'Alerte de bien' },
    plural: { en: 'Listing alerts', nl: 'Pandmeldingen', fr: 'Alertes de biens' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'property', 'status', 'locale', 'confirmedAt', 'createdAt'],
    listSearchableFields: ['email'],
    group: ADMIN_GROUPS.leads,
    description: {
      en: 'Visitors following one listing ("Follow this property"): once they confirmed by e-mail they get a mail when its price drops or it goes under option or is sold. Each mail has a one-click unsubscribe link.',
      nl: 'Bezoekers die één pand volgen ("Volg deze woning"): na bevestiging per e-mail krijgen ze een mail als de prijs daalt of het pand in optie gaat of verkocht wordt. Elke mail heeft een uitschrijflink (één klik).',
      fr: 'Visiteurs qui suivent un bien (« Suivre ce bien ») : après confirmation par e-mail, ils reçoivent un mail quand le prix baisse ou que le bien passe sous option ou est vendu. Chaque mail a un lien de désinscription en un clic.',
    },
  },
  defaultSort: '-createdAt',
  // One follow per address and listing: a second sign-up renews the pending one (the index settles races).
  indexes: [{ fields: ['email', 'property'], unique: true }],
  access: { read: staff, create: () => false, update: () => false, delete: staff },
  fields: [
    {
      type: 'row',
      fields: [{ name: 'email', label: LABELS.email, type: 'email', required: true, index: true }, propertyRelation({ required: true })],
    },
    {
      type: 'row',
      fields: [
        workflowStatus(
          'pending',
          WATCH_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
        ),
        {
          name: 'locale',
          label: { en: 'Language', nl: 'Taal', fr: 'Langue' },
          type: 'select',
          required: true,
          defaultValue: 'nl',
          options: LOCALES.map((value) => ({ value, label: same(value.toUpperCase()) })),
        },
      ],
    },
    {
      name: 'confirmTokenHash',
      type: 'text',
      index: true,
      admin: { hidden: true },
    },
    stampedMoment(
      'confirmExpiresAt',
      { en: 'Confirmation link valid until', nl: 'Bevestigingslink geldig tot', fr: 'Lien de confirmation valable jusqu’au' },
      { position: 'sidebar' },
    ),
    stampedMoment('confirmedAt', { en: 'Confirmed At', nl: 'Bevestigd op', fr: 'Confirmé le' }, { position: 'sidebar' }),
    stampedMoment('unsubscribedAt', { en: 'Unsubscribed At', nl: 'Uitgeschreven op', fr: 'Désabonné le' }, { position: 'sidebar' }),
    {
      type: 'row',
      fields: [
        {
          name: 'notifiedPrice',
          label: { en: 'Last known price', nl: 'Laatst gekende prijs', fr: 'Dernier prix connu' },
          type: 'number',
          admin: {
            readOnly: true,
            description: {
              en: 'The price at confirmation or at the last change seen; a lower price alerts.',
              nl: 'De prijs bij bevestiging of bij de laatst geziene wijziging; een lagere prijs geeft een melding.',
              fr: 'Le prix à la confirmation ou au dernier changement vu ; un prix plus bas déclenche une alerte.',
            },
          },
        },
        {
          name: 'notifiedStatus',
          label: { en: 'Last known state', nl: 'Laatst gekende toestand', fr: 'Dernier état connu' },
          type: 'text',
          admin: { readOnly: true },
        },
      ],
    },
  ],
}
