import { NextResponse, type NextRequest } from 'next/server'

import { unsubscribeWatch, watchOfToken, watchUnsubscribePage } from '@/alerts/watches'
import { isLocale } from '@/i18n/locales'
import { payloadClient } from '@/data/payload'

const INVALID = { error: 'Invalid or unknown unsubscribe token' }

/**
 * RFC 8058 one-click unsubscribe of a listing alert: the mail program POSTs `List-Unsubscribe=One-Click`
 * to the List-Unsubscribe address of the e-mail (src/email/sendEmailTask.ts). The signed token in the
 * query is the authorisation. 200 when unsubscribed (again is fine), 400 for a bad token.
 */
export async function POST(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('token')
  const payload = await payloadClient()
  if (watchOfToken(payload, token) === null) return NextResponse.json(INVALID, { status: 400 })
  const outcome = await unsubscribeWatch(payload, token)
  if (outcome !== 'unsubscribed') return NextResponse.json(INVALID, { status: 400 })
  return NextResponse.json({ unsubscribed: true }, { headers: { 'Cache-Control': 'no-store' } })
}

/** A person who opens the address itself gets the page with the button. */
export async function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('token') ?? ''
  const payload = await payloadClient()
  const id = watchOfToken(payload, token)
  if (id === null) return NextResponse.json(INVALID, { status: 400 })
  const watch = await payload
    .findByID({ collection: 'listing-watches', id, depth: 0, overrideAccess: true, select: { locale: true } })
    .catch(() => null)
  return NextResponse.redirect(watchUnsubscribePage(payload, id, isLocale(watch?.locale) ? watch.locale : 'nl'), 303)
}
