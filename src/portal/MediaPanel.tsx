import type { PortalMedia } from './reads'

import type { Translator } from '@/i18n/dictionary'

const SHOWN_PHOTOS = 12

/** Online media of the property: its public page, published photos, videos and virtual tour. */
export function MediaPanel({ media, title, t }: { media: PortalMedia; title: string; t: Translator }) {
  return (
    <section className="portal-card portal-media" aria-labelledby="portal-media-title">
      <h2 id="portal-media-title">{t('portal.media.title')}</h2>
      {media.publicPath ? (
        <p>
          <a className="button" href={media.publicPath}>
            {t('portal.media.page')}
          </a>
        </p>
      ) : (
        <p className="empty">{t('portal.media.notOnline')}</p>
      )}
      <h3>{t('portal.media.photos', { count: media.photos.length })}</h3>
      {media.photos.length === 0 ? (
        <p className="empty">{t('portal.media.noPhotos')}</p>
      ) : (
        <ul className="portal-photos">
          {media.photos.slice(0, SHOWN_PHOTOS).map((photo, i) => (
            <li key={photo.src}>
              <img
                src={photo.src}
                width={photo.width}
                height={photo.height}
                alt={t('portal.media.photoAlt', { index: i + 1, title })}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
      {media.videos.length > 0 && (
        <>
          <h3>{t('portal.media.videos')}</h3>
          <ul>
            {media.videos.map((url, i) => (
              <li key={url}>
                <a href={url} rel="noopener noreferrer" target="_blank">
                  {t('portal.media.video', { index: i + 1 })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {media.virtualTourUrl && (
        <p>
          <a href={media.virtualTourUrl} rel="noopener noreferrer" target="_blank">
            {t('portal.media.tour')}
          </a>
        </p>
      )}
    </section>
  )
}
