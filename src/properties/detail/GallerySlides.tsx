import type { Ref } from 'react'

import { IMAGE_SIZES, type ImageRef } from '@/lib/image'
import { Picture } from '@/site/Picture'

/** The gallery's slides in its keen-slider track: each opens its photo or plan large, plans tagged as such. */
export function GallerySlides({
  sliderRef,
  photos,
  isPlan,
  position,
  openLabel,
  onOpen,
  plan,
}: {
  sliderRef: Ref<HTMLDivElement>
  photos: ImageRef[]
  isPlan: (index: number) => boolean
  position: (index: number) => string
  openLabel: (index: number) => string
  onOpen: (index: number) => void
  plan: string
}) {
  return (
    <div ref={sliderRef} className="keen-slider">
      {photos.map((photo, i) => (
        <div
          key={photo.src}
          className={isPlan(i) ? 'keen-slider__slide gallery-plan' : 'keen-slider__slide'}
          role="group"
          aria-roledescription="slide"
          aria-label={position(i)}
        >
          <button type="button" className="gallery-open" onClick={() => onOpen(i)} aria-label={openLabel(i)}>
            {/* The first photo is the detail page's LCP: preloaded with high priority. */}
            <Picture image={photo} sizes={IMAGE_SIZES.gallery} priority={i === 0} />
          </button>
          {isPlan(i) && (
            <span className="gallery-plan-tag gallery-plan-tag-large" aria-hidden="true">
              {plan}
            </span>
          )}
        </div>
      ))}
    </div>
  )
}
