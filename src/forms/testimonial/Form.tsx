'use client'

import type { ClientTexts } from '../../i18n/clientTexts'
import type { Locale } from '../../i18n/locales'
import { submitTestimonial } from './action'
import { TextField } from '../shared/ui/Fields'
import { FileField } from '../shared/ui/FileField'
import { SiteForm } from '../shared/ui/SiteForm'
import { testimonialSchema } from './schema'

/** Form 11: post a testimonial; it shows on the site once staff publish it. */
export function TestimonialForm({ locale, texts, privacyHref }: { locale: Locale; texts: ClientTexts; privacyHref: string | null }) {
  return (
    <SiteForm
      id="testimonial"
      schema={testimonialSchema}
      action={submitTestimonial}
      texts={texts}
      locale={locale}
      privacyHref={privacyHref}
      submitLabel="testimonial.submit"
    >
      <div className="field-row">
        <TextField name="name" label="testimonial.name" autoComplete="name" required />
        <TextField name="email" label="form.email" type="email" autoComplete="email" inputMode="email" required />
      </div>
      <div className="field-row">
        <TextField name="aboutYou" label="testimonial.aboutYou" />
        <TextField name="website" label="testimonial.website" autoComplete="url" />
      </div>
      <TextField name="comment" label="testimonial.comment" multiline required />
      <FileField name="image" label="testimonial.image" accept="image/jpeg,image/png,image/webp" help="testimonial.imageHelp" />
    </SiteForm>
  )
}
