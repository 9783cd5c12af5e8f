import type { CollectionConfig, Field } from 'payload'

import { ADMIN_GROUPS } from '../../src/i18n/admin/labels'
import { staff } from '../access'
import { stampedMoment, stampedUser, workflowStatus } from '../fields/records'
import { privateUploadsDir } from '../privateUploads'
import { queueImport, refuseLargeFile, startQueued } from './hooks/lifecycle'
import { CRM_IMPORT_FAILURES, CRM_IMPORT_STATUSES } from './statuses'

const tally = (name: string): Field => ({
  name,
  type: 'group',
  fields: [
    { name: 'created', type: 'number' },
    { name: 'updated', type: 'number' },
    { name: 'unchanged', type: 'number' },
  ],
})

/**
 * CRM exports staff upload in the admin (issue 18.5): each upload queues a `crmImport` job
 * (crm/importJob.ts) that runs the same importer as `npm run import`, writes its progress and report
 * here and refreshes the site's cache in its own process. Staff only, for reading too: an export holds
 * owners' addresses and unpublished listings. The file stays private (Payload's API after the read
 * access; on S3 the private bucket, src/storage.ts). An import is never edited: a new export is a new upload.
 *
 * What the job writes is hidden from Payload's own form (the progress view, src/admin/crmImports, shows
 * it, polling the REST API) except the sidebar's status, times and uploader, which are read-only.
 */
export const CrmImports: CollectionConfig = {
  slug: 'crm-imports',
  labels: {
    singular: { en: 'CRM import', nl: 'CRM-import', fr: 'Import CRM' },
    plural: { en: 'CRM imports', nl: 'CRM-imports', fr: 'Imports CRM' },
  },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'status', 'uploadedBy', 'createdAt', 'finishedAt'],
    group: ADMIN_GROUPS.listings,
    description: {
      en: 'Upload a CRM export (JSON). It is imported in the background, one at a time; this page shows the progress and the rows that could not be imported. The site shows the result at once.',
      nl: 'Laad een CRM-export (JSON) op. Hij wordt op de achtergrond ingelezen, één tegelijk; deze pagina toont de voortgang en de rijen die niet ingelezen konden worden. De site toont het resultaat meteen.',
      fr: 'Téléversez un export du CRM (JSON). Il est importé en arrière-plan, un à la fois ; cette page montre la progression et les lignes qui n’ont pas pu être importées. Le site montre le résultat aussitôt.',
    },
    hidden: ({ user }) => user?.collection !== 'users',
  },
  defaultSort: '-createdAt',
  // Written by staff once (the upload) and then only by the job (overrideAccess): no edits, no forged reports.
  access: { read: staff, create: staff, update: () => false, delete: staff },
  upload: {
    staticDir: `${privateUploadsDir()}/crm-imports`,
    mimeTypes: ['application/json'],
    // Downloads go through Payload's API (/api/crm-imports/file/…), which applies the read access above.
  },
  hooks: { beforeOperation: [refuseLargeFile], beforeChange: [startQueued], afterChange: [queueImport] },
  fields: [
    {
      name: 'progressView',
      type: 'ui',
      label: { en: 'Progress and report', nl: 'Voortgang en verslag', fr: 'Progression et rapport' },
      admin: { components: { Field: '/src/admin/crmImports/ImportProgress#ImportProgress' } },
    },
    workflowStatus(
      'queued',
      Object.entries(CRM_IMPORT_STATUSES).map(([value, label]) => ({ value, label: { ...label } })),
      { admin: { position: 'sidebar', readOnly: true } },
    ),
    stampedUser('uploadedBy', { en: 'Uploaded by', nl: 'Opgeladen door', fr: 'Téléversé par' }, { position: 'sidebar' }),
    stampedMoment('startedAt', { en: 'Started', nl: 'Gestart', fr: 'Commencé' }, { position: 'sidebar' }),
    stampedMoment('finishedAt', { en: 'Finished', nl: 'Afgelopen', fr: 'Terminé le' }, { position: 'sidebar' }),
    {
      name: 'progress',
      type: 'group',
      admin: { hidden: true },
      fields: [
        { name: 'stage', type: 'text' },
        { name: 'done', type: 'number' },
        { name: 'total', type: 'number' },
      ],
    },
    {
      // The importer's ImportReport without its lists (crm/importer/index.ts); its invalid rows and warnings follow.
      name: 'report',
      type: 'group',
      admin: { hidden: true },
      fields: [
        tally('types'),
        tally('cities'),
        tally('projects'),
        tally('properties'),
        { name: 'mediaCreated', type: 'number' },
        { name: 'typeCounts', type: 'number' },
        { name: 'cityCounts', type: 'number' },
        { name: 'demandAlerts', type: 'number' },
        { name: 'listingAlerts', type: 'number' },
        { name: 'unchanged', type: 'checkbox' },
      ],
    },
    { name: 'invalidCount', type: 'number', admin: { hidden: true } },
    {
      name: 'invalidRows',
      type: 'array',
      admin: { hidden: true },
      fields: [
        { name: 'list', type: 'text' },
        { name: 'position', type: 'number' },
        { name: 'rowId', type: 'text' },
        { name: 'reason', type: 'text' },
      ],
    },
    { name: 'warnings', type: 'array', admin: { hidden: true }, fields: [{ name: 'message', type: 'text' }] },
    {
      name: 'errorCode',
      type: 'select',
      admin: { hidden: true },
      options: Object.entries(CRM_IMPORT_FAILURES).map(([value, label]) => ({ value, label: { ...label } })),
    },
    { name: 'errorMessage', type: 'textarea', admin: { hidden: true } },
  ],
}
