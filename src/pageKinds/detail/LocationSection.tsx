import type { PropertyDetail } from '@/data/property'
import { LocationMap } from '@/properties/chunks'
import { mapLabels } from '@/properties/mapTexts'

import type { PropertyPageData } from './propertyPageData'

/** Where the listing is: its address (or town), the map when the address is published, directions and street view. */
export function LocationSection({ property, data }: { property: PropertyDetail; data: PropertyPageData }) {
  const { t, place } = data
  const { address, located, directionsHref } = place
  return (
    <section className="property-location">
      <h2>{t('detail.location')}</h2>
      <p>{address ?? `${place.place} · ${t('detail.addressOnRequest')}`}</p>
      {located && property.publishAddress && (
        // The exact spot only when the address is published; the fallback names what the page may show.
        <LocationMap
          listing={{
            id: property.externalId,
            lat: property.latitude!,
            lng: property.longitude!,
            title: property.title,
            price: data.price,
            href: data.canonical,
          }}
          labels={mapLabels(t, t('detail.location'))}
          unavailable={
            <>
              {t('detail.map.unavailable', { place: address ?? place.place })} <a href={directionsHref}>{t('detail.directions')}</a>
            </>
          }
        />
      )}
      <p className="location-links">
        <a href={directionsHref} target="_blank" rel="noopener">
          {t('detail.directions')}
        </a>
        {located && property.publishAddress && (
          <a
            href={`https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${property.latitude},${property.longitude}`}
            target="_blank"
            rel="noopener"
          >
            {t('detail.streetView')}
          </a>
        )}
      </p>
    </section>
  )
}
