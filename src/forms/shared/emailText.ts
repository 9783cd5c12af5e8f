import { t as defaults, type DictionaryKey, type Translate } from '../../i18n/dictionary'
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales'
import { formatPhone } from '../../lib/phone'

/**
 * Plain-text e-mail bodies (visitor input is never HTML, spec "no visitor text rendered as HTML").
 * A line per answered field, labelled in the reader's language.
 */
export type EmailField = [label: DictionaryKey, value: string | number | null | undefined]

export function fieldLines(fields: EmailField[], locale: Locale, t: Translate): string {
  return fields
    .filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== '')
    .map(([label, value]) => {
      const text = label === 'form.phone' || label === 'contact.phone' ? formatPhone(String(value)) : String(value)
      return text.includes('\n') ? `${t(label, locale)}:\n${text}` : `${t(label, locale)}: ${text}`
    })
    .join('\n')
}

export const titleText = (title: string | undefined, locale: Locale, t: Translate) =>
  title === 'mr' || title === 'ms' || title === 'miss' ? t(`form.title.${title}`, locale) : ''

export const fullName = (data: { title?: string; firstName?: string; lastName?: string }, locale: Locale, t: Translate) =>
  [titleText(data.title, locale, t), data.firstName, data.lastName].filter(Boolean).join(' ')

/** The name a submission is stored and listed under, for staff: in Dutch, with the code's texts. */
export const submissionName = (data: { title?: string; firstName?: string; lastName?: string }) => fullName(data, DEFAULT_LOCALE, defaults)

/** The greeting, the body paragraphs and the signature of a visitor's e-mail. */
export function letter(t: Translate, locale: Locale, name: string, paragraphs: string[], siteName: string): string {
  return [t('email.greeting', locale, { name }), ...paragraphs.filter(Boolean), t('email.signature', locale, { site: siteName })].join(
    '\n\n',
  )
}
