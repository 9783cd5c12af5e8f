import type { DictionaryKey } from '@/i18n/dictionary'

import type { GalleryLabels } from './Gallery'

/** The gallery's texts (property and project pages), placeholders kept for the client. */
export function galleryLabels(t: (key: DictionaryKey, values?: Record<string, string | number>) => string): GalleryLabels {
  return {
    region: t('detail.photos'),
    count: t('detail.photoCount', { count: '{count}' }),
    photoOf: t('detail.photoOf', { index: '{index}', total: '{total}' }),
    open: t('detail.openLightbox', { index: '{index}' }),
    close: t('detail.closeLightbox'),
    previous: t('slider.previous'),
    next: t('slider.next'),
    noPhoto: t('property.noPhoto'),
  }
}
