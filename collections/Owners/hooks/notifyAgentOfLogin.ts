import type { CollectionAfterLoginHook } from 'payload'

import { queueEmail } from '../../../src/email/queue'
import { DEFAULT_LOCALE } from '../../../src/i18n/locales'
import { relationId } from '../../../src/lib/relation'
import { belgianDateTime, emailTranslator } from './emailTexts'

/**
 * Spec section 6: the portal sends a notice that a person logged in, to the owner's agent (the owner's
 * advisor, else the advisor of one of the owner's properties, else the agency address). Through the
 * outbox, inside the login's transaction, so the notice is stored with the login and sent by the job.
 */
export const notifyAgentOfLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const { payload } = req
  const system = { req, overrideAccess: true, depth: 0 } as const
  const properties = await payload.find({
    collection: 'properties',
    ...system,
    pagination: false,
    where: { owner: { equals: user.id } },
    select: { externalId: true, title: true, advisor: true },
  })
  const advisorId =
    relationId<number | string>(user.advisor) ??
    properties.docs.map((p) => relationId<number | string>(p.advisor)).find((id) => id != null) ??
    null
  const advisor =
    advisorId != null ? await payload.findByID({ collection: 'advisors', id: advisorId, ...system, disableErrors: true }) : null
  const to = advisor?.email || process.env.AGENCY_EMAIL
  if (!to) {
    payload.logger.warn({ owner: user.id }, 'login notice not sent: the owner has no agent and AGENCY_EMAIL is not set')
    return user
  }
  const t = await emailTranslator(payload, DEFAULT_LOCALE)
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || String(user.email)
  const when = belgianDateTime(new Date())
  await queueEmail(
    payload,
    {
      kind: 'login-notice',
      to,
      subject: t('email.loginNotice.subject', { name }),
      text: t('email.loginNotice.text', {
        name,
        email: String(user.email),
        ...when,
        properties: properties.docs.map((p) => `${p.externalId} ${p.title}`).join(', ') || '-',
      }),
      locale: DEFAULT_LOCALE,
    },
    req,
  )
  return user
}
