import { parseVideo } from '@/lib/video'

/** A video by the spec's video rules: files play in <video>, providers in a lazy frame; anything else is not a video. */
export function VideoPlayer({ url, title, poster }: { url: string; title: string; poster?: string }) {
  const video = parseVideo(url)
  if (!video) return null
  if (video.kind === 'file') {
    return <video className="video" src={video.url} controls preload="none" poster={poster} aria-label={title} />
  }
  return (
    <div className="video video-frame">
      <iframe
        src={video.embedUrl}
        title={title}
        loading="lazy"
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  )
}
