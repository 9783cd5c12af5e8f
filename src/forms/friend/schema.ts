import { z } from 'zod'

import { email, formBase, optionalText, propertyRef, requiredText } from '../shared/fields'

/**
 * The names go into the friend's e-mail (greeting, subject): letters, spaces, apostrophes, dots and
 * hyphens only, 60 at most, so a name cannot carry a link or an advertisement (issue 13.3).
 */
const NAME = /^[\p{L}\p{M}' .’-]*$/u
const name = (required: 'validation.required.firstName' | 'validation.required.lastName' | 'validation.required.friendFirstName') =>
  requiredText(required, 60).refine((value) => NAME.test(value), 'validation.invalid.name')
const optionalName = () => optionalText(60).refine((value) => NAME.test(value), 'validation.invalid.name')

/**
 * Form 7: send a property to a friend (spec section 3: friend's first name, last name and e-mail).
 * No message field: the e-mail carries only the property and the sender's name (issue 13.3).
 */
export const sendToFriendSchema = z.object({
  ...formBase,
  property: propertyRef(),
  firstName: name('validation.required.firstName'),
  lastName: name('validation.required.lastName'),
  email: email(),
  friendFirstName: name('validation.required.friendFirstName'),
  friendLastName: optionalName(),
  friendEmail: email('validation.required.friendEmail', 'validation.invalid.email'),
})
