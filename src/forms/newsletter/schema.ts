import { z } from 'zod'

import { email, formBase, optionalText } from '../shared/fields'

/** Form 12a, the newsletter sign-up: an e-mail address, a name if the visitor wants. */
export const newsletterSchema = z.object({
  ...formBase,
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: email(),
})
