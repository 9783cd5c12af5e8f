import type { Payload, PayloadRequest } from 'payload'

import { listingLinks } from '../../alerts/listingUrl'
import { isLocale, type Locale } from '../../i18n/locales'
import { isSoldOrRented } from '../../lib/marquee'
import { siteOrigin } from '../../lib/siteOrigin'

/** What the server reads for a form: the property a visitor asks about, its advisor, the agency's address. */

export interface FormProperty {
  id: number
  externalId: number
  title: string
  goal: 'sale' | 'rent'
  status: string | null
  price: number | null
  publishPrice: boolean
  priceUnit: number | null
  reference: string | null
  advisor: { id: number; name: string; email: string } | null
  minimumIncome: number | null
  maximumPersons: number | null
  documents: Array<{ title: string; url: string }>
  /** The public URL in the visitor's language (issue 37.9: e-mails never link to `/property/{id}/`). */
  url: string
  /** The public URL in the visitor's language and in Dutch, the agency's (a notification's lines are in Dutch). */
  urls: Partial<Record<Locale, string>>
}

const DEFAULT_AGENCY_EMAIL = 'info@kempenvastgoed.be'

/** Only published properties that are still on the market take enquiries (read as the public would). */
export async function findPropertyForForm(
  payload: Payload,
  externalId: number,
  locale: string,
  req?: PayloadRequest,
): Promise<FormProperty | null> {
  const { docs } = await payload.find({
    collection: 'properties',
    overrideAccess: false,
    locale: locale as 'nl',
    depth: 1,
    limit: 1,
    pagination: false,
    req,
    where: { externalId: { equals: externalId } },
    select: {
      externalId: true,
      title: true,
      goal: true,
      status: true,
      price: true,
      publishPrice: true,
      priceUnit: true,
      recordFile: true,
      advisor: true,
      minimumIncome: true,
      maximumPersons: true,
      documents: true,
    },
    populate: { advisors: { name: true, firstName: true, lastName: true, email: true }, media: { url: true, filename: true } },
  })
  const doc = docs[0]
  if (!doc || isSoldOrRented(doc.status)) return null
  const advisor = doc.advisor && typeof doc.advisor === 'object' ? doc.advisor : null
  const origin = siteOrigin()
  const visitorLocale: Locale = isLocale(locale) ? locale : 'nl'
  const links = await listingLinks(payload, doc.id, [...new Set<Locale>([visitorLocale, 'nl'])], origin, {
    req,
    overrideAccess: false,
  })
  const urls = Object.fromEntries([...links].map(([l, link]) => [l, link.url])) as Partial<Record<Locale, string>>
  return {
    id: doc.id,
    externalId: doc.externalId,
    title: doc.title,
    goal: doc.goal === 'rent' ? 'rent' : 'sale',
    status: doc.status ?? null,
    price: doc.price ?? null,
    publishPrice: doc.publishPrice !== false,
    priceUnit: doc.priceUnit ?? null,
    reference: doc.recordFile ?? null,
    advisor: advisor?.email
      ? { id: advisor.id, name: advisor.name || `${advisor.firstName} ${advisor.lastName}`, email: advisor.email }
      : null,
    minimumIncome: doc.minimumIncome ?? null,
    maximumPersons: doc.maximumPersons ?? null,
    documents: (doc.documents ?? []).flatMap((d) => {
      const file = d.file && typeof d.file === 'object' ? d.file : null
      const url = file?.url ? (file.url.startsWith('http') ? file.url : `${origin}${file.url}`) : d.url
      return url ? [{ title: d.title || file?.filename || url, url }] : []
    }),
    url: urls[visitorLocale]!,
    urls,
  }
}

/** Where visitor notifications go: AGENCY_EMAIL, else the e-mail of Site settings, else the default. */
export async function agencyEmail(payload: Payload): Promise<string> {
  if (process.env.AGENCY_EMAIL) return process.env.AGENCY_EMAIL
  const settings = await payload
    .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, select: { organisation: true } })
    .catch(() => null)
  return settings?.organisation?.email || DEFAULT_AGENCY_EMAIL
}

export function adminLink(submissionId: number): string {
  return `${siteOrigin()}/admin/collections/submissions/${submissionId}`
}
