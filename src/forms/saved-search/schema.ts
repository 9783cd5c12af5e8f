import { z } from 'zod'

import { PASSWORD_MIN_LENGTH } from '../../auth/schema'
import type { DictionaryKey } from '../../i18n/dictionary'
import { MAX_PARAM_LENGTH } from '../../listings/searchParams'
import { email, formBase, requiredText } from '../shared/fields'

const key = (k: DictionaryKey) => k

/**
 * "Save this search" on a list page (issue 37.5): the list's goal and its search as the list's URL
 * carries it (sent by the page, not typed), a name and an e-mail address for the demand register, and
 * an optional password (the account is optional).
 */
export const savedSearchSchema = z.object({
  ...formBase,
  goal: z.enum(['sale', 'rent'], { error: key('savedSearch.invalid.search') }),
  // The list's query string (city=…&type=…&price=…&rooms=…): read by parseSearch on the server.
  search: z.string({ error: key('savedSearch.invalid.search') }).max(MAX_PARAM_LENGTH * 4, key('savedSearch.invalid.search')),
  firstName: requiredText('validation.required.firstName', 100),
  lastName: requiredText('validation.required.lastName', 100),
  email: email(),
  password: z
    .string()
    .max(200)
    .optional()
    .default('')
    .refine((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, key('demand.invalid.passwordLength')),
})

export type SavedSearchData = z.output<typeof savedSearchSchema>
