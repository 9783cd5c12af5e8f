import type { NumberField, Tab } from 'payload'

import type { AdminText } from '../src/admin/adminText'
import { PURCHASE_RATES, type RateOverrides, type Sourced } from '../src/purchase/rates'

/**
 * Site settings › Purchase costs: the rates of the detail page's cost estimate that change by law or
 * by market (src/purchase/rates.ts holds every rate with its source). Each field empty = the code's
 * value, named in its description; the detail page reads the group (src/data/purchaseRates.ts).
 */

type Unit = 'percent' | 'euro'

const r = PURCHASE_RATES
const FIELDS: Array<[name: keyof RateOverrides, label: AdminText, unit: Unit, rate: Sourced<number>]> = [
  [
    'flandersStandard',
    {
      en: 'Flanders: standard registration duty',
      nl: 'Vlaanderen: registratiebelasting standaard',
      fr: 'Flandre : droits d’enregistrement, taux normal',
    },
    'percent',
    r.flanders.standard,
  ],
  [
    'flandersOwnHome',
    { en: 'Flanders: only own home', nl: 'Vlaanderen: enige eigen woning', fr: 'Flandre : habitation propre et unique' },
    'percent',
    r.flanders.ownHome,
  ],
  [
    'flandersOwnHomeRenovation',
    {
      en: 'Flanders: only own home with major energy renovation',
      nl: 'Vlaanderen: enige eigen woning met ingrijpende energetische renovatie',
      fr: 'Flandre : habitation unique avec rénovation énergétique importante',
    },
    'percent',
    r.flanders.ownHomeRenovation,
  ],
  [
    'brusselsStandard',
    { en: 'Brussels: registration duty', nl: 'Brussel: registratierechten', fr: 'Bruxelles : droits d’enregistrement' },
    'percent',
    r.brussels.standard,
  ],
  [
    'brusselsAbatement',
    { en: 'Brussels: abatement (sole home)', nl: 'Brussel: abattement (enige woning)', fr: 'Bruxelles : abattement (habitation unique)' },
    'euro',
    r.brussels.abatement,
  ],
  [
    'brusselsAbatementPriceCap',
    {
      en: 'Brussels: highest price with abatement',
      nl: 'Brussel: hoogste prijs met abattement',
      fr: 'Bruxelles : prix maximum avec abattement',
    },
    'euro',
    r.brussels.abatementPriceCap,
  ],
  [
    'walloniaStandard',
    {
      en: 'Wallonia: standard registration duty',
      nl: 'Wallonië: registratierechten standaard',
      fr: 'Wallonie : droits d’enregistrement, taux normal',
    },
    'percent',
    r.wallonia.standard,
  ],
  [
    'walloniaOwnHome',
    { en: 'Wallonia: own and only home', nl: 'Wallonië: eigen en enige woning', fr: 'Wallonie : habitation propre et unique' },
    'percent',
    r.wallonia.ownHome,
  ],
  ['vat', { en: 'VAT (fees, new build)', nl: 'Btw (erelonen, nieuwbouw)', fr: 'TVA (honoraires, construction neuve)' }, 'percent', r.vat],
  [
    'deedAdminCosts',
    { en: 'Purchase deed: administrative costs', nl: 'Aankoopakte: administratiekosten', fr: 'Acte d’achat : frais administratifs' },
    'euro',
    r.deedAdminCosts,
  ],
  [
    'deedFixedCosts',
    {
      en: 'Purchase deed: fixed duties and fees',
      nl: 'Aankoopakte: vaste rechten en retributies',
      fr: 'Acte d’achat : droits et rétributions fixes',
    },
    'euro',
    r.deedFixedCosts,
  ],
  [
    'mortgageAdminCosts',
    { en: 'Mortgage deed: administrative costs', nl: 'Hypotheekakte: administratiekosten', fr: 'Acte de crédit : frais administratifs' },
    'euro',
    r.mortgage.adminCosts,
  ],
  [
    'mortgageFixedCosts',
    {
      en: 'Mortgage deed: fixed duties and fees',
      nl: 'Hypotheekakte: vaste rechten en retributies',
      fr: 'Acte de crédit : droits et rétributions fixes',
    },
    'euro',
    r.mortgage.fixedCosts,
  ],
  [
    'mortgageRate',
    { en: 'Calculator: starting mortgage rate', nl: 'Rekenmodule: start-rentevoet', fr: 'Calculateur : taux de départ' },
    'percent',
    r.defaults.mortgageRate,
  ],
]

const shown = (value: number, unit: Unit) => (unit === 'percent' ? `${value} %` : `€ ${value.toLocaleString('nl-BE')}`)

function field([name, label, unit, rate]: (typeof FIELDS)[number]): NumberField {
  const value = shown(rate.value, unit)
  return {
    name,
    label,
    type: 'number',
    min: 0,
    ...(unit === 'percent' ? { max: 100 } : {}),
    admin: {
      step: unit === 'percent' ? 0.1 : 1,
      placeholder: String(rate.value),
      description: {
        en: `${unit === 'percent' ? 'Percent' : 'Euro'}. Empty = ${value} (${rate.source.law}, since ${rate.since}).`,
        nl: `${unit === 'percent' ? 'Procent' : 'Euro'}. Leeg = ${value} (${rate.source.law}, sinds ${rate.since}).`,
        fr: `${unit === 'percent' ? 'Pour cent' : 'Euro'}. Vide = ${value} (${rate.source.law}, depuis ${rate.since}).`,
      },
    },
  }
}

export const purchaseCostsTab: Tab = {
  label: { en: 'Purchase costs', nl: 'Aankoopkosten', fr: 'Frais d’achat' },
  description: {
    en: 'Rates of the cost estimate on sale detail pages. Leave a field empty to use the legal rate the site ships with.',
    nl: 'Tarieven van de kostenraming op de detailpagina’s van panden te koop. Laat een veld leeg voor het wettelijke tarief dat de site meebrengt.',
    fr: 'Taux de l’estimation des frais sur les pages des biens à vendre. Laissez un champ vide pour le taux légal fourni avec le site.',
  },
  fields: [{ name: 'purchaseCosts', label: false, type: 'group', fields: FIELDS.map(field) }],
}
