import type { ReactNode } from 'react'

import { IMAGE_SIZES, imageRef, mediaHref } from '@/lib/image'

import { BannerVideo, Slider } from './chunks'
import { Picture } from './Picture'
import type { SliderLabels } from './Slider'

export interface BannerData {
  type?: 'image' | 'gallery' | 'video' | null
  title?: string | null
  description?: string | null
  image?: unknown
  images?: unknown[] | null
  video?: unknown
  videoPoster?: unknown
  videoMobile?: unknown
  videoMobilePoster?: unknown
  color?: string | null
  autoplaySeconds?: number
}

const urlOf = (media: unknown) => mediaHref(media)

/** Hero banner (spec "Shared page shell"): image, gallery or video, with title, description and an optional slot (the home search box). */
export function Banner({
  banner,
  headingLevel = 1,
  sliderLabels,
  children,
}: {
  banner: BannerData
  headingLevel?: 1 | 2
  sliderLabels: SliderLabels
  children?: ReactNode
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const title = banner.title ?? ''
  let media: ReactNode = null
  if (banner.type === 'video' && urlOf(banner.video)) {
    media = (
      <BannerVideo
        video={urlOf(banner.video)!}
        poster={urlOf(banner.videoPoster)}
        mobileVideo={urlOf(banner.videoMobile)}
        mobilePoster={urlOf(banner.videoMobilePoster)}
      />
    )
  } else if (banner.type === 'gallery' && (banner.images?.length ?? 0) > 1) {
    const images = (banner.images ?? []).map((m) => imageRef(m, title)).filter((i) => i !== null)
    media = (
      <Slider labels={sliderLabels} autoplaySeconds={banner.autoplaySeconds ?? 6} className="banner-gallery">
        {images.map((image, i) => (
          <Picture
            key={i}
            className="banner-media"
            image={image}
            sizes={IMAGE_SIZES.hero}
            alt={i === 0 ? '' : image.alt}
            priority={i === 0}
          />
        ))}
      </Slider>
    )
  } else {
    const image = imageRef(banner.image ?? banner.images?.[0], title)
    if (image)
      media = (
        // The banner is the page's LCP: preloaded with high priority (Picture).
        <Picture className="banner-media" image={image} sizes={IMAGE_SIZES.hero} alt="" priority />
      )
  }
  return (
    <section className="banner" data-type={banner.type ?? 'image'} style={banner.color ? { background: banner.color } : undefined}>
      {media}
      <div className="banner-text">
        {title && <Heading>{title}</Heading>}
        {banner.description && <p>{banner.description}</p>}
        {children}
      </div>
    </section>
  )
}
