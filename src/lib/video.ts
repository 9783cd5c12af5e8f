/**
 * Video links (spec section 5): files by extension, YouTube (11-character id), Vimeo (numeric id),
 * Facebook videos, a 3D-tour provider and two other media providers. Empty or invalid URLs are not video.
 */
export type Video =
  | { kind: 'file'; url: string }
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'facebook'; embedUrl: string }
  | { kind: 'tour' | 'media'; embedUrl: string }

const FILE = /\.(mp4|mov|wmv|avi|flv|webm)$/i
/** Matterport for 3D tours; Dailymotion and Wistia are the other media providers the agency uses. */
const TOUR_HOSTS = ['matterport.com']
const MEDIA_HOSTS = ['dailymotion.com', 'wistia.com']

const hostIs = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

export function parseVideo(input: string | null | undefined): Video | null {
  if (!input?.trim()) return null
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase()

  if (hostIs(host, 'youtube.com') || hostIs(host, 'youtube-nocookie.com') || host === 'youtu.be') {
    const id =
      host === 'youtu.be'
        ? url.pathname.slice(1)
        : (url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? '')
    return /^[\w-]{11}$/.test(id) ? { kind: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` } : null
  }
  if (hostIs(host, 'vimeo.com')) {
    const id = url.pathname.match(/(?:^|\/)(\d+)(?:\/|$)/)?.[1]
    return id ? { kind: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}` } : null
  }
  if (
    (hostIs(host, 'facebook.com') || host === 'fb.watch') &&
    (host === 'fb.watch' || /\/videos?\/|\/watch/.test(url.pathname + url.search))
  ) {
    return { kind: 'facebook', embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url.href)}` }
  }
  if (TOUR_HOSTS.some((d) => hostIs(host, d))) return { kind: 'tour', embedUrl: url.href }
  if (MEDIA_HOSTS.some((d) => hostIs(host, d))) return { kind: 'media', embedUrl: url.href }
  if (FILE.test(url.pathname)) return { kind: 'file', url: url.href }
  return null
}
