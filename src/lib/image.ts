/**
 * Responsive image sources from a Payload media document (spec section 5: widths 100, 400, 600, 1360
 * and the original, webp). Pure, so cards, banners and galleries agree on one rule.
 */
export interface MediaLike {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
  sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null } | undefined> | null
}

export interface ImageRef {
  src: string
  srcSet?: string
  width: number
  height: number
  alt: string
}

const SIZE_ORDER = ['thumbnail', 'small', 'medium', 'large'] as const

/** An image reference, or null when the value is not a populated image. `maxWidth` picks the default src. */
export function imageRef(media: unknown, fallbackAlt: string, maxWidth = 1360): ImageRef | null {
  if (!media || typeof media !== 'object') return null
  const doc = media as MediaLike
  if (!doc.url || (doc.mimeType && !doc.mimeType.startsWith('image/'))) return null
  const candidates = SIZE_ORDER.map((name) => doc.sizes?.[name]).filter((size): size is { url: string; width: number; height: number } =>
    Boolean(size?.url && size.width && size.height),
  )
  const width = doc.width ?? candidates.at(-1)?.width ?? 1200
  const height = doc.height ?? candidates.at(-1)?.height ?? 800
  const fitting = candidates.filter((c) => c.width <= maxWidth)
  const chosen = fitting.at(-1) ?? candidates[0]
  const srcSet = [
    ...candidates.map((c) => `${c.url} ${c.width}w`),
    ...(candidates.some((c) => c.width >= width) ? [] : [`${doc.url} ${width}w`]),
  ].join(', ')
  return {
    src: chosen?.url ?? doc.url,
    srcSet: srcSet || undefined,
    width: chosen?.width ?? width,
    height: chosen?.height ?? height,
    alt: doc.alt?.trim() || fallbackAlt,
  }
}
