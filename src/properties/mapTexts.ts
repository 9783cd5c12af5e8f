import type { DictionaryKey } from '../i18n/dictionary'
import type { MapLabels } from './PropertyMap'

type T = (key: DictionaryKey, values?: Record<string, string | number>) => string

/** The texts the list screen's map view needs in the browser (a plain module, like listTexts.ts). */
export const MAP_TEXT_KEYS: readonly DictionaryKey[] = [
  'list.map.label', 'list.map.unavailable', 'list.map.cluster', 'list.map.group', 'list.map.open', 'list.map.close', 'list.map.zoomIn', 'list.map.zoomOut',
  'list.map.searchArea', 'list.map.clearArea', 'list.map.inArea', 'list.map.unlocated',
]

/** The map's own labels (placeholders such as {count} stay for the map to fill). */
export function mapLabels(t: T, region: string): MapLabels {
  return {
    region,
    zoomIn: t('list.map.zoomIn'),
    zoomOut: t('list.map.zoomOut'),
    cluster: t('list.map.cluster'),
    group: t('list.map.group'),
    open: t('list.map.open'),
    close: t('list.map.close'),
    searchArea: t('list.map.searchArea'),
  }
}
