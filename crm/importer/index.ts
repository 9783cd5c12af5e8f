import { createHash } from 'node:crypto'

import { createLocalReq, type CollectionSlug, type Payload, type PayloadRequest } from 'payload'

import type { CrmCity, CrmExport, CrmProject, CrmProperty, CrmPropertyType } from '../crm-format'
import { DEFAULT_LOCALE } from '../../src/i18n/locales'
import { isSoldOrRented } from '../../src/lib/marquee'
import { abortWork, beginWork, commitWork } from '../../src/lib/unitOfWork'
import { alertsOfListing, type ListingBefore } from './alerts'
import { recomputeCounts } from './counts'
import { projectData, projectTexts, propertyData, propertyTexts, type References } from './map'
import { importMedia } from './media'
import { cityRow, projectRow, propertyRow, reasonOf, translationRow, typeRow } from './validate'

export interface InvalidRow {
  list: string
  /** 1-based position of the row in its list. */
  position: number
  id?: number | string
  reason: string
}

export interface Tally {
  created: number
  updated: number
  unchanged: number
}

export interface ImportReport {
  types: Tally
  cities: Tally
  projects: Tally
  properties: Tally
  mediaCreated: number
  countUpdates: { types: number; cities: number }
  /** Alert e-mails queued for demands matching listings that came on offer or changed price. */
  demandAlerts: number
  /** Alerts to visitors following one listing (price drop, under option, sold). */
  listingAlerts: number
  invalid: InvalidRow[]
  /** Files left out, as `importWarning` writes them (collections/CrmImports/statuses.ts): `importWarningText` reads them. */
  warnings: string[]
  /** True when the import wrote nothing: the database already held this export. */
  unchanged: boolean
}

export interface ImportOptions {
  /**
   * Folder that relative picture and document paths start from (the export file's for the command line,
   * CRM_FILES_DIR for an upload in the admin); null: the import has none, and each such file is a warning.
   */
  baseDir: string | null
  /** Refuse relative paths that lead out of `baseDir` (an upload in the admin: crm/importJob.ts). */
  confineToBaseDir?: boolean
  onProgress?: (stage: string, done: number, total: number) => void
  /**
   * Alert the demanders a new or changed listing matches, as a staff save does (on by default: the CRM
   * export is how listings reach the site). The demo seed turns it off.
   */
  demandAlerts?: boolean
}

type Id = number | string
type Existing = Map<string, { id: Id; importHash?: string | null; doc: Record<string, unknown> }>
type WithLanguage = { language: string }

const tally = (): Tally => ({ created: 0, updated: 0, unchanged: 0 })
const hashOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('hex')
const QUIET = { disableRevalidate: true }

/** Rows of one entity in several languages, grouped by their key; the default language's row leads. */
function groupByKey<T extends WithLanguage>(rows: Array<{ row: T; position: number }>, keyOf: (row: T) => string) {
  const groups = new Map<string, Array<{ row: T; position: number }>>()
  for (const entry of rows) {
    const key = keyOf(entry.row)
    groups.set(key, [...(groups.get(key) ?? []), entry])
  }
  return groups
}

async function existingBy(
  payload: Payload,
  collection: CollectionSlug,
  keyOf: (doc: Record<string, unknown>) => string,
  select: Record<string, true>,
): Promise<Existing> {
  // Trashed rows too (`trash: true`): a listing staff moved to the trash keeps its CRM ID (unique), so
  // the import updates it where it lies instead of failing to create it again; restoring is staff's call.
  const result = await payload.find({
    collection,
    pagination: false,
    depth: 0,
    trash: true,
    select: { ...select, importHash: true } as never,
  })
  return new Map(
    result.docs.map((doc) => {
      const record = doc as unknown as Record<string, unknown>
      return [keyOf(record), { id: record.id as Id, importHash: record.importHash as string | null, doc: record }]
    }),
  )
}

/**
 * Create or update one document from its default-language data and its other languages' texts.
 * The hash of everything written is stored, so a second import of the same data writes nothing.
 *
 * The row, its translations, its hash and what `alongside` writes (a listing's demand alerts) are one
 * transaction: an import killed at any point leaves each document either fully written (hash and
 * alerts included) or untouched, so the re-run writes and alerts exactly what is missing. Before,
 * the hash was written before the translations and the alerts only at the very end: a crash left
 * rows whose hash said "done" without their translations or alerts, never repaired by a re-run.
 * Returns the document's id and what `alongside` returned.
 */
async function upsert<Extra = undefined>(
  payload: Payload,
  collection: CollectionSlug,
  existing: Existing,
  key: string,
  base: Record<string, unknown>,
  translations: Record<string, Record<string, unknown>>,
  count: Tally,
  /** The localized fields of `base` (its texts in the default language). */
  baseTexts: Record<string, unknown> = {},
  /** More writes in the document's transaction, once every language is written (pass `req` to each). */
  alongside?: (doc: Record<string, unknown>, req: PayloadRequest) => Promise<Extra>,
): Promise<{ id: Id; extra?: Extra }> {
  const importHash = hashOf({ base, translations })
  const found = existing.get(key)
  if (found && found.importHash === importHash) {
    count.unchanged++
    return { id: found.id }
  }
  const req = await createLocalReq({ context: QUIET }, payload)
  let doc: Record<string, unknown>
  let extra: Extra | undefined
  try {
    await beginWork(req)
    // The CRM decides what is public (its publish flag): an imported project is always a published
    // version, never a draft waiting for staff (collections with drafts, issue 15.1).
    const published = payload.collections[collection]?.config.versions?.drafts ? { _status: 'published' } : {}
    const data = { ...base, importHash, ...published } as never
    doc = (found
      ? // `trash: true`: a listing in the trash is updated where it lies (existingBy).
        await payload.update({ collection, id: found.id, data, locale: DEFAULT_LOCALE, depth: 0, context: QUIET, req, trash: true })
      : await payload.create({ collection, data, locale: DEFAULT_LOCALE, depth: 0, context: QUIET, req })) as unknown as Record<
      string,
      unknown
    >
    // The other languages only add plain texts (slugs already made). A full update per language would
    // re-validate and rewrite the whole listing each time, so every localized text is written once, in
    // all languages together, in the adapters' own all-locales shape ({ title: { nl, fr, en } }).
    const languages = Object.keys(translations)
    if (languages.length) {
      const keys = new Set([...Object.keys(baseTexts), ...languages.flatMap((l) => Object.keys(translations[l]))])
      const data = Object.fromEntries(
        [...keys].map((field) => [
          field,
          { [DEFAULT_LOCALE]: baseTexts[field] ?? null, ...Object.fromEntries(languages.map((l) => [l, translations[l][field] ?? null])) },
        ]),
      )
      await payload.db.updateOne({ collection, id: doc.id as Id, data, req, returning: false })
    }
    if (alongside) extra = await alongside(doc, req)
    await commitWork(req)
  } catch (error) {
    await abortWork(req).catch(() => undefined)
    throw error
  }
  if (found) count.updated++
  else count.created++
  existing.set(key, { id: doc.id as Id, importHash, doc })
  return { id: doc.id as Id, extra }
}

/**
 * Splits rows into valid ones and reported ones. The default-language row of an entity must pass the
 * full check; rows in other languages only need their id and language.
 */
function validRows<T extends WithLanguage>(
  list: string,
  rows: T[] | undefined,
  check: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  idOf: (row: T) => number | string | undefined,
  invalid: InvalidRow[],
): Array<{ row: T; position: number }> {
  const valid: Array<{ row: T; position: number }> = []
  ;(rows ?? []).forEach((row, index) => {
    const isBase = !row || row.language === DEFAULT_LOCALE || row.language === undefined
    const result = (isBase ? check : translationRow).safeParse(row)
    if (result.success) valid.push({ row, position: index + 1 })
    else invalid.push({ list, position: index + 1, id: row ? idOf(row) : undefined, reason: reasonOf(result.error as never) })
  })
  return valid
}

function splitLanguages<T extends WithLanguage>(
  list: string,
  group: Array<{ row: T; position: number }>,
  invalid: InvalidRow[],
  id: number | string,
): { base: T; others: T[] } | undefined {
  const base = group.find((entry) => entry.row.language === DEFAULT_LOCALE)
  if (!base) {
    invalid.push({ list, position: group[0].position, id, reason: `No entry in the default language (${DEFAULT_LOCALE})` })
    return undefined
  }
  return { base: base.row, others: group.filter((entry) => entry !== base && entry.row.language !== DEFAULT_LOCALE).map((e) => e.row) }
}

/** Imports a CRM export (spec section 7): upsert by external ID, idempotent, invalid rows reported, counts recomputed. */
export async function importCrmExport(payload: Payload, crm: CrmExport, options: ImportOptions): Promise<ImportReport> {
  const progress = options.onProgress ?? (() => {})
  const report: ImportReport = {
    types: tally(),
    cities: tally(),
    projects: tally(),
    properties: tally(),
    mediaCreated: 0,
    countUpdates: { types: 0, cities: 0 },
    demandAlerts: 0,
    listingAlerts: 0,
    invalid: [],
    warnings: [],
    unchanged: false,
  }
  const { invalid, warnings } = report

  // Validate everything first so references resolve against valid rows only.
  const typeRows = validRows<CrmPropertyType>('webIDs', crm.webIDs, typeRow, (r) => r.WebID, invalid)
  const projectRows = validRows<CrmProject>('projects', crm.projects, projectRow, (r) => r.ID, invalid)
  const propertyRows = validRows<CrmProperty>('properties', crm.properties, propertyRow, (r) => r.ID, invalid)
  const cityLists: Array<[string, CrmCity[] | undefined]> = [
    ['citys', crm.citys],
    ['citysSale', crm.citysSale],
    ['citysRent', crm.citysRent],
  ]

  // 1. Property types, keyed by WebID.
  progress('types', 0, typeRows.length)
  const typeIdByWebId = new Map<number, Id>()
  const existingTypes = await existingBy(payload, 'property-types', (d) => String(d.webId), { webId: true })
  for (const [webId, group] of groupByKey(typeRows, (r) => String(r.WebID))) {
    const split = splitLanguages('webIDs', group, invalid, webId)
    if (!split) continue
    const { base, others } = split
    const { id } = await upsert(
      payload,
      'property-types',
      existingTypes,
      webId,
      { name: base.Name, webId: base.WebID, showOrder: base.ShowOrder, sale: base.Sale ?? true, rent: base.Rent ?? false },
      Object.fromEntries(others.map((row) => [row.language, { name: row.Name }])),
      report.types,
      { name: base.Name },
    )
    typeIdByWebId.set(base.WebID, id)
  }

  // 2. Cities: the three city lists plus every town a listing is in, keyed by zip and name.
  const towns = new Map<string, { name: string; zip: string; countryId?: number; lat: number[]; lng: number[] }>()
  const townKey = (zip: string | number, name: string) => `${zip}|${name.trim().toLowerCase()}`
  for (const [list, rows] of cityLists) {
    ;(rows ?? []).forEach((row, index) => {
      const result = cityRow.safeParse(row)
      if (!result.success) {
        invalid.push({ list, position: index + 1, id: row?.Name, reason: reasonOf(result.error) })
        return
      }
      const key = townKey(row.Zip, row.Name)
      if (!towns.has(key)) towns.set(key, { name: row.Name.trim(), zip: String(row.Zip), countryId: row.CountryID, lat: [], lng: [] })
    })
  }
  for (const { row } of propertyRows) {
    // A listing without a municipality adds no town.
    if (row.language !== DEFAULT_LOCALE || !row.City?.trim()) continue
    const key = townKey(row.Zip, row.City)
    const town = towns.get(key) ?? { name: row.City.trim(), zip: String(row.Zip), countryId: row.CountryID, lat: [], lng: [] }
    if (typeof row.Latitude === 'number' && typeof row.Longitude === 'number') {
      town.lat.push(row.Latitude)
      town.lng.push(row.Longitude)
    }
    towns.set(key, town)
  }
  const existingCities = await existingBy(payload, 'cities', (d) => townKey(String(d.zip), String(d.name)), { zip: true, name: true })
  const mean = (values: number[]) =>
    values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 1e5) / 1e5 : undefined
  let townsDone = 0
  for (const [key, town] of towns) {
    await upsert(
      payload,
      'cities',
      existingCities,
      key,
      {
        name: town.name,
        zip: town.zip,
        countryId: town.countryId ? String(town.countryId) : '10',
        latitude: mean(town.lat),
        longitude: mean(town.lng),
      },
      {},
      report.cities,
    )
    progress('cities', ++townsDone, towns.size)
  }

  // 3. Pictures and documents, stored once each.
  const pictures = [...projectRows, ...propertyRows].flatMap(({ row }) => {
    if (row.language !== DEFAULT_LOCALE) return []
    const list = [...(row.Pictures ?? [])]
    const small = (row as CrmProperty).SmallPictureItem
    if (small) list.unshift(small)
    return list
  })
  const documents = [...projectRows, ...propertyRows].flatMap(({ row }) => (row.language === DEFAULT_LOCALE ? (row.Documents ?? []) : []))
  progress('media', 0, pictures.length + documents.length)
  const media = await importMedia(
    payload,
    pictures,
    documents,
    { dir: options.baseDir, confined: options.confineToBaseDir ?? false },
    (message, detail) => {
      warnings.push(message)
      payload.logger.warn(`CRM import: ${message}: ${detail}`)
    },
    (done) => progress('media', done, pictures.length + documents.length),
  )
  progress('media', pictures.length + documents.length, pictures.length + documents.length)
  report.mediaCreated = media.created

  // 4. People the listings point at: advisors and owners exist before an import (they are accounts, not CRM data).
  const [advisors, owners] = await Promise.all([
    payload.find({ collection: 'advisors', pagination: false, depth: 0, select: { email: true } }),
    payload.find({ collection: 'owners', pagination: false, depth: 0, select: { email: true } }),
  ])
  const refs: References = {
    typeIdByWebId,
    projectIdByExternalId: new Map(),
    advisorIdByEmail: new Map(advisors.docs.map((d) => [String(d.email).toLowerCase(), d.id])),
    ownerIdByEmail: new Map(owners.docs.map((d) => [String(d.email).toLowerCase(), d.id])),
    mediaIdByPictureId: media.index.byPictureId,
    mediaIdByUrl: media.index.byUrl,
  }

  // 5. Projects, keyed by CRM ID.
  const existingProjects = await existingBy(payload, 'projects', (d) => String(d.externalId), { externalId: true })
  const projectGroups = groupByKey(projectRows, (r) => String(r.ID))
  let projectsDone = 0
  for (const [id, group] of projectGroups) {
    const split = splitLanguages('projects', group, invalid, id)
    if (split) {
      try {
        const translations = Object.fromEntries(split.others.map((row) => [row.language, projectTexts(row)]))
        const { id: docId } = await upsert(
          payload,
          'projects',
          existingProjects,
          id,
          projectData(split.base, refs),
          translations,
          report.projects,
          projectTexts(split.base),
        )
        refs.projectIdByExternalId.set(split.base.ID, docId)
      } catch (error) {
        invalid.push({ list: 'projects', position: group[0].position, id, reason: error instanceof Error ? error.message : String(error) })
      }
    }
    progress('projects', ++projectsDone, projectGroups.size)
  }

  // 6. Properties, keyed by CRM ID; a row whose type or project is unknown is reported, not guessed.
  const existingProperties = await existingBy(payload, 'properties', (d) => String(d.externalId), {
    externalId: true,
    deletedAt: true,
    published: true,
    status: true,
    price: true,
    publishPrice: true,
  })
  const propertyGroups = groupByKey(propertyRows, (r) => String(r.ID))
  let propertiesDone = 0
  for (const [id, group] of propertyGroups) {
    progress('properties', propertiesDone++, propertyGroups.size)
    const split = splitLanguages('properties', group, invalid, id)
    if (!split) continue
    const { base, others } = split
    const position = group.find((entry) => entry.row === base)!.position
    if (!typeIdByWebId.has(base.WebID)) {
      invalid.push({ list: 'properties', position, id, reason: `WebID: unknown property type ${base.WebID}` })
      continue
    }
    if (base.ProjectID && !refs.projectIdByExternalId.has(base.ProjectID)) {
      invalid.push({ list: 'properties', position, id, reason: `ProjectID: unknown project ${base.ProjectID}` })
      continue
    }
    try {
      const translations = Object.fromEntries(others.map((row) => [row.language, propertyTexts(row)]))
      const before = existingProperties.get(id)
      // A listing that came on offer or changed price alerts the demands it matches, in its own transaction.
      // None for a listing in the trash: it is not on offer.
      const alerts =
        options.demandAlerts === false || before?.doc.deletedAt
          ? undefined
          : (doc: Record<string, unknown>, req: PayloadRequest) =>
              alertsOfListing(payload, before ? (before.doc as ListingBefore) : null, doc, req)
      const { extra } = await upsert(
        payload,
        'properties',
        existingProperties,
        id,
        propertyData(base, refs),
        translations,
        report.properties,
        propertyTexts(base),
        alerts,
      )
      report.demandAlerts += extra?.demand ?? 0
      report.listingAlerts += extra?.listing ?? 0
    } catch (error) {
      invalid.push({ list: 'properties', position, id, reason: error instanceof Error ? error.message : String(error) })
    }
  }
  progress('properties', propertyGroups.size, propertyGroups.size)

  // 7. A project whose units are all sold or rented is sold out.
  await markSoldOutProjects(payload, refs.projectIdByExternalId)

  // 8. Counts per language, from what the database now holds.
  progress('counts', 0, 1)
  report.countUpdates = await recomputeCounts(payload)
  progress('counts', 1, 1)

  // Report in export order, with numeric ids as numbers.
  for (const row of invalid) if (typeof row.id === 'string' && /^\d+$/.test(row.id)) row.id = Number(row.id)
  invalid.sort((a, b) => a.list.localeCompare(b.list) || a.position - b.position)

  const wrote = [report.types, report.cities, report.projects, report.properties].some((t) => t.created + t.updated > 0)
  report.unchanged = !wrote && report.mediaCreated === 0 && report.countUpdates.types + report.countUpdates.cities === 0
  return report
}

async function markSoldOutProjects(payload: Payload, projects: Map<number, Id>): Promise<void> {
  if (projects.size === 0) return
  const units = await payload.find({
    collection: 'properties',
    pagination: false,
    depth: 0,
    where: { project: { exists: true } },
    select: { project: true, status: true },
  })
  const open = new Map<Id, boolean>()
  for (const unit of units.docs) {
    const project = unit.project as Id
    const isOpen = !isSoldOrRented(unit.status)
    open.set(project, (open.get(project) ?? false) || isOpen)
  }
  const current = await payload.find({ collection: 'projects', pagination: false, depth: 0, select: { status: true } })
  for (const project of current.docs) {
    if (!open.has(project.id)) continue
    const status = open.get(project.id) ? 'available' : 'sold-out'
    if (project.status !== status) {
      await payload.update({ collection: 'projects', id: project.id, data: { status }, depth: 0, context: QUIET })
    }
  }
}
