'use client'

import { useEffect, useRef, useState } from 'react'

import { anyUnder } from '../../lib/boxes'
import { throttle } from '../../lib/throttle'
import { requestSheet, type SheetForm } from './contactSheet'

export interface ContactBarProps {
  /** The bar's name for assistive technology. */
  label: string
  call: { href: string; text: string } | null
  whatsapp: { href: string; text: string } | null
  /** The two forms it opens as a sheet; each link leads to the form on the page without JavaScript. */
  forms: Array<{ form: SheetForm; text: string; href: string }>
  /** The island holding the page's forms (src/forms/chunks.tsx). */
  island: string
}

/** Form fields the bar must never cover; the bar's own links and a sheet's fields do not count. */
const FIELDS = 'input:not([type="hidden"]), select, textarea, [contenteditable="true"]'

/**
 * Issue 37 point 1: call, WhatsApp, ask a question, book a visit, at hand at the bottom of a phone's screen
 * (CSS shows it below 767 px only) on a listing's or a project's page. It steps aside while a form field has
 * the focus or lies where it would be (a form, the cost calculator, the newsletter), so it never covers one.
 * Small on purpose: it is in every page's first-load code, the forms it opens load when asked for.
 */
export function ContactBar({ label, call, whatsapp, forms, island }: ContactBarProps) {
  const ref = useRef<HTMLElement>(null)
  const [aside, setAside] = useState(false)
  // Its links open sheets from here on (before, they lead to the forms on the page); browser tests wait for it.
  const [live, setLive] = useState(false)

  useEffect(() => {
    const bar = ref.current
    if (!bar) return
    const check = () => {
      const active = document.activeElement
      // A sheet's fields lie over the bar (a modal dialog): the bar stays, to take the focus back at its close.
      const typing = active instanceof HTMLElement && active.matches(FIELDS) && !bar.contains(active) && !active.closest('dialog')
      // Where the bar is drawn, shown or not (it slides out of view, keeping its place).
      const rect = bar.getBoundingClientRect()
      const top = window.innerHeight - rect.height
      const cover = { top, bottom: window.innerHeight, left: 0, right: window.innerWidth }
      const fields = [...document.querySelectorAll<HTMLElement>(FIELDS)]
        .filter((field) => !bar.contains(field) && !field.closest('dialog'))
        .map((field) => field.getBoundingClientRect())
      setAside(typing || (rect.height > 0 && anyUnder(cover, fields)))
    }
    const onScroll = throttle(check, 100)
    // Focus moves before the keyboard opens: step aside at once, not on the next scroll.
    const onFocus = () => queueMicrotask(check)
    check()
    setLive(true)
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    document.addEventListener('focusin', onFocus)
    document.addEventListener('focusout', onFocus)
    return () => {
      onScroll.cancel()
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      document.removeEventListener('focusin', onFocus)
      document.removeEventListener('focusout', onFocus)
    }
  }, [])

  return (
    <nav
      ref={ref}
      className="contact-bar"
      aria-label={label}
      data-aside={aside ? 'true' : 'false'}
      data-live={live ? 'true' : undefined}
      data-testid="contact-bar"
    >
      <ul>
        {call && (
          <li>
            <a className="contact-bar-call" href={call.href}>
              <BarIcon path={PHONE} />
              {call.text}
            </a>
          </li>
        )}
        {whatsapp && (
          <li>
            <a className="contact-bar-whatsapp" href={whatsapp.href} target="_blank" rel="noopener">
              <BarIcon path={CHAT} />
              {whatsapp.text}
            </a>
          </li>
        )}
        {forms.map(({ form, text, href }) => (
          <li key={form}>
            <a
              className={`contact-bar-${form}`}
              href={href}
              aria-haspopup="dialog"
              onClick={(event) => {
                event.preventDefault()
                requestSheet(form, island, event.currentTarget)
              }}
            >
              <BarIcon path={form === 'visit' ? CALENDAR : QUESTION} />
              {text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

const PHONE =
  'M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z'
const CHAT = 'M4 20l1.5-4A8 8 0 1 1 8 19.5zM9 10h6M9 13h4'
const CALENDAR = 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4'
const QUESTION = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01'

function BarIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
