/**
 * Marquee codes of the CRM (spec section 3 lists the values 0, 1, 2, 3, 4, 14, 15 without meaning).
 * The agency uses them as the badge on a listing; 3 and 4 also decide the display state.
 */
export const MARQUEE = {
  none: 0,
  new: 1,
  priceReduced: 2,
  underOption: 3,
  /** Sold for a sale listing, rented for a rental. */
  soldOrRented: 4,
  toTakeOver: 14,
  /** Listed before the photos are ready: such entries have no picture. */
  comingSoon: 15,
} as const

export const MARQUEE_CODES: readonly number[] = Object.values(MARQUEE)

export type PropertyStatus = 'for-sale' | 'for-rent' | 'sold' | 'rented' | 'under-option' | 'to-take-over'

/** Off the market for good: the "sold" list shows them, forms refuse enquiries, a project of only these is sold out. */
export const SOLD_OR_RENTED: readonly PropertyStatus[] = ['sold', 'rented']

export const isSoldOrRented = (status: string | null | undefined): boolean => SOLD_OR_RENTED.includes(status as PropertyStatus)

/** Display state of a listing from its goal and marquee (spec section 4, "Property display states"). */
export function propertyStatus(goal: 'sale' | 'rent', marquee: number): PropertyStatus {
  if (marquee === MARQUEE.soldOrRented) return goal === 'rent' ? 'rented' : 'sold'
  if (marquee === MARQUEE.underOption) return 'under-option'
  if (marquee === MARQUEE.toTakeOver) return 'to-take-over'
  return goal === 'rent' ? 'for-rent' : 'for-sale'
}
