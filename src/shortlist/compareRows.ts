import type { DictionaryKey, Translator } from '../i18n/dictionary'
import { formatNumber } from '../lib/format'
import { PRICE_LINE_KEYS, priceLine } from '../listings/priceLine'
import { pricePerSquareMetre, type ListingSummary } from '../listings/summary'

/**
 * The rows of the compare page, in order: a label and each listing's value as text (what is not known
 * says so in words, never an empty cell). A plain module, so the rows are unit-tested and the page's
 * client part stays a view.
 */
export interface CompareRow {
  key: string
  label: string
  value: (listing: ListingSummary) => string
  /** The flood symbol follows the value (the flood rows). */
  flood?: (listing: ListingSummary) => boolean
}

export function compareRows(t: Translator): CompareRow[] {
  const unknown = t('compare.unknown')
  const area = (value: number | null) => (value ? t('property.surfaceValue', { value: formatNumber(value) }) : unknown)
  const count = (value: number | null) => (value === null ? unknown : formatNumber(value))
  const feature = (has: boolean | null, surface: number | null) =>
    has === true || (surface ?? 0) > 0
      ? surface
        ? t('compare.withSurface', { value: formatNumber(surface) })
        : t('yes')
      : has === false
        ? t('no')
        : unknown
  return [
    { key: 'price', label: t('compare.price'), value: (l) => priceLine(l, (key) => t(key)) },
    {
      key: 'pricePerM2',
      label: t('compare.pricePerM2'),
      value: (l) => {
        const value = pricePerSquareMetre(l)
        return value === null ? unknown : t('compare.pricePerM2Value', { value: formatNumber(value) })
      },
    },
    { key: 'surfaceLiving', label: t('fact.surfaceLiving'), value: (l) => area(l.surfaceLiving) },
    { key: 'surfaceTotal', label: t('fact.surfaceTotal'), value: (l) => area(l.surfaceTotal) },
    { key: 'surfaceGround', label: t('fact.surfaceGround'), value: (l) => area(l.surfaceGround) },
    { key: 'bedrooms', label: t('fact.bedrooms'), value: (l) => count(l.bedrooms) },
    { key: 'bathrooms', label: t('fact.bathrooms'), value: (l) => count(l.bathrooms) },
    {
      key: 'epc',
      label: t('compare.epc'),
      value: (l) => {
        const value = l.epcValue === null ? null : t('compare.epcValue', { value: formatNumber(l.epcValue) })
        const epc = l.epcLabel && value ? `${l.epcLabel} (${value})` : (l.epcLabel ?? value ?? unknown)
        // Brussels: the CO₂ emission beside the class (issue 32 point 6).
        return l.mentions?.co2 !== undefined && l.mentions?.co2 !== null ? `${epc}, ${t('advert.co2', { value: l.mentions.co2 })}` : epc
      },
    },
    {
      key: 'constructionYear',
      label: t('fact.constructionYear'),
      value: (l) => (l.constructionYear ? String(l.constructionYear) : unknown),
    },
    { key: 'garden', label: t('fact.garden'), value: (l) => feature(l.garden, l.surfaceGarden) },
    { key: 'terrace', label: t('fact.terrace'), value: (l) => feature(l.terrace, l.surfaceTerrace) },
    {
      key: 'floodZone',
      label: t('fact.floodZone'),
      value: (l) => (l.floodZone ? t(`fact.floodZone.${l.floodZone}` as DictionaryKey) : unknown),
    },
    // The flood symbol beside the scores when either is D (src/listings/mentions.ts).
    { key: 'gScore', label: t('fact.gScore'), value: (l) => l.gScore ?? unknown, flood: (l) => l.mentions?.flood === true },
    { key: 'pScore', label: t('fact.pScore'), value: (l) => l.pScore ?? unknown, flood: (l) => l.mentions?.flood === true },
    {
      key: 'totalCost',
      label: t('compare.totalCost'),
      value: (l) =>
        l.estimatedTotalCost === null
          ? unknown
          : t(l.totalCostFrom ? 'compare.totalCostFromValue' : 'compare.totalCostValue', {
              value: formatNumber(Math.round(l.estimatedTotalCost)),
            }),
    },
  ]
}

/** The texts the compare page's client part needs. */
export const COMPARE_TEXT_KEYS = [
  ...PRICE_LINE_KEYS,
  'compare.caption',
  'compare.property',
  'compare.price',
  'compare.pricePerM2',
  'compare.pricePerM2Value',
  'compare.totalCost',
  'compare.totalCostValue',
  'compare.totalCostFromValue',
  'compare.epc',
  'compare.epcValue',
  'advert.co2',
  'advert.floodSymbol',
  'compare.withSurface',
  'compare.unknown',
  'compare.print',
  'compare.previous',
  'compare.next',
  'compare.shown',
  'compare.remove',
  'compare.back',
  'compare.empty',
  'property.surfaceValue',
  'fact.surfaceLiving',
  'fact.surfaceTotal',
  'fact.surfaceGround',
  'fact.bedrooms',
  'fact.bathrooms',
  'fact.constructionYear',
  'fact.garden',
  'fact.terrace',
  'fact.floodZone',
  'fact.floodZone.none',
  'fact.floodZone.possible',
  'fact.floodZone.effective',
  'fact.gScore',
  'fact.pScore',
  'yes',
  'no',
  'property.status.sold',
  'property.status.rented',
  'shortlist.gone',
  'shortlist.loading',
  'shortlist.loadError',
  'shortlist.noScript',
] as const satisfies readonly DictionaryKey[]

/** The texts the shortlist page's client part needs. */
export const SHORTLIST_TEXT_KEYS = [
  ...PRICE_LINE_KEYS,
  'shortlist.empty',
  'shortlist.count',
  'shortlist.loading',
  'shortlist.noScript',
  'shortlist.note',
  'shortlist.noteHint',
  'shortlist.remove',
  'shortlist.removeText',
  'shortlist.sold',
  'shortlist.rented',
  'shortlist.gone',
  'shortlist.compareOne',
  'shortlist.compareFull',
  'shortlist.compareGo',
  'shortlist.compareHint',
  'shortlist.share',
  'shortlist.shareLink',
  'shortlist.shareHint',
  'shortlist.copy',
  'shortlist.copied',
  'shortlist.sharedTitle',
  'shortlist.sharedIntro',
  'shortlist.saveShared',
  'shortlist.savedShared',
  'shortlist.ownList',
  'shortlist.synced',
  'shortlist.loadError',
  'shortlist.full',
] as const satisfies readonly DictionaryKey[]
