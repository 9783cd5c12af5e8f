import type { CollectionConfig } from 'payload'

import { readProperties, staff, staffOrOwnPropertyOwner } from '../access'
import { checkboxRow, numberRow, orientation, slugField, triState, importHash } from '../fields'
import { seoGroup } from '../fields/seo'
import { addressForceSelect, hideUnpublishedAddress, staffQueryableField } from '../hooks/publicAddress'
import { revalidateCollection } from '../hooks/revalidate'
import { TAGS } from '../../src/data/tags'
import {
  GOAL_CODES_DESCRIPTION,
  goalOptions,
  MARQUEE_CODES_DESCRIPTION,
  marqueeOptions,
  propertyStatusOptions,
} from '../../src/lib/crmLabels'
import { MARQUEE } from '../../src/lib/marquee'
import { alertMatchingDemands } from './hooks/alertMatchingDemands'
import { guardDelete } from './hooks/guardDelete'
import { setStatusFromMarquee } from './hooks/setStatusFromMarquee'

const revalidate = revalidateCollection((doc) => [TAGS.properties, TAGS.property(String(doc.externalId))])

/**
 * A listing: the spec's property list entry plus every detail field (section 3).
 * Detail fields are grouped in tabs the way a buyer reads them; the search filters and sorts are indexed.
 */
export const Properties: CollectionConfig = {
  slug: 'properties',
  labels: { singular: 'Property', plural: 'Properties' },
  admin: {
    useAsTitle: 'title',
    // Lists for people: photo, € price, status badge, advisor and last change (src/admin/lists/PropertyCells.tsx).
    defaultColumns: ['externalId', 'photos', 'title', 'city', 'status', 'price', 'advisor', 'published', 'updatedAt'],
    listSearchableFields: ['title', 'city', 'zip', 'recordFile', 'street'],
    group: 'Listings',
    pagination: { defaultLimit: 50 },
  },
  enableQueryPresets: true,
  defaultSort: '-publishDate',
  // The list pages filter on published + goal (+ status) and sort by price or date.
  indexes: [{ fields: ['published', 'goal', 'price'] }, { fields: ['published', 'goal', 'publishDate'] }],
  access: {
    read: readProperties,
    create: staff,
    update: staff,
    delete: staff,
  },
  // "Town only" listings: street, number and box never, coordinates the town's centre (src/listings/publicAddress.ts).
  forceSelect: addressForceSelect('publishAddress'),
  hooks: {
    afterRead: [hideUnpublishedAddress('publishAddress')],
    beforeChange: [setStatusFromMarquee],
    afterChange: [revalidate.afterChange, alertMatchingDemands],
    beforeDelete: [guardDelete],
    afterDelete: [revalidate.afterDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: 'Headline of the listing (CRM TypeDescription), or just the type name.' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'General',
          fields: [
            { name: 'description', type: 'textarea', localized: true },
            {
              type: 'row',
              fields: [
                { name: 'mainTypeName', type: 'text', admin: { description: 'CRM main type, e.g. Huis, Bouwgrond, Nieuwbouw woning.' } },
                {
                  name: 'extraTypes',
                  type: 'relationship',
                  relationTo: 'property-types',
                  hasMany: true,
                  admin: { description: 'Other types the listing also counts as (CRM WebIDs).' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'recordFile', type: 'text', label: 'Reference number', admin: { description: 'CRM RecordFile.' } },
                {
                  name: 'marqueeName',
                  type: 'text',
                  localized: true,
                  admin: { description: 'Badge text from the CRM; empty uses the site text for the marquee code.' },
                },
              ],
            },
          ],
        },
        {
          label: 'Address',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'street', type: 'text', access: { read: staffQueryableField } },
                { name: 'houseNumber', type: 'text', access: { read: staffQueryableField } },
                { name: 'boxNr', type: 'text', label: 'Box', access: { read: staffQueryableField } },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'zip', type: 'text', required: true, index: true },
                {
                  name: 'city',
                  type: 'text',
                  index: true,
                  // Spec "Detail pages": the municipality segment is sometimes missing.
                  admin: { description: 'Municipality. Empty when the CRM gives none: the public path then has no municipality segment.' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'countryId',
                  type: 'select',
                  defaultValue: '10',
                  options: [
                    { label: 'Belgium (10)', value: '10' },
                    { label: 'Luxembourg (50)', value: '50' },
                  ],
                },
                {
                  name: 'publishAddress',
                  type: 'checkbox',
                  defaultValue: true,
                  admin: { description: 'Off: the site shows only the town, never street and number.' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'latitude', type: 'number', min: -90, max: 90, access: { read: staffQueryableField } },
                { name: 'longitude', type: 'number', min: -180, max: 180, access: { read: staffQueryableField } },
              ],
            },
          ],
        },
        {
          label: 'Price & costs',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'price',
                  type: 'number',
                  min: 0,
                  index: true,
                  admin: {
                    description: 'Sale price, or the monthly rent for a rental (euro).',
                    components: { Cell: '/src/admin/lists/PropertyCells#PriceCell' },
                  },
                },
                {
                  name: 'publishPrice',
                  type: 'checkbox',
                  defaultValue: true,
                  admin: { description: 'Off: the site shows "price on request".' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'priceUnit',
                  type: 'number',
                  admin: { description: 'CRM price unit; 7 = "starting from" (shown before the price).' },
                },
                { name: 'priceUnitText', type: 'text', localized: true },
              ],
            },
            numberRow([
              ['cadastralIncome', 'Cadastral income'],
              ['registrationRight', 'Registration right'],
              ['vatValue', 'VAT'],
            ]),
            numberRow([
              ['notaryFeeExVat', 'Notary fee (excl. VAT)'],
              ['notaryFeeIncVat', 'Notary fee (incl. VAT)'],
              ['agencyCost', 'Agency cost'],
              ['totalCost', 'Total cost', 'Estimated total for the buyer.'],
            ]),
          ],
        },
        {
          label: 'Surfaces & rooms',
          fields: [
            numberRow([
              ['surfaceTotal', 'Total surface (m²)'],
              ['surfaceGround', 'Ground surface (m²)'],
              ['surfaceLiving', 'Living surface (m²)'],
              ['surfaceConstructed', 'Constructed surface (m²)'],
            ]),
            numberRow([
              ['surfaceTerrace', 'Terrace (m²)'],
              ['surfaceGarden', 'Garden (m²)'],
              ['surfaceOffice', 'Office (m²)'],
              ['surfaceStore', 'Store (m²)'],
            ]),
            numberRow([
              ['plotWidth', 'Plot width (m)'],
              ['frontWidth', 'Front width (m)'],
              ['floors', 'Floors'],
              ['facades', 'Facades'],
            ]),
            {
              type: 'row',
              fields: [
                { name: 'bedrooms', type: 'number', min: 0, index: true },
                { name: 'bathrooms', type: 'number', min: 0 },
                { name: 'showerRooms', type: 'number', min: 0 },
                { name: 'toilets', type: 'number', min: 0 },
              ],
            },
            numberRow([
              ['garages', 'Garages'],
              ['parkings', 'Parkings'],
              ['externalParkings', 'External parkings'],
            ]),
            numberRow([
              ['constructionYear', 'Construction year'],
              ['renovationYear', 'Renovation year'],
            ]),
          ],
        },
        {
          label: 'Comfort',
          fields: [
            checkboxRow([
              ['gas', 'Gas'],
              ['water', 'Water'],
              ['electricityConnection', 'Electricity connection'],
              ['drainConnection', 'Drain connection'],
            ]),
            checkboxRow([
              ['lift', 'Lift'],
              ['cellar', 'Cellar'],
              ['attic', 'Attic'],
              ['furnished', 'Furnished'],
            ]),
            checkboxRow([
              ['garden', 'Garden'],
              ['garage', 'Garage'],
              ['terrace', 'Terrace'],
            ]),
            {
              type: 'row',
              fields: [orientation('orientationTerrace', 'Terrace orientation'), orientation('orientationGarden', 'Garden orientation')],
            },
            {
              type: 'row',
              fields: [
                { name: 'heating', type: 'text', localized: true },
                { name: 'windowFrame', type: 'text', localized: true },
                { name: 'glazing', type: 'text', localized: true },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'kitchen', type: 'text', localized: true },
                { name: 'roofMaterial', type: 'text', localized: true },
                { name: 'roofCondition', type: 'text', localized: true },
              ],
            },
          ],
        },
        {
          label: 'Energy',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'epcStatus',
                  label: 'EPC status',
                  type: 'select',
                  defaultValue: 'available',
                  options: [
                    { label: 'Available', value: 'available' },
                    { label: 'In application', value: 'in-application' },
                    { label: 'Not applicable', value: 'not-applicable' },
                  ],
                },
                { name: 'epcUniqueCode', label: 'EPC unique code', type: 'text' },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'energyPerformance',
                  label: 'EPC value (kWh/m²/year)',
                  type: 'number',
                  admin: { description: 'The label (A+…G) follows from this value and the region of the postal code.' },
                },
                { name: 'energyTotal', label: 'EPC total (kWh/year)', type: 'number' },
                {
                  name: 'epcLabelText',
                  label: 'EPC label text',
                  type: 'text',
                  admin: { description: 'Luxembourg: the label as written on the certificate.' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'co2Emission', label: 'CO2 emission (kg/m²/year)', type: 'number' },
                { name: 'eLevel', label: 'E-level', type: 'number' },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'epcDate',
                  label: 'EPC certificate date',
                  type: 'date',
                  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } },
                },
                {
                  name: 'energyCertificateEndDate',
                  label: 'Energy certificate end date',
                  type: 'date',
                  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } },
                },
              ],
            },
          ],
        },
        {
          label: 'Legal & planning',
          fields: [
            {
              type: 'row',
              fields: [
                triState('permit', 'Building permit'),
                triState('allotmentPermit', 'Allotment permit'),
                triState('preemptiveRights', 'Pre-emptive rights'),
              ],
            },
            {
              type: 'row',
              fields: [
                triState('summons', 'Summons'),
                triState('judicialDecision', 'Judicial decision'),
                triState('floodRiskArea', 'Flood risk area'),
              ],
            },
            { name: 'planningDestination', label: 'Planning data (destination)', type: 'text', localized: true },
            {
              type: 'row',
              fields: [
                {
                  name: 'floodZone',
                  type: 'select',
                  options: [
                    { label: 'Not in a flood zone', value: 'none' },
                    { label: 'Possible flood zone', value: 'possible' },
                    { label: 'Effective flood zone', value: 'effective' },
                  ],
                },
                {
                  name: 'gScore',
                  label: 'G-score',
                  type: 'text',
                  maxLength: 2,
                  admin: { description: 'Building water sensitivity, A (none) to D.' },
                },
                {
                  name: 'pScore',
                  label: 'P-score',
                  type: 'text',
                  maxLength: 2,
                  admin: { description: 'Plot water sensitivity, A (none) to D.' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'asbestosType',
                  label: 'Asbestos',
                  type: 'select',
                  options: [
                    { label: 'No certificate required', value: 'not-required' },
                    { label: 'Certificate: no asbestos', value: 'none' },
                    { label: 'Certificate: asbestos present', value: 'present' },
                  ],
                },
                {
                  name: 'asbestosDate',
                  label: 'Asbestos certificate date',
                  type: 'date',
                  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } },
                },
              ],
            },
          ],
        },
        {
          label: 'Rent',
          admin: { description: 'Only for rentals (goal rent); the price field holds the monthly rent.' },
          fields: [
            numberRow([
              ['chargesRenter', 'Charges renter (per month)'],
              ['chargesOwner', 'Charges owner (per month)'],
              ['depositMonths', 'Deposit (months of rent)'],
            ]),
            {
              type: 'row',
              fields: [
                {
                  name: 'availability',
                  type: 'select',
                  options: [
                    { label: 'Immediately', value: 'immediately' },
                    { label: 'By agreement', value: 'by-agreement' },
                    { label: 'At the deed', value: 'at-deed' },
                    { label: 'From a date', value: 'from-date' },
                  ],
                },
                { name: 'availableFrom', type: 'date', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } } },
                { name: 'inventory', type: 'checkbox', label: 'Inventory (plaatsbeschrijving)' },
              ],
            },
            numberRow([
              ['minimumIncome', 'Minimum monthly income', 'Stated in the visit confirmation of a rental.'],
              ['maximumPersons', 'Maximum persons'],
            ]),
          ],
        },
        {
          label: 'Life annuity',
          fields: [
            { name: 'lifeAnnuity', type: 'checkbox', label: 'Sold as life annuity (viager)' },
            numberRow([
              ['annuityBouquet', 'Bouquet (lump sum)'],
              ['annuityMonthly', 'Monthly annuity'],
            ]),
            { name: 'annuitantAges', type: 'text', label: 'Age(s) of the annuitant(s)' },
          ],
        },
        {
          label: 'Media',
          fields: [
            {
              name: 'photos',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              admin: {
                description: 'The first photo is the card image and the social-share image.',
                components: { Cell: '/src/admin/lists/PropertyCells#ThumbnailCell' },
              },
            },
            {
              name: 'videos',
              type: 'array',
              fields: [
                {
                  name: 'url',
                  type: 'text',
                  required: true,
                  admin: { description: 'YouTube, Vimeo, Facebook or a video file (mp4, mov, webm…).' },
                },
              ],
            },
            { name: 'virtualTourUrl', type: 'text', label: 'Virtual tour URL' },
            {
              name: 'documents',
              type: 'array',
              fields: [
                {
                  name: 'title',
                  type: 'text',
                  localized: true,
                  admin: { description: 'Shown as the link text; the file name when empty.' },
                },
                { name: 'file', type: 'upload', relationTo: 'media' },
                { name: 'url', type: 'text', admin: { description: 'External document, when no file is uploaded.' } },
              ],
            },
          ],
        },
        { label: 'SEO', fields: [seoGroup()] },
      ],
    },
    // Sidebar: what staff scan and filter on.
    {
      name: 'externalId',
      label: 'CRM ID',
      type: 'number',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'ID in the CRM; part of the public URL.' },
    },
    {
      name: 'published',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Off: the listing disappears from the site.',
        components: { Cell: '/src/admin/lists/PropertyCells#YesNoCell' },
      },
    },
    {
      name: 'goal',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'sale',
      label: { en: 'Goal', nl: 'Doel', fr: 'Objectif' },
      options: goalOptions(),
      admin: {
        position: 'sidebar',
        description: GOAL_CODES_DESCRIPTION,
        components: { Cell: '/src/admin/lists/PropertyCells#GoalCell' },
      },
    },
    {
      name: 'marquee',
      type: 'select',
      defaultValue: String(MARQUEE.none),
      label: { en: 'Badge', nl: 'Badge', fr: 'Badge' },
      options: marqueeOptions(),
      admin: {
        position: 'sidebar',
        description: MARQUEE_CODES_DESCRIPTION,
        components: { Cell: '/src/admin/lists/PropertyCells#MarqueeCell' },
      },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Shown in the featured-properties block of the home page.' },
    },
    {
      name: 'status',
      type: 'select',
      index: true,
      options: propertyStatusOptions(),
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Follows from goal and marquee.',
        components: { Cell: '/src/admin/lists/PropertyCells#StatusBadgeCell' },
      },
    },
    {
      name: 'type',
      type: 'relationship',
      relationTo: 'property-types',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      index: true,
      admin: { position: 'sidebar', description: 'New-build project this unit belongs to.' },
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'owners',
      index: true,
      access: { read: staffOrOwnPropertyOwner },
      admin: { position: 'sidebar' },
    },
    { name: 'advisor', type: 'relationship', relationTo: 'advisors', index: true, admin: { position: 'sidebar' } },
    {
      name: 'publishDate',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd-MM-yyyy' } },
    },
    slugField('title'),
    importHash,
  ],
}
