import type { Payload } from 'payload'

import { emailTexts } from '../../../src/email/texts'
import type { Translator } from '../../../src/i18n/dictionary'
import type { Locale } from '../../../src/i18n/locales'

/** The e-mail texts of one language, with staff overrides (src/email/texts.ts). */
export async function emailTranslator(payload: Payload, locale: Locale): Promise<Translator> {
  const texts = await emailTexts(payload)
  return (key, values) => texts(key, locale, values)
}

/** "22-11-2026" and "14:05" in Belgian time. */
export function belgianDateTime(date: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('nl-BE', {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(date)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return { date: `${part('day')}-${part('month')}-${part('year')}`, time: `${part('hour')}:${part('minute')}` }
}
