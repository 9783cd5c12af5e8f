import type { Translator } from '@/i18n/dictionary'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'

/** What the gallery says, in the page's language (its labels travel to the client as they are). */
export interface GalleryLabels {
  /** The page's language: the photo count is an ICU plural message. */
  locale: Locale
  region: string
  /** "{count, plural, one {# photo} other {# photos}}" */
  count: string
  /** "Photo {index} of {total}" */
  photoOf: string
  /** "View photo {index} large" */
  open: string
  /** Floor plans after the photos: "Floor plan {index} of {total}", "View floor plan {index} large", their count and the thumbnail's tag. */
  planOf: string
  openPlan: string
  planCount: string
  plan: string
  /** The tabs over a gallery with photos and plans (issue 37.9): "Foto’s", "Plannen". */
  photosTab: string
  plansTab: string
  close: string
  previous: string
  next: string
  noPhoto: string
}

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
