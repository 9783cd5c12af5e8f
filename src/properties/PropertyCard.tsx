import type { PropertyCardData } from '@/data/content'
import type { DictionaryKey, Translator } from '@/i18n/dictionary'
import { formatDate, formatNumber } from '@/lib/format'
import { IMAGE_SIZES } from '@/lib/image'
import { priceLine } from '@/listings/priceLine'
import { propertyPath, type ListingSections } from '@/routing/listingPaths'
import { Picture } from '@/site/Picture'
import { CompareButton } from '@/shortlist/CompareButton'
import { HeartButton } from '@/shortlist/HeartButton'

import { AdvertMentions } from './AdvertMentions'

const STATUS_BADGES = new Set(['sold', 'rented', 'under-option', 'to-take-over'])
const MARQUEE_BADGES = new Set(['1', '2', '15'])

/** `priority`: the list's first card, on a phone the page's largest image (its LCP): loaded at once, first. */
export function PropertyCard({
  card,
  sections,
  t,
  priority = false,
}: {
  card: PropertyCardData
  sections: ListingSections
  t: Translator
  priority?: boolean
}) {
  // The card's type name is the CRM main type, which marks a standalone new build.
  const href = propertyPath(sections, { ...card, mainTypeName: card.typeName })
  const photo = card.photo
  const badge =
    card.status && STATUS_BADGES.has(card.status)
      ? t(`property.status.${card.status}` as DictionaryKey)
      : card.reducedAt
        ? t('property.reducedOn', { date: formatDate(card.reducedAt) })
        : card.marquee && MARQUEE_BADGES.has(card.marquee)
          ? card.marqueeName || t(`property.marquee.${card.marquee}` as DictionaryKey)
          : null
  return (
    <article className="property-card">
      <div className="card-media">
        {photo ? (
          <Picture image={photo} sizes={IMAGE_SIZES.card} priority={priority} />
        ) : (
          <span className="no-photo">{t('property.noPhoto')}</span>
        )}
        {badge && <span className={`badge badge-${card.status ?? 'marquee'}`}>{badge}</span>}
        <HeartButton id={card.externalId} title={card.title || card.typeName || String(card.externalId)} t={t} />
        <CompareButton id={card.externalId} title={card.title || card.typeName || String(card.externalId)} t={t} />
      </div>
      <div className="card-body">
        <h3>
          {/* A title shown in another language than the page's says so (issue 37.9). */}
          <a href={href} lang={card.titleLang && card.title ? card.titleLang : undefined}>
            {card.title || card.typeName}
          </a>
          {card.titleLang && card.title && <span className="lang-note"> ({t('listing.inLanguage', { lang: card.titleLang })})</span>}
        </h3>
        <p className="card-city">{card.city}</p>
        <p className="card-facts">
          {card.bedrooms ? <span>{t('property.bedroomsValue', { value: card.bedrooms })}</span> : null}
          {card.surface ? <span>{t('property.surfaceValue', { value: formatNumber(card.surface) })}</span> : null}
        </p>
        <AdvertMentions mentions={card.mentions} t={t} />
        <p className="price">{priceLine(card, t)}</p>
      </div>
    </article>
  )
}
