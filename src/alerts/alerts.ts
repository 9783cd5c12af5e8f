import type { Payload, PayloadRequest } from 'payload'

import { queueEmail } from '../email/queue'
import { emailTexts } from '../email/texts'
import { siteOrigin } from '../lib/siteOrigin'
import { siteName } from '../email/texts'
import { isLocale, type Locale } from '../i18n/locales'
import { relationId } from '../lib/relation'
import { priceIsPublic } from '../listings/publicPrice'
import { alertEmail } from './alertEmail'
import { listingLinks } from './listingUrl'
import { matchesDemand, townKey, type DemandCriteria, type ListingFacts } from './match'
import { unsubscribeUrl } from './unsubscribe'

const ids = (values: unknown): number[] => (Array.isArray(values) ? values.map(relationId).filter((id): id is number => id !== null) : [])

export interface AlertedProperty {
  id: number
  goal: 'sale' | 'rent'
  type?: unknown
  extraTypes?: unknown
  zip?: string | null
  city?: string | null
  price?: number | null
  publishPrice?: boolean | null
  priceUnit?: number | null
  bedrooms?: number | null
}

/** The city records of a listing's town: same postal code and the same name (without case or accents). */
async function cityIdsOf(payload: Payload, property: AlertedProperty, req?: PayloadRequest): Promise<number[]> {
  if (!property.zip) return []
  const { docs } = await payload.find({
    collection: 'cities',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    where: { zip: { equals: property.zip.trim() } },
    select: { name: true, zip: true },
  })
  const key = townKey(property.city, property.zip)
  return docs.filter((city) => townKey(city.name, city.zip) === key).map((city) => city.id)
}

/**
 * Queues an alert e-mail for every subscribed demand the listing matches (issue "Demand matching").
 * A system task, not a visitor's request: it reads demands with full access and only queues e-mails,
 * so a failing mail server never blocks the listing's save. Reads pass the save's `req`: inside its
 * transaction (PostgreSQL) the new listing is not visible to other connections yet. Returns the number of alerts queued.
 */
export async function queueDemandAlerts(payload: Payload, property: AlertedProperty, req?: PayloadRequest): Promise<number> {
  const cityIds = await cityIdsOf(payload, property, req)
  if (!cityIds.length) return 0
  const listing: ListingFacts = {
    goal: property.goal,
    typeIds: [relationId(property.type), ...ids(property.extraTypes)].filter((id): id is number => id !== null),
    cityIds,
    // "Price on request": unknown to the demander too, so a budget neither includes nor excludes it by
    // its hidden value (src/listings/publicPrice.ts); it answers only demands without a budget.
    price: priceIsPublic(property.publishPrice) && typeof property.price === 'number' ? property.price : null,
    bedrooms: typeof property.bedrooms === 'number' ? property.bedrooms : null,
  }
  const { docs } = await payload.find({
    collection: 'demands',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    where: {
      and: [{ subscribed: { equals: true } }, { 'criteria.goal': { equals: property.goal } }, { 'criteria.cities': { in: cityIds } }],
    },
    select: { email: true, firstName: true, lastName: true, language: true, criteria: true },
  })
  const matching = docs.filter((demand) => {
    const c = demand.criteria
    const criteria: DemandCriteria = {
      goal: c.goal,
      types: ids(c.types),
      cities: ids(c.cities),
      priceMin: c.priceMin,
      priceMax: c.priceMax,
      minBedrooms: c.minBedrooms,
    }
    return matchesDemand(listing, criteria)
  })
  if (!matching.length) return 0

  const localeOf = (language: unknown): Locale => (isLocale(language) ? language : 'nl')
  const origin = siteOrigin()
  const [links, site, t] = await Promise.all([
    listingLinks(payload, property.id, [...new Set(matching.map((d) => localeOf(d.language)))], origin, {
      req,
      overrideAccess: true,
    }),
    siteName(payload),
    emailTexts(payload),
  ])
  for (const demand of matching) {
    const locale = localeOf(demand.language)
    const link = links.get(locale)!
    const { subject, text } = alertEmail(
      {
        locale,
        name: [demand.firstName, demand.lastName].filter(Boolean).join(' '),
        siteName: site,
        listing: {
          ...link,
          city: property.city ?? null,
          price: listing.price,
          publishPrice: property.publishPrice !== false,
          priceUnit: property.priceUnit ?? null,
          goal: property.goal,
          bedrooms: listing.bedrooms,
        },
        unsubscribeUrl: unsubscribeUrl(payload, demand.id, locale, origin),
      },
      t,
    )
    await queueEmail(payload, { kind: 'demand-alert', to: demand.email, subject, text, locale })
  }
  return matching.length
}
