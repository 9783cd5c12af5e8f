import type { DictionaryKey, Translator } from '../i18n/dictionary'
import { DEFAULT_LOCALE } from '../i18n/locales'
import type { MapLabels } from './PropertyMap'

/** The texts the list screen's map view needs in the browser (a plain module, like listTexts.ts). */
export const MAP_TEXT_KEYS: readonly DictionaryKey[] = [
  'list.map.label',
  'list.map.unavailable',
  'list.map.cluster',
  'list.map.group',
  'list.map.open',
  'list.map.close',
  'list.map.zoomIn',
  'list.map.zoomOut',
  'list.map.searchArea',
  'list.map.clearArea',
  'list.map.inArea',
  'list.map.unlocated',
]

/** The map's own labels (unfilled messages such as the cluster count, for the map to fill). */
export function mapLabels(t: Translator, region: string): MapLabels {
  return {
    locale: t.locale ?? DEFAULT_LOCALE,
    region,
    zoomIn: t('list.map.zoomIn'),
    zoomOut: t('list.map.zoomOut'),
    cluster: t.raw ? t.raw('list.map.cluster') : t('list.map.cluster'),
    group: t.raw ? t.raw('list.map.group') : t('list.map.group'),
    open: t('list.map.open'),
    close: t('list.map.close'),
    searchArea: t('list.map.searchArea'),
  }
}
