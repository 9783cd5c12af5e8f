import { letter } from '../shared/emailText'
import { siteName } from '../shared/lookups'
import type { FormDefinition } from '../shared/submit'
import { preparePropertyForm, propertySubmission, type PropertyContext } from '../property/shared'
import { sendToFriendSchema } from './schema'

/**
 * Form 7: one e-mail, to the friend, in the sender's language, with the property's link and the
 * sender's note as plain text; replies go to the sender. Thank-you page /feedback/send-to-friend/.
 */
export const sendToFriendForm: FormDefinition<typeof sendToFriendSchema, PropertyContext> = {
  type: 'send-to-friend',
  schema: sendToFriendSchema,
  prepare: (d, tools) => preparePropertyForm(d.property, d.locale, tools),
  submission: (d, { property }) =>
    propertySubmission(d, property, {
      message: d.message,
      data: { friendFirstName: d.friendFirstName, friendLastName: d.friendLastName, friendEmail: d.friendEmail, message: d.message },
    }),
  emails: async (d, { property }, _submissionId, payload, t) => {
    const sender = `${d.firstName} ${d.lastName}`
    return [
      {
        kind: 'send-to-friend',
        to: d.friendEmail,
        replyTo: d.email,
        locale: d.locale,
        subject: t('email.friend.subject', d.locale, { name: sender }),
        text: letter(t, d.locale, [d.friendFirstName, d.friendLastName].filter(Boolean).join(' '), [t('email.friend.body', d.locale, { name: sender }), `${property.title}\n${property.url}`, d.message], await siteName(payload)),
      },
    ]
  },
  thankYou: () => ({ page: '/feedback/send-to-friend/' }),
}
