import type { Translator } from '@/i18n/dictionary'
import { IMAGE_SIZES } from '@/lib/image'
import type { ListingSummary } from '@/listings/summary'
import { Picture } from '@/site/Picture'

/** A listing's column heading: photo, title link, town, its state when not available, and the link that takes it out. */
export function ListingHeading({ listing, removeHref, t }: { listing: ListingSummary; removeHref: string; t: Translator }) {
  return (
    <th scope="col" data-listing-id={listing.id}>
      <div className="compare-photo">{listing.photo ? <Picture image={listing.photo} sizes={IMAGE_SIZES.card} alt="" /> : null}</div>
      <a href={listing.href}>{listing.title}</a>
      <span className="card-city">{listing.city}</span>
      {listing.availability !== 'available' && (
        <span className="badge-inline">{t(listing.availability === 'sold' ? 'property.status.sold' : 'property.status.rented')}</span>
      )}
      <a className="compare-remove" href={removeHref} aria-label={t('compare.remove', { title: listing.title })}>
        ×
      </a>
    </th>
  )
}
