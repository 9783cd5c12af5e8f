import type { DictionaryKey, Translate } from '../i18n/dictionary'
import type { Locale } from '../i18n/locales'
import { formatPhone } from '../lib/phone'
import { siteContactSchema, smallContactSchema } from './contact/schema'
import { demandSchema } from './demand/schema'
import { documentsSchema } from './documents/schema'
import { sendToFriendSchema } from './friend/schema'
import { propertyInfoSchema } from './info/schema'
import { jobApplicationSchema } from './job-application/schema'
import { listingAlertSchema } from './listing-alert/schema'
import { newsletterSchema } from './newsletter/schema'
import { offerSchema } from './offer/schema'
import { projectInfoSchema } from './project/schema'
import { rentalApplicationSchema } from './rental/schema'
import { savedSearchSchema } from './saved-search/schema'
import type { SubmissionType } from './shared/result'
import { testimonialSchema } from './testimonial/schema'
import { valuationSchema } from './valuation/schema'
import { visitSchema } from './visit/schema'

/**
 * A stored submission's answers as staff read them (Leads → Submissions): labelled rows in the order
 * of the form. The order comes from the form's schema (PostgreSQL's jsonb does not keep the order the
 * answers were stored in), the labels are the dictionary keys the form's fields show to the visitor.
 */

const SCHEMAS: Record<SubmissionType, { shape: Record<string, unknown> }> = {
  'site-contact': siteContactSchema,
  'site-contact-small': smallContactSchema,
  'property-info': propertyInfoSchema,
  visit: visitSchema,
  valuation: valuationSchema,
  demand: demandSchema,
  'send-to-friend': sendToFriendSchema,
  documents: documentsSchema,
  offer: offerSchema,
  'rental-application': rentalApplicationSchema,
  testimonial: testimonialSchema,
  newsletter: newsletterSchema,
  'job-application': jobApplicationSchema,
  'project-info': projectInfoSchema,
  'listing-alert': listingAlertSchema,
  'saved-search': savedSearchSchema,
}

/** The labels of the forms' fields (their `label` in Form.tsx), by field name. */
const LABELS: Record<string, DictionaryKey> = {
  title: 'form.title',
  firstName: 'form.firstName',
  lastName: 'form.lastName',
  email: 'form.email',
  phone: 'form.phone',
  message: 'form.message',
  street: 'form.street',
  houseNumber: 'form.houseNumber',
  zip: 'form.zip',
  city: 'form.city',
  goal: 'demand.goal',
  types: 'demand.types',
  cities: 'demand.zones',
  minBedrooms: 'demand.minBedrooms',
  priceMin: 'demand.priceMin',
  priceMax: 'demand.priceMax',
  furnished: 'valuation.furnished',
  availableFrom: 'valuation.availableFrom',
  advisor: 'valuation.advisor',
  date: 'visit.date',
  slot: 'visit.slot',
  remark: 'visit.remark',
  friendFirstName: 'friend.firstName',
  friendLastName: 'friend.lastName',
  friendEmail: 'friend.email',
  amount: 'offer.amount',
  conditions: 'offer.conditions',
  validUntil: 'offer.validUntil',
  income: 'rental.income',
  household: 'rental.household',
  startDate: 'rental.startDate',
  references: 'rental.references',
  name: 'testimonial.name',
  aboutYou: 'testimonial.aboutYou',
  website: 'testimonial.website',
  comment: 'testimonial.comment',
  image: 'testimonial.image',
  vacancy: 'job.vacancy',
  cv: 'job.cv',
  search: 'savedSearch.criteria',
}

/** Where one field has another label on one form. */
const LABELS_BY_TYPE: Partial<Record<SubmissionType, Record<string, DictionaryKey>>> = {
  valuation: { goal: 'valuation.goal' },
  'job-application': { message: 'job.message' },
}

/** Never shown: the form's plumbing (captcha, honeypot, session data) and anything secret. */
const HIDDEN = new Set(['locale', 'altcha', 'homepage', 'utm', 'source', 'password', 'passwordConfirm', 'fillKey'])

export interface AnswerRow {
  name: string
  label: string
  value: string
}

/** The order of a form's fields; an unknown type has none (its answers keep their stored order). */
export function formFieldOrder(type: string): string[] {
  const schema = SCHEMAS[type as SubmissionType]
  return schema ? Object.keys(schema.shape) : []
}

function labelOf(type: string, name: string, locale: Locale, t: Translate): string {
  const key = LABELS_BY_TYPE[type as SubmissionType]?.[name] ?? LABELS[name]
  // A field no form labels (a lookup the form stored beside the answers): its name, spaced out.
  return key ? t(key, locale) : name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
}

function valueText(name: string, value: unknown, locale: Locale, t: Translate): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no', locale)
  if (Array.isArray(value)) return value.map((item) => valueText(name, item, locale, t)).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  const text = String(value)
  if (name === 'title' && (text === 'mr' || text === 'ms' || text === 'miss')) return t(`form.title.${text}`, locale)
  if (name === 'phone') return formatPhone(text)
  return text
}

/** The answers of a submission as labelled rows: the form's fields first, in its order, then whatever else was stored. */
export function answerRows(type: string, data: unknown, locale: Locale, t: Translate): AnswerRow[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return []
  const answers = data as Record<string, unknown>
  const order = formFieldOrder(type)
  const names = [...order.filter((name) => name in answers), ...Object.keys(answers).filter((name) => !order.includes(name))]
  return names
    .filter((name) => !HIDDEN.has(name))
    .map((name) => ({ name, label: labelOf(type, name, locale, t), value: valueText(name, answers[name], locale, t) }))
    .filter((row) => row.value.trim() !== '')
}
