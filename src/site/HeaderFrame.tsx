'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react'

import { throttle } from '@/lib/throttle'

/** Spec section 9: header and logo change after 30 px of scrolling; the handler runs at most every 100 ms. */
export const HEADER_SCROLL_THRESHOLD = 30

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
  const [scrolled, setScrolled] = useState(false)

  useEffect(() => {
    const update = throttle(() => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD), 100)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      update.cancel()
      window.removeEventListener('scroll', update)
    }
  }, [])

  const isHome = homePaths.includes(pathname)
  return (
    <header
      className="site-header"
      style={style}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-fixed={changeOnScroll && scrolled ? 'true' : 'false'}
      data-logo={scrolled ? 'small' : isHome && !showLogoAtStart ? 'hidden' : 'large'}
    >
      {children}
    </header>
  )
}
