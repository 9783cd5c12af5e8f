import { createHash, randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { queueEmail } from '../email/queue'
import { emailTexts, siteName } from '../email/texts'
import { isLocale, type Locale } from '../i18n/locales'
import { signToken, verifyToken } from '../lib/signedToken'
import { siteOrigin } from '../lib/siteOrigin'
import { confirmStateOf } from './confirmState'
import { listingLinks } from './listingUrl'
import { baselineMoved, baselineOf, watchChange, type WatchedListing } from './watchChange'
import { WATCH_CONFIRM_DAYS, watchAlertEmail } from './watchEmail'

/**
 * Alerts for one listing without an account (issue point 5): the watch's tokens, confirming and
 * unsubscribing by link, and the alerts of a saved listing. System writes: the link's token is the
 * authorisation, the visitor is never logged in, and the collection is closed to every API user.
 */

export const WATCH_ALERT_KIND = 'listing-alert'

// ---- confirmation (double opt-in): a random token, only its hash stored, valid WATCH_CONFIRM_DAYS days

const hashWatchToken = (token: string): string => createHash('sha256').update(`listing-watch:${token}`).digest('hex')

export function newConfirmToken(now = new Date()): { token: string; hash: string; expiresAt: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashWatchToken(token), expiresAt: new Date(now.getTime() + WATCH_CONFIRM_DAYS * 86_400_000).toISOString() }
}

/** A token as a link carries it: 43 base64url characters. Anything else is refused before any read. */
const CONFIRM_TOKEN = /^[A-Za-z0-9_-]{43}$/

export const confirmUrl = (locale: Locale, token: string, origin = siteOrigin()) => `${origin}/${locale}/listing-alert/confirm/${token}/`

export type ConfirmOutcome =
  | { result: 'confirmed'; propertyId: number; locale: Locale }
  | { result: 'already'; propertyId: number; locale: Locale }
  | { result: 'expired' }
  | { result: 'invalid' }
export type ConfirmView =
  | { state: 'pending'; propertyId: number; locale: Locale }
  | { state: 'confirmed'; propertyId: number; locale: Locale }
  | { state: 'expired' }
  | { state: 'invalid' }

const localeOf = (value: unknown): Locale => (isLocale(value) ? value : 'nl')
const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null

async function watchOfConfirmToken(payload: Payload, token: string) {
  if (typeof token !== 'string' || !CONFIRM_TOKEN.test(token)) return null
  const { docs } = await payload.find({
    collection: 'listing-watches',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    where: { confirmTokenHash: { equals: hashWatchToken(token) } },
  })
  return docs[0] ?? null
}

/**
 * What a confirmation link stands for, read only (issue 33.6): the page a GET or HEAD of the link
 * shows. A mail scanner that fetches the link confirms nothing; the page's button (POST) does.
 */
export async function viewConfirmToken(payload: Payload, token: string, now = new Date()): Promise<ConfirmView> {
  const watch = await watchOfConfirmToken(payload, token)
  const propertyId = watch ? idOf(watch.property) : null
  const state = confirmStateOf(watch, now)
  if (state === 'expired') return { state }
  if (!watch || propertyId === null || state === 'invalid') return { state: 'invalid' }
  return { state, propertyId, locale: localeOf(watch.locale) }
}

/**
 * Confirms the watch a confirmation link names: the button of the link's page (POST). Posting again
 * says "already confirmed" and changes nothing. The watch starts from the listing's state at this
 * moment: only later changes alert. The update is conditional on the row still being pending, so two
 * posts at once confirm it once (the second one reads "already").
 */
export async function confirmWatch(payload: Payload, token: string, now = new Date()): Promise<ConfirmOutcome> {
  const watch = await watchOfConfirmToken(payload, token)
  const propertyId = watch ? idOf(watch.property) : null
  const state = confirmStateOf(watch, now)
  if (!watch || propertyId === null || state === 'invalid') return { result: 'invalid' }
  if (state === 'expired') return { result: 'expired' }
  const locale = localeOf(watch.locale)
  if (state === 'confirmed') return { result: 'already', propertyId, locale }
  const listing = await payload
    .findByID({ collection: 'properties', id: propertyId, depth: 0, overrideAccess: true, select: { price: true, status: true } })
    .catch(() => null)
  if (!listing) return { result: 'invalid' }
  const known = baselineOf(listing)
  const { docs } = await payload.update({
    collection: 'listing-watches',
    where: { and: [{ id: { equals: watch.id } }, { status: { equals: 'pending' } }] },
    depth: 0,
    overrideAccess: true,
    data: { status: 'confirmed', confirmedAt: now.toISOString(), notifiedPrice: known.price, notifiedStatus: known.status },
  })
  return docs.length ? { result: 'confirmed', propertyId, locale } : { result: 'already', propertyId, locale }
}

// ---- unsubscribe: a signed, lasting token per watch (an alert of last year must still stop the alerts)

const unsubscribeToken = (payload: Payload, watchId: number | string) => signToken('listing-watch', watchId, payload.secret)

/** The page with the button (GET shows, the button posts). */
export const watchUnsubscribePage = (payload: Payload, watchId: number | string, locale: Locale, origin = siteOrigin()) =>
  `${origin}/${locale}/listing-alert/unsubscribe/${unsubscribeToken(payload, watchId)}/`

/** The one-click address of the List-Unsubscribe header (RFC 8058: the mail client POSTs to it). */
const watchOneClickUrl = (payload: Payload, watchId: number | string, origin = siteOrigin()) =>
  `${origin}/api/site/listing-alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(payload, watchId))}`

export function watchOfToken(payload: Payload, token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const id = verifyToken('listing-watch', token, payload.secret)
  return id && /^\d+$/.test(id) ? Number(id) : null
}

/** Stops the alerts of the watch a genuine token names; twice is fine and keeps the first date. */
export async function unsubscribeWatch(payload: Payload, token: unknown, now = new Date()): Promise<'unsubscribed' | 'invalid'> {
  const id = watchOfToken(payload, token)
  if (id === null) return 'invalid'
  const { docs } = await payload.find({
    collection: 'listing-watches',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    where: { id: { equals: id } },
    select: { status: true, unsubscribedAt: true },
  })
  const watch = docs[0]
  if (!watch) return 'invalid'
  if (watch.status !== 'unsubscribed') {
    await payload.update({
      collection: 'listing-watches',
      id,
      depth: 0,
      overrideAccess: true,
      data: { status: 'unsubscribed', unsubscribedAt: watch.unsubscribedAt ?? now.toISOString(), confirmTokenHash: null },
    })
  }
  return 'unsubscribed'
}

// ---- sign-up (the detail page's form, src/forms/listing-alert): store first, the form queues the mail

export interface PendingWatch {
  email: string
  propertyId: number
  locale: Locale
  tokenHash: string
  expiresAt: string
}

/**
 * The watch of a sign-up, inside the form's transaction. A new address and listing: a pending watch.
 * Pending or unsubscribed before: pending again with the new link (the old link stops working).
 * Already confirmed: nothing changes and no mail is due. Returns whether a confirmation is to be sent.
 */
export async function storePendingWatch(payload: Payload, watch: PendingWatch, req: PayloadRequest): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'listing-watches',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
    where: { and: [{ email: { equals: watch.email } }, { property: { equals: watch.propertyId } }] },
    select: { status: true },
  })
  const data = {
    status: 'pending' as const,
    locale: watch.locale,
    confirmTokenHash: watch.tokenHash,
    confirmExpiresAt: watch.expiresAt,
  }
  if (!docs[0]) {
    await payload.create({
      collection: 'listing-watches',
      depth: 0,
      overrideAccess: true,
      req,
      data: { ...data, email: watch.email, property: watch.propertyId },
    })
    return true
  }
  if (docs[0].status === 'confirmed') return false
  await payload.update({
    collection: 'listing-watches',
    id: docs[0].id,
    depth: 0,
    overrideAccess: true,
    req,
    data: { ...data, unsubscribedAt: null, confirmedAt: null },
  })
  return true
}

// ---- alerts of a saved listing

export interface WatchedProperty extends WatchedListing {
  id: number
  goal?: 'sale' | 'rent' | null
  priceUnit?: number | null
}

/**
 * Queues the alert of every confirmed watch of the listing that has news (src/alerts/watchChange.ts)
 * and moves each watch's known state on, in the save's transaction (`req`): the alert and the new
 * state commit together, so a second save with the same values, or an import run again, alerts no
 * one twice. Returns the number of alerts queued.
 */
export async function queueWatchAlerts(payload: Payload, property: WatchedProperty, req?: PayloadRequest): Promise<number> {
  const { docs } = await payload.find({
    collection: 'listing-watches',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    where: { and: [{ property: { equals: property.id } }, { status: { equals: 'confirmed' } }] },
    select: { email: true, locale: true, notifiedPrice: true, notifiedStatus: true },
  })
  const due = docs.filter((w) => baselineMoved({ price: w.notifiedPrice ?? null, status: w.notifiedStatus ?? null }, property))
  if (!due.length) return 0
  const origin = siteOrigin()
  const alerts = due.flatMap((watch) => {
    const change = watchChange({ price: watch.notifiedPrice ?? null, status: watch.notifiedStatus ?? null }, property)
    return change ? [{ watch, change, locale: localeOf(watch.locale) }] : []
  })
  const [links, site, t] = alerts.length
    ? await Promise.all([
        listingLinks(payload, property.id, [...new Set(alerts.map((a) => a.locale))], origin, { req, overrideAccess: true }),
        siteName(payload),
        emailTexts(payload),
      ])
    : [null, '', null]
  for (const { watch, change, locale } of alerts) {
    const link = links!.get(locale)!
    const { subject, text } = watchAlertEmail(
      {
        locale,
        siteName: site,
        listing: {
          ...link,
          price: property.price,
          publishPrice: property.publishPrice,
          priceUnit: property.priceUnit,
          goal: property.goal,
        },
        change,
        unsubscribeUrl: watchUnsubscribePage(payload, watch.id, locale, origin),
      },
      t!,
    )
    await queueEmail(
      payload,
      { kind: WATCH_ALERT_KIND, to: watch.email, subject, text, locale, listUnsubscribe: watchOneClickUrl(payload, watch.id, origin) },
      req,
    )
  }
  const known = baselineOf(property)
  for (const watch of due) {
    await payload.update({
      collection: 'listing-watches',
      id: watch.id,
      depth: 0,
      overrideAccess: true,
      req,
      data: { notifiedPrice: known.price, notifiedStatus: known.status },
    })
  }
  return alerts.length
}
