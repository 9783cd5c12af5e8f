import type { CollectionConfig, FieldAccess } from 'payload'

import { ADMIN_GROUPS, LABELS } from '../../src/i18n/admin/labels'
import { isAdminUser, staff } from '../access'
import { localeCode, stampedMoment, workflowStatus } from '../fields/records'

/** E-mails that carry a password-reset link: whoever reads one can take the account over. */
export const RESET_EMAIL_KINDS = ['owner-password-reset', 'owner-invite', 'password-reset']

/**
 * The body of a reset e-mail only for admins; editors see that it was sent (kind, to, subject, status).
 * Without a document (a `where` on the body) only admins: a filter must not probe a link either.
 */
const bodyReadable: FieldAccess = ({ req, doc }) => {
  if (isAdminUser(req)) return true
  const kind = (doc as { id?: unknown; kind?: unknown } | undefined)?.kind
  return doc?.id !== undefined && typeof kind === 'string' && !RESET_EMAIL_KINDS.includes(kind)
}

export const EMAIL_STATUSES = [
  ['queued', { en: 'Queued', nl: 'In wachtrij', fr: 'En file d’attente' }],
  ['retrying', { en: 'Retrying', nl: 'Nieuwe poging', fr: 'Nouvel essai' }],
  ['sent', { en: 'Sent', nl: 'Verzonden', fr: 'Envoyé' }],
  ['failed', { en: 'Failed', nl: 'Mislukt', fr: 'Échec' }],
] as const

/**
 * The outbox: every e-mail the site sends is stored here first and sent by the `sendEmail` job,
 * which retries with backoff while SMTP is down. Without SMTP settings (local runs) it is printed to
 * the log and stays here, so nothing the site meant to send is ever lost from view.
 */
export const Emails: CollectionConfig = {
  slug: 'emails',
  labels: { singular: { en: 'E-mail', nl: 'E-mail', fr: 'E-mail' }, plural: { en: 'E-mails', nl: 'E-mails', fr: 'E-mails' } },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'kind', 'to', 'subject', 'status', 'attempts'],
    listSearchableFields: ['to', 'subject'],
    group: ADMIN_GROUPS.leads,
  },
  defaultSort: '-createdAt',
  // Written only by the server (forms, portal, jobs); staff read and may delete.
  access: { read: staff, create: () => false, update: () => false, delete: staff },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: { en: 'Kind', nl: 'Soort', fr: 'Sorte' },
          type: 'text',
          index: true,
          admin: {
            // The list shows the kind in words (collections/Emails/kinds.ts), the form its code.
            components: { Cell: '/src/admin/lists/EmailKindCell#EmailKindCell' },
            description: {
              en: 'What the e-mail is for, as the site stores it (the list shows it in words).',
              nl: 'Waarvoor de e-mail dient, zoals de site het opslaat (de lijst toont het in woorden).',
              fr: 'À quoi sert l’e-mail, tel que le site l’enregistre (la liste l’affiche en mots).',
            },
          },
        },
        workflowStatus(
          'queued',
          EMAIL_STATUSES.map(([value, label]) => ({ value, label })),
        ),
        localeCode(),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'to', label: { en: 'To', nl: 'Aan', fr: 'À' }, type: 'text', required: true, index: true },
        { name: 'replyTo', label: { en: 'Reply To', nl: 'Antwoord naar', fr: 'Répondre à' }, type: 'text' },
      ],
    },
    { name: 'subject', label: LABELS.subject, type: 'text', required: true },
    {
      name: 'text',
      label: { en: 'Text', nl: 'Tekst', fr: 'Texte' },
      type: 'textarea',
      required: true,
      access: { read: bodyReadable },
      admin: {
        description: {
          en: 'Plain text: visitor input is never rendered as HTML.',
          nl: 'Platte tekst: invoer van bezoekers wordt nooit als HTML getoond.',
          fr: 'Texte brut : la saisie des visiteurs n’est jamais rendue en HTML.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'attempts',
          label: { en: 'Attempts', nl: 'Pogingen', fr: 'Tentatives' },
          type: 'number',
          defaultValue: 0,
          admin: { readOnly: true },
        },
        stampedMoment('sentAt', { en: 'Sent At', nl: 'Verzonden op', fr: 'Envoyé le' }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'lastError',
          label: { en: 'Last Error', nl: 'Laatste fout', fr: 'Dernière erreur' },
          type: 'text',
          admin: { readOnly: true },
        },
        {
          // The dashboard tells a mail server that is down from one refused address by it (src/email/mailServerState.ts).
          name: 'errorCode',
          label: { en: 'Error code', nl: 'Foutcode', fr: 'Code d’erreur' },
          type: 'text',
          admin: {
            readOnly: true,
            description: {
              en: 'The mail software’s code of the last error, e.g. ESOCKET (no connection to the mail server) or EENVELOPE (address refused).',
              nl: 'De code van de laatste fout volgens de mailsoftware, bv. ESOCKET (geen verbinding met de mailserver) of EENVELOPE (adres geweigerd).',
              fr: 'Le code de la dernière erreur selon le logiciel d’envoi, p. ex. ESOCKET (pas de connexion au serveur de messagerie) ou EENVELOPE (adresse refusée).',
            },
          },
        },
      ],
    },
    {
      name: 'listUnsubscribe',
      label: { en: 'One-click unsubscribe', nl: 'Uitschrijven met één klik', fr: 'Désinscription en un clic' },
      type: 'text',
      access: { read: bodyReadable },
      admin: {
        readOnly: true,
        description: {
          en: 'Sent as the List-Unsubscribe header (RFC 8058): mail programs show an unsubscribe button that posts to it.',
          nl: 'Verzonden als List-Unsubscribe-header (RFC 8058): e-mailprogramma’s tonen een uitschrijfknop die hierheen post.',
          fr: 'Envoyé comme en-tête List-Unsubscribe (RFC 8058) : les logiciels de messagerie affichent un bouton de désinscription qui y envoie un POST.',
        },
      },
    },
    {
      name: 'submission',
      label: { en: 'Submission', nl: 'Inzending', fr: 'Envoi' },
      type: 'relationship',
      relationTo: 'submissions',
      index: true,
      admin: { position: 'sidebar' },
    },
  ],
}
