import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { CollectionConfig, Endpoint, Field, PayloadRequest, Plugin, Where } from 'payload'

import { privateUploadsDir } from '../../../collections/privateUploads'
import { isStaffUser } from '../../auth/roles'
import { apiError } from '../../lib/apiError'
import { belgianDaysWhere, todayInBelgium } from '../../lib/belgianDay'
import { csvSafeRows } from './csvSafe'

/**
 * CSV exports of leads, visits and demands (the "Export" item of those lists' menus), by Payload's
 * import-export plugin. What the plugin does not do, we add here:
 * - staff only: the export collection and its download endpoint are closed to owners and demanders,
 *   who are logged-in users too (the plugin only asks for a user);
 * - a period by Belgian day ("from" and "to", both included), whatever the time zone of the browser or server;
 * - cells safe to open in a spreadsheet (./csvSafe.ts).
 * Private fields (a submission's address hash, idempotency key, stored answer, notes and replies) are
 * left out where they are declared: `custom['plugin-import-export'].disabled` on the field; a demand's
 * login data (an account's hash, salt, tokens, sessions) by name (ACCOUNT_FIELDS).
 */

/** The date field the period filters on, per exported collection. */
export const EXPORT_DATE_FIELDS = { submissions: 'createdAt', appointments: 'date', demands: 'createdAt' } as const

type ExportedSlug = keyof typeof EXPORT_DATE_FIELDS

const staffOnly = ({ req }: { req: Pick<PayloadRequest, 'user'> }) => isStaffUser(req)

/** A date of the form (a day picked in the admin) as the Belgian day it shows. */
const dayOf = (value: unknown): string | null =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? todayInBelgium(new Date(value)) : null

/** The export's `where` with its period added, on the exported collection's date field. */
export function withPeriod(data: Record<string, unknown>): Record<string, unknown> {
  const field = EXPORT_DATE_FIELDS[data.collectionSlug as ExportedSlug]
  const period = field ? belgianDaysWhere(field, dayOf(data.from), dayOf(data.to)) : null
  if (!period) return data
  const where = data.where && typeof data.where === 'object' && Object.keys(data.where).length ? (data.where as Where) : null
  return { ...data, where: where ? { and: [where, period] } : period }
}

const periodFields: Field[] = [
  {
    type: 'row',
    admin: {
      condition: (data) => typeof data?.collectionSlug === 'string' && data.collectionSlug in EXPORT_DATE_FIELDS,
    },
    fields: [
      {
        name: 'from',
        label: { en: 'From (Belgian day)', nl: 'Vanaf (Belgische dag)', fr: 'Du (jour belge)' },
        type: 'date',
        admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } },
      },
      {
        name: 'to',
        label: { en: 'To (included)', nl: 'Tot en met', fr: "Jusqu'au (inclus)" },
        type: 'date',
        admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } },
      },
    ],
  },
]

/** The download endpoint, for staff only, with the period put into the export's `where`. */
const guardedEndpoint = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: async (req) => {
    if (!isStaffUser(req)) return apiError('Staff only', 403)
    if (endpoint.path !== '/download' || typeof req.json !== 'function') return endpoint.handler(req)
    const body = (await req.json()) as { data?: Record<string, unknown> }
    const rewritten = body?.data ? { ...body, data: withPeriod(body.data) } : body
    req.json = async () => rewritten
    return endpoint.handler(req)
  },
})

const staffExportCollection = ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
  ...collection,
  labels: { singular: { en: 'Export', nl: 'Export', fr: 'Export' }, plural: { en: 'Exports', nl: 'Exports', fr: 'Exports' } },
  access: { read: staffOnly, create: staffOnly, delete: staffOnly, update: () => false },
  admin: { ...collection.admin, hidden: ({ user }) => user?.collection !== 'users' },
  fields: [...collection.fields, ...periodFields],
  // A saved export holds personal data: beside the private uploads (CVs), never in the public media folder.
  upload: {
    ...(typeof collection.upload === 'object' ? collection.upload : {}),
    staticDir: `${privateUploadsDir()}/exports`,
  },
  endpoints: Array.isArray(collection.endpoints) ? collection.endpoints.map(guardedEndpoint) : collection.endpoints,
  hooks: {
    ...collection.hooks,
    // Before the plugin's own hook, which runs a synchronous export from `args.data` on create.
    beforeOperation: [
      ({ args, operation }) => {
        if (operation === 'create' && args.data) args.data = withPeriod(args.data as Record<string, unknown>)
        return args
      },
      ...(collection.hooks?.beforeOperation ?? []),
    ],
  },
})

const csvExport = {
  format: 'csv' as const,
  // Exports run in the request (small tables); the job queue of this site only runs e-mails.
  disableJobsQueue: true,
  hooks: {
    before: ({ data, format }: { data: Record<string, unknown>[]; format: string }) => (format === 'csv' ? csvSafeRows(data) : data),
  },
}

/**
 * An account's login data (Payload's auth fields; a demand is an account). The plugin never reads them
 * (they are hidden fields), but an export without rows takes its header from the collection's fields and
 * named them as empty columns ("salt", "hash", …): left out by name too.
 */
export const ACCOUNT_FIELDS = [
  'hash',
  'salt',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
  'sessions',
  'loginAttempts',
  'lockUntil',
  '_verified',
  '_verificationToken',
  'enableAPIKey',
  'apiKey',
  'apiKeyIndex',
]

/** An exported account collection with its login fields out of the export (the plugin reads `disabledFields` there). */
const withoutAccountFields = (collection: CollectionConfig): CollectionConfig => {
  if (!collection.auth || !(collection.slug in EXPORT_DATE_FIELDS)) return collection
  const custom = collection.admin?.custom ?? {}
  const own = (custom['plugin-import-export'] ?? {}) as { disabledFields?: string[] }
  return {
    ...collection,
    admin: {
      ...collection.admin,
      custom: { ...custom, 'plugin-import-export': { ...own, disabledFields: [...(own.disabledFields ?? []), ...ACCOUNT_FIELDS] } },
    },
  }
}

const importExport = importExportPlugin({
  collections: (Object.keys(EXPORT_DATE_FIELDS) as ExportedSlug[]).map((slug) => ({ slug, export: csvExport, import: false })),
  overrideExportCollection: staffExportCollection,
  // Imports are not offered (the CRM importer is the only way data comes in); the collection still exists, closed.
  overrideImportCollection: ({ collection }) => ({
    ...collection,
    access: { read: () => false, create: () => false, update: () => false, delete: () => false },
    admin: { ...collection.admin, hidden: true },
  }),
})

// After the plugin, which sets each collection's `disabledFields` from its fields' own markers.
export const exportsPlugin = (): Plugin => async (incoming) => {
  const config = await importExport(incoming)
  return { ...config, collections: config.collections?.map(withoutAccountFields) }
}
