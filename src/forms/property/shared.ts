import type { Locale } from '../../i18n/locales'
import type { Translate } from '../../i18n/dictionary'
import { formatPrice } from '../../lib/format'
import type { EmailField } from '../shared/emailText'
import { submissionName } from '../shared/emailText'
import { findPropertyForForm, type FormProperty } from '../shared/lookups'
import type { FormFailure, FormTools, SubmissionFields } from '../shared/submit'

/** What the property forms (2, 3, 7, 8, 9, 10) share: the property lookup, the stored fields, the e-mail line. */

export type PropertyContext = { property: FormProperty }

/** The property must be published and still on the market; some forms only for sale or only for rent. */
export async function preparePropertyForm(
  externalId: number,
  locale: Locale,
  tools: FormTools,
  goal?: 'sale' | 'rent',
): Promise<{ context: PropertyContext } | { failure: FormFailure }> {
  const property = await findPropertyForForm(tools.payload, externalId, locale, tools.req)
  if (!property || (goal && property.goal !== goal)) return { failure: { error: 'error.propertyUnavailable' } }
  return { context: { property } }
}

type PersonData = { title?: string; firstName: string; lastName: string; email: string; phone?: string }

export function propertySubmission(d: PersonData, property: FormProperty, extra: Partial<SubmissionFields> = {}): SubmissionFields {
  return {
    name: submissionName(d),
    email: d.email,
    phone: d.phone || undefined,
    subject: property.reference ? `${property.title} (${property.reference})` : property.title,
    property: property.id,
    advisor: property.advisor?.id,
    ...extra,
  }
}

/** The property's title, reference and public link in the e-mail's language. */
export const propertyLine = (property: FormProperty, locale: Locale): EmailField => [
  'email.notify.property',
  `${property.title}${property.reference ? ` (${property.reference})` : ''}\n${property.urls[locale] ?? property.url}`,
]

/** Spec section 9: the conditions a rental's visit confirmation states. */
export function rentalConditions(property: FormProperty, locale: Locale, t: Translate): string[] {
  return [
    t('visit.conditions', locale),
    ...[
      property.minimumIncome ? t('visit.minimumIncome', locale, { amount: formatPrice(property.minimumIncome) }) : null,
      property.maximumPersons ? t('visit.maximumPersons', locale, { count: property.maximumPersons }) : null,
      t('visit.deposit', locale),
      t('visit.firstPayment', locale),
    ]
      .filter((line): line is string => Boolean(line))
      .map((line) => `- ${line}`),
  ]
}
