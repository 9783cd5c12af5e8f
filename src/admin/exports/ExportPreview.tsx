'use client'

import { useConfig, useDebouncedEffect, useFormFields, useTranslation } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

import { useState } from 'react'

import { adminLanguage } from '../../i18n/adminLanguage'
import { formatDate } from '../../lib/format'
import { exportPreviewText } from './texts'

/** Rows shown in the drawer: enough to recognise the file; the count says how many it holds. */
const PREVIEW_ROWS = 10

interface Preview {
  columns?: string[]
  docs: Record<string, unknown>[]
  totalDocs: number
}

const cell = { padding: '6px 12px 6px 0', textAlign: 'left' as const, verticalAlign: 'top' as const, whiteSpace: 'nowrap' as const }

const text = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)

/** The chosen period in words ("Van 14-07-2026 tot en met 15-07-2026", "Alle dagen"): the days the file covers. */
function periodText(from: unknown, to: unknown, lang: ReturnType<typeof adminLanguage>): string {
  const day = (value: unknown) => (typeof value === 'string' ? formatDate(value) : '')
  const [start, end] = [day(from), day(to)]
  if (start && end) return exportPreviewText('periodBoth', lang, { from: start, to: end })
  if (start) return exportPreviewText('periodFrom', lang, { from: start })
  if (end) return exportPreviewText('periodTo', lang, { to: end })
  return exportPreviewText('periodAll', lang)
}

/**
 * The export drawer's preview: what the file will hold. The plugin's own preview sends neither the period
 * ("from", "to": our fields) nor anything the server could build it from, so it showed every lead of every
 * day; this one posts the form's period with the rest, which the endpoint turns into the export's `where`
 * (./plugin.ts), and says how many rows the file will have.
 */
export const ExportPreview: UIFieldClientComponent = () => {
  const { i18n } = useTranslation()
  const lang = adminLanguage(i18n.language)
  const {
    config: { routes },
  } = useConfig()
  const form = useFormFields(([fields]) => ({
    collectionSlug: fields.collectionSlug?.value,
    draft: fields.drafts?.value,
    fields: fields.fields?.value,
    format: fields.format?.value,
    from: fields.from?.value,
    locale: fields.locale?.value,
    sort: fields.sort?.value,
    to: fields.to?.value,
    where: fields.where?.value,
  }))
  const [preview, setPreview] = useState<Preview | null>(null)
  const [failed, setFailed] = useState(false)
  const body = JSON.stringify({ ...form, previewLimit: PREVIEW_ROWS, previewPage: 1 })

  useDebouncedEffect(
    () => {
      if (typeof form.collectionSlug !== 'string' || !form.collectionSlug) return
      const abort = new AbortController()
      // Same origin, with the session cookie: the admin's own API route.
      fetch(`${routes.api}/exports/export-preview`, {
        method: 'POST',
        body,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        signal: abort.signal,
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status))
          setPreview((await response.json()) as Preview)
          setFailed(false)
        })
        .catch(() => {
          if (!abort.signal.aborted) setFailed(true)
        })
      return () => abort.abort()
    },
    [body, routes.api],
    400,
  )

  const columns = preview?.columns?.length ? preview.columns : Array.from(new Set(preview?.docs.flatMap((doc) => Object.keys(doc)) ?? []))
  return (
    <div className="export-preview" data-testid="export-preview" style={{ marginTop: 'var(--base)' }}>
      <h3 style={{ marginBottom: 'calc(var(--base) / 2)' }}>{exportPreviewText('title', lang)}</h3>
      {failed ? (
        <p role="alert">{exportPreviewText('failed', lang)}</p>
      ) : !preview ? (
        <p>{exportPreviewText('loading', lang)}</p>
      ) : (
        <>
          <p className="export-preview__period">{periodText(form.from, form.to, lang)}</p>
          <p className="export-preview__count" data-count={preview.totalDocs}>
            {exportPreviewText(preview.totalDocs === 1 ? 'countOne' : 'count', lang, { n: preview.totalDocs })}
            {preview.totalDocs > preview.docs.length && preview.docs.length > 0
              ? ` ${exportPreviewText('firstRows', lang, { n: preview.docs.length })}`
              : ''}
          </p>
          {preview.docs.length > 0 ? (
            <div style={{ overflowX: 'auto' }}>
              <table style={{ borderCollapse: 'collapse', width: '100%' }}>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col" style={cell}>
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.docs.map((doc, index) => (
                    <tr key={index} style={{ borderTop: '1px solid var(--theme-elevation-150)' }}>
                      {columns.map((column) => (
                        <td key={column} style={cell}>
                          {text(doc[column])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      )}
    </div>
  )
}
