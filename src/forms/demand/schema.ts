import { z } from 'zod'

import { PASSWORD_MIN_LENGTH } from '../../auth/schema'
import type { DictionaryKey } from '../../i18n/dictionary'
import { formBase, parseAmount, person, tooLong } from '../shared/fields'

const key = (k: DictionaryKey) => k

/** Checkbox groups send one string, several strings or nothing: always a list of ids here. */
const idList = (message: DictionaryKey) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value : value === undefined || value === null || value === false || value === '' ? [] : [value]),
    z.array(z.coerce.number().int().positive()).min(1, key(message)).max(100),
  )

/** Empty: nothing typed, or null, which is what the browser's own parse sends on to the server. */
const isEmpty = (value: string | number | null | undefined): value is null | undefined | '' =>
  value === undefined || value === null || String(value).trim() === ''

/** An optional amount: empty is no bound; otherwise a positive number ("250.000" or "250000"). */
const optionalAmount = z
  .union([z.string(), z.number()])
  .nullish()
  .refine((value) => isEmpty(value) || (parseAmount(value) > 0 && parseAmount(value) < 1e10), key('demand.invalid.price'))
  .transform((value) => (isEmpty(value) ? null : parseAmount(value)))

const amountOrNull = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value))
const filled = (value: unknown) => typeof value === 'string' && value.length > 0

/** The search criteria: shared by the register and the demander's account page (src/account/). */
export const criteriaFields = {
  goal: z.enum(['sale', 'rent'], { error: key('validation.required.goal') }),
  types: idList('validation.required.type'),
  minBedrooms: z
    .union([z.string(), z.number()])
    .nullish()
    .refine((value) => isEmpty(value) || /^\d{1,2}$/.test(String(value).trim()), key('demand.invalid.bedrooms'))
    .transform((value) => (isEmpty(value) ? null : Number(value))),
  cities: idList('validation.required.zone'),
  priceMin: optionalAmount,
  priceMax: optionalAmount,
}

/** Maximum at least the minimum, checked as soon as both amounts are valid. */
export const priceRangeRefinement: [
  (data: { priceMin: number | null; priceMax: number | null }) => boolean,
  { path: string[]; message: string; when: (payload: { value: unknown }) => boolean },
] = [
  (data) => data.priceMin === null || data.priceMax === null || data.priceMax >= data.priceMin,
  {
    path: ['priceMax'],
    message: key('demand.invalid.priceRange'),
    when: ({ value }) =>
      amountOrNull((value as Record<string, unknown>)?.priceMin) && amountOrNull((value as Record<string, unknown>)?.priceMax),
  },
]

/**
 * Form 5, the demand register (spec sections 2 and 5): criteria, region, budget, contact data and an
 * account password. The steps of the form validate the fields of DEMAND_STEPS one step at a time.
 */
export const demandSchema = z
  .object({
    ...formBase,
    ...criteriaFields,
    ...person({ phoneRequired: false }),
    password: z
      .string({ error: key('validation.required.password') })
      .min(1, key('validation.required.password'))
      .min(PASSWORD_MIN_LENGTH, key('demand.invalid.passwordLength'))
      .max(200, tooLong(200)),
    passwordConfirm: z
      .string({ error: key('validation.confirmPassword') })
      .min(1, key('validation.confirmPassword'))
      .max(200, tooLong(200)),
  })
  // Checks across fields run as soon as their own fields are valid, also while later steps are still empty.
  .refine(...priceRangeRefinement)
  .refine((data) => data.password === data.passwordConfirm, {
    path: ['passwordConfirm'],
    message: key('validation.passwordMismatch'),
    when: ({ value }) =>
      filled((value as Record<string, unknown>)?.password) && filled((value as Record<string, unknown>)?.passwordConfirm),
  })

export type DemandData = z.output<typeof demandSchema>

/** The fields of each step, in order (criteria, region, budget, contact data). */
export const DEMAND_STEPS = [
  { title: 'demand.step.criteria', fields: ['goal', 'types', 'minBedrooms'] },
  { title: 'demand.step.region', fields: ['cities'] },
  { title: 'demand.step.budget', fields: ['priceMin', 'priceMax'] },
  { title: 'demand.step.contact', fields: ['title', 'firstName', 'lastName', 'email', 'phone', 'password', 'passwordConfirm'] },
] as const satisfies ReadonlyArray<{ title: DictionaryKey; fields: readonly string[] }>
