/** One interface text in each language; German is optional and falls back to Dutch. */
export type Entry = { nl: string; fr: string; en: string; de?: string }

/** An entry in Dutch, French and English, in that order. */
export const e = (nl: string, fr: string, en: string): Entry => ({ nl, fr, en })
