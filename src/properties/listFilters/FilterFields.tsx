import type { SearchOption } from '@/listings/searchChoices'
import type { DictionaryKey, Translator } from '@/i18n/dictionary'

import { ROOM_OPTIONS } from '../../listings/listingIndex'
import { FEATURE_FILTERS, type EpcLetter } from '../../listings/searchParams'
import { Disclosure } from '../Disclosure'
import { MultiSelect } from '../MultiSelect'
import { multiSelectLabels } from '../multiSelectLabels'
import { areaSummary, priceSummary } from './filterSummaries'
import { RangeFields } from '../RangeFields'
import type { ListFiltersState } from './useListFilters'

const countOf = (value: number | undefined) => (value === undefined ? '' : ` (${value})`)
const withCounts = (list: SearchOption[], known?: Record<string, number>) =>
  known ? list.map((option) => ({ ...option, count: known[option.value] ?? 0 })) : list

/** The filters themselves, each option with the number of results it would leave when known. */
export function FilterFields({ state, t }: { state: ListFiltersState; t: Translator }) {
  const { filters, set, shownCounts } = state
  // One town or type select, its options counted when the counts are known.
  const select = (name: 'city' | 'type', options: SearchOption[], label: DictionaryKey, filter: DictionaryKey) => (
    <MultiSelect
      name={name}
      options={withCounts(options, shownCounts?.[name])}
      value={filters[name]}
      onChange={(value) => set(name, value)}
      labels={multiSelectLabels(t, label, filter)}
    />
  )
  // One range's two fields, from and to.
  const range = ([from, to]: ['priceMin', 'priceMax'] | ['areaMin', 'areaMax'], labels: { min: string; max: string }, step: number) => (
    <RangeFields
      labels={labels}
      step={step}
      min={filters[from]}
      max={filters[to]}
      onMin={(value) => set(from, value)}
      onMax={(value) => set(to, value)}
    />
  )
  return (
    <div className="filter-fields">
      {select('city', state.cityOptions, 'search.city', 'search.filterCities')}
      {select('type', state.typeOptions, 'search.type', 'search.filterTypes')}
      <Disclosure label={t('search.price')} summary={priceSummary(filters, t)} className="price-range" doneLabel={t('search.done')}>
        {range(['priceMin', 'priceMax'], { min: t('search.priceMin'), max: t('search.priceMax') }, 5000)}
      </Disclosure>
      <label className="filter-select">
        <span>{t('filters.rooms')}</span>
        <select name="rooms" value={filters.rooms} onChange={(e) => set('rooms', e.target.value)}>
          <option value="">{t('search.any')}</option>
          {ROOM_OPTIONS.map((rooms) => (
            <option key={rooms} value={String(rooms)}>
              {`${t('filters.roomsAtLeast', { count: rooms })}${countOf(shownCounts?.rooms?.[rooms])}`}
            </option>
          ))}
        </select>
      </label>
      <Disclosure label={t('filters.area')} summary={areaSummary(filters, t)} className="area-range" doneLabel={t('search.done')}>
        {range(['areaMin', 'areaMax'], { min: t('filters.areaMin'), max: t('filters.areaMax') }, 10)}
      </Disclosure>
      <label className="filter-select">
        <span>{t('filters.epc')}</span>
        <select name="epc" value={filters.epc} onChange={(e) => set('epc', e.target.value as EpcLetter | '')}>
          <option value="">{t('search.any')}</option>
          {state.epcLetters.map((letter) => (
            <option key={letter} value={letter}>
              {`${t('filters.epcAtLeast', { label: letter.toUpperCase() })}${countOf(shownCounts?.epc?.[letter])}`}
            </option>
          ))}
        </select>
      </label>
      <FeatureFilters state={state} t={t} />
    </div>
  )
}

/** The yes/no features (garden, terrace, garage…), each a checkbox. */
function FeatureFilters({ state, t }: { state: ListFiltersState; t: Translator }) {
  const { filters, set, shownCounts } = state
  return (
    <fieldset className="filter-features">
      <legend>{t('filters.features')}</legend>
      {FEATURE_FILTERS.map((feature) => (
        <label key={feature}>
          <input
            type="checkbox"
            name={feature}
            value="1"
            checked={filters.features.includes(feature)}
            onChange={(e) =>
              set('features', e.target.checked ? [...filters.features, feature] : filters.features.filter((f) => f !== feature))
            }
          />
          <span>{t(`filters.${feature}`)}</span>
          {shownCounts?.features?.[feature] !== undefined && <span className="option-count">{`(${shownCounts.features[feature]})`}</span>}
        </label>
      ))}
    </fieldset>
  )
}
