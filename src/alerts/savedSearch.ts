import { createHash, randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { DictionaryKey } from '../i18n/dictionary'
import type { Locale } from '../i18n/locales'
import { formatPrice } from '../lib/format'
import { isLocale } from '../i18n/locales'
import type { PropertySearch } from '../listings/searchParams'
import { siteOrigin } from '../lib/siteOrigin'
import { confirmStateOf } from './confirmState'
import { WATCH_CONFIRM_DAYS } from './watchEmail'

/**
 * "Save this search" (issue 37.5): the filters of a list page become a demand of the register (the
 * `demands` collection, whose alerts src/alerts/alerts.ts sends), after a double opt-in by e-mail like
 * the listing alerts' (src/alerts/watches.ts): a random token, only its hash stored, valid
 * WATCH_CONFIRM_DAYS days; the link's page shows, its button confirms. An account is optional: a new
 * address gets a demand with a password of its own choice, or a random one it can replace through the
 * forgotten-password page. System writes: the link's token is the authorisation.
 */

/** The criteria of the register a list search gives: towns by postal code, types by WebID (src/listings/searchParams.ts). */
export interface SearchCriteria {
  goal: 'sale' | 'rent'
  zips: string[]
  webIds: number[]
  priceMin: number | null
  priceMax: number | null
  minBedrooms: number | null
}

/** What of a list search the register keeps: goal, towns, types, price range and bedrooms (the demand's criteria). */
export function searchCriteria(goal: 'sale' | 'rent', search: Pick<PropertySearch, 'city' | 'type' | 'price' | 'rooms'>): SearchCriteria {
  const positive = (value: number | undefined) => (typeof value === 'number' && value > 0 ? value : null)
  return {
    goal,
    zips: [...new Set(search.city)],
    webIds: [...new Set(search.type)],
    priceMin: positive(search.price?.min),
    priceMax: positive(search.price?.max),
    minBedrooms: positive(search.rooms),
  }
}

/** The demand's criteria: ids of the register's towns and types. */
export interface DemandCriteriaIds {
  goal: 'sale' | 'rent'
  types: number[]
  cities: number[]
  priceMin: number | null
  priceMax: number | null
  minBedrooms: number | null
}

/** A text in the reader's language (a page's translator, or an e-mail's `(key, values) => t(key, locale, values)`). */
type Text = (key: DictionaryKey, values?: Record<string, string | number>) => string

/**
 * A saved search in one line: "Te koop · Huis, Appartement · Mol, Balen · tot € 400.000 · 3 slaapkamers
 * of meer". No type named means every type. The list page's box and the confirmation e-mail both say it.
 */
export function describeSearch(
  search: {
    goal: 'sale' | 'rent'
    typeNames: string[]
    townNames: string[]
    priceMin: number | null
    priceMax: number | null
    minBedrooms: number | null
  },
  text: Text,
): string {
  const { priceMin, priceMax } = search
  const price =
    priceMin && priceMax
      ? `${formatPrice(priceMin)} - ${formatPrice(priceMax)}`
      : priceMax
        ? text('savedSearch.maxPrice', { price: formatPrice(priceMax) })
        : priceMin
          ? text('savedSearch.minPrice', { price: formatPrice(priceMin) })
          : null
  return [
    text(search.goal === 'rent' ? 'search.rent' : 'search.sale'),
    search.typeNames.length ? search.typeNames.join(', ') : text('savedSearch.allTypes'),
    search.townNames.join(', '),
    price,
    search.minBedrooms ? text('savedSearch.bedrooms', { count: search.minBedrooms }) : null,
  ]
    .filter(Boolean)
    .join(' · ')
}

const hashSearchToken = (token: string): string => createHash('sha256').update(`saved-search:${token}`).digest('hex')

export function newSearchToken(now = new Date()): { token: string; hash: string; expiresAt: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashSearchToken(token), expiresAt: new Date(now.getTime() + WATCH_CONFIRM_DAYS * 86_400_000).toISOString() }
}

/** A token as a link carries it: 43 base64url characters. Anything else is refused before any read. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export const savedSearchConfirmUrl = (locale: Locale, token: string, origin = siteOrigin()) =>
  `${origin}/${locale}/saved-search/confirm/${token}/`

export interface PendingSearch {
  email: string
  firstName: string
  lastName: string
  /** The visitor's own password, or null: a random one (the account stays optional). */
  password: string | null
  locale: Locale
  criteria: DemandCriteriaIds
  tokenHash: string
  expiresAt: string
  submissionId: number
}

/**
 * Stores the search to confirm, in the form's transaction. A new address gets a demand that sends
 * nothing until confirmed (`subscribed` off); a known one keeps its criteria, subscription and password
 * until the link is confirmed. Either way the visitor reads the same answer.
 */
export async function storePendingSearch(payload: Payload, search: PendingSearch, req: PayloadRequest): Promise<void> {
  const email = search.email.toLowerCase()
  const { docs } = await payload.find({
    collection: 'demands',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
    where: { email: { equals: email } },
    select: { email: true },
  })
  const optIn = {
    status: 'pending' as const,
    confirmTokenHash: search.tokenHash,
    confirmExpiresAt: search.expiresAt,
    confirmedAt: null,
    criteria: search.criteria as unknown as Record<string, unknown>,
  }
  if (docs[0]) {
    await payload.update({ collection: 'demands', id: docs[0].id, depth: 0, overrideAccess: true, req, data: { optIn } })
    return
  }
  await payload.create({
    collection: 'demands',
    depth: 0,
    overrideAccess: true,
    req,
    data: {
      email,
      password: search.password ?? randomBytes(24).toString('base64url'),
      firstName: search.firstName,
      lastName: search.lastName,
      language: search.locale,
      criteria: search.criteria,
      subscribed: false,
      optIn,
      submission: search.submissionId,
    },
  })
}

type DemandRow = {
  id: number
  language?: string | null
  optIn?: { status?: string | null; confirmExpiresAt?: string | null; criteria?: unknown } | null
}

async function demandOfToken(payload: Payload, token: string): Promise<DemandRow | null> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null
  const { docs } = await payload.find({
    collection: 'demands',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    where: { 'optIn.confirmTokenHash': { equals: hashSearchToken(token) } },
    select: { language: true, optIn: true },
  })
  return (docs[0] as DemandRow | undefined) ?? null
}

const stateOf = (demand: DemandRow | null, now: Date) =>
  confirmStateOf(demand ? { status: demand.optIn?.status, confirmExpiresAt: demand.optIn?.confirmExpiresAt } : null, now)

export type SearchConfirmView = { state: 'pending' | 'confirmed'; locale: Locale } | { state: 'expired' | 'invalid' }

/** What the link stands for, read only: a GET or HEAD of the link (a mail scanner) confirms nothing. */
export async function viewSearchToken(payload: Payload, token: string, now = new Date()): Promise<SearchConfirmView> {
  const demand = await demandOfToken(payload, token)
  const state = stateOf(demand, now)
  if (state === 'expired' || state === 'invalid') return { state }
  return { state, locale: isLocale(demand!.language) ? demand!.language : 'nl' }
}

export type SearchConfirmOutcome = { result: 'confirmed' | 'already' } | { result: 'expired' | 'invalid' }

/**
 * The link page's button (POST): the search to confirm becomes the demand's criteria and its alerts
 * start. Conditional on the row still being pending, so two posts at once confirm it once.
 */
export async function confirmSavedSearch(payload: Payload, token: string, now = new Date()): Promise<SearchConfirmOutcome> {
  const demand = await demandOfToken(payload, token)
  const state = stateOf(demand, now)
  if (state === 'expired' || state === 'invalid') return { result: state }
  if (state === 'confirmed') return { result: 'already' }
  const criteria = demand!.optIn?.criteria as DemandCriteriaIds | undefined
  const { docs } = await payload.update({
    collection: 'demands',
    where: { and: [{ id: { equals: demand!.id } }, { 'optIn.status': { equals: 'pending' } }] },
    depth: 0,
    overrideAccess: true,
    data: {
      ...(criteria ? { criteria } : {}),
      subscribed: true,
      unsubscribedAt: null,
      optIn: { status: 'confirmed', confirmedAt: now.toISOString(), criteria: null },
    },
  })
  return { result: docs.length ? 'confirmed' : 'already' }
}
