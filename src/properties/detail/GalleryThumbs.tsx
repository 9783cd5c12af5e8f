import { IMAGE_SIZES, type ImageRef } from '@/lib/image'
import { Picture } from '@/site/Picture'

/** The gallery's thumbnails: one button per slide, the current one marked, plans tagged as such. */
export function GalleryThumbs({
  photos,
  current,
  isPlan,
  position,
  onPick,
  plan,
}: {
  photos: ImageRef[]
  current: number
  isPlan: (index: number) => boolean
  position: (index: number) => string
  onPick: (index: number) => void
  plan: string
}) {
  return (
    <ul className="gallery-thumbs">
      {photos.map((photo, i) => (
        <li key={photo.src} className={isPlan(i) ? 'gallery-plan' : undefined}>
          <button type="button" onClick={() => onPick(i)} aria-current={i === current ? 'true' : undefined} aria-label={position(i)}>
            <Picture image={photo} sizes={IMAGE_SIZES.galleryThumb} alt="" />
            {isPlan(i) && (
              <span className="gallery-plan-tag" aria-hidden="true">
                {plan}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  )
}
