import type { PropertyDetail } from '@/data/property'
import { ContactBar } from '@/forms/contactBar/ContactBar'
import { contactBarProps } from '@/forms/contactBar/contactBarProps'
import { finishTexts } from '@/i18n/finishedTexts'
import { ListingGallery } from '@/properties/detail/ListingGallery'
import { galleryLabels } from '@/properties/detail/galleryLabels'
import { PageViewBeacon } from '@/properties/detail/PageViewBeacon'
import { PriceHistory } from '@/properties/detail/PriceHistory'
import { Hearts, RecentlyViewed } from '@/shortlist/chunks'
import { heartsProps } from '@/shortlist/heartsProps'
import { RECENT_TEXT_KEYS } from '@/shortlist/recentTexts'
import { Breadcrumbs } from '@/site/Breadcrumbs'
import { JsonLd } from '@/site/JsonLd'

import { DescriptionSection } from './detail/DescriptionSection'
import { DocumentsSection } from './detail/DocumentsSection'
import { FactsSection } from './detail/FactsSection'
import { LocationSection } from './detail/LocationSection'
import { MediaSection } from './detail/MediaSection'
import { PlansSection } from './detail/PlansSection'
import { PropertyAside } from './detail/PropertyAside'
import { MissingMentions } from './detail/MissingMentions'
import { PropertyHeader } from './detail/PropertyHeader'
import { SoldNote } from './detail/SoldNote'
import { propertyJsonLd } from './detail/propertyJsonLd'
import { readPropertyPage } from './detail/propertyPageData'
import { PurchaseSection } from './detail/PurchaseSection'
import { SimilarProperties } from './detail/SimilarProperties'
import type { ResolvedRequest } from './resolve'

/** The property detail page (spec "Detail pages", "Screens implied by interface texts"): the read, then its sections in order. */
export async function PropertyPage({ request, property }: { request: ResolvedRequest; property: PropertyDetail }) {
  const { locale, sections } = request
  const data = await readPropertyPage(request, property)
  const { t, origin, canonical, photos, plans } = data

  return (
    <article className="page property-page" data-status={property.status}>
      <PageViewBeacon externalId={property.externalId} />
      <Hearts {...heartsProps(t)} />
      <Breadcrumbs items={data.crumbs} label={t('nav.breadcrumb')} origin={origin} />
      <PropertyHeader property={property} data={data} locale={locale} />
      <MissingMentions data={data} />
      <SoldNote property={property} data={data} sections={sections} />
      <div className="property-layout">
        <div className="property-main">
          {data.leadFacts && <FactsSection key={data.leadFacts.key} group={data.leadFacts} data={data} />}
          <ListingGallery
            photos={photos.thumbs}
            large={photos.large}
            plans={plans.plans}
            largePlans={plans.large}
            labels={galleryLabels(t, { photos: photos.thumbs.length, plans: plans.plans.length })}
          />
          <DescriptionSection text={property.description} lang={property.descriptionLang} t={t} />
          <PriceHistory rows={data.priceRows} t={t} />
          {data.laterFacts.map((group) => (
            <FactsSection key={group.key} group={group} data={data} />
          ))}
          <PlansSection plans={plans.plans} large={plans.large} t={t} />
          <PurchaseSection data={data} />
          {data.buyable && data.region === 'luxembourg' && <p className="purchase-luxembourg">{t('purchase.luxembourg')}</p>}
          <MediaSection videos={data.videos} tour={data.tour} tourUrl={property.virtualTourUrl} title={property.title} t={t} />
          <LocationSection property={property} data={data} />
          <DocumentsSection documents={data.documents} t={t} />
        </div>
        <PropertyAside request={request} property={property} data={data} />
      </div>
      {!data.sold && (
        // Issue 37 point 1: on a phone, call, WhatsApp, ask or visit at hand (CSS shows it below 767 px).
        <ContactBar
          {...contactBarProps(t, {
            phone: data.advisor?.phone || data.shell.organisation.phone,
            listing: { title: property.title, reference: property.recordFile, url: `${origin}${canonical}` },
            island: 'property-forms',
            forms: { info: '#info', visit: '#visit' },
          })}
        />
      )}
      <SimilarProperties request={request} data={data} />
      {/* Issue 37.5: records this listing in the browser's "recently viewed" and shows the others. */}
      <RecentlyViewed locale={locale} texts={finishTexts(t, RECENT_TEXT_KEYS)} current={property.externalId} />
      <JsonLd data={propertyJsonLd(property, data)} />
    </article>
  )
}
