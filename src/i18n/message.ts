import { IntlMessageFormat } from 'intl-messageformat'

import type { Locale } from './locales'

/**
 * Interface texts are ICU messages (intl-messageformat): `{name}` is filled with a value,
 * `{count, plural, one {# foto} other {# foto’s}}` picks the language's plural form and writes the
 * number the language's way (`#`). Used on the server (t()) and in the browser (clientTranslator).
 */

export type MessageValues = Record<string, string | number>

type Compiled = { format: IntlMessageFormat; args: ReadonlyMap<string, ArgumentKind> }

// Parsing is the costly part; a page formats the same few hundred texts again and again.
const compiled = new Map<string, Compiled>()
const MAX_CACHED = 5000

/** How a message uses a value: as text (`{name}`), or as a number (`{n, number}`, `{n, plural, …}`, `{x, select, …}`, dates). */
export type ArgumentKind = 'text' | 'formatted'

/** The values a message uses, at any depth (inside plural branches too), with how it uses each. */
function argumentKinds(ast: unknown, into = new Map<string, ArgumentKind>()): Map<string, ArgumentKind> {
  if (Array.isArray(ast)) {
    for (const element of ast) argumentKinds(element, into)
  } else if (ast && typeof ast === 'object') {
    const element = ast as { type?: number; value?: unknown; options?: Record<string, { value: unknown }>; children?: unknown }
    // Element types of @formatjs/icu-messageformat-parser: 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural.
    if (element.type !== undefined && element.type >= 1 && element.type <= 6 && typeof element.value === 'string') {
      into.set(element.value, element.type === 1 && into.get(element.value) !== 'formatted' ? 'text' : 'formatted')
    }
    if (element.options) for (const option of Object.values(element.options)) argumentKinds(option.value, into)
    if (element.children) argumentKinds(element.children, into)
  }
  return into
}

/** A message compiled for a language (cached). Throws a SyntaxError for a message that does not parse. */
export function compileMessage(message: string, locale: Locale): Compiled {
  const cacheKey = `${locale}\u0000${message}`
  let entry = compiled.get(cacheKey)
  if (!entry) {
    // ignoreTag: a `<` in a text is a character, not the start of a rich-text tag.
    const format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true })
    entry = { format, args: argumentKinds(format.getAst()) }
    if (compiled.size >= MAX_CACHED) compiled.clear()
    compiled.set(cacheKey, entry)
  }
  return entry
}

/** The values a message uses (`{name}`, `{count, plural, …}`) and how, or null when it does not parse. */
export function messageArguments(message: string, locale: Locale): ReadonlyMap<string, ArgumentKind> | null {
  try {
    return compileMessage(message, locale).args
  } catch {
    return null
  }
}

/**
 * The message filled with values, or null when it cannot be (it does not parse, or a plural was given
 * a value that is not a number). When a value the message uses is missing, the message comes back
 * unformatted: that is how a server component hands a text to a client component, which fills it.
 */
export function tryFormatMessage(message: string, locale: Locale, values: MessageValues = {}): string | null {
  // Most texts have no placeholders at all: no parsing, and an apostrophe is just an apostrophe.
  if (!message.includes('{')) return message
  try {
    const { format, args } = compileMessage(message, locale)
    for (const name of args.keys()) if (!(name in values)) return message
    const result = format.format(values)
    return typeof result === 'string' ? result : String(result)
  } catch {
    return null
  }
}

/** Like tryFormatMessage, but a text that cannot be formatted is shown as it is rather than not at all. */
export function formatMessage(message: string, locale: Locale, values: MessageValues = {}): string {
  return tryFormatMessage(message, locale, values) ?? message
}
