import type { DictionaryKey, Translator } from '../../i18n/dictionary'

/**
 * A message with values, as a schema's issue carries it: "validation.tooLong?max=100". Every field error
 * names what is wrong (issue 37.8): a filled field too long says so and by how much, not "is required".
 */
export const messageWith = (message: DictionaryKey, values: Record<string, string | number>): DictionaryKey =>
  `${message}?${new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]))}` as DictionaryKey

/** The key and values of an issue's message (see messageWith), for t(). */
export function readMessage(message: string): { key: DictionaryKey; values?: Record<string, string> } {
  const at = message.indexOf('?')
  if (at < 0) return { key: message as DictionaryKey }
  return { key: message.slice(0, at) as DictionaryKey, values: Object.fromEntries(new URLSearchParams(message.slice(at + 1))) }
}

/** A field's message in the form's language, with its values. */
export function translated(t: Translator, message: string): string {
  const { key, values } = readMessage(message)
  return t(key, values)
}
