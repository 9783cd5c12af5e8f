import type { TextRow } from '../../i18n/overrides'

/** Lower case without accents: "resultat" finds "résultat". */
export const normalize = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * Whether a row of the admin's text list matches what staff typed: every word of the query must occur
 * in the key, a default text or an override (any language).
 */
export function matchesQuery(row: TextRow, query: string): boolean {
  const words = normalize(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = normalize(
    [row.key, ...Object.values(row.defaults).map((d) => d.text), ...Object.values(row.overrides).filter(Boolean)].join('\n'),
  )
  return words.every((word) => haystack.includes(word))
}
