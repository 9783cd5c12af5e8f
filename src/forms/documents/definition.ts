import { notifyAndConfirm, personLines } from '../shared/emails'
import type { FormDefinition } from '../shared/submit'
import { preparePropertyForm, propertyLine, propertySubmission, type PropertyContext } from '../property/shared'
import { documentsSchema } from './schema'

/**
 * Form 8: once per property and e-mail address (spec section 8: "Documents already requested for this
 * property"); the confirmation carries the property's published documents, the advisor is told to
 * send the rest. No thank-you page: "The documents will arrive by e-mail" in place.
 */
export const documentsForm: FormDefinition<typeof documentsSchema, PropertyContext> = {
  type: 'documents',
  schema: documentsSchema,
  prepare: async (d, tools) => {
    const prepared = await preparePropertyForm(d.property, d.locale, tools)
    if ('failure' in prepared) return prepared
    const { totalDocs } = await tools.payload.count({
      collection: 'submissions',
      overrideAccess: true,
      req: tools.req,
      where: {
        and: [{ type: { equals: 'documents' } }, { property: { equals: prepared.context.property.id } }, { email: { equals: d.email } }],
      },
    })
    if (totalDocs > 0) return { failure: { error: 'error.documentsAlreadyRequested' } }
    return prepared
  },
  submission: (d, { property }) => propertySubmission(d, property),
  emails: (d, { property }, submissionId, payload, t) =>
    notifyAndConfirm(payload, {
      t,
      type: 'documents',
      submissionId,
      locale: d.locale,
      visitor: d,
      recipient: property.advisor?.email,
      confirm: property.documents.length
        ? [[t('email.confirm.documents', d.locale), ...property.documents.map((doc) => `- ${doc.title}: ${doc.url}`)].join('\n')]
        : [t('documents.intro', d.locale)],
      fields: (locale) => [propertyLine(property, locale), ...personLines(d, locale, t)],
    }),
  thankYou: () => ({ message: 'success.documents' }),
}
