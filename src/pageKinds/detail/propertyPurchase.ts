import type { PropertyDetail } from '@/data/property'
import { getPurchaseRates } from '@/data/purchaseRates'
import { energyOf } from '@/listings/facts'
import { regionOf } from '@/lib/region'
import { listingSale } from '@/purchase/listingSale'
import { assumedDeedDate, renovationObligation } from '@/purchase/renovation'

/**
 * Issue points 3 and 4: the cost of buying (a sale with a published price, not sold yet) and the EPC's
 * renovation obligation, as of `today` (the day of this render; the live islands count from the
 * visitor's own today, a cached page ages).
 */
export async function propertyPurchase(
  property: PropertyDetail,
  { type, project, sold, today }: { type: { webId?: number | null } | null; project: object | null; sold: boolean; today: string },
) {
  const region = regionOf(property.zip, property.countryId)
  const buyable = property.goal === 'sale' && !sold && property.publishPrice !== false && (property.price ?? 0) > 0
  // The sale as the law taxes it (VAT or duty, land share, start day): the same rule as the compare page's.
  const costSale = buyable
    ? listingSale(
        {
          price: property.price,
          priceUnit: property.priceUnit,
          zip: property.zip,
          countryId: property.countryId,
          mainTypeName: property.mainTypeName,
          inProject: Boolean(project),
          constructionYear: property.constructionYear,
          typeWebId: type?.webId ?? null,
          vatValue: property.vatValue,
        },
        today,
      )
    : null
  const rates = costSale ? await getPurchaseRates() : null
  const energy = energyOf(property)
  // A house or an apartment: from 2035 their renovation targets differ (type 2 apartment, 3 studio).
  const home = type?.webId === 2 || type?.webId === 3 ? 'flat' : 'house'
  const renovationAnswer =
    property.goal === 'sale' && !sold ? renovationObligation({ region, label: energy.label, deedDate: assumedDeedDate(today), home }) : null
  const renovation = renovationAnswer?.kind === 'obligation' ? renovationAnswer : null
  return { region, buyable, costSale, rates, energy, home, renovation } as const
}
