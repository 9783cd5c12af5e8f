import type { NumberField, Tab } from 'payload'

import type { AdminText } from '../src/i18n/admin/adminText'
import { PRACTICE, RETIRED_RATE_KEYS, RATE_OVERRIDE_KEYS, type Sourced } from '../src/purchase/rates'

/**
 * Site settings › Purchase costs: the practice values of the detail page's cost estimate that staff may
 * set (a notary's administrative costs, the calculator's starting rate). Each field empty = the code's
 * value, named in its description. The legal rates live in src/purchase/law.ts by date and are no
 * setting; the fields that held them stay in the schema (their columns keep their data), hidden and unread.
 */

type Unit = 'percent' | 'euro'

const p = PRACTICE
const FIELDS: Array<[name: (typeof RATE_OVERRIDE_KEYS)[number], label: AdminText, unit: Unit, rate: Sourced<number>]> = [
  [
    'deedAdminCosts',
    { en: 'Purchase deed: administrative costs', nl: 'Aankoopakte: administratiekosten', fr: 'Acte d’achat : frais administratifs' },
    'euro',
    p.deedAdminCosts,
  ],
  [
    'mortgageAdminCosts',
    { en: 'Mortgage deed: administrative costs', nl: 'Hypotheekakte: administratiekosten', fr: 'Acte de crédit : frais administratifs' },
    'euro',
    p.mortgageAdminCosts,
  ],
  [
    'mortgageRate',
    { en: 'Calculator: starting mortgage rate', nl: 'Rekenmodule: start-rentevoet', fr: 'Calculateur : taux de départ' },
    'percent',
    p.defaults.mortgageRate,
  ],
]

/** A retired setting: kept so its column and data stay, never shown or read. */
const retired = (name: string): NumberField => ({ name, type: 'number', min: 0, admin: { hidden: true } })

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
    en: 'Practice values of the cost estimate on sale detail pages; leave a field empty for the value the site ships with. Legal rates follow the law by date and are not set here.',
    nl: 'Praktijkwaarden van de kostenraming op de detailpagina’s van panden te koop; laat een veld leeg voor de waarde die de site meebrengt. Wettelijke tarieven volgen de wet per datum en worden hier niet ingesteld.',
    fr: 'Valeurs pratiques de l’estimation des frais sur les pages des biens à vendre ; laissez un champ vide pour la valeur fournie avec le site. Les taux légaux suivent la loi selon la date et ne se règlent pas ici.',
  },
  fields: [{ name: 'purchaseCosts', label: false, type: 'group', fields: [...FIELDS.map(field), ...RETIRED_RATE_KEYS.map(retired)] }],
}
