import type { PropertyCardData } from '@/data/content'
import type { DictionaryKey } from '@/i18n/dictionary'
import { formatNumber, formatPrice } from '@/lib/format'
import { propertyPath, type ListingSections } from '@/routing/listingPaths'

type T = (key: DictionaryKey, values?: Record<string, string | number>) => string

const STATUS_BADGES = new Set(['sold', 'rented', 'under-option', 'to-take-over'])
const MARQUEE_BADGES = new Set(['1', '2', '15'])

/** Price line of a listing: "price on request" unless published, "starting from" for PriceUnit 7, "/month" for rentals. */
export function priceText(card: Pick<PropertyCardData, 'price' | 'publishPrice' | 'priceUnit' | 'goal'>, t: T): string {
  if (card.publishPrice === false || !card.price) return t('property.priceOnRequest')
  const amount = formatPrice(card.price)
  const base = card.priceUnit === 7 ? `${t('property.startingFrom')} ${amount}` : amount
  return card.goal === 'rent' ? `${base}${t('property.perMonth')}` : base
}

export function PropertyCard({ card, sections, t }: { card: PropertyCardData; sections: ListingSections; t: T }) {
  // The card's type name is the CRM main type, which marks a standalone new build.
  const href = propertyPath(sections, { ...card, mainTypeName: card.typeName })
  const photo = card.photo
  const badge = card.status && STATUS_BADGES.has(card.status) ? t(`property.status.${card.status}` as DictionaryKey) : card.marquee && MARQUEE_BADGES.has(card.marquee) ? card.marqueeName || t(`property.marquee.${card.marquee}` as DictionaryKey) : null
  return (
    <article className="property-card">
      <div className="card-media">
        {photo ? (
          <img src={photo.src} srcSet={photo.srcSet} sizes="(min-width: 1280px) 400px, (min-width: 767px) 50vw, 100vw" width={photo.width} height={photo.height} alt={photo.alt} loading="lazy" decoding="async" />
        ) : (
          <span className="no-photo">{t('property.noPhoto')}</span>
        )}
        {badge && <span className={`badge badge-${card.status ?? 'marquee'}`}>{badge}</span>}
      </div>
      <div className="card-body">
        <h3>
          <a href={href}>{card.title || card.typeName}</a>
        </h3>
        <p className="card-city">{card.city}</p>
        <p className="card-facts">
          {card.bedrooms ? <span>{t('property.bedroomsValue', { value: card.bedrooms })}</span> : null}
          {card.surface ? <span>{t('property.surfaceValue', { value: formatNumber(card.surface) })}</span> : null}
        </p>
        <p className="price">{priceText(card, t)}</p>
      </div>
    </article>
  )
}
