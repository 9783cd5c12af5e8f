'use client'

import { useDeferredValue, useMemo, useState } from 'react'

import { LOCALES, type Locale } from '../../i18n/locales'
import type { TextRow } from '../../i18n/overrides'
import type { AdminLanguage } from '../../i18n/adminLanguage'
import { adminWord, LOCALE_NAMES, SCREEN_NAMES } from './labels'
import { matchesQuery } from './search'
import './translations.css'

type Props = { rows: TextRow[]; language: AdminLanguage }

/** What German shows for a row: its own override, else the Dutch override or default it falls back to. */
function germanFallback(row: TextRow): string | null {
  if (row.overrides.de || !row.defaults.de.fallsBackTo) return null
  return row.overrides.nl || row.defaults.nl.text
}

/**
 * Every interface text, grouped by screen: key, default per language and the override beside it.
 * One row at a time is edited; its Save sends the changed languages of that key.
 */
export function TextList({ rows: initialRows, language }: Props) {
  const [rows, setRows] = useState(initialRows)
  const [query, setQuery] = useState('')
  const [onlyOverridden, setOnlyOverridden] = useState(false)
  const [onlyGermanFallback, setOnlyGermanFallback] = useState(false)
  const [editing, setEditing] = useState<string | null>(null)
  const [savedKey, setSavedKey] = useState<string | null>(null)
  const deferredQuery = useDeferredValue(query)
  const w = (word: Parameters<typeof adminWord>[0], values?: Record<string, string | number>) => adminWord(word, language, values)

  const shown = useMemo(
    () =>
      rows.filter(
        (row) =>
          matchesQuery(row, deferredQuery) &&
          (!onlyOverridden || Object.keys(row.overrides).length > 0) &&
          (!onlyGermanFallback || germanFallback(row) !== null),
      ),
    [rows, deferredQuery, onlyOverridden, onlyGermanFallback],
  )
  const screens = useMemo(() => {
    const groups = new Map<string, TextRow[]>()
    for (const row of shown) groups.set(row.screen, [...(groups.get(row.screen) ?? []), row])
    return [...groups]
  }, [shown])

  const saved = (key: string, overrides: TextRow['overrides']) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, overrides } : row)))
    setEditing(null)
    setSavedKey(key)
  }

  return (
    <div className="text-list">
      <header className="text-list__header">
        <h1>{w('title')}</h1>
        <p className="text-list__intro">{w('intro')}</p>
        <div className="text-list__filters">
          <input
            type="search"
            className="text-list__search"
            aria-label={w('search')}
            placeholder={w('search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <label>
            <input type="checkbox" checked={onlyOverridden} onChange={(event) => setOnlyOverridden(event.target.checked)} />{' '}
            {w('onlyOverridden')}
          </label>
          <label>
            <input type="checkbox" checked={onlyGermanFallback} onChange={(event) => setOnlyGermanFallback(event.target.checked)} />{' '}
            {w('onlyGermanFallback')}
          </label>
          <span className="text-list__count" role="status">
            {w('count', { n: shown.length, total: rows.length })}
          </span>
        </div>
      </header>
      {screens.length === 0 ? <p>{w('none')}</p> : null}
      {screens.map(([screen, screenRows]) => (
        <section key={screen} className="text-list__screen" aria-labelledby={`screen-${screen}`}>
          <h2 id={`screen-${screen}`}>
            {SCREEN_NAMES[screen]?.[language] ?? screen} <span className="text-list__file">({screenRows.length})</span>
          </h2>
          <table className="text-list__table">
            <thead>
              <tr>
                <th scope="col">{w('key')}</th>
                <th scope="col">{w('language')}</th>
                <th scope="col">{w('defaultText')}</th>
                <th scope="col">{w('override')}</th>
              </tr>
            </thead>
            {screenRows.map((row) =>
              editing === row.key ? (
                <RowEditor key={row.key} row={row} language={language} onCancel={() => setEditing(null)} onSaved={saved} />
              ) : (
                <RowView
                  key={row.key}
                  row={row}
                  language={language}
                  justSaved={savedKey === row.key}
                  onEdit={() => {
                    setEditing(row.key)
                    setSavedKey(null)
                  }}
                />
              ),
            )}
          </table>
        </section>
      ))}
    </div>
  )
}

function RowView({ row, language, justSaved, onEdit }: { row: TextRow; language: AdminLanguage; justSaved: boolean; onEdit: () => void }) {
  const fallback = germanFallback(row)
  return (
    <tbody className="text-list__row" data-key={row.key}>
      {LOCALES.map((locale, index) => (
        <tr key={locale}>
          {index === 0 ? (
            <th scope="rowgroup" rowSpan={LOCALES.length} className="text-list__key">
              <code>{row.key}</code>
              <button
                type="button"
                className="btn btn--style-secondary btn--size-small"
                onClick={onEdit}
                aria-label={`${adminWord('edit', language)} ${row.key}`}
              >
                {adminWord('edit', language)}
              </button>
              {justSaved ? (
                <p className="text-list__saved" role="status">
                  {adminWord('saved', language)}
                </p>
              ) : null}
            </th>
          ) : null}
          <td className="text-list__lang">{LOCALE_NAMES[locale]}</td>
          <td className="text-list__default">
            {row.defaults[locale].fallsBackTo ? (
              <em className="text-list__fallback">{adminWord('fallsBack', language)}</em>
            ) : (
              row.defaults[locale].text
            )}
          </td>
          <td className={row.overrides[locale] ? 'text-list__override is-set' : 'text-list__override'} data-locale={locale}>
            {row.overrides[locale] ??
              (locale === 'de' && fallback !== null ? (
                <span className="text-list__fallback">
                  {`${adminWord('shows', language)}: `}
                  {fallback}
                </span>
              ) : (
                adminWord('noOverride', language)
              ))}
          </td>
        </tr>
      ))}
    </tbody>
  )
}

type SaveErrors = Partial<Record<Locale | 'key' | 'request', string>>

function RowEditor({
  row,
  language,
  onCancel,
  onSaved,
}: {
  row: TextRow
  language: AdminLanguage
  onCancel: () => void
  onSaved: (key: string, overrides: TextRow['overrides']) => void
}) {
  const [values, setValues] = useState<Record<Locale, string>>(
    () => Object.fromEntries(LOCALES.map((l) => [l, row.overrides[l] ?? ''])) as Record<Locale, string>,
  )
  const [errors, setErrors] = useState<SaveErrors>({})
  const [busy, setBusy] = useState(false)

  const save = async () => {
    const changed = Object.fromEntries(LOCALES.filter((l) => values[l] !== (row.overrides[l] ?? '')).map((l) => [l, values[l]]))
    if (Object.keys(changed).length === 0) return onCancel()
    setBusy(true)
    setErrors({})
    try {
      // Relative URL: the admin saves to the host it is served on.
      const response = await fetch('/api/translations/save', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ key: row.key, values: changed }),
      })
      const body = (await response.json().catch(() => ({}))) as { errors?: SaveErrors; message?: string; overrides?: TextRow['overrides'] }
      if (!response.ok) setErrors(body.errors ?? { request: body.message ?? String(response.status) })
      else onSaved(row.key, body.overrides ?? {})
    } catch (error) {
      setErrors({ request: String(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <tbody className="text-list__row is-editing" data-key={row.key}>
      {LOCALES.map((locale, index) => (
        <tr key={locale}>
          {index === 0 ? (
            <th scope="rowgroup" rowSpan={LOCALES.length} className="text-list__key">
              <code>{row.key}</code>
              <button type="button" className="btn btn--style-primary btn--size-small" onClick={save} disabled={busy}>
                {busy ? adminWord('saving', language) : adminWord('save', language)}
              </button>
              <button type="button" className="btn btn--style-secondary btn--size-small" onClick={onCancel} disabled={busy}>
                {adminWord('cancel', language)}
              </button>
              {errors.request || errors.key ? (
                <p className="text-list__error" role="alert">
                  {`${adminWord('failed', language)}: ${errors.key ?? errors.request}`}
                </p>
              ) : null}
              <p className="text-list__help">{adminWord('help', language)}</p>
            </th>
          ) : null}
          <td className="text-list__lang">{LOCALE_NAMES[locale]}</td>
          <td className="text-list__default">
            {row.defaults[locale].fallsBackTo ? (
              <em className="text-list__fallback">{`${adminWord('fallsBack', language)}: ${row.overrides.nl || row.defaults.nl.text}`}</em>
            ) : (
              row.defaults[locale].text
            )}
          </td>
          <td className="text-list__override">
            <textarea
              aria-label={adminWord('overrideIn', language).replace('{language}', LOCALE_NAMES[locale])}
              aria-invalid={errors[locale] ? true : undefined}
              placeholder={adminWord('emptyHint', language)}
              rows={2}
              value={values[locale]}
              onChange={(event) => setValues((current) => ({ ...current, [locale]: event.target.value }))}
            />
            {errors[locale] ? (
              <p className="text-list__error" role="alert">
                {errors[locale]}
              </p>
            ) : null}
          </td>
        </tr>
      ))}
    </tbody>
  )
}
