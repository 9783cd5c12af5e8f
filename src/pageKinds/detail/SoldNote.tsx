import type { PropertyDetail } from '@/data/property'

import type { PropertyPageData } from './propertyPageData'

/** A sold or rented listing says so and leads back to its list. */
export function SoldNote({
  property,
  data,
  sections,
}: {
  property: PropertyDetail
  data: PropertyPageData
  sections: { forRent: string; forSale: string }
}) {
  const { t } = data
  if (!data.sold) return null
  return (
    <p className="state-note" role="status">
      {t(property.status === 'rented' ? 'detail.rentedState' : 'detail.soldState')}{' '}
      <a href={property.goal === 'rent' ? sections.forRent : sections.forSale}>{t('detail.notFoundList')}</a>
    </p>
  )
}
