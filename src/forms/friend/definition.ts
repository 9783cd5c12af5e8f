import type { Translate } from '../../i18n/dictionary'
import type { Locale } from '../../i18n/locales'
import { priceLine } from '../../listings/priceLine'
import { letter } from '../shared/emailText'
import type { FormProperty } from '../shared/lookups'
import { siteName } from '../../email/texts'
import { recipientSeats, type RecipientLimit } from '../shared/rateLimit'
import type { FormDefinition, FormFailure } from '../shared/submit'
import { preparePropertyForm, propertySubmission, type PropertyContext } from '../property/shared'
import { sendToFriendSchema } from './schema'

/** The asking price or the monthly rent as the property page shows it ("price on request" when not published). */
function friendPriceLine(property: FormProperty, locale: Locale, t: Translate): string {
  const text = (key: Parameters<typeof t>[0]) => t(key, locale)
  if (property.publishPrice === false || !property.price) return priceLine(property, text)
  return t(property.goal === 'rent' ? 'email.friend.rent' : 'email.friend.price', locale, {
    price: priceLine(property, text, { perMonth: false }),
  })
}

/** What the visitor reads when a cap of the friend's mails is reached. */
const FRIEND_FAILURES: Record<RecipientLimit, FormFailure> = {
  mailbox: { fieldErrors: { friendEmail: 'error.friendLimit' } },
  domain: { fieldErrors: { friendEmail: 'error.friendDomainLimit' } },
  total: { error: 'error.friendTotalLimit' },
}

/**
 * Form 7: one e-mail, to the friend, in the sender's language: the property (title, price, link) and
 * the sender's name, nothing else the visitor wrote (issue 13.3: a free text from the agency's address
 * to any address is a spam relay). No Reply-To: the sender's address is typed, never verified, and a
 * reply to it would go wherever a stranger chose (issue 33.3); replies reach the agency's sender.
 * Capped in any 24 hours per mailbox, per recipient domain and in total (shared/mailCaps.ts), from
 * everyone together. Thank-you page /feedback/send-to-friend/.
 */
export const sendToFriendForm: FormDefinition<typeof sendToFriendSchema, PropertyContext> = {
  type: 'send-to-friend',
  schema: sendToFriendSchema,
  seats: (d, { payload, now }) =>
    recipientSeats('friend', d.friendEmail, payload.secret, now).map(({ limit, ...seat }) => ({
      ...seat,
      failure: FRIEND_FAILURES[limit],
    })),
  prepare: (d, tools) => preparePropertyForm(d.property, d.locale, tools),
  submission: (d, { property }) =>
    propertySubmission(d, property, {
      data: { friendFirstName: d.friendFirstName, friendLastName: d.friendLastName, friendEmail: d.friendEmail },
    }),
  emails: async (d, { property }, _submissionId, payload, t) => {
    const sender = `${d.firstName} ${d.lastName}`
    return [
      {
        kind: 'send-to-friend',
        to: d.friendEmail,
        locale: d.locale,
        subject: t('email.friend.subject', d.locale, { name: sender }),
        text: letter(
          t,
          d.locale,
          [d.friendFirstName, d.friendLastName].filter(Boolean).join(' '),
          [
            t('email.friend.body', d.locale, { name: sender }),
            [property.title, friendPriceLine(property, d.locale, t), property.url].filter(Boolean).join('\n'),
          ],
          await siteName(payload),
        ),
      },
    ]
  },
  thankYou: () => ({ page: '/feedback/send-to-friend/' }),
}
