'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'

import { throttle } from '@/lib/throttle'

import { headerLogo, isHeaderCompact } from './headerScroll'

/**
 * The header's scroll states (spec section 9; the scroll handler runs at most every 100 ms).
 *
 * The header sits in a sticky slot. When it turns compact (smaller padding and logo), the slot keeps
 * the height the header had, so nothing below it moves: a shorter header would pull the content up,
 * the browser would adjust the scroll position to keep what the visitor reads in place, and that
 * change of position would switch the state back (the shaking header of issue 12). The thresholds
 * of `isHeaderCompact` add a band between the two states for the same reason.
 */
export function HeaderFrame({
  children,
  changeOnScroll,
  showLogoAtStart,
  homePaths,
  style,
}: {
  children: ReactNode
  changeOnScroll: boolean
  showLogoAtStart: boolean
  homePaths: string[]
  style: CSSProperties
}) {
  const pathname = usePathname()
  const [compact, setCompact] = useState(false)
  const slot = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let current = false
    const update = throttle(() => {
      const next = isHeaderCompact(current, window.scrollY)
      if (next === current) return
      // Reserve the large header's height before it shrinks; released once it is large again (below).
      if (next && slot.current) slot.current.style.height = `${slot.current.offsetHeight}px`
      current = next
      setCompact(next)
    }, 100)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      update.cancel()
      window.removeEventListener('scroll', update)
    }
  }, [])

  useLayoutEffect(() => {
    // The header is large again: its own height becomes the slot's height once its padding has grown
    // back (a 0.2 s transition). Released at once, the slot would follow the growing header and push
    // the page down while the visitor reaches the top.
    const frame = slot.current
    const header = frame?.firstElementChild
    if (compact || !frame) return
    const running = header && typeof header.getAnimations === 'function' ? header.getAnimations() : []
    if (running.length === 0) {
      frame.style.height = ''
      return
    }
    let live = true
    void Promise.allSettled(running.map((animation) => animation.finished)).then(() => {
      if (live) frame.style.height = ''
    })
    return () => {
      live = false
    }
  }, [compact])

  const isHome = homePaths.includes(pathname)
  return (
    <div ref={slot} className="header-slot">
      <header
        className="site-header"
        style={style}
        data-scrolled={compact ? 'true' : 'false'}
        data-fixed={changeOnScroll && compact ? 'true' : 'false'}
        data-logo={headerLogo(compact, isHome, showLogoAtStart)}
      >
        {children}
      </header>
    </div>
  )
}
