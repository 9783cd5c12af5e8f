import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { CollectionConfig, Endpoint, Field, PayloadRequest, Plugin } from 'payload'

import { isStaffUser } from '../../src/auth/roles'
import { adminLanguage } from '../../src/i18n/adminLanguage'
import { apiError } from '../../src/lib/apiError'
import { privateUploadsDir } from '../privateUploads'
import { csvSafeRows } from './csvSafe'
import { type ExportedLead, leadRow } from './leadRows'
import { EXPORT_DATE_FIELDS, type ExportedSlug, UNOFFERED, withPeriod } from './period'

/**
 * CSV exports of leads, visits and demands (the "Export" item of those lists' menus), by Payload's
 * import-export plugin. What the plugin does not do, we add here:
 * - staff only: the export collection and its download endpoint are closed to owners and demanders,
 *   who are logged-in users too (the plugin only asks for a user);
 * - a period by Belgian day ("from" and "to", both included), whatever the time zone of the browser or server,
 *   at the top of the drawer, and a preview of the file with that period (src/admin/exports/ExportPreview.tsx);
 * - no row limit: the plugin's "Limit" took the list's page size (10) as its default, so a year of leads
 *   downloaded 10 rows without a word; the field is gone and a `limit` or `page` sent anyway is dropped;
 * - leads as people read them (./leadRows.ts): labels for codes, titles and names for ids, Belgian time;
 * - cells safe to open in a spreadsheet (./csvSafe.ts).
 * Private fields (a submission's address hash, idempotency key, stored answer, notes and replies) are
 * left out where they are declared: `custom['plugin-import-export'].disabled` on the field; a demand's
 * login data (an account's hash, salt, tokens, sessions) by name (ACCOUNT_FIELDS).
 */

const staffOnly = ({ req }: { req: Pick<PayloadRequest, 'user'> }) => isStaffUser(req)

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

/**
 * The download and preview endpoints, for staff only, with the period put into the export's `where`: the
 * download posts `{ data }`, the preview (src/admin/exports/ExportPreview.tsx) the export's fields themselves. The preview
 * handler reads the body again as text (Payload's addDataAndFileToRequest), so both readers get the rewrite.
 */
const guardedEndpoint = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: async (req) => {
    if (!isStaffUser(req)) return apiError('Staff only', 403)
    const rewrites = endpoint.path === '/download' || endpoint.path === '/export-preview'
    if (!rewrites || typeof req.json !== 'function') return endpoint.handler(req)
    const body = (await req.json()) as Record<string, unknown> & { data?: Record<string, unknown> }
    const rewritten =
      endpoint.path === '/download' ? (body?.data ? { ...body, data: withPeriod(body.data) } : body) : withPeriod(body ?? {})
    req.json = async () => rewritten
    req.text = async () => JSON.stringify(rewritten)
    return endpoint.handler(req)
  },
})

type FormField = Field & { name?: string; fields?: Field[]; admin?: Record<string, unknown> }

/**
 * The plugin's export form as this site offers it: no "Limit" or "Page" (every row of the period), no
 * field picking for leads (their columns are fixed, ./leadRows.ts), and our preview, which sends the period.
 */
function offeredFields(fields: Field[]): Field[] {
  return (fields as FormField[])
    .filter((field) => !(field.name && UNOFFERED.includes(field.name)))
    .map((field): Field => {
      if (field.name === 'preview' && field.type === 'ui')
        return { ...field, admin: { ...field.admin, components: { Field: '/src/admin/exports/ExportPreview#ExportPreview' } } } as Field
      // The plugin leaves the exported list unlabelled: the admin showed its name, "Collection Slug".
      if (field.name === 'collectionSlug')
        return { ...field, label: { en: 'Exported list', nl: 'Geëxporteerde lijst', fr: 'Liste exportée' } } as Field
      // The plugin names the sort orders in English only, in its field and its component (./SortOrderField.tsx).
      if (field.name === 'sortOrder' && field.type === 'select')
        return {
          ...field,
          admin: { ...field.admin, components: { Field: '/src/admin/exports/SortOrderField#SortOrderField' } },
          options: [
            { value: 'asc', label: { en: 'Ascending', nl: 'Oplopend', fr: 'Croissant' } },
            { value: 'desc', label: { en: 'Descending', nl: 'Aflopend', fr: 'Décroissant' } },
          ],
        } as Field
      if (field.name === 'fields')
        return {
          ...field,
          admin: { ...field.admin, condition: (data: { collectionSlug?: unknown }) => data?.collectionSlug !== 'submissions' },
        } as Field
      return 'fields' in field && Array.isArray(field.fields) ? ({ ...field, fields: offeredFields(field.fields) } as Field) : field
    })
}

const staffExportCollection = ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
  ...collection,
  labels: { singular: { en: 'Export', nl: 'Export', fr: 'Export' }, plural: { en: 'Exports', nl: 'Exports', fr: 'Exports' } },
  access: { read: staffOnly, create: staffOnly, delete: staffOnly, update: () => false },
  // Titled by its file name: without it the drawer's heading read "[Zonder titel]".
  admin: { ...collection.admin, useAsTitle: 'name', hidden: ({ user }) => user?.collection !== 'users' },
  // The period first: it is what staff choose, and the preview below shows its rows.
  fields: [...periodFields, ...offeredFields(collection.fields)],
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
const ACCOUNT_FIELDS = [
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

/** Leads as people read them, in the language of the staff member who exports (the request's admin language). */
const leadExport = {
  ...csvExport,
  hooks: {
    before: ({ originalData, req }: { originalData: unknown[]; req: PayloadRequest }) =>
      (originalData as ExportedLead[]).map((lead) => leadRow(lead, adminLanguage(req.i18n?.language))),
  },
}

const importExport = importExportPlugin({
  collections: (Object.keys(EXPORT_DATE_FIELDS) as ExportedSlug[]).map((slug) => ({
    slug,
    export: slug === 'submissions' ? leadExport : csvExport,
    import: false,
  })),
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
