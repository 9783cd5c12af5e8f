import type { Payload } from 'payload'

import type { Locale } from '../i18n/locales'
import { imageRef, type ImageRef } from '../lib/image'
import { formatPhone } from '../lib/phone'
import { parseVideo } from '../lib/video'
import type { Advisor, Owner } from '../payload-types'
import { buildHistory, splitVisits, type HistoryRow, type Visit } from './activity'
import { summarizeViews, type ViewStats } from './stats'
import { propertyPath, type ListingSections } from '../routing/listingPaths'
import { relationId } from '../lib/relation'

/**
 * The owner portal's reads. Per owner, so never cached; every read runs with the owner's own access
 * (overrideAccess: false, user: the owner), which is what keeps another owner's data out: a
 * property, its statistics, enquiries and visits are only readable by the property's owner
 * (collections/access.ts), and field access hides visitors' contact details and messages.
 */
export type OwnerUser = Owner & { collection: 'owners' }

const asOwner = (owner: OwnerUser) => ({ overrideAccess: false as const, user: owner })

/**
 * The ids of the owner's properties. A system read: nobody but staff may query on `owner` (it would
 * tell who owns which published listing), and the only value asked for is the owner's own id. The
 * reads that follow still run with the owner's access.
 */
async function ownPropertyIds(payload: Payload, owner: OwnerUser): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'properties',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    where: { owner: { equals: owner.id } },
    select: { externalId: true },
  })
  return docs.map((d) => d.id)
}

export interface PortalPropertySummary {
  id: number
  title: string
  city: string
  published: boolean
}

export interface PortalAgent {
  name: string
  role: string | null
  phone: string | null
  phoneHref: string | null
  email: string | null
  photo: ImageRef | null
}

export interface PortalMedia {
  publicPath: string | null
  photos: ImageRef[]
  videos: string[]
  virtualTourUrl: string | null
}

export interface PortalOverview {
  property: PortalPropertySummary & { status: string | null; goal: 'sale' | 'rent' }
  stats: ViewStats
  history: HistoryRow[]
  visits: { upcoming: Visit[]; past: Visit[] }
  agent: PortalAgent | null
  media: PortalMedia
}

/** The properties of the owner (published or not), for the property selector. */
export async function listOwnerProperties(payload: Payload, owner: OwnerUser, locale: Locale): Promise<PortalPropertySummary[]> {
  const ids = await ownPropertyIds(payload, owner)
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'properties',
    ...asOwner(owner),
    locale,
    depth: 0,
    pagination: false,
    sort: 'externalId',
    where: { id: { in: ids } },
    select: { externalId: true, title: true, city: true, published: true },
  })
  return docs.map((p) => ({ id: p.externalId, title: p.title, city: p.city ?? '', published: p.published !== false }))
}

function agentOf(advisor: unknown, fallbackAlt: string): PortalAgent | null {
  if (!advisor || typeof advisor !== 'object') return null
  const a = advisor as Advisor
  const phone = a.phone ? formatPhone(a.phone) : null
  return {
    name: a.name || [a.firstName, a.lastName].filter(Boolean).join(' '),
    role: a.role ?? null,
    phone,
    phoneHref: a.phone ? `tel:${a.phone.replace(/[^\d+]/g, '')}` : null,
    email: a.email ?? null,
    photo: imageRef(a.photo, fallbackAlt, 400),
  }
}

/**
 * Everything the portal shows about one property of the owner (by its CRM id), or null when the
 * property does not exist or is not the owner's.
 */
export async function getPortalOverview(
  payload: Payload,
  owner: OwnerUser,
  externalId: number,
  locale: Locale,
  sections: ListingSections,
  now = new Date(),
): Promise<PortalOverview | null> {
  const ids = await ownPropertyIds(payload, owner)
  if (!ids.length) return null
  const { docs } = await payload.find({
    collection: 'properties',
    ...asOwner(owner),
    locale,
    depth: 1,
    limit: 1,
    pagination: false,
    where: { and: [{ externalId: { equals: externalId } }, { id: { in: ids } }] },
    select: {
      externalId: true,
      title: true,
      slug: true,
      city: true,
      goal: true,
      mainTypeName: true,
      status: true,
      published: true,
      photos: true,
      videos: true,
      virtualTourUrl: true,
      project: true,
      advisor: true,
    },
  })
  const property = docs[0]
  if (!property) return null
  const read = { ...asOwner(owner), depth: 0, pagination: false as const, where: { property: { equals: property.id } } }
  const [stats, submissions, appointments, ownerAdvisor] = await Promise.all([
    payload.find({ collection: 'property-stats', ...read, select: { date: true, pageViews: true } }),
    payload.find({
      collection: 'submissions',
      ...read,
      sort: '-createdAt',
      select: { type: true, status: true, name: true, subject: true, source: true, utm: true, createdAt: true },
    }),
    payload.find({
      collection: 'appointments',
      ...read,
      sort: 'date',
      select: { date: true, slot: true, status: true, firstName: true, lastName: true, submission: true },
    }),
    // "Your agent": the property's advisor, else the owner's own advisor.
    property.advisor || !relationId(owner.advisor)
      ? Promise.resolve(null)
      : payload.findByID({
          collection: 'advisors',
          id: relationId(owner.advisor)!,
          ...asOwner(owner),
          locale,
          depth: 1,
          disableErrors: true,
        }),
  ])
  const project = property.project && typeof property.project === 'object' ? property.project : null
  const published = property.published !== false
  const agentName = (advisor: unknown) => (advisor && typeof advisor === 'object' ? ((advisor as Advisor).name ?? '') : '')
  let agent = agentOf(property.advisor, agentName(property.advisor))
  if (!agent && ownerAdvisor) agent = agentOf(ownerAdvisor, agentName(ownerAdvisor))
  // The property's advisor comes with depth 1 but its photo one level deeper: read it when missing.
  if (
    agent &&
    !agent.photo &&
    property.advisor &&
    typeof property.advisor === 'object' &&
    typeof (property.advisor as Advisor).photo === 'number'
  ) {
    const photo = await payload.findByID({
      collection: 'media',
      id: (property.advisor as Advisor).photo as number,
      ...asOwner(owner),
      locale,
      depth: 0,
      disableErrors: true,
    })
    agent.photo = imageRef(photo, agent.name, 400)
  }
  return {
    property: {
      id: property.externalId,
      title: property.title,
      city: property.city ?? '',
      published,
      status: property.status ?? null,
      goal: property.goal,
    },
    stats: summarizeViews(stats.docs, now),
    history: buildHistory(submissions.docs as never, appointments.docs as never),
    visits: splitVisits(appointments.docs as never, now),
    agent,
    media: {
      publicPath: published
        ? propertyPath(sections, {
            externalId: property.externalId,
            title: property.title,
            slug: property.slug,
            city: property.city,
            goal: property.goal,
            mainTypeName: property.mainTypeName,
            project: project ? { externalId: project.externalId, title: project.title, slug: project.slug, city: project.city } : null,
          })
        : null,
      photos: (property.photos ?? [])
        .map((photo, i) => imageRef(photo, `${property.title} ${i + 1}`, 400))
        .filter((p): p is ImageRef => Boolean(p)),
      videos: (property.videos ?? []).map((v) => v.url).filter((url) => parseVideo(url)),
      virtualTourUrl: property.virtualTourUrl || null,
    },
  }
}
