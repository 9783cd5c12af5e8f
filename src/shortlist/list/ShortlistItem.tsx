import type { Translator } from '@/i18n/dictionary'
import { IMAGE_SIZES } from '@/lib/image'
import { priceLine } from '@/listings/priceLine'
import type { SummaryItem } from '@/listings/summary'
import { Picture } from '@/site/Picture'

/**
 * One saved listing: its photo, title, town, price and state (or that it is gone), the visitor's note on
 * the own list, the compare checkbox and, on the own list, its removal.
 */
export function ShortlistItem({
  item,
  own,
  note,
  comparing,
  onNote,
  onCompare,
  onRemove,
  t,
}: {
  item: SummaryItem
  own: boolean
  note: string
  comparing: boolean
  onNote: (note: string) => void
  onCompare: () => void
  onRemove: () => void
  t: Translator
}) {
  const title = item.availability === 'gone' ? t('shortlist.gone', { id: String(item.id) }) : item.title
  return (
    <li className={`shortlist-item shortlist-${item.availability}`} data-listing-id={item.id}>
      <div className="shortlist-media">
        {item.availability !== 'gone' && item.photo ? <Picture image={item.photo} sizes={IMAGE_SIZES.card} alt="" /> : null}
      </div>
      <div className="shortlist-body">
        {item.availability === 'gone' ? (
          <p className="shortlist-state">{title}</p>
        ) : (
          <>
            <h2>
              <a href={item.href}>{item.title}</a>
            </h2>
            <p className="card-city">{item.city}</p>
            <p className="price">{priceLine(item, (key) => t(key))}</p>
            {item.availability !== 'available' && (
              <p className="shortlist-state">{t(item.availability === 'sold' ? 'shortlist.sold' : 'shortlist.rented')}</p>
            )}
          </>
        )}
        {own && (
          <div className="shortlist-note">
            <label htmlFor={`shortlist-note-${item.id}`}>{t('shortlist.note', { title })}</label>
            <textarea
              id={`shortlist-note-${item.id}`}
              rows={2}
              maxLength={500}
              value={note}
              aria-describedby="shortlist-note-hint"
              onChange={(event) => onNote(event.target.value)}
            />
          </div>
        )}
        <div className="shortlist-item-actions">
          <label className="shortlist-compare">
            <input type="checkbox" checked={comparing} onChange={onCompare} />
            <span>{t('shortlist.compareOne', { title })}</span>
          </label>
          {own && (
            <button type="button" className="link-button" aria-label={t('shortlist.remove', { title })} onClick={onRemove}>
              {t('shortlist.removeText')}
            </button>
          )}
        </div>
      </div>
    </li>
  )
}
