import type { Payload } from 'payload'

import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales'
import { relationId } from '../../src/lib/relation'

type Id = number | string
type GoalCounts = { sale: number; rent: number }
export type TypeCounts = Partial<Record<string, GoalCounts>>
export type CityCounts = Partial<Record<string, GoalCounts & { all: number }>>

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  }
  return JSON.stringify(value)
}

const townKey = (zip: unknown, name: unknown) => `${String(zip)}|${String(name).trim().toLowerCase()}`

/**
 * Per-language listing counts of every type and city (spec section 7: "counts per type and city are
 * computed per language"). A listing counts in a language when it has its own title there; every
 * published listing counts in the default language. A language in which no listing has a title of
 * its own (German) gets no counts, so the site falls back to the default language's.
 */
export async function recomputeCounts(payload: Payload): Promise<{ types: number; cities: number }> {
  const typeCounts = new Map<Id, TypeCounts>()
  const cityCounts = new Map<string, CityCounts>()

  for (const locale of LOCALES) {
    const listings = await payload.find({
      collection: 'properties',
      pagination: false,
      depth: 0,
      locale,
      fallbackLocale: false,
      where: { published: { equals: true } },
      select: { goal: true, type: true, extraTypes: true, zip: true, city: true, title: true },
    })
    const docs = locale === DEFAULT_LOCALE ? listings.docs : listings.docs.filter((d) => typeof d.title === 'string' && d.title)
    if (docs.length === 0) continue
    for (const doc of docs) {
      const goal = doc.goal === 'rent' ? 'rent' : 'sale'
      const typeIds = new Set(
        [relationId<Id>(doc.type), ...((doc.extraTypes as unknown[]) ?? []).map(relationId<Id>)].filter((id): id is Id => id !== null),
      )
      for (const id of typeIds) {
        const counts = typeCounts.get(id) ?? {}
        const count = (counts[locale] ??= { sale: 0, rent: 0 })
        count[goal]++
        typeCounts.set(id, counts)
      }
      const key = townKey(doc.zip, doc.city)
      const counts = cityCounts.get(key) ?? {}
      const count = (counts[locale] ??= { all: 0, sale: 0, rent: 0 })
      count[goal]++
      count.all++
      cityCounts.set(key, counts)
    }
  }

  const [types, cities] = await Promise.all([
    payload.find({ collection: 'property-types', pagination: false, depth: 0, select: { counts: true } }),
    payload.find({ collection: 'cities', pagination: false, depth: 0, select: { zip: true, name: true, counts: true } }),
  ])
  // PostgreSQL's jsonb reorders keys, so compare independent of key order.
  const same = (a: unknown, b: unknown) => stableJson(a ?? {}) === stableJson(b ?? {})
  let typeUpdates = 0
  let cityUpdates = 0
  for (const type of types.docs) {
    const counts = typeCounts.get(type.id) ?? {}
    if (same(type.counts, counts)) continue
    await payload.update({ collection: 'property-types', id: type.id, data: { counts }, depth: 0, context: { disableRevalidate: true } })
    typeUpdates++
  }
  for (const city of cities.docs) {
    const counts = cityCounts.get(townKey(city.zip, city.name)) ?? {}
    if (same(city.counts, counts)) continue
    await payload.update({ collection: 'cities', id: city.id, data: { counts }, depth: 0, context: { disableRevalidate: true } })
    cityUpdates++
  }
  return { types: typeUpdates, cities: cityUpdates }
}
