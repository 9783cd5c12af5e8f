import type { DictionaryKey } from '@/i18n/dictionary'
import type { CostRegion } from '@/purchase/costs'

/** The texts every cost calculator shows. */
const COMMON_KEYS = [
  'purchase.title',
  'purchase.estimate',
  'purchase.situation',
  'purchase.situation.own-home',
  'purchase.situation.other',
  'purchase.price',
  'purchase.registration',
  'purchase.notaryFee',
  'purchase.adminCosts',
  'purchase.fixedCosts',
  'purchase.mortgageFixed',
  'purchase.vatOnFees',
  'purchase.costs',
  'purchase.total',
  'purchase.from',
  'purchase.outside',
  'purchase.unconfirmed',
  'purchase.error.number',
  'purchase.error.loan',
  'purchase.error.rate',
  'purchase.error.years',
  'purchase.fixInputs',
  'purchase.sources',
  'purchase.sourceSince',
  'purchase.estimateOnly',
  'purchase.mortgage',
  'purchase.loan',
  'purchase.rate',
  'purchase.term',
  'purchase.mortgageRegistration',
  'purchase.mortgageRegister',
  'purchase.mortgageNotary',
  'purchase.mortgageCosts',
  'purchase.grandTotal',
  'purchase.ownFunds',
  'purchase.monthly',
  'purchase.monthlyValue',
  'purchase.monthlyHow',
  'purchase.conditions',
] as const satisfies readonly DictionaryKey[]

/** What only one region's calculator shows: its rules, its deciding day, its reductions or abatements. */
const REGION_KEYS = {
  flanders: [
    'region.flanders',
    'purchase.rules.flanders',
    'purchase.day.deed',
    'purchase.dayHow.deed',
    'purchase.reduction',
    'purchase.included',
    // The 1 % rate of a major energy renovation, for a deed day up to 2024.
    'purchase.situation.own-home-renovation',
  ],
  brussels: [
    'region.brussels',
    'purchase.rules.brussels',
    'purchase.day.agreement',
    'purchase.dayHow.agreement',
    'purchase.registrationAbatement',
    'purchase.classes',
    'purchase.classes.none',
  ],
  wallonia: ['region.wallonia', 'purchase.rules.wallonia', 'purchase.day.deed', 'purchase.dayHow.deed'],
} as const satisfies Record<CostRegion, readonly DictionaryKey[]>

/** What only a VAT sale's calculator shows: the split and its land share. */
const VAT_KEYS = [
  'purchase.vatBuilding',
  'purchase.registrationLand',
  'purchase.landShare',
  'purchase.landShare.crm',
  'purchase.landShare.assumed',
  'purchase.error.landShare',
  'purchase.newBuildNote',
] as const satisfies readonly DictionaryKey[]

/**
 * The texts the cost calculator (PurchaseCosts.tsx) is handed for one listing: only its region's and,
 * for a VAT sale, the split's (each text travels in the page's data, on every sale's page).
 */
export function purchaseTextKeys(region: CostRegion, vatSale: boolean): DictionaryKey[] {
  return [...COMMON_KEYS, ...REGION_KEYS[region], ...(vatSale ? VAT_KEYS : [])]
}

export const RENOVATION_TEXT_KEYS = [
  'epc.deadline',
  'epc.deadlineUnconfirmed',
  'epc.deadlineMet',
  'epc.deadlineBefore',
  'epc.deadlineHow',
  'epc.deedDate',
] as const satisfies readonly DictionaryKey[]
