import { PropertyCard } from '@/properties/PropertyCard'

import type { ResolvedRequest } from '../resolve'
import type { PropertyPageData } from './propertyPageData'

/** Listings like this one (same goal and type, near in price and place), four to a row. */
export function SimilarProperties({ request, data }: { request: ResolvedRequest; data: PropertyPageData }) {
  const { t, similar } = data
  if (similar.length === 0) return null
  return (
    <section className="similar">
      <h2>{t('detail.similar')}</h2>
      <ul className="item-grid card-grid" style={{ '--per-row': 4 } as React.CSSProperties}>
        {similar.map((card) => (
          <li key={card.id}>
            <PropertyCard card={card} sections={request.sections} t={t} />
          </li>
        ))}
      </ul>
    </section>
  )
}
