import type { DictionaryKey } from './dictionary'

type T = (key: DictionaryKey, values?: Record<string, string | number>) => string

/**
 * Texts handed from a server component to a client component: resolved (staff overrides included)
 * with their {placeholders} kept, so the client fills them like t() does.
 */
export type ClientTexts = Partial<Record<DictionaryKey, string>>

export function pickTexts(t: T, keys: readonly DictionaryKey[]): ClientTexts {
  return Object.fromEntries(keys.map((key) => [key, t(key)]))
}

export function clientTranslator(texts: ClientTexts): T {
  return (key, values = {}) => (texts[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}
