import type { CollectionBeforeChangeHook } from 'payload'

import { nextPriceHistory } from '../../../src/listings/priceHistory'

/**
 * Records each new public asking price with its date (issue 37.6; rule in src/listings/priceHistory.ts).
 * Every save and every CRM import passes here; the history is computed, never taken from the request, so
 * neither the admin nor the API can write it.
 */
export const recordPriceHistory: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const previous = operation === 'update' && originalDoc ? originalDoc : null
  const has = (field: string) => Object.prototype.hasOwnProperty.call(data, field)
  data.priceHistory = nextPriceHistory(
    previous && {
      price: previous.price,
      publishPrice: previous.publishPrice,
      priceHistory: previous.priceHistory,
      since: previous.publishDate ?? previous.createdAt ?? null,
    },
    {
      price: has('price') ? data.price : previous?.price,
      publishPrice: has('publishPrice') ? data.publishPrice : previous?.publishPrice,
    },
    new Date(),
  )
  return data
}
