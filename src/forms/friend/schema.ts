import { z } from 'zod'

import { email, formBase, optionalText, propertyRef, requiredText } from '../shared/fields'

/**
 * The names go into the friend's e-mail (greeting, subject): letters, spaces, apostrophes, dots and
 * hyphens only, 60 at most, so a name cannot carry a link or an advertisement (issue 13.3). Nor a bare
 * web address (issue 33.3: mail programs link www.spam.be and spam.be): no dot directly followed by two
 * letters, which leaves initials (J.P., St. Jans) as they are written.
 */
const NAME = /^[\p{L}\p{M}' .’-]*$/u
const DOMAIN_LIKE = /\.[\p{L}\p{M}]{2}/u
const isName = (value: string) => NAME.test(value) && !DOMAIN_LIKE.test(value)
const name = (required: 'validation.required.firstName' | 'validation.required.lastName' | 'validation.required.friendFirstName') =>
  requiredText(required, 60).refine(isName, 'validation.invalid.name')
const optionalName = () => optionalText(60).refine(isName, 'validation.invalid.name')

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
