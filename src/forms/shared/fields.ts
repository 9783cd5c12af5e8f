import { z } from 'zod'
import '../../security/zodJitless'

import type { DictionaryKey } from '../../i18n/dictionary'
import { LOCALES } from '../../i18n/locales'
import { UTM_KEYS } from '../../lib/utm'
import { messageWith } from './fieldMessage'

/**
 * Building blocks of every form schema. A schema is shared by the form (react-hook-form's zodResolver)
 * and the server action, which validates again. Every message is a dictionary key (spec section 5),
 * translated where it is shown, so one schema serves every language.
 */

const key = (k: DictionaryKey) => k

/** "Too long: at most {max} characters". */
export const tooLong = (max: number) => messageWith('validation.tooLong', { max })

/** A trimmed text that must not be empty. */
export const requiredText = (message: DictionaryKey, max = 200) =>
  z
    .string({ error: key(message) })
    .trim()
    .min(1, key(message))
    .max(max, tooLong(max))

/** A trimmed text that may be empty. */
export const optionalText = (max = 2000) => z.string().trim().max(max, tooLong(max)).optional().default('')

/**
 * A Belgian postcode: four digits from 1000 to 9999. Letters or other signs: its format; another number
 * of digits or below 1000: its range.
 */
export const belgianZip = () =>
  requiredText('validation.required.zip', 10)
    .regex(/^\d+$/, key('validation.invalid.zipFormat'))
    .refine((value) => !/^\d+$/.test(value) || (/^\d{4}$/.test(value) && Number(value) >= 1000), key('validation.invalid.zipRange'))

export const email = (required: DictionaryKey = 'validation.required.email', invalid: DictionaryKey = 'validation.invalid.email') =>
  z
    .string({ error: key(required) })
    .trim()
    .toLowerCase()
    .min(1, key(required))
    .max(200, tooLong(200))
    .pipe(z.email({ error: key(invalid) }))

/** Digits with the usual separators and an optional leading +, 9 to 15 digits (Belgian numbers have 9 or 10). */
const PHONE = /^\+?[\d\s./()-]+$/
const phoneValid = (value: string) => PHONE.test(value) && value.replace(/\D/g, '').length >= 9 && value.replace(/\D/g, '').length <= 15

export const phone = (required: boolean) =>
  required
    ? requiredText('validation.required.phone', 30).refine(phoneValid, key('validation.invalid.phone'))
    : z
        .string()
        .trim()
        .max(30, tooLong(30))
        .refine((value) => value === '' || phoneValid(value), key('validation.invalid.phone'))
        .optional()
        .default('')

/** Spec section 3 "Person": title Mr, Ms, Miss. */
export const TITLES = ['mr', 'ms', 'miss'] as const
export const title = () => z.enum(TITLES, { error: key('validation.required.title') })

/** A calendar day as the date input sends it (yyyy-mm-dd). */
export const isoDay = (required: DictionaryKey) =>
  z
    .string({ error: key(required) })
    .trim()
    .min(1, key(required))
    .regex(/^\d{4}-\d{2}-\d{2}$/, key(required))
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), key(required))

/** A positive amount typed with or without thousands separators ("350.000", "350000", "350 000,50"). */
export function parseAmount(value: unknown): number {
  if (typeof value === 'number') return value
  const text = String(value ?? '').replace(/[€\s]/g, '')
  if (!text) return NaN
  // Belgian style: dots group thousands, a comma starts the decimals.
  const normalized = text.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.')
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : NaN
}

export const amount = (required: DictionaryKey, invalid: DictionaryKey) =>
  z
    .union([z.string(), z.number()], { error: key(required) })
    .refine((value) => String(value).trim() !== '', key(required))
    .refine((value) => String(value).trim() === '' || (parseAmount(value) > 0 && parseAmount(value) < 1e10), key(invalid))

export const count = (required: DictionaryKey) =>
  z
    .union([z.string(), z.number()], { error: key(required) })
    .refine((value) => /^\d{1,2}$/.test(String(value).trim()) && Number(value) > 0, key(required))

/** Longest spam-check payload a form may send (base64 JSON of the ALTCHA challenge and solution, about 900 characters). */
export const ALTCHA_PAYLOAD_MAX = 4000

/**
 * What every form sends besides its fields: language, spam checks and where the lead came from.
 * `altcha` is the spam check's proof of work (src/forms/shared/altcha.ts), checked by the server; the
 * honeypot must stay empty.
 */
export const formBase = {
  locale: z.enum(LOCALES).default('nl'),
  altcha: z.string().max(ALTCHA_PAYLOAD_MAX, 'validation.invalid.captcha').optional().default(''),
  /** Honeypot: hidden from people, filled by bots. */
  homepage: z.string().max(500).optional().default(''),
  /** Campaign parameters of the session (src/lib/utm.ts). */
  utm: z
    .record(z.string(), z.string().max(200))
    .optional()
    .transform((utm) => Object.fromEntries(Object.entries(utm ?? {}).filter(([name]) => (UTM_KEYS as readonly string[]).includes(name)))),
  /** The page path the form was sent from. */
  source: z.string().max(500).optional().default(''),
}

/** The person block of most forms (spec section 3). */
export const person = ({ phoneRequired }: { phoneRequired: boolean }) => ({
  title: title(),
  firstName: requiredText('validation.required.firstName', 100),
  lastName: requiredText('validation.required.lastName', 100),
  email: email(),
  phone: phone(phoneRequired),
})

/** A property of the site, by its public (CRM) id as the detail page knows it. */
export const propertyRef = () =>
  z.coerce
    .number({ error: key('error.propertyUnavailable') })
    .int()
    .positive(key('error.propertyUnavailable'))

export type FormBase = z.output<z.ZodObject<typeof formBase>>
