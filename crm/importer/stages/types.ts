import type { Id } from '../upsert'
import { existingBy, upsert } from '../upsert'
import { groupByKey, splitLanguages } from '../rows'
import type { ImportRun } from '../run'

/** Stage 1: property types, keyed by WebID. Returns each WebID's document id. */
export async function importTypes({ payload, rows, report, progress }: ImportRun): Promise<Map<number, Id>> {
  progress('types', 0, rows.types.length)
  const typeIdByWebId = new Map<number, Id>()
  const existingTypes = await existingBy(payload, 'property-types', (d) => String(d.webId), { webId: true })
  for (const [webId, group] of groupByKey(rows.types, (r) => String(r.WebID))) {
    const split = splitLanguages('webIDs', group, report.invalid, webId)
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
  return typeIdByWebId
}
