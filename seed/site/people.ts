import type { Payload } from 'payload'

import { enrolWithSecret } from '../../src/auth/twoFactor'
import { advisors } from '../content/advisors'
import type { Uploader } from './media'

export const ADMIN_EMAIL = 'admin@kempenvastgoed.be'
export const EDITOR_EMAIL = 'redactie@kempenvastgoed.be'
export const DEFAULT_ADMIN_PASSWORD = 'Admin-Kempen-2026!'
/** Password of every demo owner account (owner1@example.be …). */
export const DEMO_OWNER_PASSWORD = 'Eigenaar-2026!'

const quiet = { disableRevalidate: true }

export async function seedStaff(payload: Payload): Promise<void> {
  const admin = await payload.create({
    collection: 'users',
    data: { email: ADMIN_EMAIL, password: process.env.SEED_ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD, name: 'Beheerder', roles: ['admin'] },
  })
  // Admins need a second factor: without this the admin sets it up at the first login (the browser
  // tests seed a known secret instead, so they can compute the codes). Never set it in production.
  const totpSecret = process.env.SEED_ADMIN_TOTP_SECRET?.trim()
  if (totpSecret) await enrolWithSecret(payload, admin.id, totpSecret)
  await payload.create({
    collection: 'users',
    data: { email: EDITOR_EMAIL, password: process.env.SEED_ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD, name: 'Redactie', roles: ['editor'] },
  })
}

/** The six advisors, each with a portrait from the generated pool (advisor-1.jpg … advisor-6.jpg). */
export async function seedAdvisors(payload: Payload, upload: Uploader): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const [index, advisor] of advisors.entries()) {
    const photo = await upload(`advisor-${index + 1}.jpg`, `${advisor.firstName} ${advisor.lastName}`)
    const doc = await payload.create({
      collection: 'advisors',
      locale: 'nl',
      data: {
        firstName: advisor.firstName,
        lastName: advisor.lastName,
        slug: advisor.slug,
        email: advisor.email,
        phone: advisor.phone,
        role: advisor.role.nl,
        bio: advisor.bio.nl,
        photo,
        sort: index + 1,
        published: true,
      },
      context: quiet,
    })
    for (const locale of ['fr', 'en'] as const) {
      await payload.update({
        collection: 'advisors',
        id: doc.id,
        locale,
        data: { role: advisor.role[locale], bio: advisor.bio[locale] },
        context: quiet,
      })
    }
    ids.set(advisor.slug, doc.id)
  }
  return ids
}

const FIRST = ['Eva', 'Luc', 'Marleen', 'Bart', 'Ingrid', 'Koen', 'Hilde', 'Dirk', 'An', 'Geert', 'Sarah', 'Wim']
const LAST = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Vermeulen',
  'Hermans',
]

/** Demo owners for the portal; the importer links properties to them by e-mail. */
export async function seedOwners(payload: Payload, emails: readonly string[], advisorIds: number[]): Promise<void> {
  for (const [index, email] of emails.entries()) {
    await payload.create({
      collection: 'owners',
      data: {
        email,
        password: DEMO_OWNER_PASSWORD,
        salutation: index % 2 ? 'mr' : 'ms',
        firstName: FIRST[index % FIRST.length],
        lastName: LAST[index % LAST.length],
        phone: `04${String(75_000_000 + index * 1_234_567).slice(0, 8)}`,
        language: index % 5 === 4 ? 'fr' : 'nl',
        advisor: advisorIds[index % advisorIds.length],
      },
    })
  }
}
