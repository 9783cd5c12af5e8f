import { epcScaleLetters } from '../lib/epc'
import { regionOf } from '../lib/region'
import { EPC_LETTERS, type EpcLetter } from './searchParams'

/**
 * The choices of the list filter's "EPC label" ("B or better"): only the letters the scale of a region
 * of the searched towns has (issue 37.9: Flanders has no G, so "G or better" is no choice there, while
 * Brussels and Wallonia keep theirs). The towns are the chosen ones, else every town the list offers;
 * a postal code of no known region (a Luxembourg one, a typo) keeps the whole scale, and a letter the
 * search already holds (an old link) stays a choice, so the filter never hides what it applies.
 */
export function epcFilterLetters(zips: readonly string[], current?: EpcLetter): EpcLetter[] {
  if (!zips.length) return [...EPC_LETTERS]
  const offered = new Set<string>()
  for (const zip of zips) {
    const region = regionOf(zip)
    for (const letter of region ? epcScaleLetters(region) : EPC_LETTERS) offered.add(letter)
  }
  if (current) offered.add(current)
  return EPC_LETTERS.filter((letter) => offered.has(letter))
}
