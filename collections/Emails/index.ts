import type { CollectionConfig, FieldAccess } from 'payload'

import { isAdminUser, staff } from '../access'

/** E-mails that carry a password-reset link: whoever reads one can take the account over. */
export const RESET_EMAIL_KINDS = ['owner-password-reset', 'password-reset']

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
  ['queued', 'Queued'],
  ['retrying', 'Retrying'],
  ['sent', 'Sent'],
  ['failed', 'Failed'],
] as const

/**
 * The outbox: every e-mail the site sends is stored here first and sent by the `sendEmail` job,
 * which retries with backoff while SMTP is down. Without SMTP settings (local runs) it is printed to
 * the log and stays here, so nothing the site meant to send is ever lost from view.
 */
export const Emails: CollectionConfig = {
  slug: 'emails',
  labels: { singular: 'E-mail', plural: 'E-mails' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'kind', 'to', 'subject', 'status', 'attempts'],
    listSearchableFields: ['to', 'subject'],
    group: 'Leads',
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
          type: 'text',
          index: true,
          admin: { description: 'What the e-mail is for, e.g. "notify-agency", "confirm-visitor", "login-notice".' },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'queued',
          index: true,
          options: EMAIL_STATUSES.map(([value, label]) => ({ value, label })),
        },
        { name: 'locale', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'to', type: 'text', required: true, index: true },
        { name: 'replyTo', type: 'text' },
      ],
    },
    { name: 'subject', type: 'text', required: true },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      access: { read: bodyReadable },
      admin: { description: 'Plain text: visitor input is never rendered as HTML.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'attempts', type: 'number', defaultValue: 0, admin: { readOnly: true } },
        { name: 'sentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'lastError', type: 'text', admin: { readOnly: true } },
    { name: 'submission', type: 'relationship', relationTo: 'submissions', index: true, admin: { position: 'sidebar' } },
  ],
}
