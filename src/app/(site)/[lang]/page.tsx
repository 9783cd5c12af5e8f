import { notFound } from 'next/navigation'

import { getFeaturedListings, getHomeIntro } from '@/data/site'
import { getTranslator } from '@/data/translations'
import { isLocale } from '@/i18n/locales'
import { formatPrice } from '@/lib/format'

export default async function HomePage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const [intro, featured, t] = await Promise.all([getHomeIntro(lang), getFeaturedListings(lang, 4), getTranslator(lang)])
  return (
    <>
      <section className="hero">
        <h1>{intro.title}</h1>
        {intro.description && <p>{intro.description}</p>}
      </section>
      <section aria-labelledby="featured-title">
        <h2 id="featured-title">{t('home.featured')}</h2>
        <ul className="cards">
          {featured.map((listing) => (
            <li key={listing.id} className="card">
              <h3>{listing.title}</h3>
              <p>{listing.city}</p>
              <p className="price">
                {listing.publishPrice ? formatPrice(listing.price) : t('property.priceOnRequest')}
                {listing.publishPrice && listing.goal === 'rent' ? t('property.perMonth') : null}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
