/**
 * npm run seed [-- --if-empty]
 * Builds the deterministic demo site: a generated CRM export (about 1,000 properties, 25 projects)
 * loaded through the importer, then staff, advisors, owners, articles, menus, globals and the
 * owners' statistics through the local API. With --if-empty it does nothing when data exists.
 */
// First: PAYLOAD_SECRET and the .env files, as npm start sets them, before any module reads them.
import '../cli/scriptEnv'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { generateCrmExport, PLAN_POOL_SIZE } from './generate/crm'
import { DEMO_OWNER_EMAILS } from './generate/crm'
import { writeSampleDocuments } from './generate/cli'
import { generateImagePool, generatePlanPool } from './generate/images'
import { createRng } from './generate/random'
import { printReport } from '../cli/import'
import { importCrmExport } from '../crm/importer'
import { scriptPayload } from '../cli/payload'
import { seedOwnerActivity, seedTestimonials } from './site/activity'
import { seedArticles, seedCategories } from './site/articles'
import { seedGlobals } from './site/globals'
import { mediaUploader } from './site/media'
import { seedMenus } from './site/menus'
import { seedReplyTemplates } from './site/replyTemplates'
import { ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, DEMO_OWNER_PASSWORD, seedAdvisors, seedOwners, seedStaff } from './site/people'

// SEED_DIR: two seeds at once (the browser tests' and the multi-instance test's, scripts/test.sh) each draw in their own.
export const SEED_DIR = path.resolve(process.env.SEED_DIR || 'data/seed')

async function isEmpty(payload: Payload): Promise<boolean> {
  const [users, properties] = await Promise.all([payload.count({ collection: 'users' }), payload.count({ collection: 'properties' })])
  return users.totalDocs === 0 && properties.totalDocs === 0
}

export async function seed(payload: Payload, options: { properties?: number; log?: (line: string) => void } = {}): Promise<void> {
  const log = options.log ?? console.log
  const started = Date.now()
  const step = (what: string) => log(`[seed ${((Date.now() - started) / 1000).toFixed(1)}s] ${what}`)

  step('generating images and the CRM export')
  await mkdir(SEED_DIR, { recursive: true })
  const pool = await generateImagePool(path.join(SEED_DIR, 'images'))
  await writeSampleDocuments(path.join(SEED_DIR, 'docs'))
  await generatePlanPool(path.join(SEED_DIR, 'plans'), PLAN_POOL_SIZE)
  const crm = generateCrmExport({ properties: options.properties })
  await writeFile(path.join(SEED_DIR, 'export.json'), JSON.stringify(crm))

  const upload = mediaUploader(payload, path.join(SEED_DIR, 'images'))
  const poolMedia = (index: number) => upload(pool[index % pool.length], '')

  step('staff, advisors and owners')
  await seedStaff(payload)
  const advisorIds = await seedAdvisors(payload, upload)
  await seedOwners(payload, DEMO_OWNER_EMAILS, [...advisorIds.values()])

  step(`importing ${crm.properties.length} property rows and ${crm.projects.length} project rows`)
  let lastStage = ''
  const report = await importCrmExport(payload, crm, {
    baseDir: SEED_DIR,
    // Demo data: nobody to alert.
    demandAlerts: false,
    onProgress: (stage, done, total) => {
      if (stage !== lastStage) step(`  import: ${stage} (${total})`)
      lastStage = stage
    },
  })
  printReport(report, log)

  // The home page's featured block: a handful of recent listings with photos.
  const featured = await payload.find({
    collection: 'properties',
    depth: 0,
    limit: 8,
    sort: '-publishDate',
    // Marquee 15 (coming soon) listings have no photos yet.
    where: { and: [{ status: { in: ['for-sale', 'for-rent'] } }, { marquee: { in: ['0', '1', '2'] } }] },
    select: { externalId: true },
  })
  for (const doc of featured.docs) {
    await payload.update({ collection: 'properties', id: doc.id, data: { featured: true }, depth: 0, context: { disableRevalidate: true } })
  }

  step('categories and articles')
  const categoryIds = await seedCategories(payload)
  const articleCounts = await seedArticles(payload, categoryIds, poolMedia)

  step('pages, modules and globals')
  const banner = await poolMedia(0)
  const menuCounts = await seedMenus(payload, categoryIds, advisorIds, banner)
  await seedGlobals(payload, upload, path.join(SEED_DIR, 'images'), [await poolMedia(0), await poolMedia(1), await poolMedia(2)])

  step('owner statistics, enquiries, visits and testimonials')
  const activity = await seedOwnerActivity(payload, createRng(2026))
  const testimonials = await seedTestimonials(payload)
  const replyTemplates = await seedReplyTemplates(payload)

  const count = async (collection: Parameters<Payload['count']>[0]['collection'], where?: Parameters<Payload['count']>[0]['where']) =>
    (await payload.count({ collection, where })).totalDocs
  const summary = {
    properties: await count('properties'),
    forSale: await count('properties', { goal: { equals: 'sale' } }),
    forRent: await count('properties', { goal: { equals: 'rent' } }),
    sold: await count('properties', { status: { equals: 'sold' } }),
    rented: await count('properties', { status: { equals: 'rented' } }),
    underOption: await count('properties', { status: { equals: 'under-option' } }),
    projects: await count('projects'),
    projectUnits: await count('properties', { project: { exists: true } }),
    types: await count('property-types'),
    cities: await count('cities'),
    menus: menuCounts.menus,
    modules: menuCounts.modules,
    articles: articleCounts,
    advisors: advisorIds.size,
    owners: DEMO_OWNER_EMAILS.length,
    media: await count('media'),
    ...activity,
    testimonials,
    replyTemplates,
  }
  step('done')
  log(JSON.stringify(summary, null, 2))
}

async function main(): Promise<void> {
  const ifEmpty = process.argv.includes('--if-empty')
  const sizeArg = process.argv.find((arg) => arg.startsWith('--properties='))
  const payload = await scriptPayload()
  if (!(await isEmpty(payload))) {
    console.log(
      ifEmpty ? 'Database already has data: not seeding.' : 'Database is not empty: seed only runs on an empty database (delete it first).',
    )
    await payload.destroy()
    process.exit(ifEmpty ? 0 : 1)
  }
  await seed(payload, { properties: sizeArg ? Number(sizeArg.split('=')[1]) : undefined })
  // A password given in the environment is the operator's own: it is named, not written into a log.
  console.log(`\nAdmin login: ${ADMIN_EMAIL} / ${process.env.SEED_ADMIN_PASSWORD ? '(SEED_ADMIN_PASSWORD)' : DEFAULT_ADMIN_PASSWORD}`)
  console.log(`Demo owners: ${DEMO_OWNER_EMAILS[0]} … / ${DEMO_OWNER_PASSWORD}`)
  await payload.destroy()
  process.exit(0)
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('seed', 'run.ts'))) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
