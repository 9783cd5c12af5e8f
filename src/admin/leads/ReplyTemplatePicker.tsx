'use client'

import { useConfig, useField, useFormFields, useTranslation } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'

import { useEffect, useId, useState } from 'react'

import { adminLanguage } from '../../i18n/adminLanguage'
import { fillTemplate } from '../../email/replyTemplate'
import { leadText } from './texts'

interface Template {
  id: number | string
  title?: string | null
  subject?: string | null
  text?: string | null
}

const idOf = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? ((value as { id: number | string }).id ?? null)
      : null

/**
 * "Insert a template" in a new reply of a lead: the reply templates (collections/ReplyTemplates) in the
 * lead's language, and on a pick the row's subject and message filled with the visitor's name and the
 * property's title (src/email/replyTemplate.ts). Absent on a sent reply, which cannot change.
 */
export const ReplyTemplatePicker: UIFieldClientComponent = ({ path }) => {
  const { i18n } = useTranslation()
  const lang = adminLanguage(i18n.language)
  const {
    config: { routes },
  } = useConfig()
  const row = String(path ?? '').replace(/\.template$/, '')
  const sent = useFormFields(([fields]) => fields[`${row}.email`]?.value)
  const subject = useField<string>({ path: `${row}.subject` })
  const text = useField<string>({ path: `${row}.text` })
  const lead = useFormFields(([fields]) => ({
    name: fields.name?.value as string | undefined,
    locale: fields.locale?.value as string | undefined,
    property: idOf(fields.property?.value),
  }))
  const [templates, setTemplates] = useState<Template[] | null>(null)
  const [propertyTitle, setPropertyTitle] = useState('')
  const [failed, setFailed] = useState(false)
  const selectId = useId()
  const locale = lead.locale || 'nl'

  useEffect(() => {
    if (sent) return
    const abort = new AbortController()
    const read = (url: string) =>
      fetch(url, { credentials: 'include', signal: abort.signal }).then((response) => {
        if (!response.ok) throw new Error(String(response.status))
        return response.json()
      })
    read(`${routes.api}/reply-templates?locale=${encodeURIComponent(locale)}&depth=0&limit=100&sort=title`)
      .then((found: { docs: Template[] }) => setTemplates(found.docs))
      .catch(() => {
        if (!abort.signal.aborted) setFailed(true)
      })
    if (lead.property !== null)
      read(`${routes.api}/properties/${lead.property}?locale=${encodeURIComponent(locale)}&depth=0`)
        .then((property: { title?: string }) => setPropertyTitle(property.title ?? ''))
        .catch(() => undefined)
    return () => abort.abort()
  }, [sent, routes.api, locale, lead.property])

  if (sent) return null
  const pick = (id: string) => {
    const template = templates?.find((candidate) => String(candidate.id) === id)
    if (!template) return
    const values = { name: lead.name, property: propertyTitle }
    subject.setValue(fillTemplate(template.subject ?? '', values))
    text.setValue(fillTemplate(template.text ?? '', values))
  }
  return (
    <div className="field-type reply-template" style={{ marginBottom: 'var(--base)' }}>
      <label htmlFor={selectId} className="field-label">
        {leadText('template', lang)}
      </label>
      {failed ? (
        <p role="alert">{leadText('templatesFailed', lang)}</p>
      ) : (
        <select
          id={selectId}
          data-testid="reply-template"
          defaultValue=""
          disabled={!templates}
          onChange={(event) => pick(event.target.value)}
          style={{ display: 'block', minWidth: '50%', padding: '8px', marginTop: 4 }}
        >
          <option value="">{leadText('templateNone', lang)}</option>
          {(templates ?? []).map((template) => (
            <option key={template.id} value={String(template.id)}>
              {template.title}
            </option>
          ))}
        </select>
      )}
      <p className="field-description" style={{ marginTop: 4 }}>
        {leadText('templateHelp', lang)}
      </p>
    </div>
  )
}
