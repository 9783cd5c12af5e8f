import type { Translator } from '@/i18n/dictionary'
import { formatPrice } from '@/lib/format'

import type { FilterState } from '../../listings/listFilterState'

/** What a closed price disclosure says of the chosen range. */
export function priceSummary(filters: Pick<FilterState, 'priceMin' | 'priceMax'>, t: Translator): string {
  const priceMax = Number(filters.priceMax) || 0
  const priceMin = Number(filters.priceMin) || 0
  return priceMax > 0
    ? t('search.priceFromTo', { min: formatPrice(Math.min(priceMin, priceMax)), max: formatPrice(priceMax) })
    : t('search.priceAny')
}

/** What a closed living-area disclosure says of the chosen range. */
export function areaSummary(filters: Pick<FilterState, 'areaMin' | 'areaMax'>, t: Translator): string {
  const areaMin = Number(filters.areaMin) || 0
  const areaMax = Number(filters.areaMax) || 0
  return areaMin && areaMax
    ? t('filters.areaFromTo', { min: areaMin, max: areaMax })
    : areaMin
      ? t('filters.areaFrom', { min: areaMin })
      : areaMax
        ? t('filters.areaTo', { max: areaMax })
        : t('filters.areaAny')
}
