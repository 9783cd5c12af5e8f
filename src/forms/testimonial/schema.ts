import { z } from 'zod'

import { email, formBase, optionalText, requiredText, tooLong } from '../shared/fields'
import { fileField } from '../shared/uploadField'

/** A web address typed with or without http(s)://; empty is fine. */
const website = z
  .string()
  .trim()
  .max(300, tooLong(300))
  .optional()
  .default('')
  .transform((value) => (value && !/^https?:\/\//i.test(value) ? `https://${value}` : value))
  .refine((value) => {
    if (!value) return true
    try {
      const url = new URL(value)
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
    } catch {
      return false
    }
  }, 'testimonial.invalid.website')

/** Form 11: a testimonial (spec section 3: name, about you, website, image, comment). */
export const testimonialSchema = z.object({
  ...formBase,
  name: requiredText('testimonial.required.name', 100),
  email: email(),
  aboutYou: optionalText(200),
  website,
  comment: requiredText('testimonial.required.comment', 3000),
  image: fileField({ required: false }),
})
