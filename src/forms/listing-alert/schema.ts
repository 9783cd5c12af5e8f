import { z } from 'zod'

import { email, formBase, propertyRef } from '../shared/fields'

/** "Volg deze woning" (issue point 5): an e-mail address for alerts about one listing, no account. */
export const listingAlertSchema = z.object({
  ...formBase,
  property: propertyRef(),
  email: email(),
})
