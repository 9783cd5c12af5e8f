'use client'

import { useMediaQuery } from './useMediaQuery'

/** Spec section 9: below 767 px the banner plays its mobile video (and poster) when it has one. */
export function BannerVideo({
  video,
  poster,
  mobileVideo,
  mobilePoster,
}: {
  video: string
  poster?: string
  mobileVideo?: string
  mobilePoster?: string
}) {
  const mobile = useMediaQuery('(max-width: 766px)')
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)')
  const src = mobile && mobileVideo ? mobileVideo : video
  const still = mobile && mobilePoster ? mobilePoster : poster
  return (
    <video
      key={src}
      className="banner-media"
      src={src}
      poster={still}
      autoPlay={!reduced}
      muted
      loop
      playsInline
      preload="metadata"
      aria-hidden="true"
    />
  )
}
