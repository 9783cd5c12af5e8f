import type { DictionaryKey } from '../i18n/dictionary'
import type { MultiSelectLabels } from './MultiSelect'

type Translate = (key: DictionaryKey, values?: Record<string, string | number>) => string

/**
 * The labels of a town or type multi-select, for the home search box (translated on the server) and
 * the list filters (translated in the browser). A plain module, so both sides can call it.
 */
export function multiSelectLabels(t: Translate, label: DictionaryKey, filter: DictionaryKey): MultiSelectLabels {
  return {
    label: t(label),
    filter: t(filter),
    any: t('search.any'),
    chosen: t('search.chosen', { count: '{count}' }),
    noOptions: t('search.noOptions'),
    clear: t('search.clear'),
    done: t('search.done'),
  }
}
