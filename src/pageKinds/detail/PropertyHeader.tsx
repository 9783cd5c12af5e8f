import type { PropertyDetail } from '@/data/property'
import type { DictionaryKey } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import { AdvertMentions } from '@/properties/AdvertMentions'
import { shortlistPath } from '@/routing/shortlistPaths'
import { HeartButton } from '@/shortlist/HeartButton'

import type { PropertyPageData } from './propertyPageData'

/** The title, place and reference beside the price, its state, the legal mentions and the heart. */
export function PropertyHeader({ property, data, locale }: { property: PropertyDetail; data: PropertyPageData; locale: Locale }) {
  const { t, place, reducedAt } = data
  return (
    <header className="property-header">
      <div>
        <h1 lang={property.titleLang ?? undefined}>{property.title}</h1>
        {(property.titleLang || property.descriptionLang) && (
          <p className="lang-note" data-testid="untranslated">
            {t('listing.untranslated', { lang: property.titleLang ?? property.descriptionLang! })}
          </p>
        )}
        <p className="property-place">{place.address ?? place.place}</p>
        {property.recordFile && <p className="property-ref">{t('detail.reference', { ref: property.recordFile })}</p>}
      </div>
      <div className="property-price">
        {property.status && property.status !== 'for-sale' && property.status !== 'for-rent' && (
          <span className={`badge badge-${property.status}`}>{t(`property.status.${property.status}` as DictionaryKey)}</span>
        )}
        {reducedAt && (
          <span className="badge badge-marquee" data-testid="price-reduced">
            <time dateTime={reducedAt}>{t('property.reducedOn', { date: formatDate(reducedAt) })}</time>
          </span>
        )}
        <p className="price">{data.price}</p>
        <AdvertMentions mentions={data.mentions} t={t} />
        <p className="property-shortlist">
          <HeartButton id={property.externalId} title={property.title} t={t} withText />
          <a href={shortlistPath(locale)}>{t('shortlist.link')}</a>
        </p>
      </div>
    </header>
  )
}
