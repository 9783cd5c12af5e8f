import type { Config, Payload, PayloadRequest, Where } from 'payload'

import { inEachLanguage } from '../../src/i18n/admin/adminText'
import { staff } from '../access'
import { MENTIONS } from '../../src/listings/mentions'

/**
 * Saved filters of the admin's lists (Payload's query presets): "New leads", "For sale, published" and
 * "Mentions missing" for everyone, and each staff member's own "My leads". A preset's filter is fixed JSON, so "my" cannot be a
 * variable: every staff member gets a preset of their own, only theirs to see, made at their login.
 */

export const queryPresetsConfig: NonNullable<Config['queryPresets']> = {
  access: {
    read: staff,
    create: staff,
    update: staff,
    delete: staff,
  },
  constraints: {},
  // As label functions (src/i18n/admin/adminText.ts inEachLanguage): Payload adds this collection after the
  // plugins that turn records into functions, and its preset bar put the record into the "+" button's
  // aria-label ("Nieuw [object Object]").
  labels: {
    singular: inEachLanguage({ en: 'Saved filter', nl: 'Bewaarde filter', fr: 'Filtre enregistré' }),
    plural: inEachLanguage({ en: 'Saved filters', nl: 'Bewaarde filters', fr: 'Filtres enregistrés' }),
  },
}

interface PresetSpec {
  title: string
  relatedCollection: 'submissions' | 'properties'
  where: Where
  columns?: { accessor: string; active: boolean }[]
}

const column = (accessor: string) => ({ accessor, active: true })

/**
 * Listings whose adverts lack a required mention (issue 32 point 6): `missingMentions` holds any of them
 * (the properties' beforeChange hook keeps it current; src/listings/mentions.ts decides).
 */
export const MISSING_MENTIONS_PRESET: PresetSpec = {
  title: 'Vermeldingen ontbreken · Mentions missing',
  relatedCollection: 'properties',
  where: { or: [{ and: [{ missingMentions: { in: [...MENTIONS] } }] }] },
  columns: ['externalId', 'title', 'city', 'status', 'missingMentions', 'published', 'updatedAt'].map(column),
}

export const SHARED_PRESETS: PresetSpec[] = [
  {
    title: 'Nieuwe leads · New leads',
    relatedCollection: 'submissions',
    where: { or: [{ and: [{ status: { equals: 'new' } }] }] },
    columns: ['createdAt', 'type', 'name', 'property', 'status', 'assignedTo'].map(column),
  },
  {
    title: 'Te koop, gepubliceerd · For sale, published',
    relatedCollection: 'properties',
    where: { or: [{ and: [{ goal: { equals: 'sale' } }, { published: { equals: true } }] }] },
  },
  MISSING_MENTIONS_PRESET,
]

export const myLeadsPreset = (userId: number | string): PresetSpec => ({
  title: 'Mijn leads · My leads',
  relatedCollection: 'submissions',
  where: { or: [{ and: [{ assignedTo: { equals: userId } }, { status: { not_equals: 'handled' } }] }] },
  columns: ['createdAt', 'type', 'name', 'property', 'status'].map(column),
})

const access = (constraint: 'everyone' | 'onlyMe', users: (number | string)[] = []) => ({
  read: { constraint, users },
  update: { constraint, users },
  delete: { constraint, users },
})

async function ensurePreset(
  payload: Payload,
  spec: PresetSpec,
  sharing: ReturnType<typeof access>,
  owner: number | string | null,
  req?: PayloadRequest,
): Promise<void> {
  const and: Where[] = [{ title: { equals: spec.title } }, { relatedCollection: { equals: spec.relatedCollection } }]
  if (owner !== null) and.push({ 'access.read.users': { in: [owner] } })
  const existing = await payload.count({ collection: 'payload-query-presets', where: { and }, overrideAccess: true, req })
  if (existing.totalDocs > 0) return
  await payload.create({
    collection: 'payload-query-presets',
    overrideAccess: true,
    depth: 0,
    req,
    data: { ...spec, isShared: true, access: sharing } as never,
  })
}

/** The shared presets and this staff member's "My leads", each made once. */
export async function ensurePresets(payload: Payload, userId: number | string, req?: PayloadRequest): Promise<void> {
  for (const spec of SHARED_PRESETS) await ensurePreset(payload, spec, access('everyone'), null, req)
  await ensurePreset(payload, myLeadsPreset(userId), access('onlyMe', [userId]), userId, req)
}
