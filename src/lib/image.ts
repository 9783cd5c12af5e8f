/**
 * Responsive images from a Payload media document (issue 16.6). Pure, so cards, banners, galleries and
 * the media collection's config agree on one rule: the widths and formats Payload generates, the
 * versioned file URLs, the `srcset`/`sizes` per use and the cache header of a file response.
 */

/** Widths Payload generates in both formats. 2560 is for the gallery's full-screen view only. */
export const MEDIA_WIDTHS = [400, 800, 1280, 1920, 2560] as const
const PAGE_MAX_WIDTH = 1920
export const LIGHTBOX_MAX_WIDTH = 2560
export const MEDIA_FORMATS = ['avif', 'webp'] as const
export type MediaFormat = (typeof MEDIA_FORMATS)[number]

/** The name of a generated size (a stored column group `sizes_<name>_…`), e.g. `avif800`. */
export const sizeName = (format: MediaFormat, width: number) => `${format}${width}`

/** The fields of a media document this module reads: the select every media read of the site uses. */
export const IMAGE_FIELDS = {
  url: true,
  filename: true,
  alt: true,
  width: true,
  height: true,
  mimeType: true,
  sizes: true,
  updatedAt: true,
} as const

export interface MediaLike {
  url?: string | null
  filename?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
  updatedAt?: string | null
  sizes?: Record<
    string,
    { url?: string | null; filename?: string | null; width?: number | null; height?: number | null } | undefined
  > | null
}

export interface ImageRef {
  src: string
  /** WebP candidates (every browser of the site's support list reads WebP). */
  srcSet?: string
  /** The same widths in AVIF, for a `<source type="image/avif">`. */
  avifSrcSet?: string
  width: number
  height: number
  alt: string
}

/**
 * The `sizes` attribute per use: how wide the image shows at each breakpoint (src/site/styles: content
 * 1280 px wide, cards 3 a row from 1280 px, 2 from 767 px). The browser picks the candidate from it.
 */
export const IMAGE_SIZES = {
  card: '(min-width: 1280px) 400px, (min-width: 767px) 50vw, 100vw',
  hero: '100vw',
  gallery: '(min-width: 1280px) 860px, 100vw',
  galleryThumb: '120px',
  lightbox: '100vw',
  article: '(min-width: 1000px) 960px, 100vw',
  richText: '(min-width: 900px) 800px, 100vw',
  avatar: '120px',
  listItem: '(min-width: 767px) 240px, 100vw',
  single: '(min-width: 1280px) 1000px, 100vw',
  team: '(min-width: 1280px) 300px, 50vw',
  odds: '(min-width: 767px) 50vw, 100vw',
} as const

/** Cards per row: the column is 1280 px wide from that breakpoint, half the viewport from 767 px. */
export const cardSizes = (perRow: number) =>
  `(min-width: 1280px) ${Math.round(1280 / Math.max(1, perRow))}px, (min-width: 767px) 50vw, 100vw`

/**
 * The version of a media document's files: its last change in base 36. A replaced file, a new focal
 * point or crop keeps the sizes' file names (`name-800x533.webp`), so the URL alone would not change;
 * with `?v=` every change gives new URLs, and a file at a versioned URL can be cached for good.
 */
export function mediaVersion(updatedAt: string | null | undefined): string | null {
  const ms = updatedAt ? Date.parse(updatedAt) : NaN
  return Number.isFinite(ms) ? ms.toString(36) : null
}

/**
 * A media file's URL: relative (`/api/media/file/…`, the page's own connection) or on the CDN origin
 * `MEDIA_ORIGIN` when one is set, never absolute to SERVER_URL (a visitor on another host name would
 * open a second connection for every image).
 */
export function mediaFileUrl(filename: string, version: string | null, origin = ''): string {
  const base = `${origin.replace(/\/+$/, '')}/api/media/file/${encodeURIComponent(filename)}`
  return version ? `${base}?v=${version}` : base
}

/** The origin media URLs are served from: MEDIA_ORIGIN (a CDN in front of /api/media/file/), else relative. */
const mediaOrigin = (): string => (typeof process !== 'undefined' ? process.env.MEDIA_ORIGIN?.trim() : '') || ''

interface Candidate {
  url: string
  width: number
  height: number
}

function candidates(doc: MediaLike, format: MediaFormat, maxWidth: number, version: string | null, origin: string): Candidate[] {
  const out: Candidate[] = []
  for (const width of MEDIA_WIDTHS) {
    if (width > maxWidth) continue
    const size = doc.sizes?.[sizeName(format, width)]
    if (!size?.filename || !size.width || !size.height) continue
    out.push({ url: mediaFileUrl(size.filename, version, origin), width: size.width, height: size.height })
  }
  return out
}

const srcSetOf = (list: Candidate[]) => list.map((c) => `${c.url} ${c.width}w`).join(', ') || undefined

export interface ImageOptions {
  /** The widest candidate offered: 1920 on pages, 2560 in the lightbox. */
  maxWidth?: number
  origin?: string
}

/**
 * An image reference, or null when the value is not a populated image. `srcWidth` picks the `src` (the
 * candidate for a browser without `srcset`, and the intrinsic size for width/height). The original upload
 * is never a candidate: it is the unresized file (megabytes of JPEG); it is the `src` only of an image
 * too small to have any size.
 */
export function imageRef(media: unknown, fallbackAlt: string, srcWidth = 1280, options: ImageOptions = {}): ImageRef | null {
  if (!media || typeof media !== 'object') return null
  const doc = media as MediaLike
  if (!doc.filename && !doc.url) return null
  if (doc.mimeType && !doc.mimeType.startsWith('image/')) return null
  const origin = options.origin ?? mediaOrigin()
  const maxWidth = Math.min(options.maxWidth ?? PAGE_MAX_WIDTH, LIGHTBOX_MAX_WIDTH)
  const version = mediaVersion(doc.updatedAt)
  const webp = candidates(doc, 'webp', maxWidth, version, origin)
  const avif = candidates(doc, 'avif', maxWidth, version, origin)
  const chosen = webp.filter((c) => c.width <= srcWidth).at(-1) ?? webp[0]
  const original = doc.filename ? mediaFileUrl(doc.filename, version, origin) : relativeUrl(doc.url!)
  return {
    src: chosen?.url ?? original,
    srcSet: srcSetOf(webp),
    avifSrcSet: srcSetOf(avif),
    width: chosen?.width ?? doc.width ?? 1200,
    height: chosen?.height ?? doc.height ?? 800,
    alt: doc.alt?.trim() || fallbackAlt,
  }
}

/**
 * The URL of any media file (a document, a video, an image's original): relative or on MEDIA_ORIGIN
 * like the images, versioned the same way. Undefined for a value that is not a populated file.
 */
export function mediaHref(media: unknown, origin = mediaOrigin()): string | undefined {
  if (!media || typeof media !== 'object') return undefined
  const doc = media as MediaLike
  if (doc.filename) return mediaFileUrl(doc.filename, mediaVersion(doc.updatedAt), origin)
  return doc.url ? relativeUrl(doc.url) : undefined
}

/** Payload's URL without the scheme and host it adds from SERVER_URL. */
function relativeUrl(url: string): string {
  const match = /^https?:\/\/[^/]+(\/.*)$/.exec(url)
  return match ? match[1] : url
}

/**
 * A file Payload generated for an image size: its names end in `-<width>x<height>` and the size's format
 * (`house-01-800x533.avif`); an upload is JPEG, PNG or a document under its own name.
 */
export const isSizedFilename = (filename: string) => /-\d+x\d+\.(?:webp|avif)$/i.test(filename)

/** One year: the longest a cache keeps anything, for files whose URL changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Originals and unversioned URLs: a short freshness, then a revalidation by ETag (a 304 costs no body). */
export const SHORT = 'public, max-age=600'

/**
 * Cache-Control of a media file response. A generated size at a versioned URL never changes (the page
 * links a new `?v=` when it does): immutable. An original keeps its name when staff replace the file, so
 * it is short. A request with a session (staff or an account) may read files visitors cannot (a
 * pending testimonial's photo): `private`, so no shared cache keeps what another visitor may not see.
 */
export function mediaCacheControl(file: { isOriginal: boolean; versioned: boolean; authenticated: boolean }): string {
  const policy = !file.isOriginal && file.versioned ? IMMUTABLE : SHORT
  return file.authenticated ? policy.replace('public', 'private') : policy
}

/** A strong validator from the file's size and modification time (a new upload writes a new file). */
export const fileEtag = (size: number, mtimeMs: number) => `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`

/** True when an If-None-Match header lists this ETag (or `*`); weak and strong forms compare alike. */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === bare
  })
}
