import { formatDate, formatPrice } from '../../lib/format'
import { notifyAndConfirm, personLines } from '../shared/emails'
import { parseAmount } from '../shared/fields'
import type { FormDefinition } from '../shared/submit'
import { preparePropertyForm, propertyLine, propertySubmission, rentalConditions, type PropertyContext } from '../property/shared'
import { rentalApplicationSchema } from './schema'

/** Form 10: only for properties for rent; the confirmation repeats the rental conditions. */
export const rentalApplicationForm: FormDefinition<typeof rentalApplicationSchema, PropertyContext> = {
  type: 'rental-application',
  schema: rentalApplicationSchema,
  prepare: (d, tools) => preparePropertyForm(d.property, d.locale, tools, 'rent'),
  submission: (d, { property }) =>
    propertySubmission(d, property, {
      message: d.message,
      data: {
        income: parseAmount(d.income),
        household: Number(d.household),
        startDate: d.startDate,
        references: d.references,
        message: d.message,
        title: d.title,
        firstName: d.firstName,
        lastName: d.lastName,
        email: d.email,
        phone: d.phone,
      },
    }),
  emails: (d, { property }, submissionId, payload, t) =>
    notifyAndConfirm(payload, {
      t,
      type: 'rental-application',
      submissionId,
      locale: d.locale,
      visitor: d,
      recipient: property.advisor?.email,
      confirm: [t('success.rentalApplication', d.locale), rentalConditions(property, d.locale, t).join('\n')],
      fields: (locale) => [
        propertyLine(property, locale),
        ['rental.income', formatPrice(parseAmount(d.income))],
        ['rental.household', Number(d.household)],
        ['rental.startDate', formatDate(`${d.startDate}T12:00:00Z`)],
        ['rental.references', d.references],
        ...personLines(d, locale, t),
        ['form.message', d.message],
      ],
    }),
  thankYou: () => ({ message: 'success.rentalApplication' }),
}
