import { formatDate } from '../../lib/format'
import { notifyAndConfirm, personLines } from '../shared/emails'
import { submissionName, type EmailField } from '../shared/emailText'
import type { FormDefinition } from '../shared/submit'
import { valuationConditions, valuationSchema } from './schema'

type ValuationContext = { advisor: { id: number; name: string; email: string; slug: string } | null }

/**
 * Form 4: from the general page to the agency, from an advisor's page to that advisor, each with its
 * own thank-you page (/feedback/contact-demand/, /feedback/contact-demand-{advisor}/, spec section 2).
 */
export const valuationForm: FormDefinition<typeof valuationSchema, ValuationContext> = {
  type: 'valuation',
  schema: valuationSchema,
  conditions: valuationConditions,
  prepare: async (d, { payload, req }) => {
    if (!d.advisor) return { context: { advisor: null } }
    const advisor = await payload.findByID({
      collection: 'advisors',
      id: d.advisor,
      depth: 0,
      overrideAccess: false,
      req,
      disableErrors: true,
    })
    // An unknown or unpublished advisor: the request still counts, for the agency.
    return {
      context: {
        advisor: advisor
          ? { id: advisor.id, name: advisor.name || `${advisor.firstName} ${advisor.lastName}`, email: advisor.email, slug: advisor.slug }
          : null,
      },
    }
  },
  submission: (d, { advisor }) => ({
    name: submissionName(d),
    email: d.email,
    phone: d.phone,
    subject: `${[d.street, d.houseNumber].filter(Boolean).join(' ')}, ${d.zip} ${d.city}`,
    message: d.message,
    advisor: advisor?.id,
  }),
  emails: (d, { advisor }, submissionId, payload, t) =>
    notifyAndConfirm(payload, {
      t,
      type: 'valuation',
      submissionId,
      locale: d.locale,
      visitor: d,
      recipient: advisor?.email,
      fields: (locale) => [
        ['valuation.goal', t(`valuation.goal.${d.goal}`, locale)],
        ['valuation.address', `${[d.street, d.houseNumber].filter(Boolean).join(' ')}, ${d.zip} ${d.city}`],
        ...(d.goal === 'rent'
          ? ([
              ['valuation.furnished', t(d.furnished ? 'yes' : 'no', locale)],
              ['valuation.availableFrom', d.availableFrom ? formatDate(`${d.availableFrom}T12:00:00Z`) : ''],
            ] satisfies EmailField[])
          : []),
        ...personLines(d, locale, t),
        ['form.message', d.message],
      ],
    }),
  thankYou: (_d, { advisor }) => ({ page: advisor ? `/feedback/contact-demand-${advisor.slug}/` : '/feedback/contact-demand/' }),
}
