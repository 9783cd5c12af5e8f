import type { Locale } from '../i18n/locales'
import {
  estimatePrice,
  readEstimateQuery,
  type EstimateField,
  type EstimateInput,
  type EstimateProblem,
  type EstimateQuery,
  type EstimateReference,
  type EstimateResult,
} from '../listings/estimate'
import { epcLetter } from '../listings/filterRules'
import { priceIsPublic } from '../listings/publicPrice'
import { propertyPath, type ListingSections } from '../routing/listingPaths'
import { getListingIndex } from './listingIndex'
import { choicesFor } from '../listings/searchChoices'
import { getSearchChoices, getTypeIds } from './listings'
import type { IndexedListing } from './propertyCards'

/**
 * The owner's instant estimate (src/listings/estimate.ts) from the agency's own references: the
 * published sale listings of the in-memory index, which is read with the visitor's (no) access, so a
 * hidden price is null there and never enters an estimate. Sold listings count as sales, the others
 * (for sale, under option, to take over) at their asking price; rentals not at all.
 */

const ASKING_STATUSES = new Set(['for-sale', 'under-option', 'to-take-over'])

/** A published listing as a reference, or null when it cannot be one (a rental, no public price or area). */
export function referenceOf(row: IndexedListing): EstimateReference | null {
  if (row.goal !== 'sale' || row.inProject) return null
  const kind = row.status === 'sold' ? 'sold' : row.status && ASKING_STATUSES.has(row.status) ? 'asking' : null
  if (!kind || !priceIsPublic(row.publishPrice) || !(typeof row.price === 'number' && row.price > 0)) return null
  if (!(typeof row.surfaceLiving === 'number' && row.surfaceLiving > 0) || !row.publishDate) return null
  return {
    id: row.externalId,
    zip: row.zip,
    typeIds: row.typeIds.map(Number),
    kind,
    price: row.price,
    area: row.surfaceLiving,
    bedrooms: typeof row.bedrooms === 'number' ? row.bedrooms : null,
    epc: epcLetter(row) ?? null,
    date: row.publishDate,
  }
}

/** A comparable as the page lists it: the estimate's figures plus its title, town and link. */
export interface ComparableView {
  id: number
  kind: 'sold' | 'asking'
  title: string
  city: string
  href: string
  price: number
  area: number
  bedrooms: number | null
  date: number
}

export type EstimateAnswer =
  (EstimateResult & { kind: 'too-few' }) | (Omit<EstimateResult & { kind: 'estimate' }, 'comparables'> & { comparables: ComparableView[] })

/**
 * The estimate for `input`, whose `type` is the property type's WebID (as the search's type choices
 * carry it); `now` in ms. An unknown type has no references: "too few".
 */
async function estimateFor(input: EstimateInput, locale: Locale, sections: ListingSections, now = Date.now()): Promise<EstimateAnswer> {
  const [index, typeIds] = await Promise.all([getListingIndex(locale), getTypeIds()])
  const typeId = new Map(typeIds).get(input.type)
  const byId = new Map<number, IndexedListing>()
  const references: EstimateReference[] = []
  for (const row of index.rows) {
    const reference = typeId === undefined ? null : referenceOf(row)
    if (!reference) continue
    references.push(reference)
    byId.set(reference.id, row)
  }
  const result = estimatePrice({ ...input, type: typeId ?? -1 }, references, now)
  if (result.kind === 'too-few') return result
  return {
    ...result,
    comparables: result.comparables.map((comparable) => {
      const row = byId.get(comparable.id)!
      return {
        id: comparable.id,
        kind: comparable.kind,
        title: row.title,
        city: row.city,
        href: propertyPath(sections, { ...row, project: null }),
        price: comparable.price,
        area: comparable.area,
        bedrooms: comparable.bedrooms,
        date: comparable.date,
      }
    }),
  }
}

export type EstimateReply =
  | { ok: false; problems: Partial<Record<EstimateField, EstimateProblem>> }
  | { ok: true; input: EstimateInput; answer: EstimateAnswer; town: string; kind: string }

/** "Mol [2400]" -> "Mol". */
const townName = (label: string) => label.replace(/\s*\[\d{4}\]$/, '')

/**
 * The answer to an estimate query (the valuation page's GET form, GET /api/site/estimate): each wrong
 * field named, a town or type the form does not offer for sale counting as a wrong value; else the
 * estimate with the town's and type's names.
 */
export async function answerEstimateQuery(query: EstimateQuery, locale: Locale, sections: ListingSections): Promise<EstimateReply> {
  const read = readEstimateQuery(query)
  if (!read.input) return { ok: false, problems: read.problems }
  const { input } = read
  const choices = await getSearchChoices(locale)
  const town = choicesFor(choices.cities, 'sale').find((option) => option.value === input.zip)
  const kind = choicesFor(choices.types, 'sale').find((option) => option.value === String(input.type))
  if (!town || !kind) return { ok: false, problems: { ...(town ? {} : { town: 'format' }), ...(kind ? {} : { kind: 'format' }) } }
  return { ok: true, input, answer: await estimateFor(input, locale, sections), town: townName(town.label), kind: kind.label }
}
