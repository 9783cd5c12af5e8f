import type { DictionaryKey, Translator } from '../i18n/dictionary'
import { DEFAULT_LOCALE } from '../i18n/locales'
import type { MultiSelectLabels } from './MultiSelect'

/**
 * The labels of a town or type multi-select, for the home search box (translated on the server) and
 * the list filters (translated in the browser). A plain module, so both sides can call it.
 */
export function multiSelectLabels(t: Translator, label: DictionaryKey, filter: DictionaryKey): MultiSelectLabels {
  return {
    locale: t.locale ?? DEFAULT_LOCALE,
    label: t(label),
    filter: t(filter),
    any: t('search.any'),
    chosen: t.raw ? t.raw('search.chosen') : t('search.chosen'),
    noOptions: t('search.noOptions'),
    clear: t('search.clear'),
    done: t('search.done'),
  }
}
