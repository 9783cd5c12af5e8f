import { formatDate, NBSP } from '../../lib/format'
import { notifyAndConfirm, personLines } from '../shared/emails'
import { parseAmount } from '../shared/fields'
import type { FormDefinition } from '../shared/submit'
import { preparePropertyForm, propertyLine, propertySubmission, type PropertyContext } from '../property/shared'
import { offerSchema } from './schema'

const euros = (n: number) => `€${NBSP}${new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 }).format(n)}`

/** Form 9: only for properties for sale; states the 10 % advance at signing (spec section 9). */
export const offerForm: FormDefinition<typeof offerSchema, PropertyContext> = {
  type: 'offer',
  schema: offerSchema,
  prepare: (d, tools) => preparePropertyForm(d.property, d.locale, tools, 'sale'),
  submission: (d, { property }) =>
    propertySubmission(d, property, {
      message: d.conditions,
      data: {
        amount: parseAmount(d.amount),
        conditions: d.conditions,
        validUntil: d.validUntil,
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
      type: 'offer',
      submissionId,
      locale: d.locale,
      visitor: d,
      recipient: property.advisor?.email,
      confirm: [t('success.offer', d.locale), t('offer.advance', d.locale)],
      fields: (locale) => [
        propertyLine(property, locale),
        ['offer.amount', euros(parseAmount(d.amount))],
        ['offer.conditions', d.conditions],
        ['offer.validUntil', formatDate(`${d.validUntil}T12:00:00Z`)],
        ...personLines(d, locale, t),
      ],
    }),
  thankYou: () => ({ message: 'success.offer' }),
}
