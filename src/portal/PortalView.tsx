'use client'

import { useState } from 'react'
import useSWR from 'swr'

import type { PortalOverview, PortalPropertySummary } from './reads'
import type { Translator } from '@/i18n/dictionary'
import { clientTranslator, type ClientTexts } from '@/i18n/clientTexts'
import type { Locale } from '@/i18n/locales'

import { AgentCard } from './AgentCard'
import { HistoryTable } from './HistoryTable'
import { LogoutButton } from './LogoutButton'
import { MediaPanel } from './MediaPanel'
import { StatsPanel } from './StatsPanel'
import { useHydrated } from './useHydrated'
import { VisitsPanel } from './VisitsPanel'

class PortalFetchError extends Error {
  constructor(readonly status: number) {
    super(String(status))
  }
}

const fetcher = async (url: string): Promise<PortalOverview> => {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' })
  if (!response.ok) throw new PortalFetchError(response.status)
  return response.json()
}

export interface PortalViewProps {
  locale: Locale
  texts: ClientTexts
  ownerName: string
  /** Staff looking at an owner's portal: the owner's id, kept on every refresh. */
  staffOwnerId: string | null
  loginHref: string
  properties: PortalPropertySummary[]
  initial: PortalOverview | null
}

/**
 * The owner portal: property selector, then statistics, history, visits, agent and online media of the
 * chosen property. Server-rendered first; SWR refreshes it from /api/portal (per user, never cached).
 */
export function PortalView({ locale, texts, ownerName, staffOwnerId, loginHref, properties, initial }: PortalViewProps) {
  const t: Translator = clientTranslator(texts)
  const hydrated = useHydrated()
  const [selected, setSelected] = useState<number | null>(initial?.property.id ?? properties[0]?.id ?? null)
  const query = new URLSearchParams({ locale, ...(staffOwnerId ? { owner: staffOwnerId } : {}) })
  const key = selected ? `/api/portal/properties/${selected}?${query}` : null
  const { data, error, isLoading } = useSWR<PortalOverview>(key, fetcher, {
    fallbackData: initial && initial.property.id === selected ? initial : undefined,
    keepPreviousData: true,
    refreshInterval: 60_000,
  })
  const expired = error instanceof PortalFetchError && error.status === 401

  const choose = (id: number) => {
    setSelected(id)
    const url = new URL(window.location.href)
    url.searchParams.set('property', String(id))
    window.history.replaceState(null, '', url)
  }

  return (
    <div className="portal" aria-busy={isLoading}>
      <div className="portal-bar">
        <p className="portal-welcome">
          {staffOwnerId ? t('portal.staffView', { name: ownerName }) : t('portal.welcome', { name: ownerName })}
        </p>
        {!staffOwnerId && <LogoutButton label={t('portal.logout')} loginHref={loginHref} />}
      </div>
      {properties.length === 0 ? (
        <p className="empty">{t('portal.noProperties')}</p>
      ) : (
        <div className="form-field portal-select">
          <label htmlFor="portal-property">{t('portal.selectProperty')}</label>
          <select id="portal-property" disabled={!hydrated} value={selected ?? ''} onChange={(event) => choose(Number(event.target.value))}>
            {properties.map((p) => (
              <option key={p.id} value={p.id}>
                {`${p.title} – ${p.city} (${p.id})${p.published ? '' : ` – ${t('portal.notOnline')}`}`}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && (
        <p role="alert" className="form-message form-message-error">
          {expired ? (
            <>
              {t('login.sessionExpired')} <a href={`${loginHref}?expired=1`}>{t('login.backToLogin')}</a>
            </>
          ) : (
            t('portal.loadError')
          )}
        </p>
      )}
      {data && (
        <div className="portal-grid" data-property={data.property.id}>
          <h2 className="portal-property-title">
            {data.property.title} <span className="portal-property-city">{data.property.city}</span>
          </h2>
          <StatsPanel stats={data.stats} t={t} />
          <HistoryTable rows={data.history} t={t} />
          <VisitsPanel visits={data.visits} t={t} />
          <AgentCard agent={data.agent} t={t} />
          <MediaPanel media={data.media} title={data.property.title} t={t} />
        </div>
      )}
    </div>
  )
}
