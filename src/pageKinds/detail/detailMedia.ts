import { imageRef, LIGHTBOX_MAX_WIDTH, mediaHref, type ImageRef } from '@/lib/image'

/** A listing's photos for its gallery: the lightbox's (full screen: up to 2560 px there, 1920 everywhere else) and the thumbnails. */
export function galleryPhotos(media: readonly unknown[] | null | undefined, title: string): { large: ImageRef[]; thumbs: ImageRef[] } {
  const large = (media ?? [])
    .map((m, i) => imageRef(m, `${title} (${i + 1})`, 1280, { maxWidth: LIGHTBOX_MAX_WIDTH }))
    .filter((p) => p !== null)
  const thumbs = (media ?? []).map((m, i) => imageRef(m, `${title} (${i + 1})`, 800)).filter((p) => p !== null)
  return { large, thumbs }
}

export interface DocumentLink {
  title: string
  href: string
}

/** A listing's documents as links: an uploaded file or an outside URL, named by its title, else the file's name or the URL. */
export function documentLinks(
  documents: ReadonlyArray<{ title?: string | null; file?: unknown; url?: string | null }> | null | undefined,
): DocumentLink[] {
  return (documents ?? [])
    .map((d) => {
      const file = d.file && typeof d.file === 'object' ? (d.file as { filename?: string | null }) : null
      return { title: d.title || file?.filename || d.url || '', href: mediaHref(file) ?? d.url }
    })
    .filter((d): d is DocumentLink => Boolean(d.href))
}

/** The first photos as absolute URLs, for a listing's structured data. */
export const structuredDataImages = (photos: readonly ImageRef[], origin: string): string[] =>
  photos.slice(0, 5).map((p) => (p.src.startsWith('http') ? p.src : `${origin}${p.src}`))
