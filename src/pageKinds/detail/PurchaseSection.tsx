import { pickTexts } from '@/i18n/clientTexts'
import { PurchaseCosts } from '@/properties/chunks'
import { purchaseTextKeys } from '@/properties/detail/purchaseLabels'
import { defaultLoan, DEFAULT_SITUATION } from '@/purchase/costs'

import type { PropertyPageData } from './propertyPageData'

/** The cost of buying a sale: the calculator island, rendered in full on the server. */
export function PurchaseSection({ data }: { data: PropertyPageData }) {
  const { t, rates, costSale } = data
  if (!rates || !costSale) return null
  return (
    <PurchaseCosts
      sale={costSale.sale}
      landShareSource={costSale.landShare?.source ?? null}
      rates={rates}
      initial={{
        situation: DEFAULT_SITUATION,
        day: costSale.day,
        loan: defaultLoan(costSale.sale.price, rates),
        rate: rates.defaults.mortgageRate,
        years: rates.defaults.termYears,
      }}
      texts={pickTexts(t, purchaseTextKeys(costSale.sale.region, Boolean(costSale.sale.vat)))}
    />
  )
}
