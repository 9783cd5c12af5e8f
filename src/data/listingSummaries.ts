import type { Payload } from 'payload'

import type { Locale } from '../i18n/locales'
import { todayInBelgium } from '../lib/belgianDay'
import { energyOf } from '../listings/facts'
import { availabilityOf, type ListingSummary, type SummaryItem } from '../listings/summary'
import { estimatedTotalCost } from '../purchase/listingSale'
import type { PurchaseRates } from '../purchase/rates'
import { propertyPath, type ListingSections } from '../routing/listingPaths'
import { readPropertyCards } from './propertyCards'

/** What the compare rows read beside the card's fields: public fields only (never street, number or coordinates). */
const compareSelect = {
  externalId: true,
  zip: true,
  countryId: true,
  mainTypeName: true,
  goal: true,
  surfaceLiving: true,
  surfaceTotal: true,
  surfaceGround: true,
  bathrooms: true,
  energyPerformance: true,
  epcLabelText: true,
  constructionYear: true,
  garden: true,
  surfaceGarden: true,
  terrace: true,
  surfaceTerrace: true,
  floodZone: true,
  gScore: true,
  pScore: true,
  vatValue: true,
} as const

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const bool = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null)
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * The shortlist's and compare page's view of up to 50 listings, by CRM id, in the order asked. Read with
 * the visitor's access (none): an unpublished or deleted listing is `gone`, a hidden address stays
 * hidden. Not cached: any combination of ids can be asked, and the route spends the read budget.
 */
export async function readListingSummaries(
  payload: Payload,
  ids: number[],
  locale: Locale,
  sections: ListingSections,
  rates: PurchaseRates,
): Promise<SummaryItem[]> {
  const where = { externalId: { in: ids } }
  const [{ cards }, details] = await Promise.all([
    readPropertyCards(payload, { where, sort: ['id'], page: 1, limit: ids.length }, locale),
    payload.find({
      collection: 'properties',
      locale,
      depth: 0,
      limit: ids.length,
      pagination: false,
      overrideAccess: false,
      where,
      select: compareSelect,
    }),
  ])
  const byId = new Map(details.docs.map((d) => [d.externalId, d]))
  const cardById = new Map(cards.map((c) => [c.externalId, c]))
  return ids.map((id): SummaryItem => {
    const card = cardById.get(id)
    const d = byId.get(id)
    if (!card || !d) return { id, availability: 'gone' }
    const energy = energyOf(d)
    const price = num(card.price)
    // The detail page's calculator in its starting situation: the same figure as that page's first view.
    const totalCost =
      card.goal === 'sale' && card.publishPrice !== false && card.status !== 'sold'
        ? estimatedTotalCost(
            {
              price,
              priceUnit: num(card.priceUnit),
              zip: d.zip,
              countryId: d.countryId,
              mainTypeName: d.mainTypeName,
              inProject: Boolean(card.project),
              constructionYear: num(d.constructionYear),
              vatValue: num(d.vatValue),
            },
            todayInBelgium(),
            rates,
          )
        : null
    const summary: ListingSummary = {
      id,
      availability: availabilityOf(card.status),
      status: card.status ?? null,
      title: card.title || card.typeName || '',
      city: card.city,
      href: propertyPath(sections, { ...card, mainTypeName: card.typeName }),
      photo: card.photo ?? null,
      goal: card.goal,
      price,
      publishPrice: bool(card.publishPrice),
      priceUnit: num(card.priceUnit),
      surfaceLiving: num(d.surfaceLiving),
      surfaceTotal: num(d.surfaceTotal),
      surfaceGround: num(d.surfaceGround),
      bedrooms: num(card.bedrooms),
      bathrooms: num(d.bathrooms),
      epcLabel: energy.labelText ?? null,
      epcValue: num(d.energyPerformance),
      constructionYear: num(d.constructionYear),
      garden: bool(d.garden),
      surfaceGarden: num(d.surfaceGarden),
      terrace: bool(d.terrace),
      surfaceTerrace: num(d.surfaceTerrace),
      floodZone: d.floodZone === 'none' || d.floodZone === 'possible' || d.floodZone === 'effective' ? d.floodZone : null,
      gScore: str(d.gScore),
      pScore: str(d.pScore),
      mentions: card.mentions ?? null,
      estimatedTotalCost: totalCost?.total ?? null,
      totalCostFrom: totalCost?.from ?? false,
    }
    return summary
  })
}
