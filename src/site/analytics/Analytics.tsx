'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useRef } from 'react'

import { useConsentSnapshot } from '../consent/ConsentDialog'
import { choiceFromSnapshot, safeStorage } from '../consent/consent'
import { pageViewParams, rememberUtm } from '../../lib/utm'

export type AnalyticsProps = {
  googleAnalyticsId?: string | null
  googleAdsId?: string | null
  tagManagerId?: string | null
  facebookPixelId?: string | null
}

/**
 * Loads the tags of the site settings once their consent category is granted (spec section 4:
 * Analytics and Tag Manager after "analytical", Ads and the pixel after "marketing") and sends a
 * page view on every page, first load and client-side navigation alike. Renders nothing.
 */
export function Analytics(props: AnalyticsProps) {
  // useSearchParams needs a Suspense boundary on statically rendered pages.
  return (
    <Suspense fallback={null}>
      <Tracker {...props} />
    </Suspense>
  )
}

const present = (id?: string | null) => id?.trim() || null

function Tracker({ googleAnalyticsId, googleAdsId, tagManagerId, facebookPixelId }: AnalyticsProps) {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const snapshot = useConsentSnapshot()
  // Only the visitor's own stored choice: a preview path is never consent.
  const consent = snapshot ? choiceFromSnapshot(snapshot) : null

  const ga = consent?.analytical ? present(googleAnalyticsId) : null
  const gtm = consent?.analytical ? present(tagManagerId) : null
  const ads = consent?.marketing ? present(googleAdsId) : null
  const pixel = consent?.marketing ? present(facebookPixelId) : null

  useEffect(() => {
    if (ga) loadGoogleTag(ga)
  }, [ga])
  useEffect(() => {
    if (ads) loadGoogleTag(ads)
  }, [ads])
  useEffect(() => {
    if (gtm) loadTagManager(gtm)
  }, [gtm])
  useEffect(() => {
    if (pixel) loadPixel(pixel)
  }, [pixel])

  // One page view per page and destination: consent given halfway through a page still counts that
  // page, and a tag granted later never counts the same page twice.
  const page = useRef({ href: '', referrer: '', sent: new Set<string>() })
  useEffect(() => {
    const href = window.location.href
    // document.referrer stays the landing page's referrer; after a client-side navigation the
    // previous page is the referrer.
    if (page.current.href !== href) page.current = { href, referrer: page.current.href || document.referrer, sent: new Set() }
    const { referrer, sent } = page.current
    const due = [ga, ads, gtm, pixel].filter((id): id is string => !!id && !sent.has(id))
    if (due.length === 0) return
    const params = pageViewParams(href, referrer, rememberUtm(safeStorage('sessionStorage'), window.location.search))
    for (const id of due) {
      sent.add(id)
      if (id === gtm) window.dataLayer?.push({ event: 'page_view', ...params })
      else if (id === pixel) window.fbq?.('track', 'PageView')
      else window.gtag?.('event', 'page_view', { ...params, send_to: id })
    }
  }, [pathname, search, ga, ads, gtm, pixel])

  return null
}

/**
 * Adds an async script once. Without internet (or with a blocker) it simply never loads: the
 * calls queued in dataLayer/fbq stay queued and nothing reaches the visitor.
 */
function injectScript(id: string, src: string) {
  const script = document.createElement('script')
  script.id = id
  script.async = true
  // The page's CSP nonce (on the consent defaults' script): Tag Manager passes it on to the tags it adds.
  const nonce = (document.getElementById('consent-mode-defaults') as HTMLScriptElement | null)?.nonce
  if (nonce) script.nonce = nonce
  script.src = src
  document.head.appendChild(script)
}

function ensureGtag(): (...args: unknown[]) => void {
  window.dataLayer ??= []
  // Normally defined by ConsentModeDefaults already. gtag.js only understands Arguments objects.
  window.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  return window.gtag
}

let googleTagStarted = false

function loadGoogleTag(id: string) {
  const scriptId = `google-tag-${id}`
  if (document.getElementById(scriptId)) return
  const gtag = ensureGtag()
  if (!googleTagStarted) gtag('js', new Date())
  googleTagStarted = true
  // Page views are sent by hand (above) so the first page is not counted twice.
  gtag('config', id, { send_page_view: false })
  injectScript(scriptId, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`)
}

function loadTagManager(id: string) {
  const scriptId = `google-tag-manager-${id}`
  if (document.getElementById(scriptId)) return
  ensureGtag()
  window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  injectScript(scriptId, `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`)
}

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void
  queue: unknown[][]
  push: Fbq
  loaded: boolean
  version: string
}

function loadPixel(id: string) {
  const scriptId = 'facebook-pixel'
  if (document.getElementById(scriptId)) return
  // A stub that queues calls until fbevents.js loads and takes over through callMethod.
  const fbq = Object.assign(
    (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args)
      else fbq.queue.push(args)
    },
    { queue: [] as unknown[][], loaded: true, version: '2.0' },
  ) as Fbq
  fbq.push = fbq
  window.fbq ??= fbq
  window._fbq ??= window.fbq
  window.fbq('init', id)
  injectScript(scriptId, 'https://connect.facebook.net/en_US/fbevents.js')
}

declare global {
  interface Window {
    fbq?: Fbq
    _fbq?: Fbq
  }
}
