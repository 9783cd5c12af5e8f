import type { Entry } from './entry'

/** Cookie consent dialog, popup and analytics texts (spec section 4). */
export const consentTexts = {} as const satisfies Record<string, Entry>
