'use client'

import { useEffect, useRef, useSyncExternalStore } from 'react'

import { throttle } from '@/lib/throttle'

import { BACK_TO_TOP_DURATION, isBackToTopVisible, scrollPositionAt } from './backToTopRules'
import './overlays.css'

// Spec section 9: the scroll handler runs at most every 100 ms.
function subscribeScroll(onChange: () => void) {
  const onScroll = throttle(onChange, 100)
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => {
    onScroll.cancel()
    window.removeEventListener('scroll', onScroll)
  }
}

/**
 * Keyboard users land at the top of the page too: the next Tab starts from the first link instead
 * of from the button, which hides once the page is back at the top.
 */
function focusPageTop() {
  const body = document.body
  body.tabIndex = -1
  body.focus({ preventScroll: true })
  body.addEventListener('blur', () => body.removeAttribute('tabindex'), { once: true })
}

export function BackToTop({ label }: { label: string }) {
  const visible = useSyncExternalStore(
    subscribeScroll,
    () => isBackToTopVisible(window.scrollY),
    () => false,
  )
  const frame = useRef(0)
  useEffect(() => () => cancelAnimationFrame(frame.current), [])

  const scrollToTop = () => {
    focusPageTop()
    cancelAnimationFrame(frame.current)
    const startY = window.scrollY
    // 'instant' also overrides a CSS scroll-behavior: smooth, which would fight the animation.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      window.scrollTo({ top: 0, behavior: 'instant' })
      return
    }
    const start = performance.now()
    const step = (now: number) => {
      window.scrollTo({ top: scrollPositionAt(startY, now - start), behavior: 'instant' })
      if (now - start < BACK_TO_TOP_DURATION) frame.current = requestAnimationFrame(step)
    }
    frame.current = requestAnimationFrame(step)
  }

  return (
    <button
      type="button"
      className="back-to-top"
      data-visible={visible ? 'true' : 'false'}
      aria-label={label}
      title={label}
      onClick={scrollToTop}
    >
      <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 22 22">
        <path d="M4 14l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  )
}
