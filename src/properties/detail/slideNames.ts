import type { GalleryLabels } from './galleryLabels'

/** How a gallery names its slides: the photos first, then the floor plans, each counted among its own kind. */
export function slideNames(labels: GalleryLabels, photoTotal: number, planTotal: number) {
  const isPlan = (index: number) => index >= photoTotal
  return {
    isPlan,
    position: (index: number) =>
      isPlan(index)
        ? labels.planOf.replace('{index}', String(index - photoTotal + 1)).replace('{total}', String(planTotal))
        : labels.photoOf.replace('{index}', String(index + 1)).replace('{total}', String(photoTotal)),
    openLabel: (index: number) =>
      isPlan(index)
        ? labels.openPlan.replace('{index}', String(index - photoTotal + 1))
        : labels.open.replace('{index}', String(index + 1)),
    plan: labels.plan,
  }
}

export type SlideNames = ReturnType<typeof slideNames>
