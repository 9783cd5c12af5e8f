import { newConfirmToken, confirmUrl, storePendingWatch } from '../../alerts/watches'
import { watchConfirmEmail } from '../../alerts/watchEmail'
import { siteName } from '../../email/texts'
import type { FormProperty } from '../shared/lookups'
import type { FormDefinition } from '../shared/submit'
import { preparePropertyForm } from '../property/shared'
import { listingAlertSchema } from './schema'

export interface ListingAlertContext {
  property: FormProperty
  confirm: { token: string; hash: string; expiresAt: string }
  /** Set by `records`: false when the address already follows the listing (no new confirmation). */
  send: boolean
}

/**
 * "Volg deze woning" through the shared form pipeline (honeypot, spam check, rate limit, fill key, the
 * recipient's daily confirmations): the watch is stored pending with its submission, then the double
 * opt-in e-mail goes through the outbox (src/alerts/watches.ts confirms and alerts). No mail to the
 * agency: the submission shows in the leads. The answer is the same whether or not the address
 * already followed the listing, so the form tells no one who follows what.
 */
export const listingAlertForm: FormDefinition<typeof listingAlertSchema, ListingAlertContext> = {
  type: 'listing-alert',
  schema: listingAlertSchema,
  prepare: async (d, tools) => {
    const prepared = await preparePropertyForm(d.property, d.locale, tools)
    if ('failure' in prepared) return prepared
    return { context: { property: prepared.context.property, confirm: newConfirmToken(tools.now), send: false } }
  },
  submission: (d, { property }) => ({
    name: d.email,
    email: d.email,
    subject: property.reference ? `${property.title} (${property.reference})` : property.title,
    property: property.id,
    advisor: property.advisor?.id,
  }),
  records: async (d, context, _submissionId, { payload, req }) => {
    context.send = await storePendingWatch(
      payload,
      {
        email: d.email,
        propertyId: context.property.id,
        locale: d.locale,
        tokenHash: context.confirm.hash,
        expiresAt: context.confirm.expiresAt,
      },
      req,
    )
  },
  emails: async (d, { property, confirm, send }, _submissionId, payload, t) => {
    if (!send) return []
    const { subject, text } = watchConfirmEmail(
      {
        locale: d.locale,
        siteName: await siteName(payload),
        listing: { title: property.title, url: property.url },
        confirmUrl: confirmUrl(d.locale, confirm.token),
      },
      t,
    )
    return [{ kind: 'confirm-visitor', to: d.email, subject, text, locale: d.locale }]
  },
  thankYou: () => ({ message: 'listingAlert.success' }),
}
