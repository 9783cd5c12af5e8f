import { z } from 'zod'

import { email, formBase, optionalText, propertyRef, requiredText } from '../shared/fields'

/** Form 7: send a property to a friend (spec section 3: friend's first name, last name and e-mail). */
export const sendToFriendSchema = z.object({
  ...formBase,
  property: propertyRef(),
  firstName: requiredText('validation.required.firstName', 100),
  lastName: requiredText('validation.required.lastName', 100),
  email: email(),
  friendFirstName: requiredText('validation.required.friendFirstName', 100),
  friendLastName: optionalText(100),
  friendEmail: email('validation.required.friendEmail', 'validation.invalid.email'),
  message: optionalText(2000),
})
