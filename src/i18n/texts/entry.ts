/** One interface text in each language; German is optional and falls back to Dutch. */
export type Entry = { nl: string; fr: string; en: string; de?: string }
