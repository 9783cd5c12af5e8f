import type { PayloadRequest } from 'payload'

import type { CrmProperty } from '../../crm-format'
import { alertsOfListing, type ListingBefore } from '../alerts'
import { propertyData, propertyTexts, type References } from '../map'
import { groupByKey, splitLanguages } from '../rows'
import { failureOf, type ImportRun } from '../run'
import { existingBy, upsert, type Existing } from '../upsert'

/** Stage 6: properties, keyed by CRM ID; a row whose type or project is unknown is reported, not guessed. */
export async function importProperties(run: ImportRun, refs: References): Promise<void> {
  const { payload, rows, report, progress } = run
  const existingProperties = await existingBy(payload, 'properties', (d) => String(d.externalId), {
    externalId: true,
    deletedAt: true,
    published: true,
    status: true,
    price: true,
    publishPrice: true,
  })
  const propertyGroups = groupByKey(rows.properties, (r) => String(r.ID))
  let propertiesDone = 0
  for (const [id, group] of propertyGroups) {
    progress('properties', propertiesDone++, propertyGroups.size)
    const split = splitLanguages('properties', group, report.invalid, id)
    if (!split) continue
    const position = group.find((entry) => entry.row === split.base)!.position
    const unknown = unknownReference(split.base, refs)
    if (unknown) {
      report.invalid.push({ list: 'properties', position, id, reason: unknown })
      continue
    }
    try {
      await importProperty(run, refs, existingProperties, id, split)
    } catch (error) {
      report.invalid.push({ list: 'properties', position, id, reason: failureOf(error) })
    }
  }
  progress('properties', propertyGroups.size, propertyGroups.size)
}

/** Why a property cannot be linked: its type or its project is not in the export. */
function unknownReference(base: CrmProperty, refs: References): string | null {
  if (!refs.typeIdByWebId.has(base.WebID)) return `WebID: unknown property type ${base.WebID}`
  if (base.ProjectID && !refs.projectIdByExternalId.has(base.ProjectID)) return `ProjectID: unknown project ${base.ProjectID}`
  return null
}

/** One property in all its languages, with the alerts it sets off counted in the report. */
async function importProperty(
  { payload, report, demandAlerts }: ImportRun,
  refs: References,
  existingProperties: Existing,
  id: string,
  { base, others }: { base: CrmProperty; others: CrmProperty[] },
): Promise<void> {
  const translations = Object.fromEntries(others.map((row) => [row.language, propertyTexts(row)]))
  const before = existingProperties.get(id)
  // A listing that came on offer or changed price alerts the demands it matches, in its own transaction.
  // None for a listing in the trash: it is not on offer.
  const alerts =
    !demandAlerts || before?.doc.deletedAt
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
}
