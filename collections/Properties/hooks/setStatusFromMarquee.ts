import type { CollectionBeforeChangeHook } from 'payload'

import { propertyStatus } from '../../../src/lib/marquee'

/** The display state is never typed by hand: it follows from goal and marquee (spec section 4). */
export const setStatusFromMarquee: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const goal = (data.goal ?? originalDoc?.goal ?? 'sale') as 'sale' | 'rent'
  const marquee = Number(data.marquee ?? originalDoc?.marquee ?? 0)
  data.status = propertyStatus(goal, marquee)
  return data
}
