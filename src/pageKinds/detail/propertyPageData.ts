import { getSimilarProperties, type PropertyDetail } from '@/data/property'
import { getShell } from '@/data/shell'
import { getTranslator } from '@/data/translations'
import { formTexts } from '@/forms/shared/texts'
import { propertyFacts } from '@/listings/facts'
import { advertMentions, missingMentions } from '@/listings/mentions'
import { currentReduction, priceHistoryRows } from '@/listings/priceHistory'
import { priceLine } from '@/listings/priceLine'
import { propertyTypeIcon } from '@/listings/typeIcon'
import { todayInBelgium } from '@/lib/belgianDay'
import { isSoldOrRented } from '@/lib/marquee'
import { parseVideo } from '@/lib/video'
import { propertyPath } from '@/routing/listingPaths'
import { siteOrigin } from '@/site/seo'

import type { ResolvedRequest } from '../resolve'
import { documentLinks, galleryPhotos } from './detailMedia'
import { floorPlans } from './floorPlans'
import { propertyCrumbs } from './propertyCrumbs'
import { propertyPlace } from './propertyPlace'
import { propertyPurchase } from './propertyPurchase'

const populated = <T extends object>(value: T | number | null | undefined): T | null => (value && typeof value === 'object' ? value : null)

/** Everything the property page shows, read and worked out once; the sections only render it. */
export async function readPropertyPage(request: ResolvedRequest, property: PropertyDetail) {
  const { locale, sections } = request
  const [t, shell] = await Promise.all([getTranslator(locale), getShell(locale)])
  const type = populated(property.type)
  const project = populated(property.project)
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
  const today = todayInBelgium()
  const purchase = await propertyPurchase(property, { type, project, sold, today })
  const groups = propertyFacts({ ...property, typeName: type?.name ?? property.mainTypeName }, t)
  // A rental's rent facts open the page (issue 37 point 4), the others follow the description.
  const leadFacts = property.goal === 'rent' && groups[0]?.key === 'rent' ? groups[0] : null
  return {
    t,
    shell,
    origin: siteOrigin(),
    type,
    project,
    advisor: populated(property.advisor),
    canonical: propertyPath(sections, { ...property, project }),
    similar,
    sold,
    today,
    ...purchase,
    // One texts object for the page's forms and the listing alert: React's page payload sends an object
    // two islands share once and refers to it the second time (two records cost 5.5 kB more per page).
    formsTexts: formTexts(
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
    ),
    photos: galleryPhotos(property.photos, property.title),
    plans: floorPlans(property.floorPlans ?? [], property.title, t),
    missing: sold ? [] : missingMentions(property),
    mentions: advertMentions(property),
    typeIcon: propertyTypeIcon(type?.webId),
    price: priceLine(property, t),
    leadFacts,
    laterFacts: leadFacts ? groups.slice(1) : groups,
    // Issue 37.6: the shown price's history (none while it is hidden) and the date of a reduction.
    priceRows: sold ? [] : priceHistoryRows(property),
    reducedAt: sold ? null : currentReduction(property),
    crumbs: await propertyCrumbs(request, property, project, t),
    place: propertyPlace(property, t),
    videos: (property.videos ?? []).map((v) => v.url).filter((url) => parseVideo(url)),
    tour: parseVideo(property.virtualTourUrl),
    documents: documentLinks(property.documents),
  }
}

export type PropertyPageData = Awaited<ReturnType<typeof readPropertyPage>>
