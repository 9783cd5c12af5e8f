import type { Translator } from '@/i18n/dictionary'

/**
 * What the gallery says, in the page's language (its labels travel to the client as they are). The
 * gallery loads as soon as the page is live (it is in view on a detail page): its texts are finished on
 * the server or take only `{index}` and `{total}`, filled by slideNames, so it carries no ICU message
 * formatter (intl-messageformat) into the page's load.
 */
export interface GalleryLabels {
  region: string
  /** The photo and plan counts as the gallery's caption shows them: "12 foto’s, 2 plannen". */
  counts: string
  /** "Photo {index} of {total}" */
  photoOf: string
  /** "View photo {index} large" */
  open: string
  /** Floor plans after the photos: "Floor plan {index} of {total}", "View floor plan {index} large" and the thumbnail's tag. */
  planOf: string
  openPlan: string
  plan: string
  /** The tabs over a gallery with photos and plans (issue 37.9): "Foto’s", "Plannen". */
  photosTab: string
  plansTab: string
  close: string
  previous: string
  next: string
  noPhoto: string
}

/** The gallery's texts (property and project pages) for its photos and plans, `{index}` and `{total}` kept for the client. */
export function galleryLabels(t: Translator, { photos, plans }: { photos: number; plans: number }): GalleryLabels {
  return {
    region: t('detail.photos'),
    counts: [photos > 0 ? t('detail.photoCount', { count: photos }) : null, plans > 0 ? t('detail.planCount', { count: plans }) : null]
      .filter(Boolean)
      .join(', '),
    photoOf: t('detail.photoOf', { index: '{index}', total: '{total}' }),
    open: t('detail.openLightbox', { index: '{index}' }),
    planOf: t('detail.planOf', { index: '{index}', total: '{total}' }),
    openPlan: t('detail.openPlan', { index: '{index}' }),
    plan: t('detail.plan'),
    photosTab: t('detail.photos'),
    plansTab: t('detail.plans'),
    close: t('detail.closeLightbox'),
    previous: t('slider.previous'),
    next: t('slider.next'),
    noPhoto: t('property.noPhoto'),
  }
}
