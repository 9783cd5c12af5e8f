import type { PropertyDetail } from '@/data/property'
import { cleanDescription } from '@/lib/text'

import { structuredDataImages } from './detailMedia'
import type { PropertyPageData } from './propertyPageData'

/** The listing as schema.org's RealEstateListing. */
export function propertyJsonLd(property: PropertyDetail, data: PropertyPageData) {
  const { origin, type } = data
  const { address } = data.place
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    url: `${origin}${data.canonical}`,
    description: cleanDescription(property.description, 300) || undefined,
    datePosted: property.publishDate ?? undefined,
    image: structuredDataImages(data.photos.large, origin),
    about: {
      '@type': type?.webId === 2 || type?.webId === 3 ? 'Apartment' : 'SingleFamilyResidence',
      address: {
        '@type': 'PostalAddress',
        postalCode: property.zip,
        addressLocality: property.city || undefined,
        addressCountry: property.countryId === '50' ? 'LU' : 'BE',
        ...(address ? { streetAddress: address.split(',')[0] } : {}),
      },
      ...(property.bedrooms ? { numberOfRooms: property.bedrooms } : {}),
      ...(property.surfaceLiving ? { floorSize: { '@type': 'QuantitativeValue', value: property.surfaceLiving, unitCode: 'MTK' } } : {}),
    },
    offers: {
      '@type': 'Offer',
      ...(property.publishPrice !== false && property.price ? { price: property.price, priceCurrency: 'EUR' } : {}),
      availability: data.sold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      businessFunction: property.goal === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
      seller: { '@type': 'RealEstateAgent', name: data.shell.siteName, '@id': `${origin}/#organization` },
    },
  }
}
