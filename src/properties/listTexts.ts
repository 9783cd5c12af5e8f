import type { DictionaryKey } from '../i18n/dictionary'
import { MAP_TEXT_KEYS } from './mapTexts'

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
  ...MAP_TEXT_KEYS,
  'list.updating', 'paging.label', 'paging.text', 'paging.previous', 'paging.next', 'paging.first', 'paging.last', 'paging.page',
  'search.city', 'search.type', 'search.filterCities', 'search.filterTypes', 'search.any', 'search.chosen', 'search.noOptions', 'search.clear', 'search.done',
  'search.price', 'search.priceAny', 'search.priceMin', 'search.priceMax', 'search.priceFromTo',
  'filters.open', 'filters.active', 'filters.title', 'filters.close', 'filters.show', 'filters.showOne', 'filters.showCounting', 'filters.rooms', 'filters.roomsAtLeast',
  'filters.area', 'filters.areaAny', 'filters.areaMin', 'filters.areaMax', 'filters.areaFrom', 'filters.areaTo', 'filters.areaFromTo', 'filters.epc', 'filters.epcAtLeast',
  'filters.features', 'filters.garden', 'filters.terrace', 'filters.garage', 'filters.new', 'filters.reduced',
]
