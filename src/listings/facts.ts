import type { Translator } from '../i18n/dictionary'
import { epcLabel, epcLabelText, needsRenovation } from '../lib/epc'
import { formatDate, formatNumber } from '../lib/format'
import { regionOf } from '../lib/region'
import {
  annuityGroup,
  factContext,
  fieldGroups,
  generalGroup,
  has,
  priceGroup,
  type DetailProperty,
  type FactContext,
  type FactGroup,
  type FactRow,
} from './factGroups'
import type { Property } from '../payload-types'

export type { DetailProperty, FactGroup, FactRow } from './factGroups'

export interface EnergySummary {
  label?: string
  labelText?: string
  value?: number
  renovationObligation: boolean
}

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
  const f = factContext(property, t)
  const fields = fieldGroups(f)
  const groups: FactGroup[] = [
    generalGroup(f),
    fields.surfaces,
    fields.comfort,
    { key: 'energy', title: t('detail.group.energy'), rows: energyFacts(f) },
    fields.legal,
    priceGroup(f),
    annuityGroup(f),
  ]
  // Issue 37 point 4: a tenant reads rent, charges, deposit, availability and conditions first.
  const ordered = f.rent ? [...groups.filter((g) => g.key === 'rent'), ...groups.filter((g) => g.key !== 'rent')] : groups
  return ordered.filter((group) => group.rows.length > 0)
}

/** The energy facts: the EPC (or why there is none), its label and the certificate's other figures. */
function energyFacts({ property, t, rows }: FactContext): FactRow[] {
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
  return energyRows
}
