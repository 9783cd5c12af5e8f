import type { CollectionConfig } from 'payload'

import { readProperties, staff, withoutTrash } from '../access'
import { importHash, slugField } from '../fields'
import { seoTab } from '../fields/seo'
import { addressForceSelect, hideUnpublishedAddress } from '../hooks/publicAddress'
import { priceForceSelect } from '../hooks/publicPrice'
import { revalidateCollection } from '../hooks/revalidate'
import { TAGS } from '../../src/revalidation/tags'
import { ADMIN_GROUPS, LABELS } from '../../src/i18n/admin/labels'
import { alertMatchingDemands } from './hooks/alertMatchingDemands'
import { alertListingWatchers } from './hooks/alertListingWatchers'
import { guardDelete } from './hooks/guardDelete'
import { setStatusFromMarquee } from './hooks/setStatusFromMarquee'
import { setMissingMentions } from './hooks/setMissingMentions'
import { recordPriceHistory } from './hooks/recordPriceHistory'
import { sidebarFields } from './sidebar'
import { addressTab } from './tabs/address'
import { annuityTab } from './tabs/annuity'
import { comfortTab } from './tabs/comfort'
import { energyTab } from './tabs/energy'
import { generalTab } from './tabs/general'
import { legalTab } from './tabs/legal'
import { mediaTab } from './tabs/media'
import { priceTab } from './tabs/price'
import { rentTab } from './tabs/rent'
import { surfacesTab } from './tabs/surfaces'

const revalidate = revalidateCollection((doc) => [TAGS.properties, TAGS.property(String(doc.externalId))])

/**
 * A listing: the spec's property list entry plus every detail field (section 3).
 * Detail fields are grouped in tabs the way a buyer reads them; the search filters and sorts are indexed.
 */
export const Properties: CollectionConfig = {
  slug: 'properties',
  // Delete moves to the trash, restored from its view; reads leave trashed rows out (docs/content.md, Trash).
  trash: true,
  labels: { singular: { en: 'Property', nl: 'Pand', fr: 'Bien' }, plural: { en: 'Properties', nl: 'Panden', fr: 'Biens' } },
  admin: {
    useAsTitle: 'title',
    // Lists for people: photo, € price, status badge, advisor and last change (src/admin/lists/PropertyCells.tsx).
    defaultColumns: ['externalId', 'photos', 'title', 'city', 'status', 'price', 'advisor', 'published', 'missingMentions', 'updatedAt'],
    listSearchableFields: ['title', 'city', 'zip', 'recordFile', 'street'],
    group: ADMIN_GROUPS.listings,
    pagination: { defaultLimit: 50 },
  },
  enableQueryPresets: true,
  defaultSort: '-publishDate',
  // The list pages filter on published + goal (+ status) and sort by price or date.
  indexes: [{ fields: ['published', 'goal', 'price'] }, { fields: ['published', 'goal', 'publishDate'] }],
  access: {
    read: withoutTrash(readProperties),
    create: staff,
    update: staff,
    delete: staff,
  },
  // "Town only" listings: street, number and box never, coordinates the town's centre (src/listings/publicAddress.ts).
  // "Price on request" listings: no price nor cost figure for anyone but staff and their owner (src/listings/publicPrice.ts).
  forceSelect: { ...addressForceSelect('publishAddress'), ...priceForceSelect },
  hooks: {
    afterRead: [hideUnpublishedAddress('publishAddress')],
    beforeChange: [setStatusFromMarquee, setMissingMentions, recordPriceHistory],
    afterChange: [revalidate.afterChange, alertMatchingDemands, alertListingWatchers],
    beforeDelete: [guardDelete],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    {
      name: 'title',
      label: LABELS.title,
      type: 'text',
      required: true,
      localized: true,
      admin: {
        description: {
          en: 'Headline of the listing (CRM TypeDescription), or just the type name.',
          nl: 'Titel van het pand (CRM TypeDescription), of gewoon de typenaam.',
          fr: 'Titre du bien (CRM TypeDescription), ou simplement le nom du type.',
        },
      },
    },
    {
      type: 'tabs',
      tabs: [generalTab, addressTab, priceTab, surfacesTab, comfortTab, energyTab, legalTab, rentTab, annuityTab, mediaTab, seoTab()],
    },
    ...sidebarFields,
    slugField('title'),
    importHash,
  ],
}
