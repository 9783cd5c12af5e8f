import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { nl } from '@payloadcms/translations/languages/nl'
import { buildConfig, type Config, type PayloadRequest } from 'payload'
import sharp from 'sharp'

import { staff } from './collections/access'
import { Advisors } from './collections/Advisors'
import { Appointments } from './collections/Appointments'
import { Articles } from './collections/Articles'
import { Categories } from './collections/Categories'
import { Claims } from './collections/Claims'
import { CrmImports } from './collections/CrmImports'
import { CRM_IMPORT_QUEUE } from './collections/CrmImports/statuses'
import { Cities } from './collections/Cities'
import { Demands } from './collections/Demands'
import { Emails } from './collections/Emails'
import { ListingWatches } from './collections/ListingWatches'
import { Media } from './collections/Media'
import { labelFolderFields } from './collections/Media/folderLabel'
import { Menus } from './collections/Menus'
import { Modules } from './collections/Modules'
import { Owners } from './collections/Owners'
import { Projects } from './collections/Projects'
import { Properties } from './collections/Properties'
import { redirectsPluginOptions } from './collections/Redirects'
import { seoPluginOptions } from './collections/fields/seo'
import { PropertyStats } from './collections/PropertyStats'
import { PropertyTypes } from './collections/PropertyTypes'
import { ReplyTemplates } from './collections/ReplyTemplates'
import { Submissions } from './collections/Submissions'
import { Testimonials } from './collections/Testimonials'
import { Attachments } from './collections/Attachments'
import { Translations } from './collections/Translations'
import { Users } from './collections/Users'
import { queryPresetsConfig } from './collections/QueryPresets'
import { isStaffUser } from './collections/access'
import { withBoundedReads } from './collections/hooks/boundedReads'
import { withCheckedQueryValues } from './collections/hooks/queryValues'
import { databaseUnreachable } from './collections/hooks/databaseUnreachable'
import { uploadTooLarge } from './collections/hooks/uploadTooLarge'
import { siteEditor } from './collections/fields/richText'
import { BELGIAN_DATE_TIME, withBelgianDates } from './collections/fields/dates'
import { withDraftControls, withGlobalDraftControls } from './collections/versions'
import { exportsPlugin } from './collections/Exports/plugin'
import { Footer } from './globals/Footer'
import { Header } from './globals/Header'
import { Popup } from './globals/Popup'
import { SiteSettings } from './globals/SiteSettings'
import { TopBar } from './globals/TopBar'
import { databaseAdapter } from './src/db'
import { storagePlugins } from './src/storage'
import { emailAdapter } from './src/email/adapter'
import { payloadLogger } from './src/ops/requestLog'
import { graphqlBoundsRule } from './src/api/graphqlBounds'
import { EMAIL_QUEUE } from './src/email/queue'
import { sendEmailTask } from './src/email/sendEmailTask'
import { crmImportTask } from './crm/importJob'
import { releaseStaleJobs } from './src/jobs/lease'
import { SCHEDULED_PUBLISH_QUEUE } from './src/jobs/scheduledPublish'
import { adminOrigins } from './src/security/adminOrigins'
import { unreadablePayloadField } from './src/security/requestBody'
import { validationDetails } from './src/api/validationDetails'
import { payloadUploadOptions } from './src/lib/uploadLimits'
import { warnWhenCaptchaDisabled } from './src/security/captchaWarning'
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/locales'
import { pluginTexts } from './src/i18n/admin/pluginTexts'
import { mergeTexts, versionTexts } from './src/i18n/admin/versionTexts'
import { clientSchemaMapPerRequest } from './src/i18n/admin/clientSchemaMap'
import { fieldLabelsInEachLanguageOf, labelsInEachLanguage } from './src/i18n/admin/adminText'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// The version compare's labels in the reader's admin language, not the first reader's (issue 36.8).
clientSchemaMapPerRequest()

/**
 * @payloadcms/plugin-seo for its generate endpoints, texts and components only: it would append a
 * second `meta` group to every collection, while ours place their own (collections/fields/seo.ts:
 * the menus' group predates the plugin and keeps its field names and data).
 */
const seoEndpoints =
  (options: typeof seoPluginOptions) =>
  (config: Config): Config => ({ ...seoPlugin(options)(config), collections: config.collections })

export default buildConfig({
  serverURL: process.env.SERVER_URL || '',
  // The admin works from every host it is served on (issue 15, point 8): Payload takes the session cookie
  // of a save only from an Origin on this list, which was SERVER_URL alone, so an admin opened under the
  // server's other name (localhost for 127.0.0.1) had every save refused (403). The list stays explicit:
  // src/security/adminOrigins.ts.
  csrf: adminOrigins(process.env.SERVER_URL, process.env.ADMIN_ORIGINS),
  secret: process.env.PAYLOAD_SECRET || '',
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Kempen Vastgoed' },
    // 28-11-2026 14:05 in lists, version lists and the sidebar's dates (issue 36, point 3), not Payload's
    // "November 28th 2026, 2:05 PM"; date fields' own pickers: collections/fields/dates.ts.
    dateFormat: BELGIAN_DATE_TIME,
    // Payload's own account icon, not Gravatar's (Payload's default): the header's avatar was a broken
    // image wherever gravatar.com cannot be reached, and it sent a hash of each staff address to it.
    avatar: 'default',
    // What needs doing today: new leads, testimonials to review, this week's visits, failing e-mails.
    components: {
      beforeDashboard: ['/src/admin/dashboard/LeadsPanel#LeadsPanel'],
      // The staff second factor (src/auth/twoFactor.ts): the login with its code step, the enrolment
      // page, the gate that sends a session owing its enrolment there, and the nav's link to it.
      views: {
        login: { Component: '/src/admin/twoFactor/LoginView#LoginView', path: '/login' },
        twoFactor: { Component: '/src/admin/twoFactor/TwoFactorView#TwoFactorView', path: '/two-factor' },
      },
      providers: ['/src/admin/twoFactor/EnrolmentGate#EnrolmentGate'],
      afterNavLinks: ['/src/admin/twoFactor/NavLink#TwoFactorNavLink'],
    },
    // Scheduled publishing (drafts, collections/versions.ts) in the agency's time, wherever staff are.
    timezones: {
      defaultTimezone: 'Europe/Brussels',
      supportedTimezones: ({ defaultTimezones }) =>
        defaultTimezones.some((zone) => zone.value === 'Europe/Brussels')
          ? defaultTimezones
          : [{ label: 'Brussels', value: 'Europe/Brussels' }, ...defaultTimezones],
    },
  },
  // Saved filters of the lists ("New leads", "My leads", "For sale, published"): collections/QueryPresets.
  queryPresets: queryPresetsConfig,
  // Media in folders (issue 36.6), so thousands of CRM photos are not one flat list; the CRM import files
  // its photos in a folder of its own (crm/importer/media.ts). Payload lets any logged-in account use its
  // folder collection: here only staff, as for the media themselves.
  folders: {
    collectionSpecific: false,
    collectionOverrides: [
      ({ collection }) => ({
        ...collection,
        labels: { singular: { en: 'Folder', nl: 'Map', fr: 'Dossier' }, plural: { en: 'Folders', nl: 'Mappen', fr: 'Dossiers' } },
        access: { read: staff, readVersions: staff, create: staff, update: staff, delete: staff },
      }),
    ],
  },
  collections: [
    Properties,
    Projects,
    PropertyTypes,
    Cities,
    Menus,
    Modules,
    Articles,
    Categories,
    Testimonials,
    Advisors,
    Media,
    Translations,
    Submissions,
    ReplyTemplates,
    Attachments,
    Demands,
    ListingWatches,
    Appointments,
    PropertyStats,
    CrmImports,
    Emails,
    Claims,
    Owners,
    Users,
  ].map(withBoundedReads),
  globals: [Header, Footer, TopBar, Popup, SiteSettings],
  plugins: [
    seoEndpoints(seoPluginOptions),
    // The redirects collection comes from the plugin, with the same bounded reads as the others.
    redirectsPlugin(redirectsPluginOptions),
    (config) => ({ ...config, collections: config.collections?.map((c) => (c.slug === 'redirects' ? withBoundedReads(c) : c)) }),
    // CSV exports of leads, appointments and demands (collections/Exports/plugin.ts).
    exportsPlugin(),
    // Media and private uploads on S3-compatible storage when S3_BUCKET is set (src/storage.ts).
    ...storagePlugins(),
    // Last, so that plugins' collections get it too: ids and where values the database cannot compare
    // are a 404 or a 400 naming the value, not a 500 (collections/hooks/queryValues.ts); and collection
    // and field labels Payload reads in the reader's language everywhere (src/i18n/admin/adminText.ts).
    (config) => ({
      ...config,
      collections: config.collections?.map(withCheckedQueryValues).map(labelsInEachLanguage).map(fieldLabelsInEachLanguageOf),
      globals: config.globals?.map(fieldLabelsInEachLanguageOf),
    }),
    // Belgian dates in every date field's picker and cell (collections/fields/dates.ts), and the Publish
    // button of drafts (collections/versions.ts), plugins' collections included.
    (config) => ({
      ...config,
      collections: config.collections?.map((collection) => withDraftControls(withBelgianDates(collection))),
      globals: config.globals?.map((global) => withGlobalDraftControls(withBelgianDates(global))),
    }),
  ],
  localization: {
    locales: [
      { code: 'nl', label: 'Nederlands' },
      { code: 'fr', label: 'Français' },
      { code: 'en', label: 'English' },
      { code: 'de', label: 'Deutsch', fallbackLocale: DEFAULT_LOCALE },
    ].filter((l) => (LOCALES as readonly string[]).includes(l.code)),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  // pluginTexts: the Dutch of plugin texts that ship without it; versionTexts: restoring a version publishes
  // it, and a failed restore says why (src/i18n/admin/versionTexts.ts).
  i18n: { supportedLanguages: { en, nl, fr }, fallbackLanguage: 'en', translations: mergeTexts(pluginTexts, versionTexts) },
  editor: siteEditor,
  db: databaseAdapter(),
  email: emailAdapter(),
  // JSON lines with the request's id in production (src/ops/requestLog.ts).
  logger: payloadLogger(),
  // A large upload whose _payload is not JSON is a 400, like a small one (src/security/requestBody.ts);
  // a file over Payload's upload limit a 413 that names the limit (collections/hooks/uploadTooLarge.ts);
  // a database that cannot be reached a 503 that says so (collections/hooks/databaseUnreachable.ts).
  hooks: { afterError: [unreadablePayloadField, validationDetails, uploadTooLarge, databaseUnreachable] },
  // Payload's own limits are the largest upload's (its defaults refused a 25 MB CRM export with a 500);
  // each route's own limit is the request body limit in front of it (src/security/bodyLimit.ts).
  upload: payloadUploadOptions(),
  jobs: {
    tasks: [sendEmailTask, crmImportTask],
    // Payload's concurrency keys (a `concurrencyKey` on each job): the CRM imports run one at a time (crm/importJob.ts).
    enableConcurrencyControl: true,
    // Only staff may run, queue or cancel jobs through the API (owners and demanders are logged-in users too).
    access: { run: ({ req }) => isStaffUser(req), queue: ({ req }) => isStaffUser(req), cancel: ({ req }) => isStaffUser(req) },
    // The server (getPayload with cron: true) sends due e-mails every 10 seconds; forms also run the queue right after answering.
    // Scheduled publish and unpublish (drafts, collections/versions.ts) are Payload's `schedulePublish`
    // jobs on the `default` queue, due at their `waitUntil`: checked every 10 seconds too.
    autoRun: [
      { cron: '*/10 * * * * *', queue: EMAIL_QUEUE, limit: 50, silent: true },
      { cron: '*/10 * * * * *', queue: SCHEDULED_PUBLISH_QUEUE, limit: 20, silent: true },
      // CRM exports uploaded in the admin (collections/CrmImports): one per run, and a run never starts a
      // second import while one is processing (its concurrency key), however long it takes.
      { cron: '*/10 * * * * *', queue: CRM_IMPORT_QUEUE, limit: 1, silent: true },
    ],
    // Payload calls this before every cron run: the place to hand back the jobs of a killed worker,
    // which Payload itself would leave `processing` for ever (src/jobs/lease.ts).
    shouldAutoRun: async (payload) => {
      if (process.env.JOBS_AUTORUN === 'false') return false
      await releaseStaleJobs(payload).catch((error: unknown) =>
        payload.logger.error({ err: error, msg: 'Jobs: releasing stale jobs failed' }),
      )
      return true
    },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      admin: { ...defaultJobsCollection.admin, hidden: ({ user }) => user?.collection !== 'users', group: 'Settings' },
    }),
  },
  // CSV exports of leads, visits and demands (collections/Exports/plugin.ts).
  sharp,
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    // Payload regenerates the types in a child process at every start outside production: under next dev that
    // keeps them current while the schema is edited. Tests, the seed and scripts start Payload dozens of times per
    // run and each start cost a process loading the whole config, writing src/payload-types.ts while the build or
    // the type check read it. npm test checks the committed file against the schema instead (scripts/test.sh).
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  // The bounded API (src/api/readBounds.ts): depth 2 at most for everyone (staff included: nothing needs
  // more), REST page sizes in collections/hooks/boundedReads.ts, GraphQL's on the query itself.
  maxDepth: 2,
  // A refused oversized read or a filter on a field the reader may not query is the client's mistake,
  // not a fault: logged at info (collections/hooks/boundedReads.ts, queryValues.ts, field access in collections/).
  loggingLevels: {
    ReadBoundsError: 'info',
    QueryValueError: 'info',
    QueryError: 'info',
    SecondFactorError: 'info',
  } as Config['loggingLevels'],
  graphQL: {
    schemaOutputFile: path.resolve(dirname, 'src/generated-schema.graphql'),
    // Payload's defaults, written out because the issue depends on them: no playground in production,
    // complexity capped (relationship fields count 10). Staff are exempt from the limit and depth rule.
    disablePlaygroundInProduction: true,
    maxComplexity: 1000,
    validationRules: (args) =>
      isStaffUser((args.contextValue as { req?: PayloadRequest } | undefined)?.req ?? { user: null })
        ? []
        : [graphqlBoundsRule(args.variableValues)],
  },
  telemetry: false,
  onInit: async (payload) => {
    warnWhenCaptchaDisabled(payload.logger)
  },
}).then(labelFolderFields)
