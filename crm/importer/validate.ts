import { z } from 'zod'

import { MARQUEE_CODES } from '../../src/lib/marquee'

/**
 * Row checks of the CRM export. Only what the site cannot do without is required; a row that fails
 * is reported with its position and reason and the rest of the import goes on.
 */

const language = z.enum(['nl', 'fr', 'en', 'de'])
const zip = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{4}$/, 'Zip must be a 4-digit postal code'))
const text = z.string().trim().min(1)

export const propertyRow = z.object({
  ID: z.number().int().positive(),
  language,
  Goal: z.union([z.literal(0), z.literal(1)], { error: 'Goal must be 0 (sale) or 1 (rent)' }),
  // A listing may come without a municipality (spec "Detail pages").
  City: z.string().optional(),
  Zip: zip,
  TypeDescription: text,
  WebID: z.number().int().positive(),
  Marquee: z
    .number()
    .int()
    .refine((m) => MARQUEE_CODES.includes(m), 'Unknown Marquee code')
    .optional(),
  Price: z.number().nonnegative().optional(),
  ProjectID: z.number().int().positive().nullish(),
  Latitude: z.number().min(-90).max(90).optional(),
  Longitude: z.number().min(-180).max(180).optional(),
})

/** Entries in other languages only need what identifies them and their texts. */
export const translationRow = z.object({ ID: z.number().int().positive(), language })

export const projectRow = z.object({
  ID: z.number().int().positive(),
  language,
  Name: text,
  City: text,
  Zip: zip,
  PriceMin: z.number().nonnegative().nullish(),
  PriceMax: z.number().nonnegative().nullish(),
})

export const typeRow = z.object({
  WebID: z.number().int().positive(),
  Name: text,
  ShowOrder: z.number().int(),
  language,
})

export const cityRow = z.object({ Name: text, Zip: zip })

/** The first problem of a row in words, e.g. "Zip: Zip must be a 4-digit postal code". */
export function reasonOf(error: z.ZodError): string {
  const issue = error.issues[0]
  const where = issue.path.join('.')
  return where ? `${where}: ${issue.message}` : issue.message
}
