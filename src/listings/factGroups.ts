import type { DictionaryKey, Translator } from '../i18n/dictionary'
import { formatDate, formatNumber, formatPrice } from '../lib/format'
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

export type DetailProperty = Omit<Property, 'type'> & { type?: Property['type'] | null; typeName?: string | null }

/** A value worth showing: a 0 from the CRM means "not filled in" (0 bedrooms, 0 persons). */
export const has = (value: unknown) => value !== null && value !== undefined && value !== '' && value !== 0

/** One property's facts as the groups read them: its formats, translated, and the rows of the fields that have a value. */
export function factContext(property: DetailProperty, t: Translator) {
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

  const availability = property.availability
    ? property.availability === 'from-date'
      ? t('fact.availability.from-date', { date: formatDate(property.availableFrom) })
      : t(`fact.availability.${property.availability}` as DictionaryKey)
    : undefined
  return {
    property,
    t,
    rows,
    area,
    meters,
    money,
    bool,
    tri,
    compass,
    withAbbreviation,
    planning,
    rent: property.goal === 'rent',
    availability,
    // The row's label already says "monthly rent" for a rental.
    price: priceLine(property, t, { perMonth: false }),
  }
}

export type FactContext = ReturnType<typeof factContext>

/** The type, reference, town, years and, for a sale, when it is available. */
export function generalGroup(f: FactContext): FactGroup {
  const { t, rows, property, availability, rent } = f
  return {
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
  }
}

/**
 * The groups that are only fields with a value: surfaces, widths, rooms, parking and orientations; heating,
 * finishes and the yes/no equipment; the urban-planning and legal mentions an advert must carry.
 */
export function fieldGroups(f: FactContext): Record<'surfaces' | 'comfort' | 'legal', FactGroup> {
  const { t, rows, area, meters, compass, bool, tri, planning, withAbbreviation } = f
  const group = (key: 'surfaces' | 'comfort' | 'legal', groupRows: FactRow[]): FactGroup => ({
    key,
    title: t(`detail.group.${key}`),
    rows: groupRows,
  })
  return {
    surfaces: group(
      'surfaces',
      rows([
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
    ),
    comfort: group(
      'comfort',
      rows([
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
    ),
    // The urban-planning items with their official abbreviations (VCRO art. 5.2.1; src/listings/mentions.ts).
    legal: group(
      'legal',
      rows([
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
    ),
  }
}

/** The price and what comes with it: a rental's rent group, a sale's financial group. */
export function priceGroup(f: FactContext): FactGroup {
  const { t, rent, price } = f
  const priceRow = { key: 'price', label: t(rent ? 'fact.monthlyRent' : 'fact.price'), value: price }
  return rent
    ? { key: 'rent', title: t('detail.group.rent'), rows: [priceRow, ...rentRows(f)] }
    : { key: 'financial', title: t('detail.group.financial'), rows: [priceRow, ...saleRows(f)] }
}

/** A rental's charges, deposit, availability and the conditions a tenant weighs. */
function rentRows({ t, rows, money, bool, availability }: FactContext): FactRow[] {
  return [
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
  ]
}

/**
 * A sale's cadastral income and the agency's cost. The CRM's stored cost fields (registration duty, VAT,
 * notary fee, total) are left out: the cost of buying has one home, the calculator (src/purchase), and a
 * second figure beside it would differ.
 */
function saleRows({ rows, money }: FactContext): FactRow[] {
  return rows([
    ['cadastralIncome', money],
    ['agencyCost', money],
  ])
}

/** A life annuity sale: the bouquet, the monthly annuity and the annuitants' ages. */
export function annuityGroup(f: FactContext): FactGroup {
  const { t, rows, property, money } = f
  return {
    key: 'annuity',
    title: t('detail.group.annuity'),
    rows: property.lifeAnnuity
      ? rows([
          ['annuityBouquet', money],
          ['annuityMonthly', (v: number) => t('fact.perMonth', { value: money(v) })],
          ['annuitantAges', String],
        ])
      : [],
  }
}
