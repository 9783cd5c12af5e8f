import { notifyAndConfirm, personLines } from '../shared/emails'
import type { FormDefinition } from '../shared/submit'
import { preparePropertyForm, propertyLine, propertySubmission, type PropertyContext } from '../property/shared'
import { propertyInfoSchema } from './schema'

/** Goes to the property's advisor (else the agency); thank-you page /feedback/contact-me/ (spec section 2). */
export const propertyInfoForm: FormDefinition<typeof propertyInfoSchema, PropertyContext> = {
  type: 'property-info',
  schema: propertyInfoSchema,
  prepare: (d, tools) => preparePropertyForm(d.property, d.locale, tools),
  submission: (d, { property }) => propertySubmission(d, property, { message: d.message }),
  emails: (d, { property }, submissionId, payload, t) =>
    notifyAndConfirm(payload, {
      t,
      type: 'property-info',
      submissionId,
      locale: d.locale,
      visitor: d,
      recipient: property.advisor?.email,
      fields: (locale) => [propertyLine(property, locale), ...personLines(d, locale, t), ['form.message', d.message]],
    }),
  thankYou: () => ({ page: '/feedback/contact-me/' }),
}
