import type { Payload } from 'payload'

import type { OutgoingEmail } from '../../email/queue'
import type { DictionaryKey, Translate } from '../../i18n/dictionary'
import type { Locale } from '../../i18n/locales'
import { fieldLines, fullName, letter, titleText, type EmailField } from './emailText'
import { siteName } from '../../email/texts'
import { adminLink, agencyEmail } from './lookups'
import type { SubmissionType } from './result'

export interface NotifyAndConfirm {
  type: SubmissionType
  submissionId: number
  locale: Locale
  visitor: { title?: string; firstName?: string; lastName?: string; email: string }
  /** The e-mail texts, with staff overrides (the form runner's `t`). */
  t: Translate
  /** The answers, labelled; the agency reads them in Dutch, the visitor in their language. */
  fields: (locale: Locale) => EmailField[]
  /** The advisor's address when the form routes to one; else the agency's. */
  recipient?: string | null
  /** The visitor's confirmation paragraphs before the copy of their answers. */
  confirm?: string[]
}

/** The two e-mails of most forms: a notification to the agency (or advisor) and a confirmation to the visitor. */
export async function notifyAndConfirm(payload: Payload, input: NotifyAndConfirm): Promise<OutgoingEmail[]> {
  const { type, submissionId, locale, visitor, fields, t } = input
  const staffLocale: Locale = 'nl'
  const [to, site] = await Promise.all([input.recipient ? Promise.resolve(input.recipient) : agencyEmail(payload), siteName(payload)])
  const formName = (l: Locale) => t(`formType.${type}` as DictionaryKey, l)
  const notify: OutgoingEmail = {
    kind: 'notify-agency',
    to,
    replyTo: visitor.email,
    locale: staffLocale,
    subject: t('email.notify.subject', staffLocale, { form: formName(staffLocale), name: fullName(visitor, staffLocale, t) }),
    text: [fieldLines(fields(staffLocale), staffLocale, t), `${t('email.notify.open', staffLocale)} ${adminLink(submissionId)}`].join(
      '\n\n',
    ),
  }
  const confirm: OutgoingEmail = {
    kind: 'confirm-visitor',
    to: visitor.email,
    locale,
    subject: `${t('email.confirm.subject', locale)}: ${formName(locale)}`,
    text: letter(
      t,
      locale,
      fullName(visitor, locale, t),
      [...(input.confirm ?? [t('email.confirm.body', locale)]), t('email.yourMessage', locale), fieldLines(fields(locale), locale, t)],
      site,
    ),
  }
  return [notify, confirm]
}

/** The person block as e-mail lines. */
export const personLines = (
  data: { title?: string; firstName?: string; lastName?: string; email?: string; phone?: string },
  locale: Locale,
  t: Translate,
): EmailField[] => [
  ['form.title', titleText(data.title, locale, t)],
  ['form.firstName', data.firstName],
  ['form.lastName', data.lastName],
  ['form.email', data.email],
  ['form.phone', data.phone],
]
