import type { DefaultServerCellComponentProps } from 'payload'

import { adminLanguage, type AdminLanguage } from '../../i18n/adminLanguage'
import { crmLabel, statusTone } from '../../lib/crmLabels'
import { formatPrice } from '../../lib/format'
import { relationId } from '../../lib/relation'

/**
 * List cells of Leads and Listings for people: € prices in the site's format, CRM codes as words, a
 * status badge, a thumbnail and yes/no in words. Server components: Payload renders list cells on the server.
 */

type CellProps = DefaultServerCellComponentProps

const lang = (props: CellProps): AdminLanguage => adminLanguage(props.i18n?.language)

const PER_MONTH: Record<AdminLanguage, string> = { nl: '/ maand', fr: '/ mois', en: '/ month' }
const NOT_SHOWN: Record<AdminLanguage, string> = { nl: 'niet getoond', fr: 'masqué', en: 'not shown' }

export function PriceCell(props: CellProps) {
  const price = props.cellData as number | null | undefined
  if (typeof price !== 'number') return <span>—</span>
  const row = props.rowData as { goal?: string; publishPrice?: boolean | null }
  const language = lang(props)
  return (
    <span className="price-cell" style={{ whiteSpace: 'nowrap' }}>
      {formatPrice(price)}
      {row.goal === 'rent' ? ` ${PER_MONTH[language]}` : ''}
      {row.publishPrice === false ? <small style={{ opacity: 0.7 }}> ({NOT_SHOWN[language]})</small> : null}
    </span>
  )
}

const TONES = {
  available: { background: 'var(--theme-success-100)', color: 'var(--theme-success-800)' },
  reserved: { background: 'var(--theme-warning-100)', color: 'var(--theme-warning-800)' },
  gone: { background: 'var(--theme-elevation-150)', color: 'var(--theme-elevation-800)' },
  none: { background: 'transparent', color: 'inherit' },
}

export function StatusBadgeCell(props: CellProps) {
  const status = props.cellData as string | null | undefined
  const label = crmLabel('status', status, lang(props))
  if (!label) return <span>—</span>
  const tone = statusTone(status)
  return (
    <span
      className={`status-badge status-badge--${tone}`}
      style={{ ...TONES[tone], padding: '2px 8px', borderRadius: 999, whiteSpace: 'nowrap' }}
    >
      {label}
    </span>
  )
}

export function GoalCell(props: CellProps) {
  return <span>{crmLabel('goal', props.cellData as string | null, lang(props)) || '—'}</span>
}

export function MarqueeCell(props: CellProps) {
  return <span>{crmLabel('marquee', props.cellData as string | null, lang(props)) || '—'}</span>
}

const YES_NO: Record<AdminLanguage, [string, string]> = { nl: ['Ja', 'Nee'], fr: ['Oui', 'Non'], en: ['Yes', 'No'] }

export function YesNoCell(props: CellProps) {
  const [yes, no] = YES_NO[lang(props)]
  return <span>{props.cellData ? yes : no}</span>
}

/** The first photo, small (Media's 100 px "thumbnail" size). One read per row, of that photo only. */
export async function ThumbnailCell(props: CellProps) {
  const photos = props.cellData as Array<number | string | { id: number | string }> | null | undefined
  const first = Array.isArray(photos) ? photos[0] : null
  const id = relationId<number | string>(first)
  if (id === null) return <span>—</span>
  const media = await props.payload
    .findByID({
      collection: 'media',
      id,
      depth: 0,
      select: { url: true, filename: true, alt: true, sizes: { thumbnail: { url: true, filename: true } } },
    })
    .catch(() => null)
  const src = media?.sizes?.thumbnail?.url ?? media?.url
  if (!src) return <span>—</span>
  return <img src={src} alt="" width={64} height={48} loading="lazy" style={{ objectFit: 'cover', borderRadius: 3, display: 'block' }} />
}
