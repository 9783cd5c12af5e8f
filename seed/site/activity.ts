import type { Payload } from 'payload'

import { addDays, storedDay, todayInBelgium } from '../../src/lib/belgianDay'
import type { Rng } from '../generate/random'

const quiet = { disableRevalidate: true }
const HISTORY_DAYS = 60

/** A Belgian day `daysAgo` before today, as date fields store it. */
const day = (today: Date, daysAgo: number) => new Date(storedDay(addDays(todayInBelgium(today), -daysAgo)))

const VISITORS = [
  ['Jeroen', 'Vos'],
  ['Lotte', 'Aerts'],
  ['Mathieu', 'Dubois'],
  ['Sanne', 'Verbeeck'],
  ['Tom', 'Smets'],
  ['Nina', 'Lenaerts'],
] as const

const QUESTIONS = [
  'Is deze woning nog beschikbaar? Wij zouden graag een bezoek plannen.',
  'Kan u mij het EPC-attest en het bodemattest bezorgen?',
  'Is er ruimte om over de prijs te onderhandelen?',
  'Wat zijn de maandelijkse kosten en is er een lift?',
] as const

/**
 * The owner portal's history: daily page views for the last 60 days (up to the day of seeding), plus
 * enquiries and visits on every owned property. Counters are written straight to the database:
 * thousands of rows, no hooks needed.
 */
export async function seedOwnerActivity(
  payload: Payload,
  rng: Rng,
  today = new Date(),
): Promise<{ stats: number; submissions: number; appointments: number }> {
  const owned = await payload.find({
    collection: 'properties',
    pagination: false,
    depth: 0,
    where: { owner: { exists: true } },
    select: { externalId: true, goal: true, title: true },
    sort: 'externalId',
  })
  let stats = 0
  let submissions = 0
  let appointments = 0
  for (const property of owned.docs) {
    const popularity = 5 + rng.int(0, 40)
    for (let ago = HISTORY_DAYS - 1; ago >= 0; ago--) {
      const date = day(today, ago)
      const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6
      const pageViews = Math.max(0, Math.round(popularity * (weekend ? 1.4 : 1) * (0.5 + rng.float())))
      const contactRequests = rng.chance(0.08) ? 1 : 0
      const visits = rng.chance(0.05) ? 1 : 0
      await payload.db.create({
        collection: 'property-stats',
        data: {
          property: property.id,
          date: date.toISOString(),
          pageViews,
          contactRequests,
          visits,
          createdAt: date.toISOString(),
          updatedAt: date.toISOString(),
        },
      })
      stats++
    }

    for (let i = 0; i < 3; i++) {
      const [firstName, lastName] = rng.pick(VISITORS)
      const created = day(today, rng.int(1, HISTORY_DAYS - 1))
      const submission = await payload.create({
        collection: 'submissions',
        data: {
          type: i === 2 ? 'visit' : 'property-info',
          status: rng.chance(0.6) ? 'handled' : 'new',
          locale: 'nl',
          name: `${firstName} ${lastName}`,
          email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.be`,
          phone: `04${rng.int(70, 99)}${rng.int(100000, 999999)}`,
          subject: i === 2 ? 'Bezoekaanvraag' : 'Meer info',
          message: rng.pick(QUESTIONS),
          property: property.id,
          source: 'website',
          createdAt: created.toISOString(),
        },
        context: quiet,
      })
      submissions++
      if (i === 2) {
        const when = day(today, rng.int(-14, 30))
        await payload.create({
          collection: 'appointments',
          data: {
            property: property.id,
            date: when.toISOString(),
            slot: rng.pick(['10-13', '13-16', '16-19'] as const),
            status: when.getTime() < today.getTime() ? 'confirmed' : rng.chance(0.7) ? 'confirmed' : 'requested',
            firstName,
            lastName,
            email: submission.email,
            phone: submission.phone,
            locale: 'nl',
            submission: submission.id,
          },
          context: quiet,
        })
        appointments++
      }
    }
  }
  return { stats, submissions, appointments }
}

const TESTIMONIALS = [
  {
    name: 'Familie Vandenbroeck',
    aboutYou: 'Verkochten hun woning in Lommel',
    comment: 'Binnen zes weken verkocht, met een heel correcte opvolging. Aanrader!',
    status: 'published',
  },
  {
    name: 'Julie Moens',
    aboutYou: 'Huurt een appartement in Mol',
    comment: 'Vlotte communicatie en een duidelijke plaatsbeschrijving. Bedankt!',
    status: 'published',
  },
  {
    name: 'Marc Thijs',
    aboutYou: 'Kocht een bouwgrond in Peer',
    comment: 'Alle attesten waren meteen beschikbaar, dat gaf veel vertrouwen.',
    status: 'published',
  },
  { name: 'Anoniem', aboutYou: 'Bezoeker', comment: 'Nog niet nagelezen door de redactie.', status: 'pending' },
] as const

export async function seedTestimonials(payload: Payload, today = new Date()): Promise<number> {
  for (const [i, testimonial] of TESTIMONIALS.entries()) {
    await payload.create({
      collection: 'testimonials',
      // Approved ones published, the pending one a draft: the moderation follows publication (collections/Testimonials).
      data: {
        ...testimonial,
        _status: testimonial.status === 'published' ? 'published' : 'draft',
        postedAt: day(today, 10 + i * 9).toISOString(),
        locale: 'nl',
      },
      context: quiet,
    })
  }
  return TESTIMONIALS.length
}
