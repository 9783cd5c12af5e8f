import type { Translator } from '@/i18n/dictionary'
import { imageRef, LIGHTBOX_MAX_WIDTH } from '@/lib/image'

/**
 * Floor plans (the CRM's documents typed as a plan): after the photos in the gallery and in their own
 * section, large for the lightbox and at card size.
 */
export function floorPlans(planList: readonly unknown[], title: string, t: Translator) {
  const planAlt = (m: unknown, i: number) => {
    const name = m && typeof m === 'object' ? (m as { alt?: string | null }).alt : null
    const position = t('detail.planOf', { index: i + 1, total: planList.length })
    return name ? `${position}: ${name}` : `${position} – ${title}`
  }
  // The alt names the plan's place among the plans as well as its own name (a media's alt alone would win).
  const planRef = (m: unknown, i: number, width: number, maxWidth?: number) => {
    const ref = imageRef(m, '', width, { maxWidth })
    return ref ? { ...ref, alt: planAlt(m, i) } : null
  }
  const large = planList.map((m, i) => planRef(m, i, 1280, LIGHTBOX_MAX_WIDTH)).filter((p) => p !== null)
  const plans = planList.map((m, i) => planRef(m, i, 800)).filter((p) => p !== null)
  return { plans, large }
}
