'use client'

import { useId } from 'react'

import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'

import { FilterFields } from './listFilters/FilterFields'
import { useFilterPanel } from './listFilters/useFilterPanel'
import { useListFilters, type ListFiltersInput } from './listFilters/useListFilters'

export type { FilterCounts } from './listFilters/usePendingCounts'

/**
 * The filters of a list screen: town, type, price, bedrooms, living area, EPC and the yes/no features,
 * applied together by one button that says how many results the choice gives ("Show 24 results",
 * counted by /api/site/listings while choosing). Inline above the results on wide screens; on phones
 * behind a "Filters" button (with the number of active filters) that opens them as a modal panel.
 */
export function ListFilters({ texts, onApply, ...input }: ListFiltersInput & { texts: ClientTexts; onApply: (href: string) => void }) {
  const t = clientTranslator(texts)
  const id = useId()
  const state = useListFilters(input)
  const { open, setOpen, close, panel, opener } = useFilterPanel()
  const { active, count } = state
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setOpen(false)
    onApply(state.pendingHref)
  }
  const showLabel = count === undefined ? t('filters.showCounting') : t('filters.show', { count })

  return (
    <div className="list-filters" data-open={open ? 'true' : 'false'}>
      <button
        ref={opener}
        type="button"
        className="filters-open"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(true)}
      >
        {t('filters.open')}{' '}
        {active > 0 && (
          <span className="filters-active">
            <span aria-hidden="true">{active}</span>
            <span className="visually-hidden">{t('filters.active', { count: active })}</span>
          </span>
        )}
      </button>
      <div
        ref={panel}
        id={`${id}-panel`}
        className="filter-panel"
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={open ? `${id}-title` : undefined}
      >
        {/* A plain GET form to the list's path too: without JavaScript the bedroom, EPC and yes/no filters still apply. */}
        <form className="filter-form" action={input.path} method="get" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
          <div className="filter-head">
            <h2 id={`${id}-title`} className="filter-title">
              {t('filters.title')}
            </h2>
            <button type="button" className="filter-close" onClick={close} aria-label={t('filters.close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <FilterFields state={state} t={t} />
          <div className="filter-actions">
            <button type="button" className="filter-clear" onClick={state.clear}>
              {t('search.clear')}
            </button>
            <button type="submit" className="filter-submit" aria-live="polite">
              {showLabel}
            </button>
          </div>
        </form>
      </div>
    </div>
  )
}
