import type { Payload } from 'payload'

import { t as defaults, type Translate } from '../../i18n/dictionary'
import type { Locale } from '../../i18n/locales'
import { formatPrice } from '../../lib/format'
import { notifyAndConfirm, personLines } from '../shared/emails'
import type { EmailField } from '../shared/emailText'
import { submissionName } from '../shared/emailText'
import { siteOrigin } from '../../lib/siteOrigin'
import { accountPath } from '../../auth/paths'
import type { FormDefinition } from '../shared/submit'
import { demandSchema, type DemandData } from './schema'

interface DemandContext {
  /** Names of the chosen types and zones, for the e-mails (Dutch and the visitor's language). */
  typeNames: (locale: Locale) => string
  zoneNames: string
}

async function namesOf(
  payload: Payload,
  collection: 'property-types' | 'cities',
  ids: number[],
  req: Parameters<Payload['find']>[0]['req'],
) {
  const { docs } = await payload.find({
    collection,
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    locale: 'all',
    req,
    overrideAccess: false,
  })
  return docs as Array<{ id: number; name?: unknown; label?: string | null }>
}

const budget = (d: DemandData) => [d.priceMin, d.priceMax].map((v) => (v === null ? '…' : formatPrice(v))).join(' - ')

/** The criteria as e-mail lines in one language. */
const criteriaLines = (d: DemandData, c: DemandContext, locale: Locale, t: Translate): EmailField[] => [
  ['demand.goal', t(d.goal === 'rent' ? 'search.rent' : 'search.sale', locale)],
  ['demand.types', c.typeNames(locale)],
  ['demand.minBedrooms', d.minBedrooms],
  ['demand.zones', c.zoneNames],
  ['demand.budget', d.priceMin === null && d.priceMax === null ? null : budget(d)],
]

/** Form 5: the demand register. Stores the submission and the demand account in one transaction. */
export const demandForm: FormDefinition<typeof demandSchema, DemandContext> = {
  type: 'demand',
  schema: demandSchema,
  prepare: async (d, { payload, req }) => {
    // The demand is an account: one per e-mail address (the forgotten-password page helps the others).
    const existing = await payload.count({
      collection: 'demands',
      where: { email: { equals: d.email.toLowerCase() } },
      req,
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) return { failure: { fieldErrors: { email: 'demand.emailTaken' } } }
    const [types, cities] = await Promise.all([namesOf(payload, 'property-types', d.types, req), namesOf(payload, 'cities', d.cities, req)])
    // Only ids the site offers: a forged id would fail the relationship anyway, but with a 500.
    if (types.length !== new Set(d.types).size) return { failure: { fieldErrors: { types: 'validation.required.type' } } }
    if (cities.length !== new Set(d.cities).size) return { failure: { fieldErrors: { cities: 'validation.required.zone' } } }
    const typeName = (doc: { name?: unknown }, locale: Locale) => {
      const names = (doc.name ?? {}) as Partial<Record<Locale, string>>
      return typeof doc.name === 'string' ? doc.name : (names[locale] ?? names.nl ?? '')
    }
    return {
      context: {
        typeNames: (locale) => types.map((doc) => typeName(doc, locale)).join(', '),
        zoneNames: cities.map((doc) => doc.label ?? '').join(', '),
      },
    }
  },
  submission: (d, c) => ({
    name: submissionName(d),
    email: d.email,
    phone: d.phone,
    subject: `${defaults(d.goal === 'rent' ? 'search.rent' : 'search.sale', 'nl')}: ${c.typeNames('nl')} · ${c.zoneNames}`,
    // Never the password: only the criteria and the person.
    data: {
      goal: d.goal,
      types: d.types,
      minBedrooms: d.minBedrooms,
      cities: d.cities,
      priceMin: d.priceMin,
      priceMax: d.priceMax,
      title: d.title,
      firstName: d.firstName,
      lastName: d.lastName,
      email: d.email,
      phone: d.phone,
    },
  }),
  records: async (d, _c, submissionId, { payload, req }) => {
    await payload.create({
      collection: 'demands',
      req,
      overrideAccess: true,
      depth: 0,
      data: {
        email: d.email,
        password: d.password,
        salutation: d.title,
        firstName: d.firstName,
        lastName: d.lastName,
        phone: d.phone || undefined,
        language: d.locale,
        criteria: {
          goal: d.goal,
          types: d.types,
          cities: d.cities,
          minBedrooms: d.minBedrooms,
          priceMin: d.priceMin,
          priceMax: d.priceMax,
        },
        subscribed: true,
        submission: submissionId,
      },
    })
  },
  emails: (d, c, submissionId, payload, t) =>
    notifyAndConfirm(payload, {
      t,
      type: 'demand',
      submissionId,
      locale: d.locale,
      visitor: d,
      fields: (locale) => [...personLines(d, locale, t), ...criteriaLines(d, c, locale, t)],
      confirm: [
        t('demand.email.confirm', d.locale),
        t('demand.email.login', d.locale, { link: `${siteOrigin()}${accountPath(d.locale)}` }),
      ],
    }),
  thankYou: () => ({ page: '/feedback/demand-register/' }),
}
