import type { Ref } from 'react'

import { IMAGE_SIZES, type ImageRef } from '@/lib/image'
import { Picture } from '@/site/Picture'

import { PlanTag } from './PlanTag'
import type { SlideNames } from './slideNames'

/** The gallery's slides in its keen-slider track: each opens its photo or plan large, plans tagged as such. */
export function GallerySlides({
  sliderRef,
  photos,
  names,
  onOpen,
}: {
  sliderRef: Ref<HTMLDivElement>
  photos: ImageRef[]
  names: SlideNames
  onOpen: (index: number) => void
}) {
  return (
    <div ref={sliderRef} className="keen-slider">
      {photos.map((photo, i) => (
        <div
          key={photo.src}
          className={names.isPlan(i) ? 'keen-slider__slide gallery-plan' : 'keen-slider__slide'}
          role="group"
          aria-roledescription="slide"
          aria-label={names.position(i)}
        >
          <button type="button" className="gallery-open" onClick={() => onOpen(i)} aria-label={names.openLabel(i)}>
            {/* The first photo is the detail page's LCP: preloaded with high priority. */}
            <Picture image={photo} sizes={IMAGE_SIZES.gallery} priority={i === 0} />
          </button>
          {names.isPlan(i) && <PlanTag text={names.plan} large />}
        </div>
      ))}
    </div>
  )
}
