import type { DictionaryKey, Translator } from '../i18n/dictionary'
import { epcLabel, epcLabelText, needsRenovation } from '../lib/epc'
import { formatDate, formatNumber, formatPrice } from '../lib/format'
import { regionOf } from '../lib/region'
import { destinationAbbreviation, planningAbbreviation, type Mention } from './mentions'
import { priceLine } from './priceLine'
import type { Property } from '../payload-types'

export interface FactRow {
  key: string
  label: string
  value: string
}

export interface FactGroup {
  key: 'general' | 'surfaces' | 'comfort' | 'energy' | 'legal' | 'financial' | 'rent' | 'annuity'
  title: string
  rows: FactRow[]
}

export interface EnergySummary {
  label?: string
  labelText?: string
  value?: number
  renovationObligation: boolean
}

export type DetailProperty = Omit<Property, 'type'> & { type?: Property['type'] | null; typeName?: string | null }

/** A value worth showing: a 0 from the CRM means "not filled in" (0 bedrooms, 0 persons). */
const has = (value: unknown) => value !== null && value !== undefined && value !== '' && value !== 0

/** The EPC label by region (spec section 9 tables; the region follows from the postal code or Luxembourg). */
export function energyOf(property: Pick<Property, 'zip' | 'countryId' | 'energyPerformance' | 'epcLabelText' | 'goal'>): EnergySummary {
  const label = epcLabel(regionOf(property.zip, property.countryId), property.energyPerformance, property.epcLabelText)
  return {
    label,
    labelText: label ? epcLabelText(label) : undefined,
    value: property.energyPerformance ?? undefined,
    renovationObligation: property.goal === 'sale' && needsRenovation(label),
  }
}

/**
 * Every field of a property that has a value, grouped as a buyer reads them (spec "Property detail"),
 * formatted and translated. Empty fields are left out; a group without rows is left out. A rental's
 * rent group comes first (issue 37 point 4).
 */
export function propertyFacts(property: DetailProperty, t: Translator): FactGroup[] {
  const area = (v: number) => t('property.surfaceValue', { value: formatNumber(v) })
  const meters = (v: number) => `${formatNumber(v)} m`
  const money = (v: number) => formatPrice(v)
  const bool = (v: boolean) => t(v ? 'yes' : 'no')
  const tri = (v: string) => t(v === 'yes' ? 'yes' : v === 'on-request' ? 'onRequest' : 'no')
  const compass = (v: string) => t(`compass.${v}` as DictionaryKey)
  const withAbbreviation = (text: string, abbreviation: string | undefined) => (abbreviation ? `${text} (${abbreviation})` : text)
  const planning = (mention: Mention) => (v: string) => withAbbreviation(tri(v), planningAbbreviation(mention, v))
  const p = property as unknown as Record<string, unknown>

  const rows = (spec: Array<[field: string, format: (v: never) => string, label?: DictionaryKey]>): FactRow[] =>
    spec
      .filter(([field]) => has(p[field]))
      .map(([field, format, label]) => ({
        key: field,
        label: t(label ?? (`fact.${field}` as DictionaryKey)),
        value: format(p[field] as never),
      }))

  const energy = energyOf(property)
  const energyRows: FactRow[] = []
  // Brussels and Wallonia: "in application" never stands in for the PEB in an advert (the page says the
  // mention is missing instead; src/listings/mentions.ts).
  const region = regionOf(property.zip, property.countryId)
  if (property.epcStatus === 'in-application') {
    if (region !== 'brussels' && region !== 'wallonia')
      energyRows.push({ key: 'epcStatus', label: t('fact.epc'), value: t('fact.epcInApplication') })
  } else if (property.epcStatus === 'not-applicable')
    energyRows.push({ key: 'epcStatus', label: t('fact.epc'), value: t('fact.epcNotApplicable') })
  else {
    if (has(property.energyPerformance))
      energyRows.push({ key: 'energyPerformance', label: t('fact.epc'), value: `${formatNumber(property.energyPerformance)} kWh/m²` })
    if (energy.labelText) energyRows.push({ key: 'epcLabel', label: t('fact.epcLabel'), value: energy.labelText })
  }
  energyRows.push(
    ...rows([
      ['energyTotal', (v: number) => `${formatNumber(v)} kWh`],
      ['co2Emission', (v: number) => `${formatNumber(v)} kg CO₂/m²`, 'fact.co2'],
      ['eLevel', (v: number) => `E${formatNumber(v)}`],
      ['epcUniqueCode', String],
      ['epcDate', formatDate],
      ['energyCertificateEndDate', formatDate],
    ]),
  )

  const rent = property.goal === 'rent'
  const availability = property.availability
    ? property.availability === 'from-date'
      ? t('fact.availability.from-date', { date: formatDate(property.availableFrom) })
      : t(`fact.availability.${property.availability}` as DictionaryKey)
    : undefined
  // The row's label already says "monthly rent" for a rental.
  const price = priceLine(property, t, { perMonth: false })

  const groups: FactGroup[] = [
    {
      key: 'general',
      title: t('detail.group.general'),
      rows: [
        ...(property.typeName ? [{ key: 'type', label: t('fact.type'), value: property.typeName }] : []),
        ...rows([
          ['recordFile', String, 'fact.reference'],
          ['city', (v: string) => `${property.zip} ${v}`],
          ['constructionYear', String],
          ['renovationYear', String],
        ]),
        // A rental names its availability among the rent facts (below); a sale here.
        ...(availability && !rent ? [{ key: 'availability', label: t('fact.availability'), value: availability }] : []),
      ],
    },
    {
      key: 'surfaces',
      title: t('detail.group.surfaces'),
      rows: rows([
        ['surfaceLiving', area],
        ['surfaceTotal', area],
        ['surfaceGround', area],
        ['surfaceConstructed', area],
        ['surfaceTerrace', area],
        ['surfaceGarden', area],
        ['surfaceOffice', area],
        ['surfaceStore', area],
        ['plotWidth', meters],
        ['frontWidth', meters],
        ['bedrooms', String],
        ['bathrooms', String],
        ['showerRooms', String],
        ['toilets', String],
        ['floors', String],
        ['facades', String],
        ['garages', String],
        ['parkings', String],
        ['externalParkings', String],
        ['orientationTerrace', compass],
        ['orientationGarden', compass],
      ]),
    },
    {
      key: 'comfort',
      title: t('detail.group.comfort'),
      rows: rows([
        ['heating', String],
        ['kitchen', String],
        ['glazing', String],
        ['windowFrame', String],
        ['roofMaterial', String],
        ['roofCondition', String],
        ['garden', bool],
        ['terrace', bool],
        ['garage', bool],
        ['lift', bool],
        ['cellar', bool],
        ['attic', bool],
        ['furnished', bool],
        ['gas', bool],
        ['water', bool],
        ['electricityConnection', bool],
        ['drainConnection', bool],
      ]),
    },
    { key: 'energy', title: t('detail.group.energy'), rows: energyRows },
    {
      key: 'legal',
      title: t('detail.group.legal'),
      // The urban-planning items with their official abbreviations (VCRO art. 5.2.1; src/listings/mentions.ts).
      rows: rows([
        ['permit', planning('permit')],
        ['allotmentPermit', planning('allotmentPermit')],
        ['planningDestination', (v: string) => withAbbreviation(v, destinationAbbreviation(v))],
        ['preemptiveRights', planning('preemptiveRights')],
        ['summons', planning('summons')],
        ['judicialDecision', planning('judicialDecision')],
        ['floodZone', (v: string) => t(`fact.floodZone.${v}` as DictionaryKey)],
        ['floodRiskArea', tri],
        ['gScore', String],
        ['pScore', String],
        ['asbestosType', (v: string) => t(`fact.asbestos.${v}` as DictionaryKey), 'fact.asbestos'],
        ['asbestosDate', formatDate],
      ]),
    },
    rent
      ? {
          key: 'rent',
          title: t('detail.group.rent'),
          rows: [
            { key: 'price', label: t('fact.monthlyRent'), value: price },
            ...rows([
              ['chargesRenter', money],
              ['chargesOwner', money],
              ['depositMonths', (v: number) => t('fact.depositMonths', { count: v }), 'fact.deposit'],
            ]),
            ...(availability ? [{ key: 'availability', label: t('fact.availability'), value: availability }] : []),
            // The conditions a tenant weighs before asking for a visit.
            ...rows([
              ['inventory', bool],
              ['minimumIncome', money],
              ['maximumPersons', String],
            ]),
          ],
        }
      : {
          key: 'financial',
          title: t('detail.group.financial'),
          rows: [
            { key: 'price', label: t('fact.price'), value: price },
            // The CRM's stored cost fields (registration duty, VAT, notary fee, total) are left out: the cost
            // of buying has one home, the calculator (src/purchase), and a second figure beside it would differ.
            ...rows([
              ['cadastralIncome', money],
              ['agencyCost', money],
            ]),
          ],
        },
    {
      key: 'annuity',
      title: t('detail.group.annuity'),
      rows: property.lifeAnnuity
        ? rows([
            ['annuityBouquet', money],
            ['annuityMonthly', (v: number) => t('fact.perMonth', { value: money(v) })],
            ['annuitantAges', String],
          ])
        : [],
    },
  ]
  // Issue 37 point 4: a tenant reads rent, charges, deposit, availability and conditions first.
  const ordered = rent ? [...groups.filter((g) => g.key === 'rent'), ...groups.filter((g) => g.key !== 'rent')] : groups
  return ordered.filter((group) => group.rows.length > 0)
}
