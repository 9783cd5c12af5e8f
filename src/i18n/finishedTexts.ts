import type { DictionaryKey, Translator } from './dictionary'

/**
 * Texts the server has already filled, for client parts that show them as they are: the shell's error
 * and 404 boundaries, which every public page loads with its first JavaScript. Handing them the
 * unfilled ICU messages (src/i18n/clientTexts.ts) put the ICU formatter, intl-messageformat, into
 * every page's first load, for texts that take no values.
 *
 * Only texts without values belong here: t(key) without values hands a text that takes some back
 * unfilled. tests/unit/i18n/finishedTexts.test.ts checks the shell's keys (SHELL_TEXT_KEYS) take none.
 * This module imports no formatter, so its readers stay light.
 */
export type FinishedTexts = Partial<Record<DictionaryKey, string>>

/** The texts of `keys` as the page shows them, filled on the server (staff overrides included). */
export function finishTexts(t: Translator, keys: readonly DictionaryKey[]): FinishedTexts {
  return Object.fromEntries(keys.map((key) => [key, t(key)]))
}

/** Reads finished texts like t(): a text, or its key when the server did not send it (never blank). */
export const finishedTranslator =
  (texts: FinishedTexts) =>
  (key: DictionaryKey): string =>
    texts[key] ?? key
