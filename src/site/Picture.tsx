import { preload } from 'react-dom'

import type { ImageRef } from '@/lib/image'

/**
 * One responsive image: AVIF candidates in a `<source>`, WebP in the `<img>` (the browser takes the
 * first type it reads; one URL per format, so no `Vary: Accept` and a CDN caches each file as is).
 * Width and height reserve the space (no layout shift). `priority` is the page's LCP image: loaded
 * at once with high priority and preloaded from the head, so the browser asks for it before it meets
 * the `<img>`; every other image waits until it nears the viewport.
 */
export function Picture({
  image,
  sizes,
  priority = false,
  alt,
  className,
}: {
  image: ImageRef
  sizes: string
  priority?: boolean
  alt?: string
  className?: string
}) {
  if (priority) {
    const best = image.avifSrcSet ?? image.srcSet
    preload(image.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(best ? { imageSrcSet: best, imageSizes: sizes } : {}),
      ...(image.avifSrcSet ? { type: 'image/avif' } : {}),
    })
  }
  // Props that do not apply are left out, not set to undefined: the page's embedded payload spells out
  // every undefined prop ("className":"$undefined"), once per image of every card.
  const img = (
    <img
      {...(className ? { className } : {})}
      src={image.src}
      {...(image.srcSet ? { srcSet: image.srcSet, sizes } : {})}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      {...(priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
    />
  )
  if (!image.avifSrcSet) return img
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  )
}
