'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { boxesOverlap, samplePoints, type Box } from '@/lib/boxes'
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

/** Controls whose box is content as a whole; other elements count by their text only (a section's background, a photo's middle are no content). */
const CONTROLS = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'VIDEO', 'IFRAME'])

/** Whether an element's own text, or the element itself when it is a control, lies under `box`. */
function contentOf(element: Element, box: Box): boolean {
  if (CONTROLS.has(element.tagName)) return true
  const range = document.createRange()
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
    range.selectNodeContents(node)
    for (const rect of range.getClientRects()) if (boxesOverlap(rect, box)) return true
  }
  return false
}

/**
 * Issue 37 point 9: the button never lies over the page's text or controls (the end of a right-aligned
 * value, a link): what lies under it is looked up at points spread over it.
 */
function overContent(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect()
  if (box.width === 0) return false
  for (const { x, y } of samplePoints(box)) {
    const under = document.elementsFromPoint(x, y).find((element) => element !== button && !button.contains(element))
    if (under && contentOf(under, box)) return true
  }
  return false
}

export function BackToTop({ label }: { label: string }) {
  const visible = useSyncExternalStore(
    subscribeScroll,
    () => isBackToTopVisible(window.scrollY),
    () => false,
  )
  const frame = useRef(0)
  const button = useRef<HTMLButtonElement>(null)
  const [covering, setCovering] = useState(false)
  useEffect(() => () => cancelAnimationFrame(frame.current), [])
  useEffect(() => {
    const check = () => button.current && setCovering(overContent(button.current))
    return subscribeScroll(check)
  }, [])

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
      ref={button}
      data-visible={visible ? 'true' : 'false'}
      data-over-content={covering ? 'true' : 'false'}
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
