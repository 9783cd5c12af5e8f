import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { getPortalOverview, listOwnerProperties } from '@/portal/reads'
import { payloadClient } from '@/data/payload'
import { getRouteTable } from '@/data/routes'
import { getShell } from '@/data/shell'
import { getTranslator } from '@/data/translations'
import { pickTexts } from '@/i18n/clientTexts'
import { isLocale } from '@/i18n/locales'
import { PortalView } from '@/portal/PortalView'
import { portalViewer } from '@/portal/session'
import { PORTAL_TEXT_KEYS } from '@/portal/texts'
import { sectionsFor } from '@/routing/routeTable'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { robots: { index: false, follow: false } }

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null)

/**
 * The owner portal (/nl/portaal/, /fr/portail/, /en/portal/; src/auth/paths.ts). Per user: it reads
 * the session cookie, so this route is dynamic on its own while every public page stays cached.
 * Staff open it for an owner with ?owner=<id> (the owners edit view's preview button).
 */
export default async function OwnerPortalPage({ params, searchParams }: Props) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const query = await searchParams
  const payload = await payloadClient()
  const [viewer, shell, t, table] = await Promise.all([
    portalViewer(payload, await headers(), one(query.owner)),
    getShell(lang),
    getTranslator(lang),
    getRouteTable(),
  ])
  const loginHref = shell.loginHref ?? `/${lang}/`
  if (!viewer) redirect(loginHref)
  const properties = await listOwnerProperties(payload, viewer.owner, lang)
  const requested = Number(one(query.property))
  const selected = properties.find((p) => p.id === requested) ?? properties[0]
  const initial = selected ? await getPortalOverview(payload, viewer.owner, selected.id, lang, sectionsFor(table, lang)) : null
  return (
    <div className="page page-portal">
      <header className="page-header">
        <h1>{t('portal.title')}</h1>
      </header>
      <PortalView
        locale={lang}
        texts={pickTexts(t, PORTAL_TEXT_KEYS)}
        ownerName={[viewer.owner.firstName, viewer.owner.lastName].filter(Boolean).join(' ')}
        staffOwnerId={viewer.staff ? String(viewer.owner.id) : null}
        loginHref={loginHref}
        properties={properties}
        initial={initial}
      />
    </div>
  )
}
