'use client'

import { useEffect, useState } from 'react'

/** Spec section 9: below 767 px the banner plays its mobile video (and poster) when it has one. */
export function BannerVideo({ video, poster, mobileVideo, mobilePoster }: { video: string; poster?: string; mobileVideo?: string; mobilePoster?: string }) {
  const [mobile, setMobile] = useState(false)
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(max-width: 766px)')
    const update = () => setMobile(query.matches)
    update()
    setReduced(window.matchMedia('(prefers-reduced-motion: reduce)').matches)
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  const src = mobile && mobileVideo ? mobileVideo : video
  const still = mobile && mobilePoster ? mobilePoster : poster
  return <video key={src} className="banner-media" src={src} poster={still} autoPlay={!reduced} muted loop playsInline preload="metadata" aria-hidden="true" />
}
