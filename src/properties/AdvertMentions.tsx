import type { DictionaryKey, Translator } from '@/i18n/dictionary'
import type { AdvertMentions as Mentions } from '@/listings/mentions'
import { FloodSymbol } from '@/site/FloodSymbol'

/** The texts the mentions need in the browser (list screen, map popups, compare page). */
export const ADVERT_TEXT_KEYS = [
  'advert.epc',
  'advert.epcValue',
  'advert.co2',
  'advert.pScore',
  'advert.gScore',
  'advert.floodSymbol',
] as const satisfies readonly DictionaryKey[]

/**
 * What every advert of a listing shows (issue 32 point 6; src/listings/mentions.ts decides): the EPC
 * label and score, in Brussels the CO₂ emission beside the class, in Flanders the P- and G-score with
 * the flood symbol. Nothing when none is known (the detail page then says which mention is missing).
 */
export function AdvertMentions({ mentions, t }: { mentions: Mentions | null | undefined; t: Translator }) {
  if (!mentions) return null
  const { epcLabel, epcValue, co2, pScore, gScore, flood } = mentions
  if (!epcLabel && !pScore && !gScore) return null
  // Flat and attribute-free: every card of a list page carries it (bench/budgets.mjs counts the HTML).
  return (
    <p className="advert-mentions">
      {epcLabel && <b className={`epc-chip epc-${epcLabel[0].toLowerCase()}`}>{t('advert.epc', { label: epcLabel })}</b>}
      {epcLabel && epcValue !== undefined && <span>{t('advert.epcValue', { value: epcValue })}</span>}
      {epcLabel && co2 !== undefined && <span>{t('advert.co2', { value: co2 })}</span>}
      {pScore && <span>{t('advert.pScore', { score: pScore })}</span>}
      {gScore && <span>{t('advert.gScore', { score: gScore })}</span>}
      {flood && <FloodSymbol label={t('advert.floodSymbol')} />}
    </p>
  )
}
