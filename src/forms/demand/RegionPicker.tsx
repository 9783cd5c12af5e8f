'use client'

import dynamic from 'next/dynamic'
import { useMemo, useState } from 'react'
import { useController, useFormContext } from 'react-hook-form'

import type { ZoneOption } from '../../data/demandOptions'
import { matchesFilter } from '../../lib/filter'
import { translated } from '../shared/fieldMessage'
import { useFormKit } from '../shared/ui/FormKit'

// Leaflet loads only on the step that shows the map, never with the page.
const RegionMap = dynamic(() => import('./RegionMap'), {
  ssr: false,
  loading: () => <div className="map-canvas region-map-canvas map-loading" />,
})

/**
 * The zones of a demand (at least one): towns clicked on the map or ticked in the list; both edit
 * the same `cities` field. The list works without the map (keyboard, screen readers, no JavaScript map).
 */
export function RegionPicker({ zones, showMap }: { zones: ZoneOption[]; showMap: boolean }) {
  const { id, t } = useFormKit()
  const { control } = useFormContext()
  const { field, fieldState } = useController({ name: 'cities', control })
  const selected = useMemo(() => (Array.isArray(field.value) ? (field.value as Array<number | string>).map(Number) : []), [field.value])
  const [filter, setFilter] = useState('')
  const visible = useMemo(() => zones.filter((z) => matchesFilter(`${z.name} ${z.zip}`, filter)), [zones, filter])

  const toggle = (zoneId: number) => {
    const next = selected.includes(zoneId) ? selected.filter((s) => s !== zoneId) : [...selected, zoneId]
    field.onChange(next)
  }
  const errorId = `${id}-cities-error`
  const message = fieldState.error?.message ? translated(t, fieldState.error.message) : null

  return (
    <div className="region-picker">
      <p className="field-help">{t('demand.zonesHelp')}</p>
      {/* Built only while its step shows: Leaflet measures its box when it starts, and a hidden box has none. */}
      {showMap ? (
        <RegionMap zones={zones} selected={selected} onToggle={toggle} label={t('demand.map')} unavailable={t('demand.mapUnavailable')} />
      ) : (
        <div className="map-canvas region-map-canvas" />
      )}
      <fieldset
        className="field field-cities zone-list"
        aria-describedby={message ? errorId : undefined}
        aria-invalid={message ? true : undefined}
      >
        <legend>
          {t('demand.zones')}
          <span className="required-mark">
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> ({t('form.requiredMark')})</span>
          </span>
        </legend>
        <p className="zone-count" aria-live="polite">
          {t('demand.zonesChosen', { count: selected.length })}
        </p>
        <label htmlFor={`${id}-zone-filter`} className="visually-hidden">
          {t('demand.filterZones')}
        </label>
        <input
          id={`${id}-zone-filter`}
          type="search"
          className="zone-filter"
          placeholder={t('demand.filterZones')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <ul className="zone-options">
          {visible.map((zone) => (
            <li key={zone.id}>
              <label htmlFor={`${id}-zone-${zone.id}`} className="checkbox">
                <input
                  id={`${id}-zone-${zone.id}`}
                  type="checkbox"
                  checked={selected.includes(zone.id)}
                  onChange={() => toggle(zone.id)}
                  onBlur={field.onBlur}
                  ref={visible[0] === zone ? field.ref : undefined}
                />{' '}
                {zone.name} [{zone.zip}]
              </label>
            </li>
          ))}
        </ul>
        {message && (
          <p className="field-error" id={errorId}>
            {message}
          </p>
        )}
      </fieldset>
    </div>
  )
}
