import type { Translate } from '../../i18n/dictionary'
import type { Locale } from '../../i18n/locales'
import { formatDate } from '../../lib/format'
import { notifyAndConfirm, personLines } from '../shared/emails'
import type { FormDefinition } from '../shared/submit'
import { preparePropertyForm, propertyLine, propertySubmission, rentalConditions, type PropertyContext } from '../property/shared'
import { visitSchema } from './schema'
import { visitSeat } from '../../limits/visitSeats'
import { belgianDayRange, storedVisitDate, VISIT_SLOT_CAPACITY, type VisitSlot } from '../../lib/visitSlots'

const FULL = { error: 'error.appointmentsFull', fieldErrors: { slot: 'error.appointmentsFull' } } as const

const slotLabel = (slot: VisitSlot, locale: Locale, t: Translate) => t(`visit.slot.${slot}`, locale)

/**
 * Form 3: takes one of the slot's seats (src/limits/visitSeats.ts; given back if the visit is not
 * stored), checks the slot's appointments too (those booked before seats existed or added by staff),
 * stores the submission and its appointment in one transaction,
 * confirms with the rental conditions for a rental (spec section 9), thank-you page
 * /feedback/contact-appointment/.
 */
export const visitForm: FormDefinition<typeof visitSchema, PropertyContext> = {
  type: 'visit',
  schema: visitSchema,
  seats: (d) => [{ ...visitSeat(d.property, d.date, d.slot), failure: FULL }],
  prepare: async (d, tools) => {
    const prepared = await preparePropertyForm(d.property, d.locale, tools)
    if ('failure' in prepared) return prepared
    const { from, to } = belgianDayRange(d.date)
    const { totalDocs } = await tools.payload.count({
      collection: 'appointments',
      overrideAccess: true,
      req: tools.req,
      where: {
        and: [
          { property: { equals: prepared.context.property.id } },
          { slot: { equals: d.slot } },
          { status: { not_equals: 'cancelled' } },
          { date: { greater_than_equal: from } },
          { date: { less_than: to } },
        ],
      },
    })
    // Our own appointment is not stored yet: with our seat taken, at most CAPACITY - 1 others may exist.
    if (totalDocs >= VISIT_SLOT_CAPACITY) return { failure: FULL }
    return prepared
  },
  submission: (d, { property }) => propertySubmission(d, property, { message: d.remark }),
  records: async (d, { property }, submissionId, { payload, req }) => {
    await payload.create({
      collection: 'appointments',
      overrideAccess: true,
      depth: 0,
      req,
      data: {
        property: property.id,
        date: storedVisitDate(d.date),
        slot: d.slot,
        status: 'requested',
        firstName: d.firstName,
        lastName: d.lastName,
        email: d.email,
        phone: d.phone,
        remark: d.remark,
        locale: d.locale,
        submission: submissionId,
      },
    })
  },
  emails: (d, { property }, submissionId, payload, t) => {
    const when = (locale: Locale) =>
      t('email.confirm.visit', locale, { date: formatDate(storedVisitDate(d.date)), slot: slotLabel(d.slot, locale, t) })
    return notifyAndConfirm(payload, {
      t,
      type: 'visit',
      submissionId,
      locale: d.locale,
      visitor: d,
      recipient: property.advisor?.email,
      confirm: [when(d.locale), ...(property.goal === 'rent' ? [rentalConditions(property, d.locale, t).join('\n')] : [])],
      fields: (locale) => [
        propertyLine(property, locale),
        ['visit.date', formatDate(storedVisitDate(d.date))],
        ['visit.slot', slotLabel(d.slot, locale, t)],
        ...personLines(d, locale, t),
        ['visit.remark', d.remark],
      ],
    })
  },
  thankYou: () => ({ page: '/feedback/contact-appointment/' }),
}
