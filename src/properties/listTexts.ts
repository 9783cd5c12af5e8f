import type { DictionaryKey } from '../i18n/dictionary'

/**
 * The texts the list screen's client part needs, resolved on the server. A plain module: a constant
 * exported from a 'use client' file is only a client reference on the server.
 */
export const LIST_TEXT_KEYS: readonly DictionaryKey[] = [
  'property.priceOnRequest', 'property.startingFrom', 'property.perMonth', 'property.noPhoto', 'property.bedroomsValue', 'property.surfaceValue',
  'property.status.sold', 'property.status.rented', 'property.status.under-option', 'property.status.to-take-over',
  'property.marquee.1', 'property.marquee.2', 'property.marquee.15',
  'list.paging', 'list.sortBy', 'list.sort.price', 'list.sort.type', 'list.sort.city', 'list.sort.date', 'list.sort.asc', 'list.sort.desc',
  'list.view.label', 'list.view.grid', 'list.view.list', 'list.view.map', 'list.noResults', 'list.noMatch', 'list.results',
  'list.map.label', 'list.map.unavailable', 'list.map.cluster', 'list.map.open', 'list.loading',
  'paging.label', 'paging.text', 'paging.previous', 'paging.next', 'error.api',
]
