import type { Translator } from '@/i18n/dictionary'
import type { Video } from '@/lib/video'
import { VideoPlayer } from '@/site/VideoPlayer'

/** A listing's videos and virtual tour (embedded when its host allows, else a link). */
export function MediaSection({
  videos,
  tour,
  tourUrl,
  title,
  t,
}: {
  videos: string[]
  tour: Video | null
  tourUrl: string | null | undefined
  title: string
  t: Translator
}) {
  if (videos.length === 0 && !tour) return null
  return (
    <section className="property-media">
      {videos.length > 0 && <h2>{t('detail.video')}</h2>}
      {videos.map((url) => (
        <VideoPlayer key={url} url={url} title={t('content.videoTitle', { title })} />
      ))}
      {tour && (
        <>
          <h2>{t('detail.virtualTour')}</h2>
          {'embedUrl' in tour ? (
            <div className="video video-frame">
              <iframe src={tour.embedUrl} title={`${t('detail.virtualTour')}: ${title}`} loading="lazy" allowFullScreen />
            </div>
          ) : (
            <a href={tourUrl!}>{t('detail.virtualTour')}</a>
          )}
        </>
      )}
    </section>
  )
}
