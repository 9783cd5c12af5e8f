import type { Entry } from './entry'

/** Page shell, module views and content pages (spec section 2). */
export const shellTexts = {} as const satisfies Record<string, Entry>
