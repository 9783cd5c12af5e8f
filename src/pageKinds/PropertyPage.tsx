import { getMenuTrail } from '@/data/content'
import { getSimilarProperties, type PropertyDetail } from '@/data/property'
import { getShell } from '@/data/shell'
import { getTranslator } from '@/data/translations'
import type { DictionaryKey } from '@/i18n/dictionary'
import { formatPhone } from '@/lib/phone'
import { IMAGE_SIZES, imageRef, LIGHTBOX_MAX_WIDTH, mediaHref } from '@/lib/image'
import { isSoldOrRented } from '@/lib/marquee'
import { cleanDescription } from '@/lib/text'
import { parseVideo } from '@/lib/video'
import { priceLine } from '@/listings/priceLine'
import { currentReduction, priceHistoryRows } from '@/listings/priceHistory'
import { formatDate } from '@/lib/format'
import { PriceHistory } from '@/properties/detail/PriceHistory'
import { ListingAlertForm, PropertyForms } from '@/forms/chunks'
import { ContactBar } from '@/forms/contactBar/ContactBar'
import { contactBarProps } from '@/forms/contactBar/contactBarProps'
import { formTexts } from '@/forms/shared/texts'
import { isStandaloneNewBuild, propertyPath, projectPath } from '@/routing/listingPaths'
import { Breadcrumbs, type Crumb } from '@/site/Breadcrumbs'
import { JsonLd } from '@/site/JsonLd'
import { Picture } from '@/site/Picture'
import type { ResolvedRequest } from './resolve'
import { siteOrigin } from '@/site/seo'
import { VideoPlayer } from '@/site/VideoPlayer'

import { PropertyCard } from '@/properties/PropertyCard'
import { energyOf, propertyFacts } from '@/listings/facts'
import { advertMentions, missingMentions } from '@/listings/mentions'
import { mapLabels } from '@/properties/mapTexts'
import { propertyTypeIcon } from '@/listings/typeIcon'
import { Gallery, LocationMap, PurchaseCosts, RenovationDeadline, ShareActions } from '@/properties/chunks'
import { AdvertMentions } from '@/properties/AdvertMentions'
import { EpcMeaning } from '@/properties/detail/EpcMeaning'
import { purchaseTextKeys, RENOVATION_TEXT_KEYS } from '@/properties/detail/purchaseLabels'
import { getPurchaseRates } from '@/data/purchaseRates'
import { pickTexts } from '@/i18n/clientTexts'
import { todayInBelgium } from '@/lib/belgianDay'
import { regionOf } from '@/lib/region'
import { defaultLoan, DEFAULT_SITUATION } from '@/purchase/costs'
import { listingSale } from '@/purchase/listingSale'
import { assumedDeedDate, renovationObligation } from '@/purchase/renovation'
import { galleryLabels } from '@/properties/detail/galleryLabels'
import { PageViewBeacon } from '@/properties/detail/PageViewBeacon'
import { shortlistPath } from '@/routing/shortlistPaths'
import { Hearts, RecentlyViewed } from '@/shortlist/chunks'
import { RECENT_TEXT_KEYS } from '@/shortlist/recentTexts'
import { heartsProps } from '@/shortlist/heartsProps'
import { HeartButton } from '@/shortlist/HeartButton'

const populated = <T extends object>(value: T | number | null | undefined): T | null => (value && typeof value === 'object' ? value : null)

/** The property detail page (spec "Detail pages", "Screens implied by interface texts"). */
export async function PropertyPage({ request, property }: { request: ResolvedRequest; property: PropertyDetail }) {
  const { locale, sections, table } = request
  const [t, shell] = await Promise.all([getTranslator(locale), getShell(locale)])
  const origin = siteOrigin()
  const type = populated(property.type)
  const project = populated(property.project)
  const advisor = populated(property.advisor)
  const canonical = propertyPath(sections, { ...property, project })
  const similar = await getSimilarProperties(
    {
      id: property.id,
      goal: property.goal,
      typeId: type?.id ?? null,
      price: property.price ?? null,
      lat: property.latitude ?? null,
      lng: property.longitude ?? null,
    },
    locale,
  )

  const sold = isSoldOrRented(property.status)
  // One texts object for the page's forms and the listing alert: React's page payload sends an object
  // two islands share once and refers to it the second time (two records cost 5.5 kB more per page).
  const formsTexts = formTexts(
    t,
    'visit.',
    'friend.',
    'documents.',
    'offer.',
    'rental.',
    'propertyForm.',
    'detail.ask',
    'detail.sendToFriend',
    'detail.makeOffer',
    'listingAlert.submit',
    'listingAlert.consent',
    'listingAlert.success',
  )
  // Issue points 3 and 4: the cost of buying (a sale with a published price, not sold yet) and the EPC.
  const region = regionOf(property.zip, property.countryId)
  const buyable = property.goal === 'sale' && !sold && property.publishPrice !== false && (property.price ?? 0) > 0
  // The day of this render; the live island counts from the visitor's own today (a cached page ages).
  const today = todayInBelgium()
  // The sale as the law taxes it (VAT or duty, land share, start day): the same rule as the compare page's.
  const costSale = buyable
    ? listingSale(
        {
          price: property.price,
          priceUnit: property.priceUnit,
          zip: property.zip,
          countryId: property.countryId,
          mainTypeName: property.mainTypeName,
          inProject: Boolean(project),
          constructionYear: property.constructionYear,
          typeWebId: type?.webId ?? null,
          vatValue: property.vatValue,
        },
        today,
      )
    : null
  const rates = costSale ? await getPurchaseRates() : null
  // The lightbox shows photos full screen: up to 2560 px there, 1920 everywhere else.
  const photos = (property.photos ?? [])
    .map((m, i) => imageRef(m, `${property.title} (${i + 1})`, 1280, { maxWidth: LIGHTBOX_MAX_WIDTH }))
    .filter((p) => p !== null)
  const thumbs = (property.photos ?? []).map((m, i) => imageRef(m, `${property.title} (${i + 1})`, 800)).filter((p) => p !== null)
  // Floor plans (the CRM's documents typed as a plan): after the photos in the gallery and in their own section.
  const planList = property.floorPlans ?? []
  const planAlt = (m: unknown, i: number) => {
    const name = populated(m as { alt?: string | null })?.alt
    const position = t('detail.planOf', { index: i + 1, total: planList.length })
    return name ? `${position}: ${name}` : `${position} – ${property.title}`
  }
  // The alt names the plan's place among the plans as well as its own name (a media's alt alone would win).
  const planRef = (m: unknown, i: number, width: number, maxWidth?: number) => {
    const ref = imageRef(m, '', width, { maxWidth })
    return ref ? { ...ref, alt: planAlt(m, i) } : null
  }
  const plansLarge = planList.map((m, i) => planRef(m, i, 1280, LIGHTBOX_MAX_WIDTH)).filter((p) => p !== null)
  const plans = planList.map((m, i) => planRef(m, i, 800)).filter((p) => p !== null)
  const energy = energyOf(property)
  const missing = sold ? [] : missingMentions(property)
  // A house or an apartment: from 2035 their renovation targets differ (type 2 apartment, 3 studio).
  const home = type?.webId === 2 || type?.webId === 3 ? 'flat' : 'house'
  const renovationAnswer =
    property.goal === 'sale' && !sold ? renovationObligation({ region, label: energy.label, deedDate: assumedDeedDate(today), home }) : null
  const renovation = renovationAnswer?.kind === 'obligation' ? renovationAnswer : null
  const typeIcon = propertyTypeIcon(type?.webId)
  const groups = propertyFacts({ ...property, typeName: type?.name ?? property.mainTypeName }, t)
  const price = priceLine(property, t)
  // One facts group as a section; a rental's rent facts open the page (issue 37 point 4), the others follow the description.
  const factsSection = (group: (typeof groups)[number]) => (
    <section key={group.key} className={`facts facts-${group.key}`}>
      <h2>{group.title}</h2>
      {group.key === 'energy' && energy.label && (
        <p className={`epc-badge epc-${energy.label.replace(/_.*/, '')}`} aria-hidden="true">
          {energy.labelText}
        </p>
      )}
      <dl>
        {group.rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>
              {/* The type's icon beside its printed name: decorative, so it has no text of its own. */}
              {row.key === 'type' && typeIcon && <img className="type-icon" src={typeIcon} alt="" width={24} height={24} />}
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {group.key === 'energy' && renovation && (
        <div className="renovation-note" data-testid="renovation">
          <h3>{t('epc.obligationTitle')}</h3>
          <p>{t('epc.obligation')}</p>
          <RenovationDeadline today={today} label={energy.label!} home={home} texts={pickTexts(t, RENOVATION_TEXT_KEYS)} />
          <p>{t('epc.cost')}</p>
        </div>
      )}
      {group.key === 'energy' && energy.label && region && region !== 'luxembourg' && (
        <EpcMeaning region={region} label={energy.label} t={t} />
      )}
    </section>
  )
  const leadFacts = property.goal === 'rent' && groups[0]?.key === 'rent' ? groups[0] : null
  const laterFacts = leadFacts ? groups.slice(1) : groups
  // Issue 37.6: the shown price's history (none while it is hidden) and the date of a reduction.
  const priceRows = sold ? [] : priceHistoryRows(property)
  const reducedAt = sold ? null : currentReduction(property)
  // The breadcrumb root is the section the canonical path lives in (spec "Breadcrumbs").
  const newBuild = isStandaloneNewBuild({ mainTypeName: property.mainTypeName, project })
  const sectionOriginal = project ? '/projects/' : newBuild ? '/nieuwbouw/' : property.goal === 'rent' ? '/for-rent/' : '/for-sale/'
  const sectionCrumb: Crumb = project
    ? { name: t('detail.projects'), href: sections.projects }
    : newBuild
      ? { name: t('detail.newBuild'), href: sections.newBuild }
      : property.goal === 'rent'
        ? { name: t('search.rent'), href: sections.forRent }
        : { name: t('search.sale'), href: sections.forSale }
  const crumbs: Crumb[] = [
    { name: t('nav.home'), href: `/${locale}/` },
    { ...sectionCrumb, name: (await sectionTitle(request, sectionOriginal)) ?? sectionCrumb.name },
    ...(project ? [{ name: project.title, href: projectPath(sections, project) }] : []),
    { name: property.title },
  ]
  // "3970 Leopoldsburg", or only the postal code of a listing without a municipality.
  const place = [property.zip, property.city].filter(Boolean).join(' ')
  const address = property.publishAddress
    ? [
        [property.street, property.houseNumber, property.boxNr ? t('detail.boxNumber', { box: property.boxNr }) : null]
          .filter(Boolean)
          .join(' '),
        place,
      ]
        .filter(Boolean)
        .join(', ')
    : null
  const located = typeof property.latitude === 'number' && typeof property.longitude === 'number'
  // Coordinates are the exact address: a listing whose address is not published is routed to its town only.
  const destination = located && property.publishAddress ? `${property.latitude},${property.longitude}` : encodeURIComponent(place)
  const directionsHref = `https://www.google.com/maps/dir/?api=1&destination=${destination}`
  const videos = (property.videos ?? []).map((v) => v.url).filter((url) => parseVideo(url))
  const tour = parseVideo(property.virtualTourUrl)
  const documents = (property.documents ?? [])
    .map((d) => ({
      title: d.title || populated(d.file as never as { filename?: string })?.filename || d.url || '',
      href: mediaHref(d.file) ?? d.url,
    }))
    .filter((d) => d.href)

  return (
    <article className="page property-page" data-status={property.status}>
      <PageViewBeacon externalId={property.externalId} />
      <Hearts {...heartsProps(t)} />
      <Breadcrumbs items={crumbs} label={t('nav.breadcrumb')} origin={origin} />
      <header className="property-header">
        <div>
          <h1 lang={property.titleLang ?? undefined}>{property.title}</h1>
          {(property.titleLang || property.descriptionLang) && (
            <p className="lang-note" data-testid="untranslated">
              {t('listing.untranslated', { lang: property.titleLang ?? property.descriptionLang! })}
            </p>
          )}
          <p className="property-place">{address ?? place}</p>
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
          <p className="price">{price}</p>
          <AdvertMentions mentions={advertMentions(property)} t={t} />
          <p className="property-shortlist">
            <HeartButton id={property.externalId} title={property.title} t={t} withText />
            <a href={shortlistPath(locale)}>{t('shortlist.link')}</a>
          </p>
        </div>
      </header>
      {missing.length > 0 && (
        // Issue 32 point 6: a mention the law requires and the data lacks is named, never left out silently.
        <p className="mentions-missing" data-testid="mentions-missing">
          {t('mentions.missing', { list: missing.map((mention) => t(`mentions.${mention}`)).join(', ') })}
        </p>
      )}
      {sold && (
        <p className="state-note" role="status">
          {t(property.status === 'rented' ? 'detail.rentedState' : 'detail.soldState')}{' '}
          <a href={property.goal === 'rent' ? sections.forRent : sections.forSale}>{t('detail.notFoundList')}</a>
        </p>
      )}
      <div className="property-layout">
        <div className="property-main">
          {leadFacts && factsSection(leadFacts)}
          <Gallery photos={thumbs} large={photos} plans={plans} largePlans={plansLarge} labels={galleryLabels(t)} />
          {property.description && (
            <section className="property-description">
              <h2>{t('detail.description')}</h2>
              {property.description.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i} lang={property.descriptionLang ?? undefined}>
                  {paragraph}
                </p>
              ))}
            </section>
          )}
          <PriceHistory rows={priceRows} t={t} />
          {laterFacts.map(factsSection)}
          {plans.length > 0 && (
            // Server HTML: the plans show, and open large, without JavaScript too.
            <section className="property-plans" aria-labelledby="plans-title">
              <h2 id="plans-title">{t('detail.plans')}</h2>
              <ul>
                {plans.map((plan, i) => (
                  <li key={plan.src}>
                    <figure>
                      <a href={plansLarge[i]?.src ?? plan.src}>
                        <Picture image={plan} sizes={IMAGE_SIZES.card} />
                      </a>
                      <figcaption>{plan.alt}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {rates && costSale && (
            <>
              <PurchaseCosts
                sale={costSale.sale}
                landShareSource={costSale.landShare?.source ?? null}
                rates={rates}
                initial={{
                  situation: DEFAULT_SITUATION,
                  day: costSale.day,
                  loan: defaultLoan(costSale.sale.price, rates),
                  rate: rates.defaults.mortgageRate,
                  years: rates.defaults.termYears,
                }}
                texts={pickTexts(t, purchaseTextKeys(costSale.sale.region, Boolean(costSale.sale.vat)))}
              />
            </>
          )}
          {buyable && region === 'luxembourg' && <p className="purchase-luxembourg">{t('purchase.luxembourg')}</p>}
          {(videos.length > 0 || tour) && (
            <section className="property-media">
              {videos.length > 0 && <h2>{t('detail.video')}</h2>}
              {videos.map((url) => (
                <VideoPlayer key={url} url={url} title={t('content.videoTitle', { title: property.title })} />
              ))}
              {tour && (
                <>
                  <h2>{t('detail.virtualTour')}</h2>
                  {'embedUrl' in tour ? (
                    <div className="video video-frame">
                      <iframe src={tour.embedUrl} title={`${t('detail.virtualTour')}: ${property.title}`} loading="lazy" allowFullScreen />
                    </div>
                  ) : (
                    <a href={property.virtualTourUrl!}>{t('detail.virtualTour')}</a>
                  )}
                </>
              )}
            </section>
          )}
          <section className="property-location">
            <h2>{t('detail.location')}</h2>
            <p>{address ?? `${place} · ${t('detail.addressOnRequest')}`}</p>
            {located && property.publishAddress && (
              // The exact spot only when the address is published; the fallback names what the page may show.
              <LocationMap
                listing={{
                  id: property.externalId,
                  lat: property.latitude!,
                  lng: property.longitude!,
                  title: property.title,
                  price,
                  href: canonical,
                }}
                labels={mapLabels(t, t('detail.location'))}
                unavailable={
                  <>
                    {t('detail.map.unavailable', { place: address ?? place })} <a href={directionsHref}>{t('detail.directions')}</a>
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
          {documents.length > 0 && (
            <section className="property-documents">
              <h2>{t('detail.documents')}</h2>
              <ul>
                {documents.map((d) => (
                  <li key={d.href}>
                    <a href={d.href!}>{d.title}</a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className="property-aside">
          {!sold && (
            <section className="property-actions">
              <h2>{t('detail.actions')}</h2>
              <PropertyForms
                property={{
                  externalId: property.externalId,
                  title: property.title,
                  goal: property.goal === 'rent' ? 'rent' : 'sale',
                  minimumIncome: property.minimumIncome ?? null,
                  maximumPersons: property.maximumPersons ?? null,
                }}
                locale={locale}
                texts={formsTexts}
                privacyHref={table.byOriginal.get('/privacy-statement/')?.paths[locale] ?? null}
              />
            </section>
          )}
          {!sold && (
            <section className="property-alert" aria-labelledby="property-alert-title">
              <h2 id="property-alert-title">{t('listingAlert.title')}</h2>
              <p>{t('listingAlert.intro')}</p>
              <ListingAlertForm
                externalId={property.externalId}
                locale={locale}
                texts={formsTexts}
                privacyHref={table.byOriginal.get('/privacy-statement/')?.paths[locale] ?? null}
              />
            </section>
          )}
          {advisor && (
            <section className="property-agent">
              <h2>{t('detail.yourAgent')}</h2>
              <p>
                <strong>{advisor.name || `${advisor.firstName} ${advisor.lastName}`}</strong>
                {advisor.role && <span> · {advisor.role}</span>}
              </p>
              {advisor.phone && (
                <p>
                  <a href={`tel:${advisor.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(advisor.phone)}</a>
                </p>
              )}
              <p>
                <a href={`mailto:${advisor.email}`}>{advisor.email}</a>
              </p>
            </section>
          )}
          <ShareActions
            url={`${origin}${canonical}`}
            title={property.title}
            labels={{
              share: t('detail.share'),
              copy: t('detail.copyLink'),
              copied: t('detail.linkCopied'),
              email: t('detail.shareEmail'),
              print: t('detail.print'),
            }}
          />
        </aside>
      </div>
      {!sold && (
        // Issue 37 point 1: on a phone, call, WhatsApp, ask or visit at hand (CSS shows it below 767 px).
        <ContactBar
          {...contactBarProps(t, {
            phone: advisor?.phone || shell.organisation.phone,
            listing: { title: property.title, reference: property.recordFile, url: `${origin}${canonical}` },
            island: 'property-forms',
            forms: { info: '#info', visit: '#visit' },
          })}
        />
      )}
      {similar.length > 0 && (
        <section className="similar">
          <h2>{t('detail.similar')}</h2>
          <ul className="item-grid card-grid" style={{ '--per-row': 4 } as React.CSSProperties}>
            {similar.map((card) => (
              <li key={card.id}>
                <PropertyCard card={card} sections={sections} t={t} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* Issue 37.5: records this listing in the browser's "recently viewed" and shows the others. */}
      <RecentlyViewed locale={locale} texts={pickTexts(t, RECENT_TEXT_KEYS)} current={property.externalId} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'RealEstateListing',
          name: property.title,
          url: `${origin}${canonical}`,
          description: cleanDescription(property.description, 300) || undefined,
          datePosted: property.publishDate ?? undefined,
          image: photos.slice(0, 5).map((p) => (p.src.startsWith('http') ? p.src : `${origin}${p.src}`)),
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
            ...(property.surfaceLiving
              ? { floorSize: { '@type': 'QuantitativeValue', value: property.surfaceLiving, unitCode: 'MTK' } }
              : {}),
          },
          offers: {
            '@type': 'Offer',
            ...(property.publishPrice !== false && property.price ? { price: property.price, priceCurrency: 'EUR' } : {}),
            availability: sold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
            businessFunction:
              property.goal === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
            seller: { '@type': 'RealEstateAgent', name: shell.siteName, '@id': `${origin}/#organization` },
          },
        }}
      />
    </article>
  )
}

async function sectionTitle(request: ResolvedRequest, original: string): Promise<string | null> {
  const entry = request.table.byOriginal.get(original)
  if (!entry || entry.target.kind !== 'menu') return null
  const trail = await getMenuTrail(entry.target.id, request.locale)
  return trail.at(-1)?.title ?? null
}
