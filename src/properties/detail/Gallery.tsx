'use client'

import { useKeenSlider } from 'keen-slider/react'
import { useEffect, useRef, useState } from 'react'

import { IMAGE_SIZES, type ImageRef } from '@/lib/image'
import { SWIPE_AREA, SWIPE_NEXT, SWIPE_PREVIOUS } from '@/site/swipePress'
import { Picture } from '@/site/Picture'

import { GallerySlides } from './GallerySlides'
import { GalleryTabs } from './GalleryTabs'
import { GalleryThumbs } from './GalleryThumbs'
import type { GalleryLabels } from './galleryLabels'
import { slideNames } from './slideNames'

/**
 * Photo gallery of a listing: a keen-slider with thumbnails and a photo count, and a lightbox
 * (native modal dialog) that moves with the arrow keys, swipes on touch screens and closes with Escape.
 * A listing's floor plans follow its photos, each slide and thumbnail labelled as a plan.
 */
export function Gallery({
  photos: photoThumbs,
  large: photosLarge,
  plans = [],
  largePlans = [],
  labels,
}: {
  photos: ImageRef[]
  large: ImageRef[]
  plans?: ImageRef[]
  largePlans?: ImageRef[]
  labels: GalleryLabels
}) {
  const photos = [...photoThumbs, ...plans]
  const large = [...photosLarge, ...largePlans]
  const photoTotal = photoThumbs.length
  const planTotal = plans.length
  const [current, setCurrent] = useState(0)
  const [lightbox, setLightbox] = useState<number | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  // Marks the gallery live (hydrated): a swipe before that moves nothing; browser tests wait for it.
  const [ready, setReady] = useState(false)
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setReady(true), [])
  const [mainRef, main] = useKeenSlider<HTMLDivElement>({ loop: photos.length > 1, slideChanged: (s) => setCurrent(s.track.details.rel) })

  useEffect(() => {
    const node = dialog.current
    if (!node) return
    if (lightbox !== null && !node.open) node.showModal()
    if (lightbox === null && node.open) node.close()
  }, [lightbox])

  if (photos.length === 0) return <p className="no-photo-block">{labels.noPhoto}</p>
  const total = photos.length
  const names = slideNames(labels, photoTotal, planTotal)
  const { isPlan, position } = names
  const move = (step: number) => setLightbox((index) => (index === null ? index : (index + step + total) % total))
  // The lightbox's slider reports its slide until it is gone; once closed, the lightbox stays closed.
  const show = (index: number) => setLightbox((current) => (current === null ? null : index))

  return (
    <section className="gallery" aria-label={labels.region} data-ready={ready || undefined}>
      {photoTotal > 0 && planTotal > 0 && (
        // Issue 37.9: the plans are a tab of their own, one tap away from the photos.
        <GalleryTabs
          showsPlan={isPlan(current)}
          photoTotal={photoTotal}
          planTotal={planTotal}
          onPick={(index) => main.current?.moveToIdx(index)}
          labels={labels}
        />
      )}
      {/* A swipe over the photo before the gallery's code runs presses "next" or "previous" (src/site/swipePress.ts). */}
      <div className="gallery-main" {...SWIPE_AREA}>
        <GallerySlides sliderRef={mainRef} photos={photos} names={names} onOpen={setLightbox} />
        {total > 1 && (
          <>
            <button
              type="button"
              className="gallery-prev"
              {...SWIPE_PREVIOUS}
              onClick={() => main.current?.prev()}
              aria-label={labels.previous}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="gallery-next" {...SWIPE_NEXT} onClick={() => main.current?.next()} aria-label={labels.next}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        <p className="gallery-count" aria-live="polite">
          {position(current)} · {labels.counts}
        </p>
      </div>
      {total > 1 && <GalleryThumbs photos={photos} current={current} names={names} onPick={(index) => main.current?.moveToIdx(index)} />}
      <dialog
        ref={dialog}
        className="lightbox"
        aria-label={labels.region}
        onClose={() => setLightbox(null)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') move(1)
          if (event.key === 'ArrowLeft') move(-1)
          // Handled here rather than left to the browser, which may refuse a second Escape-close.
          if (event.key === 'Escape') {
            event.preventDefault()
            setLightbox(null)
          }
        }}
      >
        {lightbox !== null && (
          <Lightbox photos={large} index={lightbox} onChange={show} position={position} labels={labels} onClose={() => setLightbox(null)} />
        )}
      </dialog>
    </section>
  )
}

function Lightbox({
  photos,
  index,
  onChange,
  position,
  labels,
  onClose,
}: {
  photos: ImageRef[]
  index: number
  onChange: (i: number) => void
  position: (i: number) => string
  labels: GalleryLabels
  onClose: () => void
}) {
  const [ref, slider] = useKeenSlider<HTMLDivElement>({
    initial: index,
    loop: photos.length > 1,
    slideChanged: (s) => onChange(s.track.details.rel),
  })
  useEffect(() => {
    if (slider.current && slider.current.track.details.rel !== index) slider.current.moveToIdx(index)
  }, [index, slider])
  return (
    <div className="lightbox-inner">
      <p className="lightbox-position" aria-live="polite">
        {position(index)}
      </p>
      <div ref={ref} className="keen-slider">
        {photos.map((photo, i) => (
          <div key={photo.src} className="keen-slider__slide" role="group" aria-roledescription="slide" aria-label={position(i)}>
            <Picture image={photo} sizes={IMAGE_SIZES.lightbox} />
          </div>
        ))}
      </div>
      <button
        type="button"
        className="lightbox-prev"
        onClick={() => onChange((index - 1 + photos.length) % photos.length)}
        aria-label={labels.previous}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="lightbox-next" onClick={() => onChange((index + 1) % photos.length)} aria-label={labels.next}>
        <span aria-hidden="true">›</span>
      </button>
      <button type="button" className="lightbox-close" onClick={onClose} autoFocus>
        {labels.close}
      </button>
    </div>
  )
}
