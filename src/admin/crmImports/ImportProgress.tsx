'use client'

import { useConfig, useDocumentInfo, useForm, useTranslation } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

import { useEffect, useState } from 'react'

import { adminLanguage, type AdminLanguage } from '../../i18n/adminLanguage'
import type { CrmImport } from '../../payload-types'
import {
  CRM_IMPORT_FAILURES,
  CRM_IMPORT_STATUSES,
  IMPORT_STAGES,
  importReasonText,
  importViewText,
  importWarningText,
  progressPercent,
} from './texts'

/** How often the view reads the import again while it is queued or running. */
const POLL_MS = 1_500

type Tally = { created?: number | null; updated?: number | null; unchanged?: number | null } | null | undefined

const cell = { padding: '6px 12px 6px 0', textAlign: 'left' as const, verticalAlign: 'top' as const }
const table = { borderCollapse: 'collapse' as const, width: '100%', marginBottom: 'var(--base)' }
const caption = { textAlign: 'left' as const, fontWeight: 600, padding: '0 0 6px' }

function Tallies({ doc, lang }: { doc: CrmImport; lang: AdminLanguage }) {
  const rows: Array<['types' | 'cities' | 'projects' | 'properties', Tally]> = [
    ['types', doc.report?.types],
    ['cities', doc.report?.cities],
    ['projects', doc.report?.projects],
    ['properties', doc.report?.properties],
  ]
  return (
    <table style={table} data-testid="crm-import-tallies">
      <caption style={caption}>{importViewText('tallies', lang)}</caption>
      <thead>
        <tr>
          {(['what', 'created', 'updated', 'unchanged'] as const).map((key) => (
            <th key={key} scope="col" style={cell}>
              {importViewText(key, lang)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, tally]) => (
          <tr key={key} data-row={key} style={{ borderTop: '1px solid var(--theme-elevation-150)' }}>
            <th scope="row" style={{ ...cell, fontWeight: 400 }}>
              {importViewText(key, lang)}
            </th>
            <td style={cell}>{tally?.created ?? 0}</td>
            <td style={cell}>{tally?.updated ?? 0}</td>
            <td style={cell}>{tally?.unchanged ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Report({ doc, lang }: { doc: CrmImport; lang: AdminLanguage }) {
  const invalid = doc.invalidRows ?? []
  const invalidCount = doc.invalidCount ?? invalid.length
  const warnings = doc.warnings ?? []
  return (
    <>
      <p>{importViewText(doc.report?.unchanged ? 'nothingChanged' : 'refreshed', lang)}</p>
      <Tallies doc={doc} lang={lang} />
      <p>{importViewText('mediaCreated', lang, { n: doc.report?.mediaCreated ?? 0 })}</p>
      <p>{importViewText('alerts', lang, { demand: doc.report?.demandAlerts ?? 0, listing: doc.report?.listingAlerts ?? 0 })}</p>
      {invalidCount === 0 ? (
        <p>{importViewText('noInvalid', lang)}</p>
      ) : (
        <table style={table} data-testid="crm-import-invalid">
          <caption style={caption}>
            {importViewText('invalid', lang, { n: invalidCount })}
            {invalidCount > invalid.length ? ` ${importViewText('shownOf', lang, { shown: invalid.length, n: invalidCount })}` : ''}
          </caption>
          <thead>
            <tr>
              {(['list', 'position', 'rowId', 'reason'] as const).map((key) => (
                <th key={key} scope="col" style={cell}>
                  {importViewText(key, lang)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {invalid.map((row, index) => (
              <tr key={row.id ?? index} style={{ borderTop: '1px solid var(--theme-elevation-150)' }}>
                <td style={cell}>{row.list}</td>
                <td style={cell}>{row.position}</td>
                <td style={cell}>{row.rowId ?? '—'}</td>
                <td style={{ ...cell, overflowWrap: 'anywhere' }}>{importReasonText(row.reason ?? '', lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {warnings.length > 0 ? (
        <section aria-labelledby="crm-import-warnings">
          <h4 id="crm-import-warnings" style={{ margin: '0 0 6px' }}>
            {importViewText('warnings', lang, { n: warnings.length })}
          </h4>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {warnings.map((warning, index) => (
              <li key={warning.id ?? index} style={{ overflowWrap: 'anywhere' }}>
                {importWarningText(warning.message ?? '', lang)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}

/**
 * The import's status, progress bar and report on its edit view (collections/CrmImports). The job
 * writes them (crm/importJob.ts); this reads the document through the REST API every 1.5 s while it is
 * queued or running, and stops once it is done or failed.
 */
export const ImportProgress: UIFieldClientComponent = () => {
  const { id, collectionSlug } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const lang = adminLanguage(i18n.language)
  const { dispatchFields } = useForm()
  const [doc, setDoc] = useState<CrmImport | null>(null)
  const [loadError, setLoadError] = useState(false)

  // The sidebar's read-only status and times were filled when the page loaded: keep them with the job's.
  useEffect(() => {
    if (!doc) return
    for (const path of ['status', 'startedAt', 'finishedAt'] as const)
      dispatchFields({ type: 'UPDATE', path, value: doc[path] ?? null, initialValue: doc[path] ?? null })
  }, [doc, dispatchFields])

  useEffect(() => {
    if (id === undefined || id === null) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    // Relative to the page, never SERVER_URL's origin: the admin is also opened at other host names
    // (src/security/adminOrigins.ts), where a request to SERVER_URL is cross-origin and goes without
    // the session cookie ("De voortgang kon niet geladen worden" for ever, issue 36.2).
    const url = `${config.routes.api}/${collectionSlug}/${id}?depth=0`
    const load = async () => {
      let next: CrmImport | null = null
      try {
        const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        next = (await response.json()) as CrmImport
        if (!stopped) {
          setDoc(next)
          setLoadError(false)
        }
      } catch {
        if (!stopped) setLoadError(true)
      }
      if (!stopped && (!next || next.status === 'queued' || next.status === 'running')) timer = setTimeout(load, POLL_MS)
    }
    void load()
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }, [id, collectionSlug, config.routes.api])

  if (id === undefined || id === null) return <p className="field-type crm-import-progress">{importViewText('beforeUpload', lang)}</p>

  const status = doc?.status
  const stage = doc?.progress?.stage ?? undefined
  const percent = progressPercent(doc?.progress?.done, doc?.progress?.total)
  const stageName = stage ? (IMPORT_STAGES[stage]?.[lang] ?? stage) : ''
  return (
    <div className="field-type crm-import-progress" style={{ marginBottom: 'var(--base)' }} data-testid="crm-import-progress">
      <h3 style={{ margin: '0 0 calc(var(--base) / 2)' }}>{importViewText('heading', lang)}</h3>
      <p role="status" aria-live="polite" data-testid="crm-import-status" data-status={status ?? ''}>
        {importViewText('status', lang)}: <strong>{status ? CRM_IMPORT_STATUSES[status][lang] : '…'}</strong>
      </p>
      {loadError ? <p role="alert">{importViewText('loadError', lang)}</p> : null}
      {status === 'queued' ? <p>{importViewText('waiting', lang)}</p> : null}
      {status === 'running' || status === 'done' ? (
        <div style={{ marginBottom: 'var(--base)' }}>
          <label htmlFor="crm-import-bar" style={{ display: 'block', marginBottom: 4 }}>
            {importViewText('progress', lang)}
            {stage && status !== 'done'
              ? ` — ${importViewText('stageOf', lang, { stage: stageName, done: doc?.progress?.done ?? 0, total: doc?.progress?.total ?? 0 })}`
              : ''}
          </label>
          <progress
            id="crm-import-bar"
            max={100}
            value={status === 'done' ? 100 : (percent ?? undefined)}
            style={{ width: '100%', height: '1rem', accentColor: 'var(--theme-success-500)' }}
          >
            {status === 'done' ? 100 : (percent ?? 0)} %
          </progress>
        </div>
      ) : null}
      {status === 'failed' ? (
        <div role="alert" style={{ border: '1px solid var(--theme-error-500)', padding: 'calc(var(--base) / 2)', borderRadius: 4 }}>
          <p style={{ margin: 0, fontWeight: 600 }}>{importViewText('failed', lang)}</p>
          {doc?.errorCode ? <p style={{ margin: '6px 0 0' }}>{CRM_IMPORT_FAILURES[doc.errorCode][lang]}</p> : null}
          {doc?.errorMessage ? (
            <p style={{ margin: '6px 0 0', overflowWrap: 'anywhere' }} data-testid="crm-import-error">
              {doc.errorMessage}
            </p>
          ) : null}
        </div>
      ) : null}
      {status === 'done' && doc ? <Report doc={doc} lang={lang} /> : null}
    </div>
  )
}
