import { IMAGE_SIZES, type ImageRef } from '@/lib/image'
import { Picture } from '@/site/Picture'

import { PlanTag } from './PlanTag'
import type { SlideNames } from './slideNames'

/** The gallery's thumbnails: one button per slide, the current one marked, plans tagged as such. */
export function GalleryThumbs({
  photos,
  current,
  names,
  onPick,
}: {
  photos: ImageRef[]
  current: number
  names: SlideNames
  onPick: (index: number) => void
}) {
  return (
    <ul className="gallery-thumbs">
      {photos.map((photo, i) => (
        <li key={photo.src} className={names.isPlan(i) ? 'gallery-plan' : undefined}>
          <button type="button" onClick={() => onPick(i)} aria-current={i === current ? 'true' : undefined} aria-label={names.position(i)}>
            <Picture image={photo} sizes={IMAGE_SIZES.galleryThumb} alt="" />
            {names.isPlan(i) && <PlanTag text={names.plan} />}
          </button>
        </li>
      ))}
    </ul>
  )
}
