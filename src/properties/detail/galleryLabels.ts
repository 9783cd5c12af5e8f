import type { Translator } from '@/i18n/dictionary'
import { DEFAULT_LOCALE } from '@/i18n/locales'

import type { GalleryLabels } from './Gallery'

/** The gallery's texts (property and project pages), placeholders kept for the client. */
export function galleryLabels(t: Translator): GalleryLabels {
  return {
    locale: t.locale ?? DEFAULT_LOCALE,
    region: t('detail.photos'),
    count: t.raw ? t.raw('detail.photoCount') : t('detail.photoCount'),
    photoOf: t('detail.photoOf', { index: '{index}', total: '{total}' }),
    open: t('detail.openLightbox', { index: '{index}' }),
    planOf: t('detail.planOf', { index: '{index}', total: '{total}' }),
    openPlan: t('detail.openPlan', { index: '{index}' }),
    planCount: t.raw ? t.raw('detail.planCount') : t('detail.planCount'),
    plan: t('detail.plan'),
    photosTab: t('detail.photos'),
    plansTab: t('detail.plans'),
    close: t('detail.closeLightbox'),
    previous: t('slider.previous'),
    next: t('slider.next'),
    noPhoto: t('property.noPhoto'),
  }
}
